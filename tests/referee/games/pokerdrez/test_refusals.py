"""PokerDrez refusals: every code the engine answers with, each leaving the state exactly as it
was (``refused`` checks that), in the move-check order of docs/rules-decisions.md#pokerdrez."""

from __future__ import annotations

import pytest

from referee.games.base import IllegalMove
from referee.games.pokerdrez import GAME
from tests.referee.games.pokerdrez.support import (
    BLACK,
    WHITE,
    act,
    deal,
    go,
    new,
    refused,
    thin_deck,
)

PROMOTE = "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"


def code(state, seat, move, **args):
    return refused(state, seat, move, args).code


def test_turn_and_phase():
    state = new(white=["pawn-1", "pawn-2"])
    assert code(state, BLACK, "move", **{"from": "e7", "to": "e5", "pay": {"card": "pawn-1"}}) \
        == "not_your_turn"
    assert code(state, None, "resign") == "not_your_turn"
    assert code(state, WHITE, "replenish", card="pawn-1") == "wrong_phase"
    assert code(state, WHITE, "remove_pawn", file="a") == "wrong_phase"
    removal = new(pawn_removal=True)
    assert code(removal, WHITE, "remove_pawn", file="a") == "not_your_turn"
    assert code(removal, BLACK, "roll_die") == "wrong_phase"
    assert code(removal, BLACK, "remove_pawn", file="z") == "bad_args"
    assert code(removal, BLACK, "remove_pawn") == "bad_args"


def test_move_arguments():
    state = new(white=["pawn-1", "pawn-2"])
    assert code(state, WHITE, "move", **{"from": "e2"}) == "bad_args"
    assert code(state, WHITE, "move", **{"from": "e9", "to": "e4", "pay": {"card": "pawn-1"}}) \
        == "bad_square"
    assert code(state, WHITE, "move", **{"from": "e2", "to": "e4", "pay": "pawn-1"}) \
        == "bad_args"
    assert code(state, WHITE, "move", **{"from": "e2", "to": "e4", "pay": {"die": 1}}) \
        == "bad_args"
    assert code(state, WHITE, "move", **{"from": "e2", "to": "e4", "promotion": "k",
                                         "pay": {"card": "pawn-1"}}) == "bad_args"


@pytest.mark.parametrize(("args", "expected"), [
    ({"from": "e2", "to": "e4"}, "payment_required"),
    ({"from": "e2", "to": "e4", "pay": {"card": "pawn-9"}}, "card_not_available"),
    ({"from": "e2", "to": "e4", "pay": {"card": "nonsense"}}, "card_not_available"),
    ({"from": "e2", "to": "e4", "pay": {"card": "neutral-1"}}, "neutral_cannot_move"),
    ({"from": "e2", "to": "e4", "pay": {"die": True}}, "die_not_rolled"),
    ({"from": "e7", "to": "e5", "pay": {"card": "pawn-1"}}, "not_your_piece"),
    ({"from": "e3", "to": "e4", "pay": {"card": "pawn-1"}}, "not_your_piece"),
    ({"from": "e2", "to": "e5", "pay": {"card": "pawn-1"}}, "illegal_move"),
    ({"from": "g1", "to": "f3", "pay": {"card": "pawn-1"}}, "card_cannot_move_piece"),
    ({"from": "e1", "to": "e2", "pay": {"card": "pawn-1"}}, "illegal_move"),
])
def test_move_checks_in_order(args, expected):
    state = new(white=["pawn-1", "neutral-1"], common=["knight-3"])
    assert refused(state, WHITE, "move", args).code == expected


def test_payment_is_checked_before_the_piece():
    state = new(white=["pawn-1", "pawn-2"])
    assert code(state, WHITE, "move", **{"from": "e7", "to": "e5", "pay": {"card": "rook-9"}}) \
        == "card_not_available"


def test_promotion_must_be_given():
    state = new(fen=PROMOTE, white=["pawn-1", "pawn-2"])
    assert code(state, WHITE, "move", **{"from": "e7", "to": "e8", "pay": {"card": "pawn-1"}}) \
        == "illegal_move"
    promoted = go(state, WHITE, "e7", "e8", "pawn-1", promotion="q")
    assert promoted["san"] == ["e8=Q+"]


