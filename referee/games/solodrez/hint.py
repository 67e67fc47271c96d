"""SoloDrez's hint, from a search of the position that keeps its plan (seed 004 SoloDrez;
docs/rules-decisions.md#solodrez, "The hint"; finding SD1 of the UX reports).

The hint never leads to a position the game has been in: the search (``search.search``, best
first over shapes, ``shapes``) leaves out every shape of the game's history, replayed
backwards. Once it finds a winning line, the line is kept (``plans``): the next views follow it
without searching, so the player who follows the hint wins and never waits. A view searches at
most ``BUDGET`` shapes (at most about 0.3 s of CPU: bench/solodrez_hint.py); when the
budget runs out first, the hint is the first action towards the most promising shape met and
no win is found yet. ``no_win`` is claimed only when the search met every shape it can reach
without going back and none wins.

A complete series is always removed first (``shapes.successors``): it takes no card (a pawn
ends it), and a run it could give away fits wherever the run's cards could go instead, so
removing it, which frees its column, is taken to lose no win. The hint is then the removal,
even when nothing wins: one more series removed is a better score.

Columns are numbered 1–9 in actions, as in the moves; ``columns`` is the list of the nine
columns (index 0 = column 1), each first card first.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from referee.games.solodrez.end import Columns, legal_moves, removable
from referee.games.solodrez.plans import Plans
from referee.games.solodrez.search import search
from referee.games.solodrez.shapes import Shape, layout_shape

#: The most shapes one view's search expands (bench/solodrez_hint.py measures its CPU time).
BUDGET = 3600
#: The kept winning lines, shared by every game of the process: at most this many shapes.
PLANS = Plans(size=50_000)

Layout = tuple[tuple[str, ...], ...]


def visited(columns: Columns, history: Sequence[dict[str, Any]]) -> frozenset[Shape]:
    """The shapes the game went through to reach ``columns``, ``columns``'s own included,
    from the public ``history`` (``move`` events: the run's ``cards``, ``from``, ``to``;
    ``remove`` events: the series's ``cards`` and its ``column``), undone backwards."""
    layout = [list(column) for column in columns]
    seen = {layout_shape(layout)}
    for event in reversed(history):
        if event["event"] == "move":
            run = layout[event["to"] - 1][-len(event["cards"]):]
            del layout[event["to"] - 1][-len(event["cards"]):]
            layout[event["from"] - 1].extend(run)
        elif event["event"] == "remove" and event["how"] == "remove":
            layout[event["column"] - 1] = list(event["cards"])
        seen.add(layout_shape(layout))
    return frozenset(seen)


def hint(columns: Columns, history: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """``{"hint": {"move", "args"} | None, "wins": bool, "no_win": bool}`` for the layout
    ``columns`` reached through ``history`` (see the module's docstring): ``wins`` is True when
    the hint is the first action of a winning line found; ``no_win`` when it is proven that no
    line wins without going back (the hint is then None, or a series's removal)."""
    layout: Layout = tuple(tuple(column) for column in columns)
    return _hint(layout, visited(columns, history))


@lru_cache(maxsize=64)
def _hint(layout: Layout, seen: frozenset[Shape]) -> dict[str, Any]:
    here = layout_shape(layout)
    line = PLANS.line(here, seen)
    wins, proven = line is not None, False
    if line is None:
        found = search(here, seen, BUDGET)
        line, wins, proven = found.line, found.won, found.proven
        if wins:
            PLANS.keep(here, line)
    series = removable(layout)
    if series:
        action: dict[str, Any] | None = {"move": "remove", "args": {"column": series[0]}}
    else:
        action = _action(layout, line[0]) if line and not proven else None
    return {"hint": action, "wins": wins, "no_win": proven}


def _action(layout: Layout, target: Shape) -> dict[str, Any]:
    """The first legal move from ``layout`` that leads to the shape ``target``."""
    for move in legal_moves(layout):
        source, count, to = move["from"] - 1, move["count"], move["to"] - 1
        after = [list(column) for column in layout]
        after[to].extend(after[source][len(after[source]) - count:])
        del after[source][len(after[source]) - count:]
        if layout_shape(after) == target:
            return {"move": "move", "args": move}
    raise AssertionError("the search's shape is one move away")
