"""PokerDrez, how games end: plain chess once the deck is empty, card stalemate, the chess draws,
the first-move redeal, resignation and agreement (docs/rules-decisions.md#pokerdrez D9–D11,
D14)."""

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
    own,
    private,
    thin_deck,
    zone,
)

#: White: king boxed in by its rook and pawns, pawns blocked by its own knights (only the rook
#: and the knights can move).
BOXED = "k7/8/8/8/8/6NN/6PP/6RK w - - 0 1"
PAWN_CARDS = [f"pawn-{n}" for n in range(1, 10)]


def test_the_draw_that_empties_the_deck_starts_plain_chess_and_mate_is_chess_mate():
    state = thin_deck(new(white=["pawn-1", "pawn-2"], black=["pawn-3", "pawn-4"]), 1)
    state = go(state, WHITE, "f2", "f3", "pawn-1")
    assert state["plain"] is True and zone(state, DECK) == []
    assert state["history"][-1]["event"] == "deck_empty"
    assert GAME.view(state, Viewer(None))["public"]["plain"] is True
    payable = private(state, BLACK)["payable"]
    assert len(payable) == 20 and all(p["cards"] == [] and not p["die"] for p in payable)
    assert private(state, BLACK)["moves"] == ["move", "offer_draw", "resign"]
    state = go(go(go(state, BLACK, "e7", "e5"), WHITE, "g2", "g4"), BLACK, "d8", "h4")
    result = GAME.outcome(state)
    assert result["winners"] == [BLACK] and result["reason"] == "checkmate"
    assert result["by_cards"] is False
    assert result["moves"] == ["f3", "e5", "g4", "Qh4#"]


def test_card_stalemate_is_a_draw():
    state = new(fen=BOXED, white=PAWN_CARDS[:2], common=PAWN_CARDS[2:7])
    result = GAME.outcome(state)
    assert result["winners"] == [] and result["reason"] == "stalemate"
    assert result["by_cards"] is True


def test_claimed_threefold_repetition_in_plain_chess():
    state = go(thin_deck(new(white=["knight-1", "pawn-2"]), 1), WHITE, "g1", "f3", "knight-1")
    for uci in ["g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"]:
        seat = BLACK if len(state["uci"]) % 2 else WHITE
        state = go(state, seat, uci[:2], uci[2:])
    assert GAME.outcome(state) is None
    assert "claim_draw" in private(state, WHITE)["moves"]
    state = act(state, WHITE, "claim_draw")
    assert GAME.outcome(state)["reason"] == "claimed_draw"


def test_insufficient_material_is_an_automatic_draw():
    state = new(fen="k7/8/8/8/8/8/1p6/K1B5 w - - 0 1", white=["bishop-1", "pawn-2"])
    state = go(state, WHITE, "c1", "b2", "bishop-1")
    result = GAME.outcome(state)
    assert result["reason"] == "insufficient_material" and result["winners"] == []


def test_an_unpayable_first_deal_is_dealt_again():
    cards = dict(white=["bishop-1", "queen-1"], common=["rook-1", "rook-2", "rook-3", "rook-4",
                                                        "rook-5"])
    state = new(**cards)
    assert GAME.outcome(state) is None
    assert [e["event"] for e in state["history"]][-1] == "redeal"
    assert own(state, WHITE) != ["bishop-1", "queen-1"]
    assert private(state, WHITE)["payable"]
    literal = new(first_move_redeal=False, **cards)
    assert GAME.outcome(literal)["reason"] == "stalemate"
    assert GAME.outcome(literal)["by_cards"] is True


def test_blacks_first_move_is_redealt_too():
    state = new(white=["pawn-1", "pawn-2"], black=["bishop-1", "queen-1"],
                common=["rook-1", "rook-2", "rook-3", "rook-4", "pawn-5"], top=["bishop-2"])
    state = go(state, WHITE, "e2", "e4", "pawn-5")
    state = act(state, WHITE, "replenish", card="bishop-2")
    assert state["history"][-1] == {"n": len(state["history"]) - 1, "event": "redeal",
                                    "seat": BLACK, "cards": [], "how": "first_move_redeal"}
    assert GAME.outcome(state) is None and private(state, BLACK)["payable"]


def test_resignation_and_agreement():
    resigned = act(new(pawn_removal=True), BLACK, "resign")
    assert GAME.outcome(resigned)["winners"] == [WHITE]
    assert GAME.outcome(resigned)["reason"] == "resignation"
    assert GAME.awaiting(resigned) == []
    state = act(new(white=["pawn-1", "pawn-2"]), BLACK, "offer_draw")
    declined = act(state, WHITE, "answer_draw", accept=False)
    assert declined["draw_offer"] is None and GAME.outcome(declined) is None
    lapsed = go(state, WHITE, "e2", "e4", "pawn-1")
    assert lapsed["draw_offer"] is None
    agreed = act(state, WHITE, "answer_draw", accept=True)
    assert GAME.outcome(agreed)["reason"] == "agreement"


def test_any_time_swap_can_leave_the_mover_without_a_payable_move():
    state = new(neutral_timing="any_time", white=["bishop-1", "bishop-2"],
                black=["neutral-1", "pawn-5"],
                common=["pawn-3", "rook-1", "rook-2", "rook-3", "rook-4"])
    assert "swap_neutral" in private(state, BLACK)["moves"]
    state = act(state, BLACK, "swap_neutral", neutral="neutral-1", source="common",
                card="pawn-3")
    result = GAME.outcome(state)
    assert result["reason"] == "stalemate" and result["by_cards"] is True
