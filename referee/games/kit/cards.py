"""PokerDrez card ids, read from the printed deck's catalogue (``assets/games/pokerdrez.yaml``).

A card id is the printed id — ``"<figure>-<n>"`` (``joker-1`` … ``pawn-9``) or a neutral
(betrayal) card ``neutral-1`` / ``neutral-2`` — with ``#1`` / ``#2`` appended in games played with
two decks (``rook-3#2``, ``neutral-1#2``): docs/rules-decisions.md#conventions, "Card ids".
Figures strongest first: joker, queen, rook, bishop, knight, pawn; a figure's value is the die
face printed in the corner (pawn 1 … joker 6, seed 004 PokerDrez); a card's colour is its number
1–9 (1 grey … 9 green). Nothing here is typed twice: ids, figures, values and colours all come
from the catalogue.

Bad ids raise ``ValueError`` naming the id; a game turns that into its own refusal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from assets.catalogue import load

#: The id of the neutral (betrayal) card entry in the catalogue; its copies are neutral-1, -2.
NEUTRAL = "neutral"
#: The most decks a game plays with (ids then carry ``#1`` or ``#2``).
MAX_DECKS = 2


@dataclass(frozen=True)
class Colour:
    """One card colour: its number 1–9, printed name per language, print hex and dark shade."""

    number: int
    name: Mapping[str, str]
    hex: str
    dark: str


@dataclass(frozen=True)
class Card:
    """A parsed card id. ``figure``/``colour`` are None for a neutral card; ``copy`` is the
    printed copy of a neutral (1 or 2, None for number cards); ``deck`` is 1 or 2 in games with
    two decks, else None."""

    printed: str
    figure: str | None
    colour: int | None
    deck: int | None = None

    @property
    def id(self) -> str:
        """The id as games use it (``printed`` plus ``#deck`` when there is a deck number)."""
        return self.printed if self.deck is None else f"{self.printed}#{self.deck}"

    @property
    def is_neutral(self) -> bool:
        """True for a neutral (betrayal) card."""
        return self.figure is None

    @property
    def value(self) -> int | None:
        """The figure's value (pawn 1 … joker 6); None for a neutral card."""
        return None if self.figure is None else _deck().values[self.figure]


@dataclass(frozen=True)
class _Deck:
    printed: tuple[Card, ...]
    by_id: Mapping[str, Card]
    figures: tuple[str, ...]
    values: Mapping[str, int]
    colours: tuple[Colour, ...]


@cache
def _deck() -> _Deck:
    """The deck as the catalogue prints it, read once per process."""
    catalogue = load("pokerdrez")
    printed: list[Card] = []
    for entry in catalogue.components["deck"].cards:
        figure, number = entry.values.get("figure"), entry.values.get("number")
        if figure is None:
            printed += [Card(entry.id if entry.count == 1 else f"{entry.id}-{k}", None, None)
                        for k in range(1, entry.count + 1)]
        else:
            printed += [Card(entry.id, str(figure), int(number))] * entry.count
    tables: Mapping[str, Any] = catalogue.tables
    figures = tuple(str(f["id"]) for f in tables["figures"])
    colours = tuple(Colour(int(c["number"]), {k: str(v) for k, v in c["name"].items()},
                           str(c["hex"]), str(c["dark"])) for c in tables["colours"])
    return _Deck(tuple(printed), {c.printed: c for c in printed}, figures,
                 {str(f["id"]): int(f["die"]) for f in tables["figures"]}, colours)


def figures() -> tuple[str, ...]:
    """The figure ids strongest first: joker, queen, rook, bishop, knight, pawn."""
    return _deck().figures


def figure_values() -> Mapping[str, int]:
    """Figure id → value (pawn 1 … joker 6), as printed in the card's corner."""
    return _deck().values


def colours() -> tuple[Colour, ...]:
    """The nine colours in number order (1 grey … 9 green) with names, hex and dark shade."""
    return _deck().colours


def parse(card_id: Any) -> Card:
    """The card an id names. Raises ValueError naming ``card_id`` when it is not a string, not a
    printed id, or has a deck suffix other than ``#1`` … ``#MAX_DECKS``. A valid id's card is
    kept (a few hundred ids at most): a search over layouts (SoloDrez's hint) reads the same
    cards millions of times."""
    if not isinstance(card_id, str):
        raise ValueError(f"not a card id: {card_id!r}")
    return _parsed(card_id)


@cache
def _parsed(card_id: str) -> Card:
    printed, sep, deck = card_id.partition("#")
    card = _deck().by_id.get(printed)
    if card is None:
        raise ValueError(f"unknown card id: {card_id!r}")
    if not sep:
        return card
    if deck not in {str(k) for k in range(1, MAX_DECKS + 1)}:
        raise ValueError(f"bad deck number in card id: {card_id!r}")
    return Card(card.printed, card.figure, card.colour, int(deck))


def format_id(printed: str, deck: int | None = None) -> str:
    """``printed`` with ``#deck`` appended (``format_id("rook-3", 2) == "rook-3#2"``). Raises
    ValueError for an unknown printed id or a deck number outside 1 … MAX_DECKS."""
    if printed not in _deck().by_id:
        raise ValueError(f"unknown printed card id: {printed!r}")
    if deck is not None and not (type(deck) is int and 1 <= deck <= MAX_DECKS):
        raise ValueError(f"bad deck number {deck!r} for card {printed!r}")
    return printed if deck is None else f"{printed}#{deck}"


def figure(card_id: str) -> str | None:
    """The card's figure id (``"rook"``); None for a neutral card. ValueError for a bad id."""
    return parse(card_id).figure


def figure_value(card_id: str) -> int | None:
    """The card's figure value (pawn 1 … joker 6); None for a neutral. ValueError for a bad id."""
    return parse(card_id).value


def colour(card_id: str) -> int | None:
    """The card's colour number 1–9; None for a neutral card. ValueError for a bad id."""
    return parse(card_id).colour


def is_neutral(card_id: str) -> bool:
    """True for a neutral (betrayal) card. ValueError for a bad id."""
    return parse(card_id).is_neutral


def printed_id(card_id: str) -> str:
    """The id without its deck suffix (``"rook-3#2"`` → ``"rook-3"``). ValueError for a bad id."""
    return parse(card_id).printed


def describe(card_id: str) -> dict[str, Any]:
    """A card as JSON for a view: ``{"id", "figure", "value", "colour", "neutral", "deck"}``
    (figure/value/colour None for a neutral card, deck None with one deck). ValueError for a bad
    id."""
    card = parse(card_id)
    return {"id": card.id, "figure": card.figure, "value": card.value, "colour": card.colour,
            "neutral": card.is_neutral, "deck": card.deck}


def sort_key(card_id: str) -> tuple[int, int]:
    """A key that orders card ids as the catalogue prints them (figures strongest first, numbers
    rising, the neutral cards last), deck 1 before deck 2: for showing hands and groups sorted.
    ValueError for a bad id."""
    card = parse(card_id)
    return _deck().printed.index(_deck().by_id[card.printed]), card.deck or 0


def lowest(card_ids: Sequence[str]) -> str:
    """The lowest of ``card_ids`` (not empty): the smallest figure value (pawn 1 … joker 6),
    then the smallest colour number, then the id; a neutral card only when nothing else is
    there. The card a stand-in plays for a seat whose player has left (docs/rules-decisions.md,
    "A player who leaves"). ValueError for a bad id or no cards."""
    if not card_ids:
        raise ValueError("no cards to choose the lowest from")

    def low(card_id: str) -> tuple[bool, int, int, str]:
        card = parse(card_id)
        return card.is_neutral, card.value or 0, card.colour or 0, card_id

    return min(card_ids, key=low)


def deck_ids(decks: int = 1, neutrals: bool = True) -> list[str]:
    """Every card id of ``decks`` PokerDrez decks in catalogue order (deck 1's then deck 2's):
    56 ids for one deck (54 without the neutral cards), 112 (108) for two; with two decks every
    id carries ``#1`` / ``#2``. Raises ValueError unless ``1 <= decks <= MAX_DECKS``."""
    if not (isinstance(decks, int) and not isinstance(decks, bool) and 1 <= decks <= MAX_DECKS):
        raise ValueError(f"decks must be 1 to {MAX_DECKS}, not {decks!r}")
    cards = [c for c in _deck().printed if neutrals or not c.is_neutral]
    if decks == 1:
        return [c.printed for c in cards]
    return [f"{c.printed}#{d}" for d in range(1, decks + 1) for c in cards]
