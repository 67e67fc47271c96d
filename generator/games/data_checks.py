"""Field checks shared by the games' typed data loaders (``lucha.data``, ``neurodrez.data``,
``pokerdrez``): what they read from ``assets/games/<game>.yaml`` beyond the generic catalogue
(``assets.catalogue``) must have the right type and range before any renderer draws it.

Every failure is a CatalogueError ``"<file>: <where>: <problem>"``: ``where`` names the entry
and the field as the data file spells them (``components.tokens (id 'limit').values.diameter``,
``tables.colours[2].hex``), so a wrong edit is found without reading code.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from assets import LANGS, CardData, CatalogueError, Text
from generator.art.colour import rgb


def card_where(component: str, card: CardData) -> str:
    """How errors name a card of a component: ``components.<component> (id '<card id>')``."""
    return f"components.{component} (id {card.id!r})"


class DataCheck:
    """Checks for one data file (``source``); each method returns the value it checked."""

    def __init__(self, source: Path | None) -> None:
        self.source = source

    def fail(self, where: str, problem: str) -> CatalogueError:
        """The error to raise for ``problem`` at ``where`` in this file."""
        return CatalogueError(f"{self.source}: {where}: {problem}")

    def whole(self, value: Any, where: str, bounds: tuple[int, int] | None = None) -> int:
        """``value`` as a whole number (a bool is not one), within ``bounds`` (inclusive)
        when given."""
        whole = isinstance(value, int) and not isinstance(value, bool)
        if not whole or (bounds is not None and not bounds[0] <= value <= bounds[1]):
            span = "" if bounds is None else f" {bounds[0]}–{bounds[1]}"
            raise self.fail(where, f"expected a whole number{span}, got {value!r}")
        return value

    def length(self, value: Any, where: str) -> float:
        """``value`` as a length in mm greater than 0 (a whole or decimal number)."""
        if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
            raise self.fail(where, f"expected a length in mm greater than 0, got {value!r}")
        return float(value)

    def colour(self, value: Any, where: str) -> str:
        """``value`` as a colour ``'#rrggbb'`` (either case), returned as written."""
        try:
            rgb(value)
        except ValueError as exc:
            raise self.fail(where, str(exc)) from None
        return value

    def choice(self, value: Any, allowed: Sequence[str], where: str) -> str:
        """``value`` when it is one of ``allowed``."""
        if value not in allowed:
            raise self.fail(where, f"expected one of {', '.join(allowed)}, got {value!r}")
        return value

    def text(self, value: Any, where: str) -> Text:
        """``value`` as a printed text: exactly ``{es: ..., en: ...}``, neither empty."""
        if not isinstance(value, Mapping) or set(value) != set(LANGS) or not all(
                isinstance(value[lang], str) and value[lang].strip() for lang in LANGS):
            raise self.fail(where, "expected {es: ..., en: ...} with both texts")
        return Text(**{lang: value[lang] for lang in LANGS})

    def card_text(self, card: CardData, field: str, where: str) -> Text:
        """The card's text ``field`` (``where`` names the card, see ``card_where``)."""
        if field not in card.text:
            raise self.fail(f"{where}.text.{field}", "missing")
        return card.text[field]
