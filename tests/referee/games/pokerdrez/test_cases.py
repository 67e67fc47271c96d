"""PokerDrez, the exact cases of docs/rules-decisions.md#pokerdrez (T1 … T9): card mate, the
lost figure's wild card, castling paid as a rook move, pawn removal, replenish, the die, a neutral
swap with the opponent and the betting variant."""

from __future__ import annotations

from referee.games.base import Viewer
from referee.games.pokerdrez import GAME
from tests.referee.games.pokerdrez.support import (
    BLACK,
    COMMON,
    DECK,
    DISCARD,
    ITALIAN,
    WHITE,
    act,
    go,
    new,
    own,
    private,
    refused,
    strings,
    zone,
)

#: T1: White is in check; its only legal chess move is Bc4–f1.
TRAP = "k7/8/8/8/2B5/8/5PPP/4r1K1 w - - 0 1"
PAWNS = ["pawn-3", "pawn-4", "pawn-5", "pawn-6", "pawn-7"]


def test_t1_card_checkmate():
    state = new(fen=TRAP, white=["pawn-1", "pawn-2"], black=["knight-1", "knight-2"],
                common=PAWNS)
    result = GAME.outcome(state)
    assert result is not None
    assert result["winners"] == [BLACK]
    assert result["reason"] == "checkmate"
    assert result["by_cards"] is True
    assert zone(state, DECK)


def test_t1b_a_lost_figure_is_wild():
    state = new(fen=TRAP, white=["pawn-1", "pawn-2"], black=["knight-1", "knight-2"],
                common=[*PAWNS[:4], "queen-9"])
    assert GAME.outcome(state) is None
    payable = private(state, WHITE)["payable"]
    assert payable == [{"from": "c4", "to": "f1", "promotion": None, "cards": ["queen-9"],
                        "die": False}]
    after = go(state, WHITE, "c4", "f1", "queen-9")
    assert after["san"] == ["Bf1"]
    assert zone(after, DISCARD) == ["queen-9"]


def test_t1b_a_knight_card_is_wild_too_as_white_has_no_knight():
    state = new(fen=TRAP, white=["pawn-1", "knight-3"], black=["knight-1", "knight-2"],
                common=PAWNS)
    assert GAME.outcome(state) is None
    go(state, WHITE, "c4", "f1", "knight-3")


def test_t3_castling_is_paid_as_a_rook_move():
    common = ["knight-1", "bishop-2", "pawn-4", "queen-6", "knight-7"]
    state = new(fen=ITALIAN, white=["queen-5", "pawn-3"], common=common)
    assert refused(state, WHITE, "move", {"from": "e1", "to": "g1", "pay": {"card": "queen-5"}}
                   ).code == "card_cannot_move_piece"
    king_step = go(state, WHITE, "e1", "f1", "queen-5")
    assert king_step["san"] == ["Kf1"]
    with_rook = new(fen=ITALIAN, white=["rook-8", "pawn-3"], common=common)
    castled = go(with_rook, WHITE, "e1", "g1", "rook-8")
    assert castled["san"] == ["O-O"]


def test_t3_a_joker_pays_castling():
    state = new(fen=ITALIAN, white=["joker-2", "pawn-3"])
    assert go(state, WHITE, "e1", "g1", "joker-2")["san"] == ["O-O"]


def test_t4_pawn_removal():
    state = new(pawn_removal=True, white=["rook-1", "pawn-1"])
    assert state["phase"] == "pawn_removal"
    assert GAME.awaiting(state) == [BLACK]
    state = act(state, BLACK, "remove_pawn", file="e")
    assert refused(state, WHITE, "remove_pawn", {"file": "e"}).code == "same_file_as_black"
    state = act(state, WHITE, "remove_pawn", file="h")
    assert state["phase"] == "play"
    assert GAME.view(state, Viewer(None))["public"]["removed_pawns"] == {"black": "e",
                                                                         "white": "h"}
    after = go(state, WHITE, "h1", "h5", "rook-1")
    assert after["san"] == ["Rh5"]
    assert after["start_fen"].startswith("rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq")


def test_t4_null_keeps_every_pawn():
    state = new(pawn_removal=True)
    state = act(act(state, BLACK, "remove_pawn", file=None), WHITE, "remove_pawn", file=None)
    assert state["start_fen"].split()[0] == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"


def test_t5_replenish():
    state = new(pawn_removal=True, white=["knight-1", "knight-2"],
                common=["queen-3", "pawn-3", "pawn-4", "pawn-5", "pawn-6"], top=["rook-1"])
    state = act(act(state, BLACK, "remove_pawn", file=None), WHITE, "remove_pawn", file="d")
    deck = len(zone(state, DECK))
    state = go(state, WHITE, "d1", "d4", "queen-3")
    assert own(state, WHITE) == ["knight-1", "knight-2", "rook-1"]
    assert state["phase"] == "replenish"
    assert GAME.awaiting(state) == [WHITE]
    assert private(state, WHITE)["moves"] == ["replenish", "offer_draw", "resign"]
    state = act(state, WHITE, "replenish", card="knight-1")
    assert zone(state, COMMON) == ["knight-1", "pawn-3", "pawn-4", "pawn-5", "pawn-6"]
    assert own(state, WHITE) == ["knight-2", "rook-1"]
    assert len(zone(state, DECK)) == deck - 1
    assert zone(state, DISCARD)[-1] == "queen-3"
    assert state["phase"] == "play" and GAME.awaiting(state) == [BLACK]


