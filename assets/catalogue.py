"""Typed loader of the game data files ``assets/games/<game>.yaml``.

File shape (every printed text in both languages)::

    game: politburo
    name: {en: Politburo, es: Politburó}
    tagline: {en: Secret ballots…, es: Votos secretos…}   # optional: the line under the name
                                                          # on the new table page
    strings:                       # texts shared by many cards: back titles, labels
      member_back: {en: Politburo member, es: Miembro del Politburó}
    components:
      members:                     # a component id, as on the command line
        name: {en: Member cards, es: Cartas de miembro}
        size: [63.5, 88.9]         # trim width, height in millimetres
        cards:
          - id: beria              # unique within the file
            count: 1               # copies to print (default 1)
            text:                  # printed texts
              name: {en: Beria, es: Beria}
            values: {}             # anything else the renderer or an engine needs
    tables: {}                     # free-form game data (e.g. a deck table)

Any problem raises CatalogueError naming the file, the entry and the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from assets.paths import asset_path

LANGS: tuple[str, ...] = ("es", "en")

#: libyaml's safe loader when PyYAML was built with it (several times faster), else Python's.
_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class CatalogueError(ValueError):
    """A data file is missing, unreadable or malformed; the message names file, entry, field."""


def check_lang(lang: str) -> str:
    """``lang`` when it is one of ``LANGS``; KeyError naming the known languages otherwise."""
    if lang not in LANGS:
        raise KeyError(f"unknown language {lang!r}; expected one of {', '.join(LANGS)}")
    return lang


@dataclass(frozen=True)
class Text:
    """One printed text in every language of ``LANGS``."""

    es: str
    en: str

    def get(self, lang: str) -> str:
        """The text in ``lang`` ('es' or 'en'); raises KeyError for another language."""
        return getattr(self, check_lang(lang))


@dataclass(frozen=True)
class CardData:
    """One card (or tile, token…) of a component: its texts and values; ``count`` copies."""

    id: str
    count: int
    text: Mapping[str, Text]
    values: Mapping[str, Any]

    def t(self, name: str, lang: str) -> str:
        """The card's text field ``name`` in ``lang``; KeyError names the card and field."""
        try:
            return self.text[name].get(lang)
        except KeyError:
            raise KeyError(f"card {self.id!r} has no text {name!r}") from None


@dataclass(frozen=True)
class ComponentData:
    """A group of components printed together (e.g. the member cards)."""

    id: str
    name: Text
    size: tuple[float, float] | None
    cards: tuple[CardData, ...]

    def card(self, card_id: str) -> CardData:
        """The card with ``card_id``; KeyError if there is none."""
        for card in self.cards:
            if card.id == card_id:
                return card
        raise KeyError(f"component {self.id!r} has no card {card_id!r}")


@dataclass(frozen=True)
class Catalogue:
    """Everything a game is, read from its data file."""

    game: str
    name: Text
    strings: Mapping[str, Text]
    components: Mapping[str, ComponentData]
    tables: Mapping[str, Any] = field(default_factory=dict)
    source: Path | None = None
    tagline: Text | None = None

    def s(self, key: str, lang: str) -> str:
        """A shared string in ``lang``; KeyError names the game and key."""
        try:
            return self.strings[key].get(lang)
        except KeyError:
            raise KeyError(f"game {self.game!r} has no string {key!r}") from None


