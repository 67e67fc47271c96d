"""What a RummiDrez play did to the table, for the public history (seed 004 RummiDrez;
docs/rules-decisions.md#rummidrez; issue 29, R1: the other phones are told what a turn laid or
rearranged). Everything here is on the table after the play, so public."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def _shared(one: Sequence[str], other: Sequence[str]) -> int:
    return len(set(one) & set(other))


def _origins(before: Sequence[Sequence[str]], after: Sequence[Sequence[str]]) -> list[int | None]:
    """For each group of ``after``, the index of the group of ``before`` it continues, or None
    for a new meld. A group of ``before`` continues in the group of ``after`` that kept the most
    of its cards (the first on a tie); an ``after`` group continued by several takes the one it
    shares the most with."""
    origins: list[int | None] = [None] * len(after)
    for index, old in enumerate(before):
        kept = [_shared(old, group) for group in after]
        if max(kept, default=0) == 0:
            continue
        heir = kept.index(max(kept))
        rival = origins[heir]
        if rival is None or _shared(before[rival], after[heir]) < kept[heir]:
            origins[heir] = index
    return origins


def table_changes(before: Sequence[Sequence[str]], after: Sequence[Sequence[str]]
                  ) -> list[dict[str, Any]]:
    """One entry per meld of ``after`` that is new or took in cards, in table order::

        {"meld": 3, "new": False, "cards": ["rook-4#1", "pawn-4#2"], "from": [2, None]}

    ``meld`` is its number on the table after the play (1-based), ``new`` whether it grew from
    no meld of ``before``, ``cards`` the cards it took in (in its display order) and ``from``,
    for each, the number of the meld it left in ``before`` (1-based), or None for a card from
    the hand. A meld that only lost cards is not listed: what it lost arrived elsewhere.
    ``before`` and ``after`` are lists of groups of card ids (``after`` as declared, in display
    order)."""
    where = {card: index + 1 for index, group in enumerate(before) for card in group}
    changes = []
    origins = _origins(before, after)
    for number, (group, origin) in enumerate(zip(after, origins, strict=True), start=1):
        kept = set(before[origin]) if origin is not None else set()
        arrived = [card for card in group if card not in kept]
        if arrived:
            changes.append({"meld": number, "new": origin is None, "cards": arrived,
                            "from": [where.get(card) for card in arrived]})
    return changes
