"""SokuDrez's hint (referee/games/sokudrez/hint.py; docs/rules-decisions.md#sokudrez, "The
hint"; SK2): the solo player's view offers a swap toward a solved grid; following the hints
solves any deal, each hint one swap nearer, even after swaps of the player's own."""

from __future__ import annotations

import random

import pytest

from referee.games.base import State, Viewer
from referee.games.sokudrez import GAME
from referee.games.sokudrez.grid import is_solved
from referee.games.sokudrez.hint import swaps_to, target
from tests.referee.games.sokudrez.support import SOLVED, X1, X2, new, swap, swapped


def _hinted(state: State) -> tuple[list[int], list[int]] | None:
    found = GAME.view(state, Viewer(0))["private"]["hint"]
    if found is None:
        return None
    assert found["move"] == "swap"
    return found["args"]["a"], found["args"]["b"]


def _distance(state: State) -> int:
    grid = tuple(tuple(row) for row in state["grid"])
    return swaps_to(grid, target(grid))


def test_a_grid_two_swaps_from_solved_is_solved_by_two_hints() -> None:
    state = new(swapped(SOLVED, X1, X2))
    for _ in range(2):
        pair = _hinted(state)
        assert pair is not None and set(map(tuple, pair)) in (
            {tuple(cell) for cell in X1}, {tuple(cell) for cell in X2})
        state = swap(state, 0, pair)
    assert state["result"] == {"winners": [0], "reason": "solved"}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_following_the_hints_solves_a_deal_one_swap_nearer_each_time(seed: int) -> None:
    state = new(seed=seed)
    left = _distance(state)
    assert 0 < left <= 53
    swaps = 0
    while not is_solved(state["grid"]):
        pair = _hinted(state)
        assert pair is not None
        state = swap(state, 0, pair)
        swaps += 1
        assert swaps <= left, "each hint one swap nearer the grid first aimed at"
    assert state["result"] == {"winners": [0], "reason": "solved"}


def test_after_swaps_of_the_players_own_the_hints_still_solve_the_grid() -> None:
    rng = random.Random(7)
    state = new(seed=4)
    for _ in range(12):
        a, b = rng.sample([[r, c] for r in range(1, 7) for c in range(1, 10)], 2)
        state = swap(state, 0, (a, b))
    for _ in range(53):
        pair = _hinted(state)
        assert pair is not None
        state = swap(state, 0, pair)
        if state["result"] is not None:
            break
    assert state["result"] == {"winners": [0], "reason": "solved"}


def test_no_hint_with_several_players_nor_once_solved() -> None:
    assert _hinted(new(swapped(SOLVED, X1), players=2)) is None
    solved = swap(new(swapped(SOLVED, X1)), 0, X1)
    assert GAME.view(solved, Viewer(0))["private"]["hint"] is None
