"""SokuDrez's hint: a swap on a shortest way to a solved grid near this one (seed 004 SokuDrez;
docs/rules-decisions.md#sokudrez, "The hint"; finding SK2 of the UX report games-A.md).

From a grid, a solved grid is searched for that keeps as many cards where they lie as it can,
in two steps that each always succeed (``target``):

1. **Rows.** Each number's six cards (one of each figure) go to the six rows, one each, as many
   as possible staying in their row: every row then holds the numbers 1–9 once.
2. **Columns.** The rows' figures form a 9-regular bipartite multigraph between rows and
   figures (each row holds 9 cards, each figure has 9); any perfect matching of it is a column
   of six different figures, and what is left stays regular. The columns are taken one by one,
   each the matching (a search with a bound) that keeps the most cards in that column, then
   brings it the most figures it lacks.

A grid is ``54 − cycles`` swaps from a solved grid (``swaps_to``: the cycles of the
permutation between them). The hint aims at the nearest of the solved grids found from this
grid and from the last grids the game went through (its history, undone backwards), so a player
who follows the hints comes one swap nearer each time: the grid aimed at before is still among
them, one swap nearer. It is a swap that brings a card to its place there, both cards when such
a pair exists.

``grid`` is 6 rows of 9 card ids (grid.py); cells in the hint are 1-based ``[row, column]``, as
in the ``swap`` move.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from referee.games.kit.cards import colour, figure, figures
from referee.games.sokudrez.grid import COLUMNS, ROWS, Grid, is_solved

Cell = tuple[int, int]
#: A column's search weighs a card kept in place over any number of rows given a lacking figure.
KEPT = ROWS + 1
Layout = tuple[tuple[str, ...], ...]
#: The grids of the game, newest first, whose solved grids the hint weighs (the current one
#: included): more than the 53 swaps a grid can be from a solved one, so a line of hints from
#: a deal never loses its aim; about 4 ms each the first time (then kept in ``_target``'s
#: cache).
LOOK_BACK = 60


def hint(grid: Grid, history: Sequence[dict[str, Any]]) -> dict[str, Any] | None:
    """``{"move": "swap", "args": {"a": [row, column], "b": [row, column]}}`` (1-based) for
    ``grid`` reached through the public ``history`` (``swap`` events with ``a`` and ``b``):
    a swap toward the nearest solved grid found (the module's docstring); None once the grid
    is solved."""
    here = _layout(grid)
    if is_solved(here):
        return None
    goal = min((target(past) for past in _earlier(here, history)),
               key=lambda solved: swaps_to(here, solved))
    return _toward(here, goal)


def target(grid: Layout) -> Layout:
    """The solved grid found from ``grid``: rows first, then columns (the module's
    docstring)."""
    return _target(grid)


def swaps_to(grid: Grid, solved: Grid) -> int:
    """The fewest swaps from ``grid`` to ``solved`` (the same 54 cards): 54 minus the cycles of
    the permutation that takes each card to its cell in ``solved``."""
    where = _places(grid)
    seen: set[Cell] = set()
    cycles = 0
    for start in where.values():
        if start in seen:
            continue
        cycles += 1
        cell = start
        while cell not in seen:
            seen.add(cell)
            cell = where[solved[cell[0]][cell[1]]]
    return len(where) - cycles


def _layout(grid: Grid) -> Layout:
    return tuple(tuple(row) for row in grid)


def _places(grid: Grid) -> dict[str, Cell]:
    return {card: (r, c) for r, row in enumerate(grid) for c, card in enumerate(row)}


def _earlier(grid: Layout, history: Sequence[dict[str, Any]]) -> list[Layout]:
    """``grid`` and the grids before it, newest first, ``LOOK_BACK`` at most: the history's
    swaps undone."""
    cells = [list(row) for row in grid]
    found = [grid]
    for event in reversed(history):
        if len(found) == LOOK_BACK:
            break
        if event["event"] == "swap":
            (ra, ca), (rb, cb) = ((r - 1, c - 1) for r, c in (event["a"], event["b"]))
            cells[ra][ca], cells[rb][cb] = cells[rb][cb], cells[ra][ca]
            found.append(_layout(cells))
    return found


def _toward(grid: Layout, goal: Layout) -> dict[str, Any]:
    """A swap that puts a card of ``grid`` in its cell of ``goal``, two cards when it can."""
    where = _places(grid)
    wrong = [(r, c) for r in range(ROWS) for c in range(COLUMNS) if grid[r][c] != goal[r][c]]
    pairs = [(a, where[goal[a[0]][a[1]]]) for a in wrong]
    both = [(a, b) for a, b in pairs if goal[b[0]][b[1]] == grid[a[0]][a[1]]]
    a, b = (both or pairs)[0]
    return {"move": "swap", "args": {"a": [a[0] + 1, a[1] + 1], "b": [b[0] + 1, b[1] + 1]}}


@lru_cache(maxsize=4 * LOOK_BACK)
def _target(grid: Layout) -> Layout:
    rows = _rows(grid)
    return _columns(grid, rows)


def _rows(grid: Layout) -> dict[str, int]:
    """Each card's row in the solved grid: of each number's cards, one per row keeps its row —
    the one whose figure is alone in its column, if any (it may keep its column too) — and the
    others go to the rows that lack the number."""
    chosen: dict[str, int] = {}
    for number in range(1, COLUMNS + 1):
        cards = [(r, c, card) for r, row in enumerate(grid) for c, card in enumerate(row)
                 if colour(card) == number]
        staying: dict[int, str] = {}
        for r, _c, card in sorted(cards, key=lambda found: _repeats(grid, found[:2])):
            staying.setdefault(r, card)
        free = iter(r for r in range(ROWS) if r not in staying)
        for r, _c, card in cards:
            chosen[card] = r if staying.get(r) == card else next(free)
    return chosen


def _repeats(grid: Layout, cell: Cell) -> int:
    """How many other cards of the cell's column show its card's figure."""
    shown = figure(grid[cell[0]][cell[1]])
    return sum(figure(grid[r][cell[1]]) == shown for r in range(ROWS)) - 1


def _columns(grid: Layout, rows: dict[str, int]) -> Layout:
    """The solved grid: each row's cards (``rows``) put in columns, column by column, each the
    perfect matching of rows to figures left that keeps the most cards in that column."""
    places = _places(grid)
    left: list[dict[str, list[str]]] = [{} for _ in range(ROWS)]
    for card, r in sorted(rows.items(), key=lambda item: places[item[0]]):
        left[r].setdefault(str(figure(card)), []).append(card)
    goal = [[""] * COLUMNS for _ in range(ROWS)]
    for c in range(COLUMNS):
        keep = [str(figure(grid[r][c])) if rows[grid[r][c]] == r else None for r in range(ROWS)]
        lacking = set(figures()) - {str(figure(grid[r][c])) for r in range(ROWS)}
        for r, name in enumerate(_column(left, keep, lacking)):
            cards = left[r][name]
            # Else a card that would not stay where it lies anyway (a later column of its row
            # could keep it).
            card = grid[r][c] if grid[r][c] in cards else min(
                cards, key=lambda card: places[card][0] == r and places[card][1] > c)
            cards.remove(card)
            if not cards:
                del left[r][name]
            goal[r][c] = card
    return tuple(tuple(row) for row in goal)


def _column(left: list[dict[str, list[str]]], keep: list[str | None],
            lacking: set[str]) -> list[str]:
    """The figures of one column, row by row: a perfect matching of the rows to the figures
    ``left`` still has for them, with the most rows ``r`` given ``keep[r]`` (the figure of the
    card that can stay in this column), then the most rows given a figure the column
    ``lacking``; a depth-first search bounded by the best found."""
    best: tuple[int, list[str]] = (-1, [])

    def worth(r: int, name: str) -> int:
        return KEPT if name == keep[r] else int(keep[r] is None and name in lacking)

    def search(r: int, used: list[str], score: int) -> None:
        nonlocal best
        if score + (ROWS - r) * KEPT <= best[0]:
            return
        if r == ROWS:
            best = (score, list(used))
            return
        for name in sorted(left[r], key=lambda n: -worth(r, n)):
            if name not in used:
                used.append(name)
                search(r + 1, used, score + worth(r, name))
                used.pop()

    search(0, [], 0)
    return best[1]
