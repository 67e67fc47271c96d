"""SoloDrez positions as the rules see them, for the hint's search (seed 004 SoloDrez;
docs/rules-decisions.md#solodrez).

The rules never look at a card's colour nor at a column's number: a *shape* is the layout with
each card replaced by its figure value (pawn 1 … joker 6, a neutral card 0) and its non-empty
columns sorted, so every layout that plays alike has one shape. ``successors`` gives the shapes
one action away — the same moves as ``runs.fit`` accepts, written again on values because the
search reads them hundreds of thousands of times — and ``layout_shape`` maps a layout of card
ids to its shape.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from referee.games.kit.cards import figure_value
from referee.games.solodrez.runs import BOTTOM, SERIES_VALUES, TOP

Column = tuple[int, ...]
Shape = tuple[Column, ...]
#: How many columns a layout has.
COLUMNS = 9
#: A neutral card's value in a shape.
NEUTRAL = 0


def layout_shape(columns: Sequence[Sequence[str]]) -> Shape:
    """The shape of ``columns`` (lists of card ids, first card first)."""
    return tuple(sorted(tuple(figure_value(card) or NEUTRAL for card in column)
                        for column in columns if column))


def is_won(shape: Shape) -> bool:
    """True once only neutral cards are left (D4: they then leave and the game is won)."""
    return all(value == NEUTRAL for column in shape for value in column)


@lru_cache(maxsize=1 << 16)
def _runs(column: Column) -> tuple[tuple[int, int, int], ...]:
    """``(count, lowest, highest)`` for each ordered run of the column's last cards: the roles
    its first card can play (``runs.first_roles`` on values)."""
    found = []
    last: int | None = None  # the role of the run's last card, once a real card fixes it
    for count in range(1, min(len(column), TOP) + 1):
        value = column[-count]
        if value != NEUTRAL:
            role = value - count + 1
            if last is not None and role != last:
                break
            last = role
        if last is None:
            found.append((count, count, TOP))
        elif last >= BOTTOM and last + count - 1 <= TOP:
            found.append((count, last + count - 1, last + count - 1))
        else:
            break
    return tuple(found)


def _takes(column: Column, lowest: int, highest: int) -> bool:
    """True when a run whose first card plays a role in ``lowest..highest`` may go on the
    non-empty ``column`` (``runs.fit``)."""
    last = column[-1]
    if last == NEUTRAL:
        return lowest < TOP
    return last != BOTTOM and lowest <= last - 1 <= highest


def successors(shape: Shape) -> list[Shape]:
    """The shapes one action away: only the removal when a column is a complete series (a
    series can never be needed again: hint.py), else every move, each result once."""
    for index, column in enumerate(shape):
        if column == SERIES_VALUES:
            return [shape[:index] + shape[index + 1:]]
    empty = len(shape) < COLUMNS
    found: set[Shape] = set()
    for source, column in enumerate(shape):
        if column in shape[:source]:
            continue
        for count, lowest, highest in _runs(column):
            run, rest = column[-count:], column[:-count]
            for target, destination in enumerate(shape):
                if target != source and _takes(destination, lowest, highest):
                    found.add(_changed(shape, source, rest, target, destination + run))
            if empty and rest and highest == TOP:
                found.add(_changed(shape, source, rest, len(shape), run))
    return list(found)


def _changed(shape: Shape, source: int, rest: Column, target: int, added: Column) -> Shape:
    """``shape`` with column ``source`` now ``rest`` and column ``target`` (``len(shape)``: an
    empty one) now ``added``, sorted again."""
    columns = list(shape)
    if target == len(shape):
        columns.append(added)
    else:
        columns[target] = added
    if rest:
        columns[source] = rest
    else:
        del columns[source]
    columns.sort()
    return tuple(columns)