def test_t5_a_hand_card_payment_draws_and_goes_on():
    state = new(white=["pawn-1", "knight-2"], top=["rook-1"])
    state = go(state, WHITE, "e2", "e4", "pawn-1")
    assert own(state, WHITE) == ["knight-2", "rook-1"]
    assert state["phase"] == "play" and GAME.awaiting(state) == [BLACK]


def t6_table():
    state = new(dice="physical", white=["pawn-1", "pawn-2"], black=["pawn-5", "rook-2"],
                common=["bishop-1", "bishop-2", "bishop-3", "rook-3", "rook-4"])
    return go(state, WHITE, "e2", "e4", "pawn-1")


def test_t6_die():
    state = t6_table()
    assert state["die_holder"] == BLACK
    hand, deck = own(state, BLACK), zone(state, DECK)
    rolled = act(state, BLACK, "roll_die", value=2)
    assert rolled["die_holder"] == WHITE
    assert refused(rolled, BLACK, "roll_die", {"value": 2}).code == "no_die"
    assert refused(rolled, BLACK, "move", {"from": "e7", "to": "e5", "pay": {"die": True}}
                   ).code == "die_cannot_move_piece"
    moved = go(rolled, BLACK, "g8", "f6", {"die": True})
    assert moved["san"] == ["e4", "Nf6"]
    assert moved["die_holder"] == WHITE
    assert own(moved, BLACK) == hand and zone(moved, DECK) == deck
    assert moved["history"][-1]["how"] == "die"
    assert rolled["history"][-1]["how"] == "physical"
    assert moved["last_move"]["paid"] == {"die": 2}


def test_t6_the_die_passes_even_unused():
    rolled = act(t6_table(), BLACK, "roll_die", value=2)
    moved = go(rolled, BLACK, "e7", "e5", "pawn-5")
    assert moved["die_holder"] == WHITE and moved["die_roll"] is None
    assert not any(e["event"] == "redeal" for e in moved["history"])


def test_t7_neutral_from_the_opponent():
    state = new(white=["neutral-1", "pawn-1"], black=["knight-1", "knight-2"])
    after = act(state, WHITE, "swap_neutral", neutral="neutral-1", source="opponent")
    white, black = own(after, WHITE), own(after, BLACK)
    taken = next(card for card in white if card != "pawn-1")
    assert taken in ("knight-1", "knight-2")
    assert sorted(black) == sorted(["neutral-1", *({"knight-1", "knight-2"} - {taken})])
    event = after["history"][-1]
    assert event["event"] == "swap" and event["seat"] == WHITE and event["how"] == "opponent"
    public = GAME.view(after, Viewer(None))["public"]
    assert taken not in set(strings(public))
    assert private(after, WHITE)["notes"][-1]["card"] == taken
    assert private(after, BLACK)["notes"][-1] == {"n": event["n"], "card": taken, "how": "lost"}


def test_t7_the_card_taken_is_seeded():
    state = new(white=["neutral-1", "pawn-1"], black=["knight-1", "knight-2"])
    first = act(state, WHITE, "swap_neutral", neutral="neutral-1", source="opponent")
    again = act(state, WHITE, "swap_neutral", neutral="neutral-1", source="opponent")
    assert own(first, WHITE) == own(again, WHITE)


def betting_table(**options):
    return new(betting={"min": 5, "max": 20}, white=["pawn-1", "pawn-2"], **options)


def test_t9_betting_last_raiser_pays_a_draw():
    state = act(betting_table(), WHITE, "raise", to=10)
    assert state["phase"] == "raise_answer" and GAME.awaiting(state) == [BLACK]
    state = act(state, BLACK, "answer_raise", answer="raise", to=15)
    assert GAME.awaiting(state) == [WHITE]
    state = act(state, WHITE, "answer_raise", answer="accept")
    assert state["phase"] == "play" and GAME.awaiting(state) == [WHITE]
    state = go(state, WHITE, "e2", "e4", "pawn-1")
    state = act(act(state, BLACK, "offer_draw"), WHITE, "answer_draw", accept=True)
    result = GAME.outcome(state)
    assert result["reason"] == "agreement" and result["winners"] == []
    assert result["payments"] == {"0": 15, "1": -15}


def test_t9_fold_loses_the_stake_before_the_raise():
    state = act(act(betting_table(), WHITE, "raise", to=10), BLACK, "answer_raise",
                answer="fold")
    result = GAME.outcome(state)
    assert result["winners"] == [WHITE] and result["reason"] == "fold"
    assert result["payments"] == {"0": 5, "1": -5}


def test_t9_a_draw_without_raises_pays_nothing_and_returned_never_pays():
    plain = act(act(betting_table(), WHITE, "offer_draw"), BLACK, "answer_draw", accept=True)
    assert GAME.outcome(plain)["payments"] == {"0": 0, "1": 0}
    state = act(betting_table(drawn_raise="returned"), WHITE, "raise", to=10)
    state = act(state, BLACK, "answer_raise", answer="accept")
    state = act(act(state, BLACK, "offer_draw"), WHITE, "answer_draw", accept=True)
    assert GAME.outcome(state)["payments"] == {"0": 0, "1": 0}


def test_t9_the_winner_takes_the_stake():
    state = act(betting_table(), WHITE, "raise", to=12)
    state = act(state, BLACK, "answer_raise", answer="accept")
    state = act(state, WHITE, "resign")
    assert GAME.outcome(state)["payments"] == {"0": -12, "1": 12}
