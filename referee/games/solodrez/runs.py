"""SoloDrez's ordered runs and where they may go (seed 004 SoloDrez;
docs/rules-decisions.md#solodrez).

A column is a list of card ids, first card (on the table) first, last card (on top) last. A run
is a column's last ``k`` cards. Each card of a run plays a *role* from 6 (joker) down to 1
(pawn), one less per card: a real card plays its figure value, a neutral card any role its
place allows. Everything here is pure and raises nothing; ``moves`` turns the answers into
refusals.
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.games.kit.cards import figure_value

#: The highest role (the joker) and the lowest (the pawn).
TOP, BOTTOM = 6, 1
#: The refusal codes ``fit`` answers with, besides None for a fitting run.
DOES_NOT_FIT, EMPTY_NEEDS_JOKER, NOTHING_BELOW_PAWN = (
    "does_not_fit", "empty_needs_joker", "nothing_below_pawn")
#: The figures of a complete series, first (deepest) to last.
SERIES_VALUES = (6, 5, 4, 3, 2, 1)


def first_roles(run: Sequence[str]) -> range | None:
    """The roles the run's first (deepest) card can play when ``run`` is ordered: one role when
    a real card fixes it, every role from ``len(run)`` to 6 for a run of neutral cards only;
    None when the cards do not form an ordered run (or ``run`` is empty or longer than 6).

    A real card at position ``i`` (0-based) of value ``v`` gives the start ``v + i``; all real
    cards must give the same start, and the last card's role ``start - k + 1`` must be ≥ 1.
    """
    size = len(run)
    if not 1 <= size <= TOP:
        return None
    starts = {value + i for i, card in enumerate(run)
              if (value := figure_value(card)) is not None}
    if not starts:
        return range(size, TOP + 1)
    if len(starts) > 1:
        return None
    start = starts.pop()
    return range(start, start + 1) if size <= start <= TOP else None


def ordered_tail(column: Sequence[str]) -> int:
    """How many of the column's last cards form an ordered run at most (0 for an empty column).
    Every shorter tail is then ordered too, and no longer one is."""
    size = 0
    while size < len(column) and first_roles(column[len(column) - size - 1:]) is not None:
        size += 1
    return size


def fit(roles: range, destination: Sequence[str]) -> str | None:
    """None when a run whose first card can play any of ``roles`` may be put on
    ``destination``; else the refusal code.

    An empty column takes a run that can start with the joker (``empty_needs_joker``); a column
    ending with a real card of value ``d`` takes a run starting with role ``d - 1`` (a pawn
    takes nothing: ``nothing_below_pawn``; else ``does_not_fit``); a column ending with a neutral
    card takes a run starting with role 5 or less, the neutral then plays one more
    (``does_not_fit`` otherwise).
    """
    if not destination:
        return None if TOP in roles else EMPTY_NEEDS_JOKER
    value = figure_value(destination[-1])
    if value is None:
        return None if min(roles) < TOP else DOES_NOT_FIT
    if value == BOTTOM:
        return NOTHING_BELOW_PAWN
    return None if value - 1 in roles else DOES_NOT_FIT


def is_complete_series(column: Sequence[str]) -> bool:
    """True when ``column`` holds exactly a joker, queen, rook, bishop, knight and pawn, first
    to last, six real cards and nothing else (seed 004 SoloDrez: "ninguna otra carta (tampoco
    las neutrales)")."""
    return tuple(figure_value(card) for card in column) == SERIES_VALUES
