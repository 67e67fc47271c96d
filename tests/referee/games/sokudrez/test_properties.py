"""SokuDrez with Hypothesis: a solved grid scrambled by random swaps and solved back, card by
card, in a random order is recognised as solved exactly when an independent check says so (and
surely at the end); points and turns add up in random multi-player games."""

from __future__ import annotations

import random
from collections.abc import Sequence

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.sokudrez import GAME
from tests.referee.games.sokudrez.support import SOLVED, new, swap, swapped

SETTINGS = settings(max_examples=30)
CELLS = [[r, c] for r in range(1, 7) for c in range(1, 10)]
PAIRS = st.tuples(st.sampled_from(CELLS), st.sampled_from(CELLS)).filter(lambda p: p[0] != p[1])


def reference_solved(grid: Sequence[Sequence[str]]) -> bool:
    """Solved, checked independently of the engine: nine numbers per row, six figures per
    column, read from the ids' text."""
    rows = all(len({card.split("-")[1] for card in row}) == 9 for row in grid)
    columns = all(len({grid[r][c].split("-")[0] for r in range(6)}) == 6 for c in range(9))
    return rows and columns


@SETTINGS
@given(scramble=st.lists(PAIRS, min_size=1, max_size=30), order=st.randoms(),
       players=st.integers(1, 4))
def test_solving_back_in_any_order_is_recognised(scramble: list[tuple[list[int], list[int]]],
                                                 order: random.Random, players: int) -> None:
    start = swapped(SOLVED, *scramble)
    assume(not reference_solved(start))
    state = new(start, players=players)
    while GAME.outcome(state) is None:
        wrong = [cell for cell in CELLS
                 if state["grid"][cell[0] - 1][cell[1] - 1] != SOLVED[cell[0] - 1][cell[1] - 1]]
        assert wrong, "the grid equals S but is not recognised as solved"
        cell = order.choice(wrong)
        wanted = SOLVED[cell[0] - 1][cell[1] - 1]
        home = next([r + 1, c + 1] for r in range(6) for c in range(9)
                    if state["grid"][r][c] == wanted)
        state = swap(state, state["to_play"], (cell, home))
        assert (GAME.outcome(state) is not None) == reference_solved(state["grid"])
    assert reference_solved(state["grid"])


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), swaps=st.lists(PAIRS, max_size=25),
       players=st.integers(2, 4))
def test_scores_and_turns_add_up(seed: int, swaps: list[tuple[list[int], list[int]]],
                                 players: int) -> None:
    state = new(players=players, seed=seed)
    earned = [0] * players
    expected_seat, left = 0, 1
    for pair in swaps:
        if GAME.outcome(state) is not None:
            break
        public = GAME.view(state, Viewer(None))["public"]
        assert (public["to_play"], public["swaps_left"]) == (expected_seat, left)
        before = sorted(card for row in state["grid"] for card in row)
        state = swap(state, expected_seat, pair)
        assert sorted(card for row in state["grid"] for card in row) == before
        last = state["last_swap"]
        assert 0 <= last["points"] <= 8
        assert last["points"] == (sum(last["checks"].values()) if last["counted"] else 0)
        earned[expected_seat] += last["points"]
        left -= 1
        if left == 0:
            expected_seat, left = (expected_seat + 1) % players, 2
    assert state["scores"] == earned
