"""The print data of Politburó, lucha de poder, read and checked from ``assets/games/lucha.yaml``.

``read(catalogue)`` turns the generic catalogue into typed records for the renderers: the
candidates, the deck table (docs/rules-decisions.md#lucha), the special cards (seed 000,
Aclaraciones a las
cartas especiales), the offices (seed 000, Ostentar Cargos), the markers and the card styles.
Anything missing or malformed raises CatalogueError naming the file, the entry and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reportlab.lib.colors import HexColor

from assets import CardData, Catalogue, ComponentData, Text
from generator.games.data_checks import DataCheck, card_where
from generator.games.lucha.icons import ICONS
from generator.games.lucha.style import Style
from generator.geometry import Size

DURATIONS: tuple[str, ...] = ("immediate", "turn_around", "candidacy")
#: The shared strings the renderers print (``strings`` of the data file).
STRINGS: tuple[str, ...] = (
    "title", "subtitle", "game_card", "special_card", "office_card", "candidate_card",
    "loyalty", "health", "threshold", "disgrace", "dead", "action", "assigned",
    "office_ability", "office_hand", "office_keep", *(f"duration_{d}" for d in DURATIONS))
MINUS = "\u2212"


@dataclass(frozen=True)
class Candidate:
    """A candidate card: short ``name``, ``full_name`` and life ``years`` (printed as given)."""

    id: str
    name: Text
    full_name: Text
    years: str


@dataclass(frozen=True)
class DeckEntry:
    """One row of the deck table: ``count`` cards of ``type`` with ``value`` (None: no value)."""

    id: str
    count: int
    type: str
    value: int | None
    name: Text
    effect: Text
    note: Text | None
    style: Style

    def value_label(self) -> str:
        """The value as printed: ``+2``, ``−3`` (true minus sign); '' without a value."""
        if self.value is None:
            return ""
        return f"+{self.value}" if self.value > 0 else f"{MINUS}{abs(self.value)}"

    def effect_text(self, lang: str) -> str:
        """The effect in ``lang`` with ``{amount}`` and ``{value}`` filled in."""
        amount = "" if self.value is None else str(abs(self.value))
        return self.effect.get(lang).format(amount=amount, value=self.value_label())


@dataclass(frozen=True)
class Special:
    """A special card (star in the corner): seed ``numbers`` of its copies (may be empty)."""

    id: str
    count: int
    numbers: tuple[int, ...]
    name: Text
    rules: Text
    clarification: Text
    duration: str
    style: Style


@dataclass(frozen=True)
class Office:
    """An office: loyalty ``threshold``, ``ability``; ``wins`` for the General Secretary."""

    id: str
    name: Text
    ability: Text
    threshold: int
    icon: str
    wins: bool


@dataclass(frozen=True)
class Marker:
    """A kind of round marker: ``count`` copies of ``diameter`` mm in the style of its id."""

    id: str
    count: int
    diameter: float
    style: Style


@dataclass(frozen=True)
class Track:
    """A candidate track from ``low`` to ``high`` (inclusive), markers starting on ``start``."""

    low: int
    high: int
    start: int


@dataclass(frozen=True)
class LuchaData:
    """Everything the lucha renderers print."""

    catalogue: Catalogue
    sizes: dict[str, Size]
    candidates: tuple[Candidate, ...]
    deck: tuple[DeckEntry, ...]
    specials: tuple[Special, ...]
    offices: tuple[Office, ...]
    markers: tuple[Marker, ...]
    loyalty: Track
    health: Track
    styles: dict[str, Style]

    def s(self, key: str, lang: str) -> str:
        """A shared string of the data file in ``lang``."""
        return self.catalogue.s(key, lang)


class _Checker(DataCheck):
    def __init__(self, catalogue: Catalogue) -> None:
        super().__init__(catalogue.source)
        self.catalogue = catalogue

    def component(self, comp_id: str) -> ComponentData:
        try:
            return self.catalogue.components[comp_id]
        except KeyError:
            raise self.fail(f"components.{comp_id}", "missing") from None

    def text_of(self, comp: ComponentData, card: CardData, field: str) -> Text:
        return self.card_text(card, field, card_where(comp.id, card))

    def style(self, key: Any, where: str) -> Style:
        styles = self.catalogue.tables.get("styles", {})
        if key not in styles:
            raise self.fail(where, f"no style {key!r} in tables.styles")
        entry = styles[key]
        try:
            colour, ink, icon = HexColor(entry["colour"]), HexColor(entry["ink"]), entry["icon"]
        except (KeyError, TypeError, ValueError) as exc:
            raise self.fail(f"tables.styles.{key}", f"needs colour, ink (#rrggbb) and icon: "
                            f"{exc}") from None
        if icon not in ICONS:
            raise self.fail(f"tables.styles.{key}.icon", f"unknown icon {icon!r}; known: "
                            f"{', '.join(sorted(ICONS))}")
        return Style(colour, ink, icon)

    def track(self, key: str) -> Track:
        raw = self.catalogue.tables.get(key)
        where = f"tables.{key}"
        if not isinstance(raw, dict):
            raise self.fail(where, "missing or not a mapping {min, max, start}")
        low, high, start = (self.whole(raw.get(k), f"{where}.{k}")
                            for k in ("min", "max", "start"))
        if not low <= start <= high:
            raise self.fail(where, f"start {start} outside {low}..{high}")
        return Track(low, high, start)

    def size(self, comp_id: str) -> Size:
        comp = self.component(comp_id)
        if comp.size is None:
            raise self.fail(f"components.{comp_id}.size", "missing")
        return Size(*comp.size)


def _deck(ck: _Checker) -> tuple[DeckEntry, ...]:
    comp = ck.component("cards")
    entries = []
    for card in comp.cards:
        where = f"{card_where(comp.id, card)}.values"
        value = card.values.get("value")
        if value is not None:
            value = ck.whole(value, f"{where}.value")
        entry = DeckEntry(card.id, card.count, str(card.values.get("type")), value,
                          ck.text_of(comp, card, "name"), ck.text_of(comp, card, "effect"),
                          card.text.get("note"),
                          ck.style(card.values.get("type"), f"{where}.type"))
        effect_where = f"{card_where(comp.id, card)}.text.effect"
        try:
            for lang in ("es", "en"):
                entry.effect_text(lang)
        except (KeyError, IndexError, ValueError) as exc:
            raise ck.fail(effect_where,
                          f"bad placeholder {exc}; use {{amount}} or {{value}}") from None
        if value is None and "{" in entry.effect.es + entry.effect.en:
            raise ck.fail(effect_where,
                          "uses a value placeholder but the card has no values.value")
        entries.append(entry)
    return tuple(entries)


def _specials(ck: _Checker) -> tuple[Special, ...]:
    comp = ck.component("specials")
    specials = []
    for card in comp.cards:
        where = f"{card_where(comp.id, card)}.values"
        duration = ck.choice(card.values.get("duration"), DURATIONS, f"{where}.duration")
        first = card.values.get("number")
        numbers = () if first is None else tuple(
            ck.whole(first, f"{where}.number") + i for i in range(card.count))
        specials.append(Special(
            card.id, card.count, numbers, ck.text_of(comp, card, "name"),
            ck.text_of(comp, card, "rules"), ck.text_of(comp, card, "clarification"), duration,
            ck.style(card.values.get("style", "special"), f"{where}.style")))
    return tuple(specials)


def _offices(ck: _Checker) -> tuple[Office, ...]:
    comp = ck.component("offices")
    offices = []
    for card in comp.cards:
        where = f"{card_where(comp.id, card)}.values"
        icon = card.values.get("icon")
        if icon not in ICONS:
            raise ck.fail(f"{where}.icon", f"unknown icon {icon!r}")
        offices.append(Office(
            card.id, ck.text_of(comp, card, "name"), ck.text_of(comp, card, "ability"),
            ck.whole(card.values.get("threshold"), f"{where}.threshold"), icon,
            bool(card.values.get("wins", False))))
    return tuple(offices)


def read(catalogue: Catalogue) -> LuchaData:
    """Typed, checked lucha data from ``catalogue`` (see the module doc).

    Raises CatalogueError naming file, entry and field for missing or malformed data.
    """
    ck = _Checker(catalogue)
    missing = [key for key in STRINGS if key not in catalogue.strings]
    if missing:
        raise ck.fail("strings", f"missing {', '.join(missing)}")
    for lang in ("es", "en"):
        if "{threshold}" not in catalogue.s("office_keep", lang):
            raise ck.fail(f"strings.office_keep.{lang}", "must contain {threshold}")
    cand = ck.component("candidates")
    candidates = tuple(
        Candidate(c.id, ck.text_of(cand, c, "name"), ck.text_of(cand, c, "full_name"),
                  str(c.values.get("years", "")))
        for c in cand.cards)
    tokens = ck.component("tokens")
    markers = tuple(
        Marker(c.id, c.count,
               ck.length(c.values.get("diameter"), f"{card_where(tokens.id, c)}.values.diameter"),
               ck.style(c.id, f"{card_where(tokens.id, c)}: style"))
        for c in tokens.cards)
    return LuchaData(
        catalogue=catalogue,
        sizes={k: ck.size(k) for k in ("candidates", "cards", "specials", "offices")},
        candidates=candidates, deck=_deck(ck), specials=_specials(ck),
        offices=_offices(ck), markers=markers,
        loyalty=ck.track("loyalty_track"), health=ck.track("health_track"),
        styles={k: ck.style(k, f"tables.styles.{k}") for k in catalogue.tables.get("styles", {})})
