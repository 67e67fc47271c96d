"""Zone helpers shared by the engine tests of the card-paid chess games (PokerDrez and PokerDrez
for 4): a zone's cards, a seat's hand, a thinned deck and every string of a view (no tests here).

Each game's ``support`` module re-exports them next to its own ``new``, ``act`` and ``go``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from referee.games.base import State
from referee.games.kit.zones import DECK, DISCARD, Zones, hand


def zone(state: State, name: str) -> list[str]:
    """The cards of zone ``name`` (``hand(seat)``, ``COMMON``, ``DECK``, ``DISCARD``)."""
    return Zones(state["zones"]).cards(name)


def own(state: State, seat: int) -> list[str]:
    """``seat``'s hand."""
    return zone(state, hand(seat))


def thin_deck(state: State, leave: int) -> State:
    """A white-box shortcut to the end of the deck: every deck card but the top ``leave`` goes to
    the discard pile (as if spent), so the next draws empty it."""
    zones = Zones(state["zones"])
    for card in zones.cards(DECK)[leave:]:
        zones.move(card, DECK, DISCARD)
    return state


def strings(value: Any) -> Iterator[str]:
    """Every string inside a JSON-able value (keys included)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings(item)
