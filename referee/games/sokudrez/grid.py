"""SokuDrez's grid: 6 rows × 9 columns of card ids and the solved check (seed 004 SokuDrez;
docs/rules-decisions.md#sokudrez).

``grid[r][c]`` is the card in row ``r + 1``, column ``c + 1`` (row 1 at the top, column 1 at the
left; the API numbers from 1). Solved: every row holds the numbers 1–9 once each and every
column the six figures once each.
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.games.kit.cards import colour, figure

ROWS, COLUMNS = 6, 9
Grid = Sequence[Sequence[str]]


def layout(pile: Sequence[str]) -> list[list[str]]:
    """The grid laid from ``pile`` (54 ids, top first) row by row, left to right."""
    return [list(pile[row * COLUMNS:(row + 1) * COLUMNS]) for row in range(ROWS)]


def row_numbers(grid: Grid, row: int) -> list[int]:
    """The numbers (colours 1–9) of row ``row`` (0-based), left to right."""
    return [int(colour(card) or 0) for card in grid[row]]


def column_figures(grid: Grid, column: int) -> list[str]:
    """The figures of column ``column`` (0-based), top to bottom."""
    return [str(figure(grid[row][column])) for row in range(ROWS)]


def rows_missing(grid: Grid) -> list[list[int]]:
    """For each row (top first), the numbers 1–9 it lacks, rising."""
    return [sorted(set(range(1, COLUMNS + 1)) - set(row_numbers(grid, row)))
            for row in range(ROWS)]


def columns_missing(grid: Grid, figures: Sequence[str]) -> list[list[str]]:
    """For each column (left first), the figures of ``figures`` it lacks, in that order."""
    return [[name for name in figures if name not in column_figures(grid, column)]
            for column in range(COLUMNS)]


def is_solved(grid: Grid) -> bool:
    """True when every row holds nine different numbers and every column six different
    figures."""
    return (all(len(set(row_numbers(grid, row))) == COLUMNS for row in range(ROWS))
            and all(len(set(column_figures(grid, column))) == ROWS
                    for column in range(COLUMNS)))
