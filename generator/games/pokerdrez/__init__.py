"""The PokerDrez deck (``tapete-print pokerdrez deck``): 56 poker-size cards, one shared back; by
name also the PokerDrez for 4 board (``board4``, ``cross_board``) and its piece tokens
(``tokens4``, ``army_tokens``). ``tapete-print pokerdrez`` prints the PokerDrez kit
(``generator.kits``): the deck, the NeuroDrez board and the booklet.

Source: seed 004 ("Componentes") and docs/rules-decisions.md#pokerdrez. The deck is data in
``assets/games/pokerdrez.yaml``; this module reads it into typed records (``load_deck``) and
hands the print engine one ``Piece`` per card (faces drawn by ``generator.games.pokerdrez.faces``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import assets
from assets import Text
from assets.catalogue import check_lang
from generator.art.pieces import PIECE_KINDS
from generator.components import Component, PrintGame, PrintOptions
from generator.games.data_checks import DataCheck
from generator.games.pokerdrez import faces
from generator.geometry import Size
from generator.ink import FULL, check_ink
from generator.pieces import Piece, copies

GAME_ID = "pokerdrez"


@dataclass(frozen=True)
class Figure:
    """A figure of the deck: ``die`` is its die value / points (seed: Peón 1 … Jóker 6)."""

    id: str
    name: Text
    art: str
    die: int
    alias: Text | None = None


@dataclass(frozen=True)
class NumberColour:
    """A card number 1–9 and its colour: ``hex`` printed, ``dark`` its shade for outlines."""

    number: int
    name: Text
    hex: str
    dark: str


@dataclass(frozen=True)
class DeckCard:
    """One card to print: a figure in a number's colour, or a neutral card (both None)."""

    id: str
    figure: Figure | None
    colour: NumberColour | None
    text: Mapping[str, Text]

    @property
    def neutral(self) -> bool:
        """True for a neutral (betrayal) card: no figure, no number."""
        return self.figure is None


@dataclass(frozen=True)
class Deck:
    """The whole deck: figures strongest first, the nine colours, every card (copies apart)."""

    size: Size
    figures: tuple[Figure, ...]
    colours: tuple[NumberColour, ...]
    cards: tuple[DeckCard, ...]
    strings: Mapping[str, Text]


class _Tables(DataCheck):
    """Reads ``tables`` entries, raising CatalogueError that names file, entry and field."""

    def entries(self, tables: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
        value = tables.get(key)
        if not isinstance(value, list) or not value:
            raise self.fail(f"tables.{key}", "missing or not a non-empty list")
        for i, entry in enumerate(value):
            if not isinstance(entry, Mapping):
                raise self.fail(f"tables.{key}[{i}]", "expected a mapping")
        return value

    def figures(self, tables: Mapping[str, Any]) -> tuple[Figure, ...]:
        out = []
        for i, e in enumerate(self.entries(tables, "figures")):
            where = f"tables.figures[{i}]"
            art = self.choice(e.get("art"), PIECE_KINDS, f"{where}.art")
            out.append(Figure(id=str(e.get("id")), name=self.text(e.get("name"), f"{where}.name"),
                              art=art, die=self.whole(e.get("die"), f"{where}.die", (1, 6)),
                              alias=(self.text(e["alias"], f"{where}.alias") if "alias" in e
                                     else None)))
        return tuple(out)

    def colours(self, tables: Mapping[str, Any]) -> tuple[NumberColour, ...]:
        out = []
        for i, e in enumerate(self.entries(tables, "colours")):
            where = f"tables.colours[{i}]"
            out.append(NumberColour(number=self.whole(e.get("number"), f"{where}.number", (1, 9)),
                                    name=self.text(e.get("name"), f"{where}.name"),
                                    hex=self.colour(e.get("hex"), f"{where}.hex"),
                                    dark=self.colour(e.get("dark"), f"{where}.dark")))
        return tuple(out)


def _unique(items: Sequence[Any], key: str, reader: _Tables, where: str) -> dict[Any, Any]:
    found: dict[Any, Any] = {}
    for item in items:
        value = getattr(item, key)
        if value in found:
            raise reader.fail(where, f"duplicate {key} {value!r}")
        found[value] = item
    return found


@cache
def load_deck() -> Deck:
    """The deck from ``assets/games/pokerdrez.yaml`` (read once per process).

    Raises CatalogueError naming file, entry and field when the data is incomplete: a card
    naming an unknown figure or number, a figure without a die value, a malformed colour.
    """
    catalogue = assets.load(GAME_ID)
    reader = _Tables(catalogue.source)
    figures = reader.figures(catalogue.tables)
    colours = reader.colours(catalogue.tables)
    by_figure = _unique(figures, "id", reader, "tables.figures")
    by_number = _unique(colours, "number", reader, "tables.colours")
    component = catalogue.components.get("deck")
    if component is None or component.size is None:
        raise reader.fail("components.deck", "missing, or without a size")
    cards: list[DeckCard] = []
    for card in component.cards:
        where = f"components.deck.cards (id {card.id!r}).values"
        figure_id, number = card.values.get("figure"), card.values.get("number")
        if figure_id is None and number is None:
            figure, colour = None, None
            for field in ("name", "kind", "rule"):
                if field not in card.text:
                    raise reader.fail(f"components.deck.cards (id {card.id!r}).text.{field}",
                                      "a neutral card needs this text")
        elif figure_id in by_figure and number in by_number:
            figure, colour = by_figure[figure_id], by_number[number]
        else:
            raise reader.fail(where, f"unknown figure {figure_id!r} or number {number!r}")
        for piece_id in copies(card.id, card.count):
            cards.append(DeckCard(piece_id, figure, colour, card.text))
    return Deck(Size(*component.size), figures, colours, tuple(cards), catalogue.strings)


def deck_pieces(lang: str, ink: str = FULL, neutral_rule: Text | None = None) -> list[Piece]:
    """One ``Piece`` per card of the deck in ``lang`` ('es' or 'en') and ``ink`` mode ('full'
    or 'saver'), all with the shared back; the neutral cards read ``neutral_rule`` instead of
    their printed PokerDrez rule when given (another game's, for the phones).

    Raises KeyError for another language, ValueError for another ink mode, CatalogueError for
    bad data.
    """
    check_lang(lang)
    check_ink(ink)
    deck = load_deck()
    back = faces.back_drawer(deck, lang, ink)
    return [Piece(card.id, deck.size, faces.front_drawer(card, lang, ink, neutral_rule), back)
            for card in deck.cards]


def _board4(options: PrintOptions, pdf_path: Path) -> list[dict]:
    # imported here: the PokerDrez for 4 code (the referee's army, NeuroDrez's colours) is not
    # needed to print the deck
    from generator.games.pokerdrez.cross_board import write_board4

    return write_board4(options, pdf_path)


def _tokens4(options: PrintOptions, pdf_path: Path) -> list[dict]:
    from generator.games.pokerdrez.army_tokens import write_tokens4

    return write_tokens4(options, pdf_path)


_CATALOGUE = assets.load(GAME_ID)
GAME = PrintGame(
    id=GAME_ID,
    name=_CATALOGUE.name,
    components={
        "deck": Component("deck", _CATALOGUE.components["deck"].name, pieces=deck_pieces),
        "board4": Component("board4", _CATALOGUE.components["board4"].name,
                            document=_board4),
        "tokens4": Component("tokens4", _CATALOGUE.components["tokens4"].name,
                             document=_tokens4),
    },
    default=("deck",),
    order=10,
)
