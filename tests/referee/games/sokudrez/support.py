"""Shared helpers for the SokuDrez engine tests: the booklet's solved grid, displaced cards, tables
from a grid (no tests here). Imported as ``tests.referee.games.sokudrez.support``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.sokudrez import GAME
from tapete_testing.engine import played, refusal

FIGURES = ("joker", "queen", "rook", "bishop", "knight", "pawn")
Cell = tuple[int, int]

#: The booklet's solved grid S (0-based row r, column c): figure F[(r + c) mod 6], number
#: (2c + 3r) mod 9 + 1.
SOLVED = [[f"{FIGURES[(r + c) % 6]}-{(2 * c + 3 * r) % 9 + 1}" for c in range(9)]
          for r in range(6)]
#: The displacements of docs/rules-decisions.md#sokudrez (1-based [row, column] pairs).
X1 = ([1, 1], [2, 3])
X2 = ([3, 5], [5, 8])
X3 = ([4, 2], [6, 9])


def swapped(grid: Sequence[Sequence[str]], *pairs: tuple[list[int], list[int]]
            ) -> list[list[str]]:
    """A copy of ``grid`` with each pair of 1-based cells swapped, in order."""
    out = [list(row) for row in grid]
    for (ra, ca), (rb, cb) in pairs:
        out[ra - 1][ca - 1], out[rb - 1][cb - 1] = out[rb - 1][cb - 1], out[ra - 1][ca - 1]
    return out


def deck_of(grid: Sequence[Sequence[str]]) -> list[str]:
    """The prearranged ``deck`` that lays ``grid`` (row by row, left to right)."""
    return [card for row in grid for card in row]


def new(grid: Sequence[Sequence[str]] | None = None, players: int = 1, seed: int = 1) -> State:
    """A fresh table laid as ``grid`` (shuffled with ``seed`` when None)."""
    raw: dict[str, Any] = {} if grid is None else {"deck": deck_of(grid)}
    return GAME.setup(players, GAME.options(raw, players), random.Random(seed))


def swap(state: State, seat: int, pair: tuple[list[int], list[int]]) -> State:
    """``state`` after ``seat`` swaps the two 1-based cells of ``pair``."""
    return played(GAME, state, seat, "swap", {"a": list(pair[0]), "b": list(pair[1])})


def refused(state: State, seat: int | None, args: Any, move: str = "swap") -> IllegalMove:
    """The IllegalMove raised for this move; fails unless the state stays exactly as it was."""
    return refusal(GAME, state, seat, move, args)
