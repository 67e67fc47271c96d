"""Every refusal of PokerGuess's moves (docs/rules-decisions.md#pokerguess): its code and
status, and the state left exactly as it was (``refused`` checks that)."""

from __future__ import annotations

import pytest

from referee.games.base import IllegalMove
from referee.games.pokerguess import GAME
from tests.referee.games.pokerguess.support import RED, P, act, fold, guess, new, refused

HANDS = {0: ["pawn-1", "pawn-3"], 1: ["rook-4", "rook-5"], 2: ["queen-6", "queen-7"]}
COMMON = ["joker-1", "joker-2", "bishop-8", "knight-8", "queen-9"]


def started():
    return new(3, HANDS, COMMON)


def test_out_of_turn_and_wrong_phase() -> None:
    state = started()
    assert refused(state, 0, "guess", {"prediction": P(1, 1, "pawn", 1)}).code == "not_your_turn"
    assert refused(state, None, "guess", {"fold": True}).code == "not_your_turn"
    error = refused(state, 1, "show", {"card": "rook-4"})
    assert (error.code, error.status) == ("wrong_phase", 409)
    assert refused(state, 1, "next_hand").code == "wrong_phase"
    assert refused(state, 1, "showdown", {"common": [], "hands": {}}).code == "wrong_phase"


@pytest.mark.parametrize("args", [
    {"fold": False}, {"fold": True, "prediction": None}, {"guess": 1},
    {"prediction": {"colour": 2, "colour_count": 1, "figure": "pawn"}},
    {"prediction": P(10, 1, "pawn", 1)}, {"prediction": P(2, 1, "king", 1)},
    {"prediction": P(2, 1.5, "pawn", 1)}, {"prediction": P(2, 1, "pawn", 1), "raise_to": "8"},
])
def test_malformed_guesses_are_400(args) -> None:
    error = refused(started(), 1, "guess", args)
    assert (error.code, error.status) == ("bad_args", 400)


def test_the_first_turn_needs_a_prediction() -> None:
    error = refused(started(), 1, "guess", {"prediction": None, "raise_to": 6})
    assert (error.code, error.status) == ("prediction_required", 422)
    assert refused(started(), 1, "guess", {}).code == "prediction_required"


@pytest.mark.parametrize("count", [0, 12])
def test_counts_from_1_to_the_cards_dealt(count) -> None:
    for prediction in (P(RED, count, "pawn", 1), P(RED, 1, "pawn", count)):
        error = refused(started(), 1, "guess", {"prediction": prediction})
        assert (error.code, error.status, error.params) == ("bad_count", 422, {"most": 11})
    assert guess(started(), 1, P(RED, 11, "pawn", 11))["predictions"]["1"]["colour_count"] == 11


def test_no_change_and_prediction_taken() -> None:
    state = guess(started(), 1, P(RED, 2, "pawn", 2))
    state = guess(state, 2, P(RED, 2, "pawn", 1))
    state = guess(state, 0, P(RED, 1, "pawn", 1))
    assert refused(state, 1, "guess", {"prediction": P(RED, 2, "pawn", 2)}).code == "no_change"
    assert refused(state, 1, "guess", {"prediction": P(RED, 2, "pawn", 1)}).code == \
        "prediction_taken"
    state = fold(state, 1)
    assert guess(state, 2, P(RED, 2, "pawn", 2))["predictions"]["2"] == P(RED, 2, "pawn", 2), \
        "a folded player's prediction is withdrawn"


def test_raises() -> None:
    state = started()
    first = {"prediction": P(RED, 1, "pawn", 1)}
    for to, code, params in ((2, "raise_too_small", {"min": 4}),
                             (3, "raise_too_small", {"min": 4}),
                             (101, "not_enough_chips", {"most": 100})):
        error = refused(state, 1, "guess", {**first, "raise_to": to})
        assert (error.code, error.params) == (code, params)
    state = act(state, 1, "guess", {**first, "raise_to": 4})
    assert refused(state, 2, "guess", {"prediction": P(RED, 2, "pawn", 1), "raise_to": 5}).code \
        == "raise_too_small"


def test_a_short_all_in_raise_is_allowed_and_an_all_in_player_cannot_raise() -> None:
    state = new(3, HANDS, COMMON, starting_chips=5, ante=2)
    state = guess(state, 1, P(RED, 1, "pawn", 1), raise_to=4)
    state = guess(state, 2, P(RED, 2, "pawn", 1), raise_to=5)   # all-in: 1 above the bet
    assert state["bet"] == 5 and state["ledger"]["stacks"][2] == 0
    state = guess(state, 0, P(RED, 3, "pawn", 1))
    state = guess(state, 1)
    error = refused(state, 2, "guess", {"prediction": None, "raise_to": 6})
    assert (error.code, error.status) == ("all_in", 422)
    assert guess(state, 2, P(RED, 4, "pawn", 1))["predictions"]["2"]["colour_count"] == 4


def _at_show():
    state = started()
    for seat, p in ((1, P(RED, 1, "pawn", 1)), (2, P(RED, 2, "pawn", 1)),
                    (0, P(RED, 3, "pawn", 1))):
        state = guess(state, seat, p)
    state = guess(state, 1)
    return guess(state, 2)


def test_show_only_a_card_of_ones_own() -> None:
    state = _at_show()
    assert state["phase"] == "show"
    error = refused(state, 1, "show", {"card": "pawn-1"})
    assert (error.code, error.status) == ("card_not_in_hand", 422)
    assert refused(state, 2, "show", {"card": "queen-6"}).code == "not_your_turn"
    assert refused(state, 1, "show", {"cards": "rook-4"}).code == "bad_args"


def test_next_hand_only_from_a_seat_with_chips() -> None:
    state = new(3, starting_chips=2, ante=2)
    state = guess(state, 1, P(RED, 1, "pawn", 1))
    state = fold(state, 2)
    state = fold(state, 0)
    assert state["phase"] == "over"
    with pytest.raises(IllegalMove) as caught:
        act(state, 1, "next_hand")
    assert caught.value.code == "game_over"
    state = new(3, starting_chips=4, ante=2)
    state = guess(state, 1, P(RED, 1, "pawn", 1), raise_to=4)
    state = fold(state, 2)
    state = fold(state, 0)
    assert state["phase"] == "hand_over" and state["ledger"]["stacks"] == [2, 8, 2]
    assert refused(state, None, "next_hand").code == "not_your_turn"
    assert refused(state, 0, "next_hand", {"later": True}).code == "bad_args"
    assert refused(state, 0, "next_hand", {"now": True}).code == "not_moderator"
    assert GAME.awaiting(state) == [0, 1, 2]
    state = act(state, 1, "next_hand")
    assert refused(state, 1, "next_hand").code == "already_seen"
    assert GAME.awaiting(state) == [0, 2] and state["phase"] == "hand_over"


def test_options() -> None:
    for raw, code in (({"ante": 0}, "bad_option"), ({"starting_chips": 5, "ante": 6},
                                                     "bad_option"),
                      ({"cards": "paper"}, "bad_option"), ({"deck": ["pawn-1"]}, "bad_deck"),
                      ({"blinds": 1}, "unknown_option"), ({"hands": 0}, "bad_option")):
        with pytest.raises(IllegalMove) as caught:
            GAME.options(raw, 3)
        assert caught.value.code == code
