"""Every legal SoloDrez action on a layout and blocked detection (seed 004 SoloDrez;
docs/rules-decisions.md#solodrez, D5); the hint is ``hint``'s.

Columns are numbered 1–9 in the API and in everything returned here; ``columns`` is the list of
the nine columns (index 0 = column 1), each first card first.
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.games.solodrez.runs import first_roles, fit, is_complete_series, ordered_tail

Columns = Sequence[Sequence[str]]


def legal_moves(columns: Columns) -> list[dict[str, int]]:
    """Every accepted ``move`` as ``{"from", "count", "to"}`` (columns 1–9), by source column,
    then count, then destination."""
    found: list[dict[str, int]] = []
    for source, column in enumerate(columns):
        for count in range(1, ordered_tail(column) + 1):
            roles = first_roles(column[len(column) - count:])
            assert roles is not None  # every tail up to ordered_tail is ordered
            found.extend({"from": source + 1, "count": count, "to": target + 1}
                         for target, destination in enumerate(columns)
                         if target != source and fit(roles, destination) is None)
    return found


def removable(columns: Columns) -> list[int]:
    """The columns (1–9) that hold exactly a complete series and may be removed."""
    return [number for number, column in enumerate(columns, 1) if is_complete_series(column)]


def blocked(columns: Columns) -> bool:
    """True when no ``move`` and no ``remove`` is possible: the game is lost (D5: never while a
    move exists, even one that only shuttles a neutral card)."""
    return not removable(columns) and not legal_moves(columns)
