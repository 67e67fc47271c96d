"""Politburó, lucha de poder (seed 000, 3rd edition): every printed component.

``tapete-print lucha [candidates cards specials offices tokens]`` (without components: all five
and the rules booklet, ``generator.kits``). Everything printed comes from
``assets/games/lucha.yaml`` (the deck table of docs/rules-decisions.md#lucha, the seed's special
cards and
offices, the candidates, the markers): change a count or a value there and the print follows.
"""

from __future__ import annotations

from collections.abc import Callable

from assets import Catalogue, load
from generator.components import Component, PrintGame
from generator.games.lucha import candidates, cards, offices, specials, tokens
from generator.games.lucha.data import LuchaData, read
from generator.ink import FULL, check_ink
from generator.pieces import Piece

Renderer = Callable[[LuchaData, str, str], list[Piece]]

_RENDERERS: dict[str, Renderer] = {
    "candidates": candidates.pieces,
    "cards": cards.pieces,
    "specials": specials.pieces,
    "offices": offices.pieces,
    "tokens": tokens.pieces,
}


def make_game(source: Callable[[], Catalogue]) -> PrintGame:
    """The printable game, reading its data from ``source()`` each time a component prints.

    ``source`` returns a lucha catalogue (``assets.load`` or ``assets.load_file``); a malformed
    one raises CatalogueError when a component prints.
    """
    catalogue = source()
    components = {}
    for comp_id, render in _RENDERERS.items():
        def pieces(lang: str, ink: str = FULL, render: Renderer = render) -> list[Piece]:
            return render(read(source()), lang, check_ink(ink))
        components[comp_id] = Component(comp_id, catalogue.components[comp_id].name,
                                        pieces=pieces)
    return PrintGame("lucha", catalogue.name, components, order=40)


GAME = make_game(lambda: load("lucha"))
