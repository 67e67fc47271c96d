"""Checking a ``play``: the whole table a seat declares for the end of its turn (seed 004
RummiDrez; docs/rules-decisions.md#rummidrez, "Groups", D2 and D6).

The declared table must hold every card of the table before the move, plus cards of the
player's hand (at least one), each card once, in groups that are all valid. Before a seat's
first meld the groups already on the table must stay exactly as they were and the new ones be
made of the seat's own cards only, at least seven of them. Every check raises before anything
changes; ``check_table`` returns the hand cards laid.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from referee.games.base import IllegalMove
from referee.games.rummidrez.groups import (
    GAP,
    MIXED,
    NEUTRAL_PLACE,
    REPEATED,
    TOO_LONG,
    TOO_SHORT,
    problem,
)

#: The fewest hand cards a first meld lays (D2).
FIRST_MELD = 7
Table = list[list[str]]


def table_arg(value: Any) -> Table:
    """The ``table`` argument as a list of groups of card ids; 400 ``bad_args`` for any other
    shape, 400 ``card_twice`` for a card named twice."""
    if not isinstance(value, list) or not all(
            isinstance(group, list) and all(isinstance(card, str) for card in group)
            for group in value):
        raise IllegalMove("bad_args", "\"table\" must be a list of groups, each a list of card "
                          "ids.")
    doubled = sorted(card for card, n in Counter(c for g in value for c in g).items() if n > 1)
    if doubled:
        raise IllegalMove("card_twice", "The card {card} is on the declared table twice.",
                          card=doubled[0])
    return [list(group) for group in value]


def invalid_group(index: int, why: str) -> IllegalMove:
    """The 422 ``invalid_group`` refusal for group ``index`` (0-based; the message counts from
    1), ``why`` one of the reasons of ``groups.problem``."""
    params = {"group": index, "number": index + 1, "why": why}
    if why == TOO_SHORT:
        return IllegalMove("invalid_group", "Group {number} has fewer than 3 cards.", **params)
    if why == MIXED:
        return IllegalMove("invalid_group", "Group {number} is neither one figure nor one "
                           "colour.", **params)
    if why == REPEATED:
        return IllegalMove("invalid_group", "Group {number} holds the same number or figure "
                           "twice.", **params)
    if why == GAP:
        return IllegalMove("invalid_group", "Group {number} has a gap that no neutral card "
                           "fills.", **params)
    if why == TOO_LONG:
        return IllegalMove("invalid_group", "Group {number} is too long: a figure run has at "
                           "most 9 cards, a colour run 6.", **params)
    assert why == NEUTRAL_PLACE
    return IllegalMove("invalid_group", "Group {number} has a neutral card at an end or next "
                       "to another neutral card.", **params)


def check_table(before: Sequence[Sequence[str]], hand: Sequence[str], after: Table,
                melded: bool, neutral_anywhere: bool) -> list[str]:
    """The hand cards ``after`` lays, once every rule holds; else the refusal, in this order:
    422 ``table_card_removed``, ``card_not_in_hand``, ``must_lay_a_card``, ``invalid_group``,
    then before the first meld ``first_meld_own_groups_only`` and ``first_meld_too_small``."""
    on_table = {card for group in before for card in group}
    declared = [card for group in after for card in group]
    missing = sorted(on_table - set(declared))
    if missing:
        raise IllegalMove("table_card_removed", "The card {card} was on the table and must stay "
                          "on it.", card=missing[0])
    held = set(hand)
    laid = [card for card in declared if card not in on_table]
    stranger = next((card for card in laid if card not in held), None)
    if stranger is not None:
        raise IllegalMove("card_not_in_hand", "The card {card} is not in your hand.",
                          card=stranger)
    if not laid:
        raise IllegalMove("must_lay_a_card", "Lay at least one card from your hand.")
    for index, group in enumerate(after):
        why = problem(group, neutral_anywhere)
        if why is not None:
            raise invalid_group(index, why)
    if not melded:
        _check_first_meld(before, on_table, after, len(laid))
    return laid


def _check_first_meld(before: Sequence[Sequence[str]], on_table: set[str], after: Table,
                      laid: int) -> None:
    """D2: the old groups unchanged, the new ones only of hand cards, at least 7 cards."""
    old = Counter(_key(group) for group in before)
    kept = Counter(_key(group) for group in after if set(group) & on_table)
    if kept != old:
        raise IllegalMove("first_meld_own_groups_only", "Your first meld must be groups of your "
                          "own cards only: leave the table's groups as they are.")
    if laid < FIRST_MELD:
        raise IllegalMove("first_meld_too_small", "Your first meld must lay at least {least} "
                          "cards; these are {laid}.", least=FIRST_MELD, laid=laid)


def _key(group: Sequence[str]) -> tuple[str, ...]:
    """A group as a set, comparable whatever the order of its cards."""
    return tuple(sorted(group))
