"""The rules booklets (``tapete-print rules``): two documents per game family.

- ``FAMILY``: the reading PDF, pages of the chosen paper (A4 or Letter);
- ``FAMILY-booklet``: the saddle-stitch booklet, A5 pages on landscape A4 or half-letter pages
  on landscape Letter, to print duplex flipped on the short edge, fold and staple.

The texts are ``assets/rules/FAMILY.LANG.md`` (see ``assets/rules/README.md``); the engine is
``generator.booklets``.
"""

from __future__ import annotations

from functools import partial

from assets import Text
from generator.booklets.documents import booklet_pdf, reading_pdf
from generator.components import Component, PrintGame

#: The families, in print order, with the name ``tapete-print list`` shows.
FAMILIES: dict[str, Text] = {
    "politburo": Text(es="Politburó", en="Politburo"),
    "lucha": Text(es="Politburó, lucha de poder", en="Politburo, Power Struggle"),
    "inside-job": Text(es="Inside Job (guía del árbitro)", en="Inside Job (referee guide)"),
    "pax-pamir": Text(es="Pax Pamir (guía del árbitro)", en="Pax Pamir (referee guide)"),
    "pokerdrez": Text(es="PokerDrez y sus juegos", en="PokerDrez and its games"),
}


def _components() -> dict[str, Component]:
    components: dict[str, Component] = {}
    for family, name in FAMILIES.items():
        components[family] = Component(
            family, Text(es=f"{name.es}: reglas para leer (A4/carta)",
                         en=f"{name.en}: rules for reading (A4/Letter)"),
            document=partial(reading_pdf, family))
        components[f"{family}-booklet"] = Component(
            f"{family}-booklet", Text(es=f"{name.es}: cuadernillo grapado (A5/media carta)",
                                      en=f"{name.en}: saddle-stitched booklet (A5/half-letter)"),
            document=partial(booklet_pdf, family), duplex="short")
    return components


#: After the games: the booklets come last in ``tapete-print all``.
GAME = PrintGame("rules", Text(es="Reglamentos", en="Rules booklets"), _components(), order=90)
