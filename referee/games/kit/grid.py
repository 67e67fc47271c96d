"""A terrain of tiles that grows and shrinks: positions are integer ``(x, y)`` pairs.

NeuroDrez (seed 004, docs/rules-decisions.md#neurodrez) places each tile next to a placed one
(``touches``), and in sudden death removes only edge tiles (``on_edge``) whose removal keeps the
terrain joined (``is_connected`` / ``splits``). Tiles join along sides only. Positions may be
any integers; a ``Board`` bound (``referee.games.kit.board``) limits where the terrain may lie
when the game has one. Functions take any iterable of positions and never change it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from referee.games.kit.board import DIAGONAL, ORTHOGONAL, Board, Coord


def adjacent(pos: Coord, diagonal: bool = False) -> list[Coord]:
    """The four positions sharing a side with ``pos`` (eight with ``diagonal``)."""
    steps = ORTHOGONAL + DIAGONAL if diagonal else ORTHOGONAL
    return [(pos[0] + dx, pos[1] + dy) for dx, dy in steps]


def touches(tiles: Iterable[Coord], pos: Coord) -> bool:
    """True when ``pos`` shares a side with a tile of ``tiles`` (a legal placement spot when
    ``pos`` itself is empty)."""
    placed = set(tiles)
    return any(p in placed for p in adjacent(pos))


def component(tiles: Iterable[Coord], start: Coord) -> set[Coord]:
    """The tiles joined to ``start`` through sides (``start`` included); empty when ``start`` is
    not a tile."""
    placed = set(tiles)
    if start not in placed:
        return set()
    seen, queue = {start}, deque([start])
    while queue:
        for p in adjacent(queue.popleft()):
            if p in placed and p not in seen:
                seen.add(p)
                queue.append(p)
    return seen


def is_connected(tiles: Iterable[Coord]) -> bool:
    """True when every tile is joined to every other through sides (true for 0 or 1 tile)."""
    placed = set(tiles)
    return not placed or len(component(placed, next(iter(placed)))) == len(placed)


def splits(tiles: Iterable[Coord], pos: Coord) -> bool:
    """True when removing the tile at ``pos`` leaves the other tiles not joined together.
    ValueError when there is no tile at ``pos``."""
    placed = set(tiles)
    if pos not in placed:
        raise ValueError(f"no tile at {pos}")
    return not is_connected(placed - {pos})


def outside(tiles: Iterable[Coord], board: Board | None = None) -> set[Coord]:
    """The empty positions joined through empty positions (sides only) to the outside: off
    ``board``, or without a board beyond the tiles' bounding box (its ring of one position
    around the tiles is included). Holes enclosed by tiles are left out."""
    placed = set(tiles)
    universe = _universe(placed, board)
    queue = deque(p for p in universe if p not in placed
                  and any(q not in universe for q in adjacent(p)))
    reached = set(queue)
    while queue:
        for q in adjacent(queue.popleft()):
            if q in universe and q not in placed and q not in reached:
                reached.add(q)
                queue.append(q)
    return reached


def on_edge(tiles: Iterable[Coord], pos: Coord, board: Board | None = None) -> bool:
    """True when the tile at ``pos`` has a side facing off ``board`` or an empty position of
    ``outside`` (an edge tile, removable in NeuroDrez's sudden death when ``splits`` is false).
    ValueError when there is no tile at ``pos``."""
    placed = set(tiles)
    if pos not in placed:
        raise ValueError(f"no tile at {pos}")
    if board is not None and any(not board.exists(q) for q in adjacent(pos)):
        return True
    free = outside(placed, board)
    return any(q in free for q in adjacent(pos))


def _universe(placed: set[Coord], board: Board | None) -> set[Coord]:
    """The positions the outside is looked for in: the board's squares, or the tiles'
    bounding box grown by one position on every side."""
    if board is not None:
        return {(f, r) for f in range(board.files) for r in range(board.ranks)
                if board.exists((f, r))}
    if not placed:
        return set()
    xs, ys = [p[0] for p in placed], [p[1] for p in placed]
    return {(x, y) for x in range(min(xs) - 1, max(xs) + 2)
            for y in range(min(ys) - 1, max(ys) + 2)}