def test_die_refusals():
    state = new(dice="physical", white=["pawn-1", "pawn-2"], black=["pawn-3", "pawn-4"])
    assert code(state, WHITE, "roll_die", value=3) == "no_die"
    state = go(state, WHITE, "e2", "e4", "pawn-1")
    assert code(state, BLACK, "roll_die", value=7) == "bad_die_value"
    assert code(state, BLACK, "roll_die") == "bad_args"
    rolled = act(state, BLACK, "roll_die", value=5)
    assert code(rolled, BLACK, "move", **{"from": "g8", "to": "f6", "pay": {"die": True}}) \
        == "die_cannot_move_piece"
    assert code(rolled, BLACK, "move", **{"from": "e8", "to": "e7", "pay": {"die": True}}) \
        == "illegal_move"
    app = go(new(white=["pawn-1", "pawn-2"]), WHITE, "e2", "e4", "pawn-1")
    assert code(app, BLACK, "roll_die", value=3) == "bad_args"


def test_the_king_moves_with_a_six_only():
    state = new(fen="k7/8/8/8/8/8/8/4K2R w - - 0 1", dice="physical", white=["pawn-1",
                                                                            "pawn-2"])
    state["die_holder"] = WHITE  # white-box: White holds the die in this position
    five = act(state, WHITE, "roll_die", value=5)
    assert code(five, WHITE, "move", **{"from": "e1", "to": "d1", "pay": {"die": True}}) \
        == "die_cannot_move_piece"
    assert go(five, WHITE, "h1", "h2", {"die": True})["san"] == ["Rh2"]
    six = act(state, WHITE, "roll_die", value=6)
    assert go(six, WHITE, "e1", "d1", {"die": True})["san"] == ["Kd1"]


def test_replenish_refusals():
    state = new(white=["pawn-1", "pawn-2"], common=["pawn-3"])
    state = go(state, WHITE, "e2", "e4", "pawn-3")
    assert code(state, WHITE, "replenish", card="pawn-3") == "card_not_in_hand"
    assert code(state, WHITE, "replenish", card=3) == "card_not_in_hand"
    assert code(state, BLACK, "replenish", card="pawn-1") == "not_your_turn"
    assert code(state, WHITE, "move", **{"from": "d2", "to": "d4", "pay": {"card": "pawn-1"}}) \
        == "wrong_phase"
    assert code(state, WHITE, "replenish") == "bad_args"


def test_swap_refusals():
    state = new(white=["neutral-1", "pawn-1"], black=["pawn-2", "pawn-3"],
                common=["neutral-2", "knight-1"])

    def swap(seat, **args):
        return code(state, seat, "swap_neutral", **args)
    assert swap(WHITE, neutral="pawn-1", source="deck") == "card_not_available"
    assert swap(WHITE, neutral="neutral-9", source="deck") == "card_not_available"
    assert swap(WHITE, neutral="nonsense", source="deck") == "card_not_available"
    assert swap(WHITE, neutral="neutral-2", source="common", card="knight-1") == "bad_swap"
    assert swap(WHITE, neutral="neutral-1", source="common", card="neutral-2") == "bad_swap"
    assert swap(WHITE, neutral="neutral-1", source="common", card="knight-9") \
        == "card_not_available"
    assert swap(WHITE, neutral="neutral-1", source="common") == "bad_args"
    assert swap(WHITE, neutral="neutral-1", source="deck", card="knight-1") == "bad_args"
    assert swap(WHITE, neutral="neutral-1", source="table") == "bad_args"
    assert swap(BLACK, neutral="neutral-2", source="deck") == "not_your_turn"


