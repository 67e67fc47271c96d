"""TriumfDrez tricks: following the led figure and the trick's winner (seed 004 TriumfDrez,
"Bazas"; docs/rules-decisions.md#triumfdrez, D2).

With L the led figure, T the trump figure and S the supertrump colour (T or S None when the
contract leaves it out), a card's tier is 3 for figure T in colour S (the strongest card), 2 for
colour S (by figure value), 1 for figure T (by number), 0 for figure L (by number); any other card
cannot win. A card keeps its tier whether it was played to follow or not. A neutral card (only
with ``neutrals`` = "in") is a figure of its own, "neutral", numbered by its copy.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.games.kit.cards import parse, printed_id

#: The figure name a neutral card follows and is followed by.
NEUTRAL = "neutral"


def suit(card: str) -> str:
    """The figure a card belongs to for following: its figure id, or ``"neutral"``."""
    return parse(card).figure or NEUTRAL


def number(card: str) -> int:
    """The number printed on a card (its colour; a neutral card's copy number)."""
    return int(printed_id(card).rsplit("-", 1)[1])


def rank(card: str, led: str, trump: str | None, supertrump: int | None) -> tuple[int, int] | None:
    """``(tier, order within the tier)`` of ``card`` in a trick led with figure ``led``; None
    for a card that cannot win it."""
    parsed = parse(card)
    trumps = trump is not None and parsed.figure == trump
    supers = supertrump is not None and parsed.colour == supertrump
    if trumps and supers:
        return 3, 0
    if supers:
        return 2, parsed.value or 0
    if trumps:
        return 1, number(card)
    if suit(card) == led:
        return 0, number(card)
    return None


def winner(cards: Sequence[str], contract: Mapping[str, Any]) -> int:
    """The index (play order, 0 = the lead) of the card that wins the trick ``cards``: exactly
    one, since no two cards share a tier and an order within it."""
    led = suit(cards[0])
    ranks = [rank(c, led, contract["trump"], contract["supertrump"]) for c in cards]
    return max((r, i) for i, r in enumerate(ranks) if r is not None)[1]


def playable(hand: Sequence[str], trick: Sequence[str]) -> list[str]:
    """The cards of ``hand`` that may go on ``trick`` (cards played so far, lead first): any card
    to lead; the led figure's cards when the hand holds one; else any card."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    following = [c for c in hand if suit(c) == led]
    return following or list(hand)
