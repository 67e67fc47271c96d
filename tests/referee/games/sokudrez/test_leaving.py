"""A SokuDrez player who leaves (docs/rules-decisions.md#sokudrez, "A player who leaves"; issue
33): the turns pass them by and their points stand, so a game of several whose seat leaves at a
random moment is still solved by the others; when nobody is left the game ends with the scores
so far."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.kit.leaving import left_seats
from referee.games.sokudrez import GAME
from tests.referee.games.leaving_kit import after_leaving, play_with_leaver
from tests.referee.games.sokudrez.support import SOLVED, X1, X2, X3, new, swap, swapped

SCRAMBLED = swapped(SOLVED, X1, X2, X3, ([1, 4], [6, 1]), ([2, 2], [5, 5]))


def choose(state: dict, rng: random.Random) -> tuple[int, str, dict[str, Any]] | None:
    """The seat to play, still at the table, swaps a card of the solved grid into its place (or,
    now and then, two cards at random)."""
    seat = state["to_play"]
    if seat in left_seats(state):
        return None
    grid = state["grid"]
    cells = [(r, c) for r in range(6) for c in range(9)]
    if rng.random() < 0.1:
        a, b = rng.sample(cells, 2)
    else:
        a = next(cell for cell in cells if grid[cell[0]][cell[1]] != SOLVED[cell[0]][cell[1]])
        b = next(cell for cell in cells if grid[cell[0]][cell[1]] == SOLVED[a[0]][a[1]])
    return seat, "swap", {"a": [a[0] + 1, a[1] + 1], "b": [b[0] + 1, b[1] + 1]}


left = partial(after_leaving, GAME, how=None)


@settings(max_examples=15, deadline=None)
@given(players=st.integers(1, 4), seat=st.integers(0, 3), leave_after=st.integers(0, 12),
       seed=st.integers(0, 2**16))
def test_a_game_with_a_leaver_reaches_its_end(players: int, seat: int, leave_after: int,
                                              seed: int) -> None:
    final, stood = play_with_leaver(GAME, new(SCRAMBLED, players), players, seat % players,
                                    "resign", leave_after, choose, random.Random(seed))
    result = GAME.outcome(final)
    assert result is not None and not stood
    if players > 1:
        assert result["reason"] == "solved"
        assert final["swaps"][seat % players] <= max(leave_after, 1)


def test_the_turn_passes_the_left_seat_by() -> None:
    state = swap(new(SCRAMBLED, players=3), 0, X1)
    assert state["to_play"] == 1
    state = left(state, 1)
    assert (state["to_play"], state["turn_swaps"], state["swapped"]) == (2, 2, 0)
    state = swap(swap(state, 2, X2), 2, X3)
    assert state["to_play"] == 0
    state = swap(swap(state, 0, ([3, 3], [4, 4])), 0, ([3, 3], [4, 4]))
    assert state["to_play"] == 2


def test_the_points_of_a_seat_that_left_count_at_the_end() -> None:
    state = swap(new(SCRAMBLED, players=2), 0, ([3, 3], [4, 4]))
    state = left(swap(swap(state, 1, X1), 1, X2), 1)
    made = state["scores"][1]
    assert made > state["scores"][0]
    for pair in (([3, 3], [4, 4]), X3, ([1, 4], [6, 1]), ([2, 2], [5, 5])):
        state = swap(state, 0, pair)
    result = GAME.outcome(state)
    assert result is not None and result["scores"]["1"] == made
    top = max(result["scores"].values())
    assert result["winners"] == [int(s) for s, v in result["scores"].items() if v == top]


def test_a_seat_leaving_mid_turn_hands_a_whole_turn_on() -> None:
    state = swap(swap(new(SCRAMBLED, players=2), 0, X1), 1, X2)
    state = left(state, 1)
    assert (state["to_play"], state["turn_swaps"], state["swapped"]) == (0, 2, 0)


def test_the_game_ends_with_the_scores_so_far_when_nobody_is_left() -> None:
    solo = left(swap(new(SCRAMBLED), 0, X1), 0)
    assert GAME.outcome(solo) == {"winners": [], "reason": "left", "moves": 1}
    state = swap(new(SCRAMBLED, players=2), 0, X1)
    assert state["scores"][0] > 0
    state = left(left(state, 1), 0)
    result = GAME.outcome(state)
    assert result is not None and (result["winners"], result["reason"]) == ([0], "left")
