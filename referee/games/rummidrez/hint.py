"""One legal ``play`` on a RummiDrez table, found by a short search: the solitaire's hint
(docs/rules-decisions.md#rummidrez, D5). Not every legal play is found (neutral cards only
extend groups already on the table), but every play returned is legal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from referee.games.kit.cards import Card, parse
from referee.games.rummidrez.declare import FIRST_MELD
from referee.games.rummidrez.groups import arrange, problem


def _runs(cards: Sequence[Card], family: Callable[[Card], object],
          rank: Callable[[Card], int]) -> list[list[str]]:
    """Runs of 3 or more real cards of ``cards`` with one ``family`` (figure or colour) and
    consecutive ``rank`` (one copy of each card)."""
    found: list[list[str]] = []
    families: dict[object, dict[int, str]] = {}
    for card in cards:
        if not card.is_neutral:
            families.setdefault(family(card), {}).setdefault(rank(card), card.id)
    for by_rank in families.values():
        run: list[str] = []
        for value in range(1, 11):
            if value in by_rank:
                run.append(by_rank[value])
                continue
            if len(run) >= 3:
                found.append(run)
            run = []
    return found


def own_groups(hand: Sequence[str]) -> list[list[str]]:
    """Disjoint runs of hand cards, the longest taken first: figure runs by number, colour
    runs by figure value."""
    left = [parse(card) for card in hand]
    chosen: list[list[str]] = []
    while True:
        runs = (_runs(left, lambda c: c.figure, lambda c: c.colour or 0)
                + _runs(left, lambda c: c.colour, lambda c: c.value or 0))
        if not runs:
            return chosen
        best = max(runs, key=len)
        chosen.append(best)
        left = [card for card in left if card.id not in best]


def hint_play(table: Sequence[Sequence[str]], hand: Sequence[str], melded: bool,
              neutral_anywhere: bool) -> list[list[str]] | None:
    """A declared table for a legal ``play``, or None when the search finds none: before the
    first meld, new groups of hand cards holding 7 or more; after it, one new group of hand
    cards, else one hand card added to a group on the table."""
    old = [list(group) for group in table]
    groups = own_groups(hand)
    if not melded:
        return old + groups if sum(map(len, groups)) >= FIRST_MELD else None
    if groups:
        return [*old, groups[0]]
    for card in hand:
        for index, group in enumerate(old):
            longer = [*group, card]
            if problem(longer, neutral_anywhere) is None:
                return [*old[:index], arrange(longer), *old[index + 1:]]
    return None
