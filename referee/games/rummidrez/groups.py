"""RummiDrez's groups: which cards make a valid run, why a group is not one, and the order the
app shows a group in (seed 004 RummiDrez; docs/rules-decisions.md#rummidrez, "Groups" and D1).

A group is a list of card ids in any order. It is valid as

- a **figure run**: 3–9 cards of one figure whose numbers (colours 1–9) are consecutive;
- a **colour run**: 3–6 cards of one colour whose figure values (pawn 1 … joker 6) are
  consecutive, the joker an ordinary figure;

where a neutral card stands for one missing card. With ``neutral_anywhere`` false (D1, the
default) a neutral card must lie between two real cards of the run: never at an end, never next
to another neutral card; with it true a neutral may stand anywhere, any number of them. Two
copies of one card never fit one run (they repeat a number or a figure).

Everything here is pure and raises nothing; ``declare`` turns a problem into a refusal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise

from referee.games.kit.cards import Card, parse, sort_key

#: The shortest group, and the longest figure run and colour run.
SHORTEST, FIGURE_LONGEST, COLOUR_LONGEST = 3, 9, 6
#: Why a group is not valid (the ``why`` of an ``invalid_group`` refusal).
TOO_SHORT, MIXED, REPEATED, GAP, TOO_LONG, NEUTRAL_PLACE = (
    "too_short", "mixed", "repeated", "gap", "too_long", "neutral_place")


def _figure_rank(card: Card) -> int:
    """The position of a card in a figure run: its number (colour)."""
    assert card.colour is not None
    return card.colour


def _colour_rank(card: Card) -> int:
    """The position of a card in a colour run: its figure value."""
    assert card.value is not None
    return card.value


def _kinds(reals: Sequence[Card]) -> list[tuple[Callable[[Card], int], int]]:
    """The runs the real cards could make: ``(rank of a card, longest run)`` for a figure run
    when they share a figure, for a colour run when they share a colour (both for copies of one
    card or no real card at all)."""
    kinds: list[tuple[Callable[[Card], int], int]] = []
    if len({c.figure for c in reals}) <= 1:
        kinds.append((_figure_rank, FIGURE_LONGEST))
    if len({c.colour for c in reals}) <= 1:
        kinds.append((_colour_rank, COLOUR_LONGEST))
    return kinds


def _run_problem(ranks: list[int], size: int, longest: int, anywhere: bool) -> str | None:
    """Why real cards of ``ranks`` plus neutral cards, ``size`` cards in all, are no run of at
    most ``longest`` cards (ranks 1…longest); None when they are one."""
    if size > longest:
        return TOO_LONG
    if len(set(ranks)) < len(ranks):
        return REPEATED
    if not ranks:
        return None if anywhere else NEUTRAL_PLACE
    neutrals = size - len(ranks)
    holes = max(ranks) - min(ranks) + 1 - len(ranks)
    if holes > neutrals:
        return GAP
    if anywhere:
        return None
    ordered = sorted(ranks)
    if holes != neutrals or any(b - a > 2 for a, b in pairwise(ordered)):
        return NEUTRAL_PLACE
    return None


def problem(group: Sequence[str], neutral_anywhere: bool = False) -> str | None:
    """None when ``group`` (known card ids) is a valid group; else why not: ``too_short``,
    ``mixed`` (neither one figure nor one colour), ``repeated`` (a number or figure twice),
    ``gap`` (more missing cards than neutral ones), ``too_long`` (over 9 for a figure run, 6 for
    a colour run), ``neutral_place`` (a neutral at an end or next to another, D1)."""
    if len(group) < SHORTEST:
        return TOO_SHORT
    cards = [parse(card) for card in group]
    reals = [c for c in cards if not c.is_neutral]
    kinds = _kinds(reals)
    if not kinds:
        return MIXED
    problems = [_run_problem([rank(c) for c in reals], len(cards), longest, neutral_anywhere)
                for rank, longest in kinds]
    return None if None in problems else problems[0]


def arrange(group: Sequence[str]) -> list[str]:
    """``group`` in the order the app shows it: the real cards by rank (numbers rising in a
    figure run, pawn to joker in a colour run), each neutral card in a hole between them, those
    left over at the end; any other group in catalogue order. Nothing is checked."""
    cards = [parse(card) for card in group]
    reals = [c for c in cards if not c.is_neutral]
    neutrals = sorted(c.id for c in cards if c.is_neutral)
    kinds = _kinds(reals)
    if not kinds or not reals:
        return sorted((c.id for c in reals), key=sort_key) + neutrals
    rank = kinds[0][0]
    ordered: list[str] = []
    for card in sorted(reals, key=lambda c: (rank(c), c.deck or 0)):
        while ordered and neutrals and rank(card) - _last_rank(ordered, rank) > 1:
            ordered.append(neutrals.pop(0))
        ordered.append(card.id)
    return ordered + neutrals


def _last_rank(ordered: list[str], rank: Callable[[Card], int]) -> int:
    """The rank the last card of ``ordered`` stands for (a neutral: one more than the card
    before it)."""
    steps = 0
    for card_id in reversed(ordered):
        card = parse(card_id)
        if not card.is_neutral:
            return rank(card) + steps
        steps += 1
    return steps
