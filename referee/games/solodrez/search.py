"""The SoloDrez hint's search over shapes (seed 004 SoloDrez; docs/rules-decisions.md#solodrez).

Best first: the most promising shape met so far is always expanded next (``promise``: cards in
their final place above a Jóker that touches the table, ordered cards, cards gone), never a
shape met before nor one of ``excluded`` (the shapes the game went through). It stops at the
first won shape (a winning line), when every reachable shape has been met (none wins: a
proof), or after ``budget`` expanded shapes (neither).
"""

from __future__ import annotations

import heapq
from collections.abc import Collection
from dataclasses import dataclass
from itertools import count

from referee.games.solodrez.runs import SERIES_VALUES
from referee.games.solodrez.shapes import NEUTRAL, Shape, is_won, successors

#: Weights of ``promise``: a card in its final place, a card on the card one above it (or a
#: neutral card next to it), a card gone.
PLACED, ORDERED, GONE = 4, 2, 6


@dataclass(frozen=True)
class Found:
    """What one search found: ``line`` (the shapes after the root, in order) wins when ``won``,
    else leads to the most promising shape met (empty when no action leads anywhere new);
    ``proven`` is True when every reachable shape was met and none wins."""

    line: tuple[Shape, ...]
    won: bool
    proven: bool


def promise(shape: Shape) -> int:
    """How close ``shape`` looks to a win (higher is closer); see the weights."""
    score = 0
    for column in shape:
        score -= GONE * len(column)
        placed = 0
        for value, wanted in zip(column, SERIES_VALUES, strict=False):
            if value != wanted:
                break
            placed += 1
        score += PLACED * placed
        score += ORDERED * sum(1 for low, high in zip(column[1:], column[:-1], strict=True)
                               if NEUTRAL in (low, high) or high == low + 1)
    return score


def search(root: Shape, excluded: Collection[Shape], budget: int) -> Found:
    """Best first from ``root`` through shapes not in ``excluded``, expanding at most
    ``budget`` shapes (see the module's docstring)."""
    parents: dict[Shape, Shape | None] = {root: None}
    tie = count()
    frontier = [(-promise(root), next(tie), root)]
    best, best_promise = root, None
    expanded = 0
    while frontier:
        if expanded >= budget:
            return Found(_line(parents, best), False, False)
        _, _, here = heapq.heappop(frontier)
        expanded += 1
        for after in successors(here):
            if after in parents or after in excluded:
                continue
            parents[after] = here
            if is_won(after):
                return Found(_line(parents, after), True, False)
            score = promise(after)
            if best_promise is None or score > best_promise:
                best, best_promise = after, score
            heapq.heappush(frontier, (-score, next(tie), after))
    return Found(_line(parents, best), False, True)


def _line(parents: dict[Shape, Shape | None], last: Shape) -> tuple[Shape, ...]:
    """The shapes from the root's first successor to ``last`` (empty when ``last`` is the
    root)."""
    line = []
    here: Shape | None = last
    while here is not None and parents[here] is not None:
        line.append(here)
        here = parents[here]
    return tuple(reversed(line))
