"""Every BlackDrez refusal: code, status and English message; a refused move leaves the state
exactly as it was (``refused`` checks it); bad options are refused at table creation."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import IllegalMove
from referee.games.blackdrez import GAME
from tests.referee.games.blackdrez.support import act, position, refused


def table() -> Any:
    return position({0: ["joker-1", "pawn-2"], 1: ["queen-1", "rook-2"],
                     2: ["joker-3", "rook-4"]})


def test_stand_while_not_all_tied() -> None:
    error = refused(table(), 0, "stand")
    assert (error.code, error.status, str(error)) == (
        "must_hit_or_retire", 422,
        "You may stand only while every player in the round has the same score: hit or retire.")


def test_set_joker_that_would_bust() -> None:
    state = position({0: ["joker-1", "queen-2", "pawn-3"], 1: ["queen-1", "rook-2"]})
    error = refused(state, 0, "set_joker", {"card": "joker-1", "value": 6})
    assert (error.code, error.status, str(error)) == (
        "would_bust", 422, "With that joker your score would be 12, over 11.")


@pytest.mark.parametrize("card", ["joker-3", "pawn-2", "joker-9", 5])
def test_set_joker_not_own_joker(card: object) -> None:
    error = refused(table(), 0, "set_joker", {"card": card, "value": 6})
    assert (error.code, error.status) == ("not_your_joker", 422)


@pytest.mark.parametrize("args", [{"card": "joker-1", "value": 3},
                                  {"card": "joker-1", "value": True}, {"card": "joker-1"}])
def test_set_joker_bad_args(args: dict[str, object]) -> None:
    assert refused(table(), 0, "set_joker", args).code == "bad_args"


def test_set_joker_by_a_seat_out_of_the_round() -> None:
    state = act(table(), 0, "retire")
    state["zones"]["hand-0"]["cards"] = []
    assert refused(state, 0, "set_joker", {"card": "joker-1", "value": 1}).code == \
        "not_your_turn"


@pytest.mark.parametrize("move", ["hit", "retire", "stand"])
def test_not_the_holder(move: str) -> None:
    error = refused(table(), 1, move)
    assert (error.code, error.status) == ("not_your_turn", 409)


def test_extra_arguments() -> None:
    assert refused(table(), 0, "hit", {"x": 1}).status == 400


def test_next_hand_during_a_round() -> None:
    assert refused(table(), 0, "next_hand").code == "wrong_phase"


def test_hit_after_the_round() -> None:
    state = position({0: ["queen-1", "rook-1"], 1: ["queen-2", "queen-3"]}, deck_top=["queen-4"])
    state = act(state, 0, "hit")
    assert state["phase"] == "hand_over"
    assert refused(state, 0, "hit").code == "wrong_phase"


@pytest.mark.parametrize("raw", [{"decks": 3}, {"rounds": 0}, {"first_dealer": 4},
                                 {"deck": ["rook-1"]}, {"colour": 1}])
def test_bad_options(raw: dict[str, object]) -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.options(raw, 4)
    assert caught.value.status == 400
    assert caught.value.code in {"bad_option", "bad_deck", "unknown_option"}
