"""NeuroDrez's printed components as the referee needs them, read from
``assets/games/neurodrez.yaml`` (seed 004 NeuroDrez), never retyped.

- ``COLOURS``: the six colour ids in catalogue order (blanco, negro, rojo, verde, azul, amarillo);
- ``SURFACES``: the six surface ids (tierra, agua, aire, fuego, flora, fauna);
- ``TILES``: the 36 tile ids ``tile-<colour>-<surface>``, colour by colour as printed;
  ``tile_colour(id)`` / ``tile_surface(id)`` read them back;
- ``DIE_FACES``: the three dice, ``{"figure": (1..6), "colour": faces, "surface": faces}``;
- ``FIGURES``: the piece figures ``king, queen, rook, bishop, knight, pawn``; ``DIE_FIGURE``:
  figure die value → figure (1 pawn … 5 queen; 6 is the joker, ``JOKER_VALUE``: any piece);
- ``PIECES``: the 36 piece ids ``<colour>-<figure>``; ``piece_colour`` / ``piece_figure``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from assets.catalogue import load
from referee.games.kit import cards
from referee.games.kit.dice import D6

GAME_ID = "neurodrez"
KING = "king"
JOKER = "joker"
#: The figure die's face that lets any piece enter or move (seed: "Jóker (permite … cualquier
#: pieza)").
JOKER_VALUE = cards.figure_values()[JOKER]


@cache
def _tables() -> dict[str, Any]:
    catalogue = load(GAME_ID)
    dice = {card.values["kind"]: tuple(card.values["faces"])
            for card in catalogue.components["dice"].cards}
    return {"colours": tuple(row["id"] for row in catalogue.tables["colours"]),
            "surfaces": tuple(row["id"] for row in catalogue.tables["surfaces"]),
            "dice": dice}


COLOURS: tuple[str, ...] = _tables()["colours"]
SURFACES: tuple[str, ...] = _tables()["surfaces"]
TILES: tuple[str, ...] = tuple(f"tile-{c}-{s}" for c in COLOURS for s in SURFACES)
_TILE_PARTS = {f"tile-{c}-{s}": (c, s) for c in COLOURS for s in SURFACES}
#: The dice a roll throws: the figure die by its numbers, the other two by their printed faces.
DIE_FACES: dict[str, tuple[Any, ...]] = {"figure": D6, "colour": _tables()["dice"]["colour"],
                                         "surface": _tables()["dice"]["surface"]}
FIGURES: tuple[str, ...] = (KING, *(f for f in cards.figures() if f != JOKER))
DIE_FIGURE: dict[int, str] = {v: f for f, v in cards.figure_values().items() if f != JOKER}
PIECES: tuple[str, ...] = tuple(f"{c}-{f}" for c in COLOURS for f in FIGURES)
_PIECE_PARTS = {f"{c}-{f}": (c, f) for c in COLOURS for f in FIGURES}


def is_tile(tile: Any) -> bool:
    """True when ``tile`` is one of the 36 tile ids."""
    return isinstance(tile, str) and tile in _TILE_PARTS


def tile_colour(tile: str) -> str:
    """The printed colour of a tile id (``"tile-rojo-agua"`` → ``"rojo"``); KeyError if none."""
    return _TILE_PARTS[tile][0]


def tile_surface(tile: str) -> str:
    """The surface of a tile id (``"tile-rojo-agua"`` → ``"agua"``); KeyError if none."""
    return _TILE_PARTS[tile][1]


def is_piece(piece: Any) -> bool:
    """True when ``piece`` is one of the 36 piece ids."""
    return isinstance(piece, str) and piece in _PIECE_PARTS


def piece_colour(piece: str) -> str:
    """The colour of a piece id (``"rojo-knight"`` → ``"rojo"``); KeyError if none."""
    return _PIECE_PARTS[piece][0]


def piece_figure(piece: str) -> str:
    """The figure of a piece id (``"rojo-knight"`` → ``"knight"``); KeyError if none."""
    return _PIECE_PARTS[piece][1]
