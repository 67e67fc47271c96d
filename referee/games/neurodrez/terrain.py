"""The terrain: tiles on the 7×7 board, their current colours, where a tile may be placed and
which tiles sudden death may remove (seed 004 NeuroDrez, "Losetas propias y ajenas", "Muerte
súbita"; docs/rules-decisions.md#neurodrez D1, D8, D14).

``state["terrain"]`` = ``{square: {"tile": tile id, "token": colour | None}}``; a tile's current
colour is its token's colour, else its printed colour. Adjacency, connection and edges come from
the kit's ``grid`` on the kit's 7×7 ``SEVEN`` board (joined by sides; holes enclosed by tiles
are not outside).
"""

from __future__ import annotations

from typing import Any

from referee.games.kit import grid
from referee.games.kit.board import SEVEN, Coord
from referee.games.neurodrez.catalogue import tile_colour, tile_surface

#: The six squares of the start block (the booklet's figure): c4, d4, e4, c5, d5, e5.
START_BLOCK = ("c4", "d4", "e4", "c5", "d5", "e5")
Terrain = dict[str, dict[str, Any]]


def colour_at(terrain: Terrain, square: str) -> str:
    """The current colour of the tile on ``square`` (its token's, else printed); KeyError when
    there is no tile."""
    spot = terrain[square]
    return spot["token"] or tile_colour(spot["tile"])


def surface_at(terrain: Terrain, square: str) -> str:
    """The surface of the tile on ``square``; KeyError when there is no tile."""
    return tile_surface(terrain[square]["tile"])


def coords(terrain: Terrain) -> set[Coord]:
    """The board coordinates of every tile."""
    return {SEVEN.coord(square) for square in terrain}


def placeable(terrain: Terrain) -> list[str]:
    """The empty squares that touch a tile along a side, in board order (rank by rank)."""
    tiles = coords(terrain)
    return [sq for sq in SEVEN.squares()
            if sq not in terrain and grid.touches(tiles, SEVEN.coord(sq))]


def on_edge(terrain: Terrain, square: str) -> bool:
    """True when the tile on ``square`` has a side off the board or facing an empty square joined
    to the outside through empty squares (D14). KeyError when there is no tile."""
    if square not in terrain:
        raise KeyError(square)
    return grid.on_edge(coords(terrain), SEVEN.coord(square), SEVEN)


def splits(terrain: Terrain, square: str) -> bool:
    """True when removing the tile on ``square`` would leave the others not joined by sides."""
    return grid.splits(coords(terrain), SEVEN.coord(square))


def removable(terrain: Terrain, occupied: set[str]) -> list[str]:
    """The squares whose tile sudden death may remove now: no piece on it (``occupied`` lists
    the squares with a piece), on the edge, and not splitting the terrain; board order."""
    tiles = coords(terrain)
    free = grid.outside(tiles, SEVEN)
    out = []
    for square in SEVEN.squares():
        if square not in terrain or square in occupied:
            continue
        pos = SEVEN.coord(square)
        edge = any(not SEVEN.exists(q) or q in free for q in grid.adjacent(pos))
        if edge and not grid.splits(tiles, pos):
            out.append(square)
    return out
