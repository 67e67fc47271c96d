"""BlackDrez card values, valuations and the declared score (seed 004 BlackDrez;
docs/rules-decisions.md#blackdrez).

A card counts its figure value (queen 5, rook 4, bishop 3, knight 2, pawn 1); a joker counts 6
or 1, as its owner declares. ``jokers`` maps each joker id on the table to its declared value.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableMapping
from itertools import product

from referee.games.kit.cards import figure, figure_value

#: The score a player aims at, and a joker's two values (high first).
TARGET = 11
JOKER_HIGH, JOKER_LOW = 6, 1


def is_joker(card: str) -> bool:
    """True for a joker card (``joker-3``, ``joker-3#2``)."""
    return figure(card) == "joker"


def valuations(cards: Iterable[str]) -> set[int]:
    """Every total the cards can count, each joker taken as 6 or 1: ``{rook-1, joker-3}`` →
    ``{10, 5}``."""
    cards = list(cards)
    fixed = sum(figure_value(c) or 0 for c in cards if not is_joker(c))
    count = sum(1 for c in cards if is_joker(c))
    return {fixed + sum(combo) for combo in product((JOKER_HIGH, JOKER_LOW), repeat=count)}


def declared(cards: Iterable[str], jokers: Mapping[str, int]) -> int:
    """The declared score: figure values, each joker at its declared value in ``jokers``."""
    return sum(jokers[c] if is_joker(c) else figure_value(c) or 0 for c in cards)


def fit_jokers(cards: list[str], jokers: MutableMapping[str, int]) -> None:
    """Lower jokers of ``cards`` from 6 to 1 (in hand order) while the declared score exceeds
    11, in place (the app never lets a total bust while a lower valuation exists)."""
    for card in cards:
        if declared(cards, jokers) <= TARGET:
            return
        if is_joker(card) and jokers[card] == JOKER_HIGH:
            jokers[card] = JOKER_LOW


def make_eleven(cards: list[str], jokers: MutableMapping[str, int]) -> bool:
    """Set the jokers of ``cards`` to values that declare exactly 11, in place; False (nothing
    changed) when no valuation is 11."""
    own = [c for c in cards if is_joker(c)]
    for combo in product((JOKER_HIGH, JOKER_LOW), repeat=len(own)):
        trial = {**jokers, **dict(zip(own, combo, strict=True))}
        if declared(cards, trial) == TARGET:
            jokers.update({c: trial[c] for c in own})
            return True
    return False
