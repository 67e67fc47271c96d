"""PokerDrez views: what the public, each seat and the omniscient moderator see (docs/
rules-decisions.md#pokerdrez and #conventions, "Views")."""

from __future__ import annotations

from referee.games.base import Viewer
from referee.games.pokerdrez import GAME
from tests.referee.games.pokerdrez.support import (
    BLACK,
    DECK,
    WHITE,
    act,
    go,
    new,
    strings,
    zone,
)


def table():
    return new(dice="physical", white=["pawn-1", "knight-2"], black=["rook-3", "pawn-4"],
               common=["bishop-5", "pawn-6", "rook-7", "queen-8", "joker-9"])


def test_public_view_counts_what_is_hidden():
    state = go(table(), WHITE, "e2", "e4", "pawn-1")
    public = GAME.view(state, Viewer(None))
    assert public["private"] == {}
    seen = public["public"]
    assert seen["common"] == ["bishop-5", "pawn-6", "rook-7", "queen-8", "joker-9"]
    assert seen["discards"] == ["pawn-1"]
    assert seen["hand_sizes"] == [2, 2] and seen["deck_size"] == 56 - 9 - 1
    assert seen["turn"] == "black" and seen["awaiting"] == [BLACK] and seen["check"] is False
    assert seen["last_move"] == {"seat": WHITE, "side": "white", "san": "e4", "uci": "e2e4",
                                 "paid": {"card": "pawn-1", "from": "hand"}}
    assert seen["prearranged"] is True and seen["die_holder"] == BLACK
    secret = {"knight-2", "rook-3", "pawn-4", *zone(state, DECK)}
    assert not set(strings(public)) & secret


def test_a_seat_sees_its_hand_and_what_pays_each_move():
    state = go(table(), WHITE, "e2", "e4", "pawn-1")
    state = act(state, BLACK, "roll_die", value=2)
    mine = GAME.view(state, Viewer(BLACK))["private"]
    assert mine["hand"] == ["rook-3", "pawn-4"] and mine["side"] == "black"
    assert mine["moves"] == ["move", "offer_draw", "resign"]
    by_move = {(p["from"], p["to"]): p for p in mine["payable"]}
    assert by_move[("e7", "e5")]["cards"] == ["pawn-4", "pawn-6", "joker-9"]
    assert by_move[("e7", "e5")]["die"] is False
    assert by_move[("g8", "f6")] == {"from": "g8", "to": "f6", "promotion": None,
                                     "cards": ["joker-9"], "die": True}
    other = GAME.view(state, Viewer(WHITE))
    assert other["private"]["payable"] == [] and other["private"]["hand"] != mine["hand"]
    assert not {"rook-3", "pawn-4"} & set(strings(other))


def test_the_moderator_sees_both_hands_but_never_the_deck():
    state = table()
    everything = GAME.view(state, Viewer(None, omniscient=True))
    assert everything["private"]["hands"] == {"0": ["pawn-1", "knight-2"],
                                              "1": ["rook-3", "pawn-4"]}
    assert not set(strings(everything)) & set(zone(state, DECK))


def test_pawn_removal_view():
    state = new(pawn_removal=True)
    assert GAME.view(state, Viewer(BLACK))["private"]["moves"] == ["remove_pawn", "offer_draw",
                                                                   "resign"]
    assert GAME.view(state, Viewer(WHITE))["private"]["moves"] == ["offer_draw", "resign"]
    assert GAME.view(state, Viewer(BLACK))["phase"] == "pawn_removal"


def test_a_seat_to_move_is_told_why_each_stuck_piece_cannot_move():
    state = new(white=["pawn-1", "bishop-2"], black=["rook-3", "pawn-4"],
                common=["bishop-5", "pawn-6", "rook-7", "queen-8", "neutral-1"])
    state = go(state, WHITE, "e2", "e4", "pawn-1")
    stuck = GAME.view(state, Viewer(BLACK))["private"]["stuck"]
    assert stuck["g8"] == {"why": "unpaid", "figure": "knight"}, "no Knight card, no joker"
    assert stuck["e8"] == stuck["f8"] == stuck["a8"] == {"why": "blocked"}
    assert "e7" not in stuck and "d7" not in stuck, "pawn moves are paid"
    assert GAME.view(state, Viewer(WHITE))["private"]["stuck"] == {}, "not White's turn"


def test_a_draw_offer_that_a_move_ends_is_told():
    state = act(table(), WHITE, "offer_draw")
    state = go(state, WHITE, "e2", "e4", "pawn-1")
    seen = GAME.view(state, Viewer(BLACK))["public"]
    assert seen["draw_offer"] is None
    assert [e["event"] for e in seen["history"][-2:]] == ["move", "draw_lapsed"]
    assert seen["history"][-1]["seat"] == WHITE
    state = go(state, BLACK, "e7", "e5", "pawn-4")
    assert state["history"][-1]["event"] == "move", "no offer, no lapse"
