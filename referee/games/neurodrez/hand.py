"""The two cards each seat holds (seed 004 NeuroDrez, "Las dos cartas propias"; docs/
rules-decisions.md#neurodrez D5, D19).

Cards live in the kit's zones: ``deck`` (nobody sees it, not even the moderator), ``discard``
(face up), ``hand-<seat>`` (its owner). A spent card is shown (public history), discarded and
replaced from the deck; an empty deck is refilled by shuffling the discards with the move's rng.
With ⚙ ``neutrals`` = ``"joker"`` a neutral card counts as a joker.
"""

from __future__ import annotations

import random

from referee.games.base import State
from referee.games.kit import cards
from referee.games.kit.zones import DECK, DISCARD, Zones, hand
from referee.games.neurodrez.catalogue import JOKER, KING, piece_figure


def card_figure(card: str) -> str:
    """The figure a card names for selecting a piece: its figure, ``"joker"`` for a neutral."""
    return cards.figure(card) or JOKER


def card_selects(card: str, piece: str) -> bool:
    """True when ``card`` lets ``piece`` enter or move: same figure, a joker, or any card for
    the king (the king may always be entered and moved)."""
    figure = piece_figure(piece)
    return figure == KING or card_figure(card) in (JOKER, figure)


def _draw(zones: Zones, seat: int, n: int, rng: random.Random) -> None:
    if zones.count(DECK) < n:
        zones.reshuffle(DISCARD, DECK, rng)
    zones.draw(DECK, n, hand(seat))


def spend(state: State, seat: int, card: str, rng: random.Random) -> None:
    """Discard ``card`` from ``seat``'s hand (it is shown: the caller records it) and draw one."""
    zones = Zones(state["zones"])
    zones.move(card, hand(seat), DISCARD)
    _draw(zones, seat, 1, rng)


def replace_all(state: State, seat: int, rng: random.Random) -> list[str]:
    """Show and discard every card of ``seat``'s hand, draw as many; returns the shown cards."""
    zones = Zones(state["zones"])
    shown = zones.cards(hand(seat))
    for card in shown:
        zones.move(card, hand(seat), DISCARD)
    _draw(zones, seat, len(shown), rng)
    return shown
