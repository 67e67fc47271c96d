"""SoloDrez's hint, from a search of the position (seed 004 SoloDrez; docs/rules-decisions.md
#solodrez; issue 29, finding S1 of the UX report games-A.md).

The hint is the first action of a line that wins, found by a depth-first search over layouts
that never comes back to a layout already seen: neither one the game went through (its history,
replayed backwards) nor one the search met before. Two layouts are one position when they hold
the same columns in any order: the rules never look at a column's number. A complete series is
always removed at once (it can never take or give a card again, and its column comes free).
The game is won once only neutral cards are left (D4).

The search goes breadth first (the shortest win, near the end of a game), then depth first (a
win far away, from a whole deal), each through a few thousand positions at most. When one
has met every position it can reach and none wins, there is no way to win from here without
going back (``no_win``). When both budgets run out first, the hint is the best-looking action
to a new position: removing a series, then a move that changes something, onto a card rather
than an empty column, the longest run first.

Columns are numbered 1–9 in actions, as in the moves; ``columns`` is the list of the nine
columns (index 0 = column 1), each first card first.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import Any

from referee.games.kit.cards import is_neutral
from referee.games.solodrez.end import Columns, legal_moves, removable
from referee.games.solodrez.runs import ordered_tail

#: The most positions each search of one hint looks at: breadth first (an endgame's search ends
#: long before) and depth first (a full deal's search stops there); about 0.3 ms a position.
SHORT_NODES, DEEP_NODES = 300, 600

Layout = tuple[tuple[str, ...], ...]
Position = tuple[tuple[str, ...], ...]


def position(layout: Sequence[Sequence[str]]) -> Position:
    """The layout's columns in a fixed order, empty ones left out: one key for every layout
    that differs only in the columns' numbers."""
    return tuple(sorted(tuple(column) for column in layout if column))


def visited(columns: Columns, history: Sequence[dict[str, Any]]) -> frozenset[Position]:
    """The positions the game went through to reach ``columns``, ``columns``'s own included,
    from the public ``history`` (``move`` events: the run's ``cards``, ``from``, ``to``;
    ``remove`` events: the series's ``cards`` and its ``column``), undone backwards."""
    layout = [list(column) for column in columns]
    seen = {position(layout)}
    for event in reversed(history):
        if event["event"] == "move":
            run = layout[event["to"] - 1][-len(event["cards"]):]
            del layout[event["to"] - 1][-len(event["cards"]):]
            layout[event["from"] - 1].extend(run)
        elif event["event"] == "remove" and event["how"] == "remove":
            layout[event["column"] - 1] = list(event["cards"])
        seen.add(position(layout))
    return frozenset(seen)


def hint(columns: Columns, history: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """``{"hint": {"move", "args"} | None, "no_win": bool}`` for the layout ``columns`` reached
    through ``history`` (see the module's docstring): the hint never leads back to a position
    of the game; ``no_win`` is True when the search met every position it can reach and none
    wins (the hint is then None)."""
    layout: Layout = tuple(tuple(column) for column in columns)
    return _hint(layout, visited(columns, history))


@lru_cache(maxsize=64)
def _hint(layout: Layout, seen: frozenset[Position]) -> dict[str, Any]:
    for search in (_shortest, _deepest):
        won, exhausted = search(layout, set(seen))
        if won is not None:
            return {"hint": won, "no_win": False}
        if exhausted:
            return {"hint": None, "no_win": True}
    fresh = (action for action, after in _children(layout) if position(after) not in seen)
    return {"hint": next(fresh, None), "no_win": False}


def _shortest(layout: Layout, seen: set[Position]) -> tuple[dict[str, Any] | None, bool]:
    """Breadth first from ``layout`` through positions not in ``seen`` (which grows), for the
    shortest winning line near the end of a game: its first action, or None and whether every
    reachable position was met."""
    level: list[tuple[Layout, dict[str, Any] | None]] = [(layout, None)]
    nodes = 0
    while level:
        following = []
        for here, first in level:
            for action, after in _children(here):
                key = position(after)
                if key in seen:
                    continue
                seen.add(key)
                head = first or action
                if _won(after):
                    return head, False
                nodes += 1
                if nodes >= SHORT_NODES:
                    return None, False
                following.append((after, head))
        level = following
    return None, True


def _deepest(layout: Layout, seen: set[Position]) -> tuple[dict[str, Any] | None, bool]:
    """Depth first from ``layout`` through positions not in ``seen`` (which grows), for a
    winning line far away (a whole deal): its first action, or None and whether every
    reachable position was met."""
    stack: list[tuple[Iterator[tuple[dict[str, Any], Layout]], dict[str, Any] | None]] = [
        (_children(layout), None)]
    nodes = 0
    while stack:
        children, first = stack[-1]
        child = next(children, None)
        if child is None:
            stack.pop()
            continue
        action, after = child
        key = position(after)
        if key in seen:
            continue
        seen.add(key)
        head = first or action
        if _won(after):
            return head, False
        nodes += 1
        if nodes >= DEEP_NODES:
            return None, False
        stack.append((_children(after), head))
    return None, True


def _won(layout: Layout) -> bool:
    return all(is_neutral(card) for column in layout for card in column)


def _children(layout: Layout) -> Iterator[tuple[dict[str, Any], Layout]]:
    """The actions worth trying from ``layout``, best first, each with the layout it leads to:
    only the first removal when a series is complete; else every legal move, those that change
    something first, onto a card before an empty column, the longest run first."""
    series = removable(layout)
    if series:
        column = series[0]
        yield ({"move": "remove", "args": {"column": column}},
               tuple(() if number == column else cards for number, cards in enumerate(layout, 1)))
        return
    tails = [ordered_tail(column) for column in layout]
    moves = sorted(legal_moves(layout), key=lambda m: (
        not _changes_something(layout, tails, m), not layout[m["to"] - 1], -m["count"],
        m["from"], m["to"]))
    for move in moves:
        yield {"move": "move", "args": move}, _moved(layout, move)


def _moved(layout: Layout, move: dict[str, int]) -> Layout:
    source, count, target = move["from"] - 1, move["count"], move["to"] - 1
    run = layout[source][len(layout[source]) - count:]
    return tuple(cards[:len(cards) - count] if number == source
                 else cards + run if number == target else cards
                 for number, cards in enumerate(layout))


def _changes_something(layout: Layout, tails: Sequence[int], move: dict[str, int]) -> bool:
    """False for a move that only carries a run from one fitting place to another: the card
    under it already continues the run (``tails``: each column's ``ordered_tail``), or the
    whole column goes to an empty column."""
    source = layout[move["from"] - 1]
    if move["count"] == len(source):
        return bool(layout[move["to"] - 1])
    return move["count"] >= tails[move["from"] - 1]