def test_plain_chess_refusals():
    state = new(white=["pawn-1", "pawn-2"], black=["neutral-1", "pawn-3"])
    state = go(thin_deck(state, 1), WHITE, "e2", "e4", "pawn-1")
    assert state["plain"] is True
    assert code(state, BLACK, "roll_die") == "plain_chess"
    assert code(state, BLACK, "swap_neutral", neutral="neutral-1", source="opponent") \
        == "plain_chess"
    assert code(state, BLACK, "move", **{"from": "e7", "to": "e5", "pay": {"card": "pawn-3"}}) \
        == "no_payment_in_plain_chess"


def test_draw_refusals():
    state = new(white=["pawn-1", "pawn-2"])
    assert code(state, WHITE, "claim_draw") == "no_draw_to_claim"
    assert code(state, BLACK, "claim_draw") == "not_your_turn"
    assert code(state, WHITE, "answer_draw", accept=True) == "no_draw_offer"
    offered = act(state, WHITE, "offer_draw")
    assert code(offered, BLACK, "offer_draw") == "draw_already_offered"
    assert code(offered, WHITE, "answer_draw", accept=True) == "own_draw_offer"
    assert code(offered, BLACK, "answer_draw", accept="yes") == "bad_args"


def test_betting_refusals():
    assert code(new(), WHITE, "raise", to=10) == "no_betting"
    state = new(betting={"min": 5, "max": 20}, white=["pawn-1", "pawn-2"])
    assert code(state, WHITE, "raise", to=5) == "raise_too_small"
    assert code(state, WHITE, "raise", to=21) == "raise_above_max"
    assert code(state, WHITE, "raise", to="10") == "bad_args"
    assert code(state, BLACK, "raise", to=10) == "not_your_turn"
    assert code(state, WHITE, "answer_raise", answer="accept") == "wrong_phase"
    raised = act(state, WHITE, "raise", to=10)
    assert code(raised, WHITE, "answer_raise", answer="accept") == "not_your_turn"
    assert code(raised, BLACK, "answer_raise", answer="raise", to=10) == "raise_too_small"
    assert code(raised, BLACK, "answer_raise", answer="maybe") == "bad_args"
    assert code(raised, WHITE, "move", **{"from": "e2", "to": "e4",
                                          "pay": {"card": "pawn-1"}}) == "wrong_phase"
    accepted = act(raised, BLACK, "answer_raise", answer="accept")
    assert code(accepted, WHITE, "raise", to=15) == "already_raised"
    maxed = act(act(state, WHITE, "raise", to=20), BLACK, "answer_raise", answer="accept")
    maxed = go(maxed, WHITE, "e2", "e4", "pawn-1")
    assert code(maxed, BLACK, "raise", to=20) == "stake_at_max"


def test_the_game_is_over():
    state = act(new(), WHITE, "resign")
    assert code(state, BLACK, "offer_draw") == "game_over"


@pytest.mark.parametrize(("raw", "expected"), [
    ({"decks": 3}, "bad_option"),
    ({"white": 2}, "bad_option"),
    ({"dice": "loaded"}, "bad_option"),
    ({"neutral_timing": "never"}, "bad_option"),
    ({"drawn_raise": "split"}, "bad_option"),
    ({"betting": {"min": 10, "max": 5}}, "bad_option"),
    ({"betting": {"min": 0, "max": 5}}, "bad_option"),
    ({"pawn_removal": 1}, "bad_option"),
    ({"colour": "white"}, "unknown_option"),
    ({"fen": "not a fen"}, "bad_position"),
    ({"fen": "8/8/8/8/8/8/8/8 w - - 0 1"}, "bad_position"),
    ({"fen": "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1"}, "bad_position"),
    ({"fen": 7}, "bad_position"),
    ({"decks": 1, "deck": ["pawn-1"]}, "bad_deck"),
    ({"deck": deal()}, "bad_deck"),
])
def test_option_refusals(raw, expected):
    with pytest.raises(IllegalMove) as caught:
        GAME.options(raw, 2)
    assert caught.value.code == expected
    assert caught.value.status == 400


def test_options_defaults_and_random_white():
    chosen = GAME.options({"white": "random", "decks": 1, "deck": deal()}, 2)
    assert chosen["white"] == "random" and chosen["decks"] == 1
    assert GAME.options({}, 2)["decks"] == 2
