"""Every SokuDrez refusal: code, status and English message; a refused move leaves the state as
it was; bad prearranged deals are refused at table creation."""

from __future__ import annotations

import random

import pytest

from referee.games.base import IllegalMove
from referee.games.sokudrez import GAME
from tests.referee.games.sokudrez.support import SOLVED, X1, deck_of, new, refused, swap, swapped


def test_same_card() -> None:
    error = refused(new(), 0, {"a": [2, 3], "b": [2, 3]})
    assert (error.code, error.status, str(error)) == ("same_card", 422,
                                                      "Choose two different cards to swap.")


@pytest.mark.parametrize("args", [
    {"a": [0, 1], "b": [1, 1]}, {"a": [1, 10], "b": [1, 1]}, {"a": [7, 1], "b": [1, 1]},
    {"a": [1], "b": [1, 1]}, {"a": "1,1", "b": [1, 1]}, {"a": [1, True], "b": [1, 1]},
    {"a": [1, 1]}, {"a": [1, 1], "b": [1, 2], "c": 1},
])
def test_malformed_cells(args: dict[str, object]) -> None:
    error = refused(new(), 0, args)
    assert (error.code, error.status) == ("bad_args", 400)


def test_no_swap_once_solved() -> None:
    state = swap(new(swapped(SOLVED, X1)), 0, X1)
    assert refused(state, 0, {"a": [1, 1], "b": [1, 2]}).code == "game_over"


def test_unknown_move() -> None:
    assert refused(new(), 0, {}, move="give_up").code == "unknown_move"


def test_a_solved_prearranged_deal_is_refused() -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.options({"deck": deck_of(SOLVED)}, 1)
    assert (caught.value.code, caught.value.status) == ("bad_deck", 400)
    assert str(caught.value) == "The prearranged deal deck is already solved."


@pytest.mark.parametrize("deck", [
    deck_of(SOLVED)[:-1], [*deck_of(SOLVED)[:-1], "neutral-1"], "joker-1", 5,
])
def test_a_wrong_deck_is_refused(deck: object) -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.options({"deck": deck}, 2)
    assert caught.value.code == "bad_deck"


def test_player_counts() -> None:
    assert (GAME.min_players, GAME.max_players) == (1, 4)
    with pytest.raises(ValueError):
        GAME.setup(5, GAME.options({}, 5), random.Random(1))
