"""Politburo print & play (seed 001, docs/rules-decisions.md#politburo): 18 poker cards,
double-sided.

Components, in print order (``tapete-print politburo cards`` prints the first;
``tapete-print politburo`` prints it with the rules booklet, ``generator.kits``):

- ``cards``: all 18 cards as the seed lays them out, 2 double-sided sheets: the first sheet
  holds 9 members, the second the 10th member, the General Secretary, the rules card, the 3
  ministries and the 3 executions. This is the one to print for a new game.
- ``members``, ``general-secretary``, ``rules``, ``ministries``, ``executions``: each group
  alone, to reprint a lost or worn card.

Texts come from ``assets/games/politburo.yaml``; the faces are drawn by ``people``
(members, General Secretary), ``tokens`` (ministries, executions) and ``rules_card``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import assets
from assets import CardData, Catalogue
from assets.catalogue import check_lang
from generator.components import Component, PrintGame
from generator.games.politburo import people, rules_card, tokens
from generator.geometry import POKER, Size
from generator.ink import FULL, SAVER, check_ink
from generator.pieces import Draw, Piece, copies

GAME_ID = "politburo"
#: The card groups of the data file, in the order the ``cards`` component prints them.
GROUPS: tuple[str, ...] = ("members", "general-secretary", "rules", "ministries", "executions")

#: A group's faces: ``(card, catalogue, lang, saver) -> (front, back)``.
Faces = Callable[[CardData, Catalogue, str, bool], tuple[Draw, Draw]]


def catalogue() -> Catalogue:
    """Politburo's data (``assets/games/politburo.yaml``); CatalogueError if malformed."""
    return assets.load(GAME_ID)


def _members(card: CardData, cat: Catalogue, lang: str, saver: bool) -> tuple[Draw, Draw]:
    return (partial(people.member_front, card=card, cat=cat, lang=lang, saver=saver),
            partial(people.member_back, cat=cat, lang=lang, saver=saver))


def _general_secretary(card: CardData, cat: Catalogue, lang: str,
                       saver: bool) -> tuple[Draw, Draw]:
    return (partial(people.gs_front, card=card, lang=lang, saver=saver),
            partial(people.gs_back, card=card, lang=lang, saver=saver))


def _rules(card: CardData, cat: Catalogue, lang: str, saver: bool) -> tuple[Draw, Draw]:
    return (partial(rules_card.rules_face, card=card, lang=lang, side="front", saver=saver),
            partial(rules_card.rules_face, card=card, lang=lang, side="back", saver=saver))


def _ministries(card: CardData, cat: Catalogue, lang: str, saver: bool) -> tuple[Draw, Draw]:
    return (partial(tokens.ministry_face, card=card, cat=cat, lang=lang, side="front",
                    saver=saver),
            partial(tokens.ministry_face, card=card, cat=cat, lang=lang, side="back",
                    saver=saver))


def _executions(card: CardData, cat: Catalogue, lang: str, saver: bool) -> tuple[Draw, Draw]:
    return (partial(tokens.execution_front, card=card, cat=cat, lang=lang, saver=saver),
            partial(tokens.execution_back, saver=saver))


FACES: dict[str, Faces] = {
    "members": _members,
    "general-secretary": _general_secretary,
    "rules": _rules,
    "ministries": _ministries,
    "executions": _executions,
}


def group_pieces(group: str, lang: str, ink: str = FULL) -> list[Piece]:
    """The pieces of one card group of the data file (``GROUPS``) in ``lang`` ('es'/'en') and
    ``ink`` mode ('full'/'saver').

    One piece per copy (``count`` in the data file), in the file's order. Raises KeyError for an
    unknown group or language, ValueError for an unknown ink mode and CatalogueError for a
    malformed data file; a text that does not fit raises TextOverflow (naming the card) when
    the piece is drawn.
    """
    if group not in FACES:
        raise KeyError(f"politburo has no card group {group!r}; groups: {', '.join(GROUPS)}")
    check_lang(lang)
    check_ink(ink)
    cat = catalogue()
    component = cat.components[group]
    size = Size(*component.size) if component.size else POKER
    pieces = []
    for card in component.cards:
        front, back = FACES[group](card, cat, lang, ink == SAVER)
        pieces += [Piece(piece_id, size, front, back)
                   for piece_id in copies(card.id, card.count)]
    return pieces


def all_pieces(lang: str, ink: str = FULL) -> list[Piece]:
    """All 18 cards in the seed's order (``GROUPS``), for the ``cards`` component."""
    return [piece for group in GROUPS for piece in group_pieces(group, lang, ink)]


def _game() -> PrintGame:
    cat = catalogue()
    components = {"cards": Component("cards", cat.strings["all_cards"], pieces=all_pieces)}
    for group in GROUPS:
        components[group] = Component(group, cat.components[group].name,
                                      pieces=partial(group_pieces, group))
    return PrintGame(GAME_ID, cat.name, components, default=("cards",), order=20)


GAME = _game()
