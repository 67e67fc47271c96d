"""NeuroDrez print data, typed and checked: ``assets/games/neurodrez.yaml`` (seed 004, NeuroDrez).

``load_data()`` reads the catalogue once and checks everything the renderers rely on: six
colours with distinct hex values and a pattern each (colours sharing a pattern must differ
strongly in lightness), six surfaces with a known icon, the six figures 1–6, the three dice with
six known faces each, the token counts and sizes. Any problem raises ``CatalogueError`` naming
the file, the entry and the field.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from assets import Catalogue, Text, load
from generator.art.colour import luminance
from generator.art.pieces import PIECE_KINDS
from generator.art.surfaces import ICONS
from generator.games.data_checks import DataCheck, card_where
from generator.games.neurodrez.marks import PATTERNS

GAME_ID = "neurodrez"
#: Colours that share a pattern must differ at least this much in relative luminance.
SHARED_PATTERN_CONTRAST = 0.5
DIE_KINDS = ("figure", "colour", "surface")


@dataclass(frozen=True)
class Colour:
    """A player colour: ``hex`` '#RRGGBB', ``pattern`` one of ``PATTERNS``."""

    id: str
    name: Text
    hex: str
    pattern: str


@dataclass(frozen=True)
class Surface:
    """A surface (natural resource): icon id of ``generator.art.surfaces``, fill and ink."""

    id: str
    name: Text
    icon: str
    fill: str
    ink: str


@dataclass(frozen=True)
class Figure:
    """A face of the figure die: the piece it names and its number (seed: Peón 1 … Jóker 6)."""

    id: str
    name: Text
    value: int
    piece: str


@dataclass(frozen=True)
class Die:
    """A die: ``faces[k-1]`` is face k; faces k and 7 − k are opposite."""

    id: str
    kind: str
    name: Text
    faces: tuple[str, ...]


@dataclass(frozen=True)
class TokenKind:
    """A kind of round token: ``count`` copies (per colour for ownership), ``diameter`` mm."""

    id: str
    name: Text
    count: int
    diameter: float


@dataclass(frozen=True)
class NeuroData:
    """Everything the NeuroDrez renderers draw, in mm where a length."""

    catalogue: Catalogue
    colours: tuple[Colour, ...]
    surfaces: tuple[Surface, ...]
    figures: tuple[Figure, ...]
    dice: tuple[Die, ...]
    tile: float
    board_border: float
    glue_strip: float
    die_edge: float
    die_tab: float
    ownership: TokenKind
    limit: TokenKind

    def s(self, key: str, lang: str, **values: Any) -> str:
        """A shared string in ``lang`` with ``{placeholders}`` filled from ``values``."""
        return self.catalogue.s(key, lang).format(**values)

    def colour(self, colour_id: str) -> Colour:
        """The colour ``colour_id``; KeyError if there is none."""
        return _by_id(self.colours, colour_id)

    def surface(self, surface_id: str) -> Surface:
        """The surface ``surface_id``; KeyError if there is none."""
        return _by_id(self.surfaces, surface_id)

    def figure(self, figure_id: str) -> Figure:
        """The figure ``figure_id``; KeyError if there is none."""
        return _by_id(self.figures, figure_id)


def _by_id(items: Sequence, item_id: str):
    for item in items:
        if item.id == item_id:
            return item
    raise KeyError(f"neurodrez has no {item_id!r}")


class _Check(DataCheck):
    def table(self, tables: Mapping[str, Any], name: str, count: int) -> list[tuple[str, dict]]:
        rows = tables.get(name)
        if not isinstance(rows, list) or len(rows) != count:
            raise self.fail(f"tables.{name}", f"expected a list of {count} entries")
        out, seen = [], set()
        for i, row in enumerate(rows):
            where = f"tables.{name}[{i}]"
            if not isinstance(row, Mapping) or not isinstance(row.get("id"), str):
                raise self.fail(where, "expected a mapping with a string id")
            if row["id"] in seen:
                raise self.fail(f"{where}.id", f"duplicate id {row['id']!r}")
            seen.add(row["id"])
            out.append((f"{where} (id {row['id']!r})", dict(row)))
        return out


def _colours(check: _Check, tables: Mapping[str, Any]) -> tuple[Colour, ...]:
    colours = tuple(
        Colour(row["id"], check.text(row.get("name"), f"{where}.name"),
               check.colour(row.get("hex"), f"{where}.hex"),
               check.choice(row.get("pattern"), PATTERNS, f"{where}.pattern"))
        for where, row in check.table(tables, "colours", 6))
    for i, a in enumerate(colours):
        for b in colours[i + 1:]:
            if a.hex.lower() == b.hex.lower():
                raise check.fail(f"tables.colours (id {b.id!r}).hex", f"same colour as {a.id!r}")
            if a.pattern == b.pattern and abs(
                    luminance(a.hex) - luminance(b.hex)) < SHARED_PATTERN_CONTRAST:
                raise check.fail(f"tables.colours (id {b.id!r}).pattern",
                                 f"same pattern as {a.id!r} and too close in lightness")
    return colours


def _surfaces(check: _Check, tables: Mapping[str, Any]) -> tuple[Surface, ...]:
    return tuple(
        Surface(row["id"], check.text(row.get("name"), f"{where}.name"),
                check.choice(row.get("icon"), ICONS, f"{where}.icon"),
                check.colour(row.get("fill"), f"{where}.fill"),
                check.colour(row.get("ink"), f"{where}.ink"))
        for where, row in check.table(tables, "surfaces", 6))


def _figures(check: _Check, tables: Mapping[str, Any]) -> tuple[Figure, ...]:
    figures = []
    for n, (where, row) in enumerate(check.table(tables, "figures", 6), start=1):
        if row.get("value") != n:
            raise check.fail(f"{where}.value", f"expected {n} (figures are listed 1 to 6)")
        piece = check.choice(row.get("piece"), PIECE_KINDS, f"{where}.piece")
        figures.append(Figure(row["id"], check.text(row.get("name"), f"{where}.name"), n, piece))
    return tuple(figures)


def _dice(check: _Check, catalogue: Catalogue, ids: Mapping[str, Sequence[str]]) -> tuple[Die, ...]:
    component = catalogue.components.get("dice")
    if component is None or len(component.cards) != 3:
        raise check.fail("components.dice.cards", "expected the three dice")
    dice = []
    for card in component.cards:
        where = card_where("dice", card)
        kind = check.choice(card.values.get("kind"), DIE_KINDS, f"{where}.values.kind")
        faces = card.values.get("faces")
        if not isinstance(faces, list) or sorted(faces) != sorted(ids[kind]):
            raise check.fail(f"{where}.values.faces",
                             f"expected each of {', '.join(ids[kind])} once")
        dice.append(Die(card.id, kind, check.card_text(card, "name", where), tuple(faces)))
    if sorted(d.kind for d in dice) != sorted(DIE_KINDS):
        raise check.fail("components.dice.cards", "expected one die of each kind")
    return tuple(dice)


def _token(check: _Check, catalogue: Catalogue, token_id: str) -> TokenKind:
    try:
        card = catalogue.components["tokens"].card(token_id)
    except KeyError:
        raise check.fail("components.tokens.cards", f"missing token {token_id!r}") from None
    where = card_where("tokens", card)
    if card.count < 1:
        raise check.fail(f"{where}.count", "expected at least 1")
    return TokenKind(token_id, check.card_text(card, "name", where), card.count,
                     check.length(card.values.get("diameter"), f"{where}.values.diameter"))


def data_from(catalogue: Catalogue) -> NeuroData:
    """Check ``catalogue`` and return the typed data. Raises CatalogueError naming the field."""
    check = _Check(catalogue.source)
    tables = catalogue.tables
    tiles = catalogue.components.get("tiles")
    if tiles is None or tiles.size is None or tiles.size[0] != tiles.size[1]:
        raise check.fail("components.tiles.size", "expected a square [side, side] in mm")
    board = tables.get("board") if isinstance(tables.get("board"), Mapping) else {}
    die = tables.get("die") if isinstance(tables.get("die"), Mapping) else {}
    colours = _colours(check, tables)
    surfaces = _surfaces(check, tables)
    figures = _figures(check, tables)
    ids = {"figure": [f.id for f in figures], "colour": [c.id for c in colours],
           "surface": [s.id for s in surfaces]}
    return NeuroData(
        catalogue=catalogue, colours=colours, surfaces=surfaces, figures=figures,
        dice=_dice(check, catalogue, ids), tile=tiles.size[0],
        board_border=check.length(board.get("border"), "tables.board.border"),
        glue_strip=check.length(board.get("glue_strip"), "tables.board.glue_strip"),
        die_edge=check.length(die.get("edge"), "tables.die.edge"),
        die_tab=check.length(die.get("tab"), "tables.die.tab"),
        ownership=_token(check, catalogue, "ownership"),
        limit=_token(check, catalogue, "limit"),
    )


@cache
def load_data() -> NeuroData:
    """The NeuroDrez data, read and checked once per process (see ``data_from``)."""
    return data_from(load(GAME_ID))
