"""Every legal SoloDrez action on a layout, blocked detection and the hint (seed 004 SoloDrez;
docs/rules-decisions.md#solodrez, D5).

Columns are numbered 1–9 in the API and in everything returned here; ``columns`` is the list of
the nine columns (index 0 = column 1), each first card first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

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


def hint(columns: Columns) -> dict[str, Any] | None:
    """One legal action as ``{"move": name, "args": {...}}`` ready to send, or None when blocked.

    Preference: removing a complete series; then a move that changes something (the card under
    the run does not already continue it, and a whole column is not carried to an empty one),
    onto a card before an empty column, the longest run first; else any legal move.
    """
    series = removable(columns)
    if series:
        return {"move": "remove", "args": {"column": series[0]}}
    moves = legal_moves(columns)
    if not moves:
        return None
    useful = [m for m in moves if _changes_something(columns, m)]
    best = min(useful or moves, key=lambda m: (not columns[m["to"] - 1], -m["count"],
                                               m["from"], m["to"]))
    return {"move": "move", "args": best}


def _changes_something(columns: Columns, move: dict[str, int]) -> bool:
    """False for a move that only carries a run from one fitting place to another: the card
    under it already continues the run, or the whole column goes to an empty column."""
    source = columns[move["from"] - 1]
    if move["count"] == len(source):
        return bool(columns[move["to"] - 1])
    return move["count"] >= ordered_tail(source)
