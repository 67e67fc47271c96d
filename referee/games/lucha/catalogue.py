"""lucha's cards, candidates and offices, read from ``assets/games/lucha.yaml`` (never retyped).

Card ids are ``<catalogue id>#<copy>`` (``demagogia-2#4``, ``contraataque#2``, ``cura#1``): the
76 game cards of the deck table and the 22 specials (docs/rules-decisions.md#lucha, "Card ids").
A game card has a ``type`` (demagogia, difamacion, agresion, guardaespaldas, vengativo,
favorito, manipulador) and a signed ``value`` for the first three; a special is named by its
catalogue id. Offices come lowest threshold first (Industria 10 … Secretario General 25).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from assets.catalogue import load

GAME_ID = "lucha"
#: The basic types that change a track (the others answer an attack).
DEMAGOGIA, DIFAMACION, AGRESION = "demagogia", "difamacion", "agresion"
GUARDAESPALDAS, VENGATIVO, FAVORITO, MANIPULADOR = (
    "guardaespaldas", "vengativo", "favorito", "manipulador")
ATTACKS = (DIFAMACION, AGRESION)
DEFENCES = (GUARDAESPALDAS, VENGATIVO, FAVORITO, MANIPULADOR)
#: The defence types that answer each attack type.
ANSWERS = {DIFAMACION: (FAVORITO, MANIPULADOR), AGRESION: (GUARDAESPALDAS, VENGATIVO)}
SECRETARY = "secretario-general"


@dataclass(frozen=True)
class CardInfo:
    """One card copy: ``kind`` is "game" or "special"; ``type`` the game card's type or the
    special's catalogue id; ``value`` the signed track change (None without one)."""

    id: str
    kind: str
    type: str
    value: int | None

    @property
    def is_special(self) -> bool:
        """True for a special card (star in the corner), never assigned to a candidate."""
        return self.kind == "special"


@dataclass(frozen=True)
class Tables:
    """Everything the engine reads from the catalogue."""

    cards: dict[str, CardInfo]
    deck: tuple[str, ...]
    candidates: tuple[str, ...]
    offices: tuple[str, ...]
    thresholds: dict[str, int]
    loyalty: tuple[int, int, int]
    health: tuple[int, int, int]


@cache
def tables() -> Tables:
    """The catalogue's data for the engine, read once per process."""
    catalogue = load(GAME_ID)
    cards: dict[str, CardInfo] = {}
    for comp, kind in (("cards", "game"), ("specials", "special")):
        for entry in catalogue.components[comp].cards:
            for copy in range(1, entry.count + 1):
                card_id = f"{entry.id}#{copy}"
                card_type = entry.values["type"] if kind == "game" else entry.id
                cards[card_id] = CardInfo(card_id, kind, card_type, entry.values.get("value"))
    offices = sorted(catalogue.components["offices"].cards, key=lambda o: o.values["threshold"])
    loyalty = catalogue.tables["loyalty_track"]
    health = catalogue.tables["health_track"]
    return Tables(
        cards=cards,
        deck=tuple(cards),
        candidates=tuple(c.id for c in catalogue.components["candidates"].cards),
        offices=tuple(o.id for o in offices),
        thresholds={o.id: int(o.values["threshold"]) for o in offices},
        loyalty=(int(loyalty["min"]), int(loyalty["max"]), int(loyalty["start"])),
        # The printed track starts at 1; 0 is death (seed 000, Muerte de un candidato).
        health=(0, int(health["max"]), int(health["start"])),
    )


def card(card_id: str) -> CardInfo:
    """The card with id ``card_id``; KeyError for an unknown id."""
    return tables().cards[card_id]


def card_type(card_id: str) -> str:
    """The type of a game card or the catalogue id of a special."""
    return card(card_id).type


def is_card(card_id: object) -> bool:
    """True when ``card_id`` is a card id of the deck."""
    return isinstance(card_id, str) and card_id in tables().cards