class _Reader:
    """Walks the parsed YAML, remembering where it is so errors can say so."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, where: str, problem: str) -> CatalogueError:
        return CatalogueError(f"{self.path}: {where}: {problem}")

    def mapping(self, value: Any, where: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail(where, f"expected a mapping, got {type(value).__name__}")
        return value

    def text(self, value: Any, where: str) -> Text:
        if isinstance(value, str):
            raise self.fail(where, "expected {es: ..., en: ...}, got a plain string")
        value = self.mapping(value, where)
        texts = {}
        for lang in LANGS:
            item = value.get(lang)
            if not isinstance(item, str) or not item.strip():
                raise self.fail(f"{where}.{lang}", "missing or empty text")
            texts[lang] = item
        extra = set(value) - set(LANGS)
        if extra:
            raise self.fail(where, f"unknown language(s) {sorted(extra)}")
        return Text(**texts)

    def size(self, value: Any, where: str) -> tuple[float, float] | None:
        if value is None:
            return None
        if (not isinstance(value, list) or len(value) != 2
                or not all(isinstance(v, int | float) and v > 0 for v in value)):
            raise self.fail(where, "expected [width_mm, height_mm] with positive numbers")
        return float(value[0]), float(value[1])

    def card(self, value: Any, where: str, seen: set[str]) -> CardData:
        value = self.mapping(value, where)
        card_id = value.get("id")
        if not isinstance(card_id, str) or not card_id:
            raise self.fail(f"{where}.id", "missing or not a string")
        where = f"{where} (id {card_id!r})"
        if card_id in seen:
            raise self.fail(f"{where}.id", "duplicate id")
        seen.add(card_id)
        count = value.get("count", 1)
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise self.fail(f"{where}.count", "expected a whole number >= 0")
        texts = self.mapping(value.get("text", {}), f"{where}.text")
        values = self.mapping(value.get("values", {}), f"{where}.values")
        unknown = set(value) - {"id", "count", "text", "values"}
        if unknown:
            raise self.fail(where, f"unknown field(s) {sorted(unknown)}")
        return CardData(
            id=card_id,
            count=count,
            text={k: self.text(v, f"{where}.text.{k}") for k, v in texts.items()},
            values=dict(values),
        )

    def component(self, comp_id: str, value: Any, seen: set[str]) -> ComponentData:
        where = f"components.{comp_id}"
        value = self.mapping(value, where)
        cards = value.get("cards", [])
        if not isinstance(cards, list):
            raise self.fail(f"{where}.cards", "expected a list")
        return ComponentData(
            id=comp_id,
            name=self.text(value.get("name"), f"{where}.name"),
            size=self.size(value.get("size"), f"{where}.size"),
            cards=tuple(self.card(c, f"{where}.cards[{i}]", seen) for i, c in enumerate(cards)),
        )

    def catalogue(self, data: Any) -> Catalogue:
        data = self.mapping(data, "top level")
        game = data.get("game")
        if not isinstance(game, str) or not game:
            raise self.fail("game", "missing or not a string")
        strings = self.mapping(data.get("strings", {}), "strings")
        components = self.mapping(data.get("components", {}), "components")
        seen: set[str] = set()
        return Catalogue(
            game=game,
            name=self.text(data.get("name"), "name"),
            strings={k: self.text(v, f"strings.{k}") for k, v in strings.items()},
            components={k: self.component(k, v, seen) for k, v in components.items()},
            tables=dict(self.mapping(data.get("tables", {}), "tables")),
            source=self.path,
            tagline=self.text(data["tagline"], "tagline") if "tagline" in data else None,
        )


def load_file(path: Path) -> Catalogue:
    """Read one data file. Raises CatalogueError (naming file, entry, field) on any problem."""
    reader = _Reader(path)
    try:
        raw = yaml.load(path.read_text(encoding="utf-8"), Loader=_SAFE_LOADER)
    except OSError as exc:
        raise CatalogueError(f"{path}: cannot be read: {exc.strerror}") from None
    except yaml.YAMLError as exc:
        raise CatalogueError(f"{path}: not valid YAML: {exc}") from None
    return reader.catalogue(raw)


@cache
def load(game: str) -> Catalogue:
    """The catalogue of ``game`` (``assets/games/<game>.yaml``), read once per process."""
    path = asset_path("games", f"{game}.yaml")
    if not path.is_file():
        known = ", ".join(available()) or "none"
        raise CatalogueError(f"{path}: no data file for game {game!r} (known: {known})")
    return load_file(path)


def available() -> list[str]:
    """Ids of the games that have a data file, sorted."""
    return sorted(p.stem for p in asset_path("games").glob("*.yaml"))
