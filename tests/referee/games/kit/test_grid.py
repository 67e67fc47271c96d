"""A growing terrain of tiles: adjacency, connectivity and edges (kit.grid)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.games.kit import grid
from referee.games.kit.board import SEVEN

TILES = st.sets(st.tuples(st.integers(-3, 3), st.integers(-3, 3)), max_size=25)


def _flood_connected(tiles: set) -> bool:
    """Brute force: grow a region from one tile by repeated passes until nothing is added."""
    if not tiles:
        return True
    region = {min(tiles)}
    changed = True
    while changed:
        changed = False
        for t in tiles - region:
            if any(abs(t[0] - r[0]) + abs(t[1] - r[1]) == 1 for r in region):
                region.add(t)
                changed = True
    return region == tiles


@given(tiles=TILES)
def test_connectivity_agrees_with_a_brute_force_flood_fill(tiles) -> None:
    assert grid.is_connected(tiles) == _flood_connected(tiles)
    for pos in tiles:
        assert grid.splits(tiles, pos) == (not _flood_connected(tiles - {pos}))


def test_adjacent_and_touches() -> None:
    assert sorted(grid.adjacent((0, 0))) == [(-1, 0), (0, -1), (0, 1), (1, 0)]
    assert len(grid.adjacent((0, 0), diagonal=True)) == 8
    assert grid.touches({(0, 0)}, (1, 0))
    assert not grid.touches({(0, 0)}, (1, 1))
    assert not grid.touches(set(), (0, 0))


def test_component() -> None:
    tiles = {(0, 0), (1, 0), (3, 0)}
    assert grid.component(tiles, (0, 0)) == {(0, 0), (1, 0)}
    assert grid.component(tiles, (2, 0)) == set()
    assert not grid.is_connected(tiles)
    assert grid.is_connected(set()) and grid.is_connected({(5, 5)})


def test_splits_needs_a_tile() -> None:
    with pytest.raises(ValueError):
        grid.splits({(0, 0)}, (1, 1))
    with pytest.raises(ValueError):
        grid.on_edge({(0, 0)}, (1, 1))


def _squares(names: str) -> set:
    return {SEVEN.coord(name) for name in names.split()}


def test_neurodrez_bridge_tile_splits_the_terrain() -> None:
    tiles = _squares("c4 d4 e4 d5")
    assert grid.splits(tiles, SEVEN.coord("d4"))
    assert not any(grid.splits(tiles, SEVEN.coord(s)) for s in ("c4", "e4", "d5"))


def test_neurodrez_edge_tiles_around_an_enclosed_hole() -> None:
    tiles = {(f, r) for f in range(1, 6) for r in range(1, 6)} - {SEVEN.coord("d4")}
    removable = sorted(SEVEN.name(p) for p in tiles
                       if grid.on_edge(tiles, p, SEVEN) and not grid.splits(tiles, p))
    assert removable == ["b2", "b3", "b4", "b5", "b6", "c2", "c6", "d2", "d6", "e2", "e6",
                         "f2", "f3", "f4", "f5", "f6"]
    assert not grid.on_edge(tiles, SEVEN.coord("d5"), SEVEN)
    assert SEVEN.coord("d4") not in grid.outside(tiles, SEVEN)


def test_a_tile_on_the_board_s_rim_faces_off_the_board() -> None:
    tiles = {(f, r) for f in range(7) for r in range(7)}
    assert grid.on_edge(tiles, (0, 3), SEVEN)
    assert not grid.on_edge(tiles, (3, 3), SEVEN)
    assert grid.outside(tiles, SEVEN) == set()


def test_without_a_board_the_ring_around_the_tiles_is_outside() -> None:
    ring = {(x, y) for x in range(3) for y in range(3)} - {(1, 1)}
    assert grid.outside(ring) == {(x, y) for x in range(-1, 4) for y in range(-1, 4)} - ring - {
        (1, 1)}
    assert grid.on_edge(ring, (1, 0))
    full = ring | {(1, 1)}
    assert not grid.on_edge(full, (1, 1)) and grid.on_edge(full, (2, 2))
    assert grid.outside(set()) == set()


def _brute_outside(tiles: set, board) -> set:
    """Brute force: empty squares from which a path of empty squares leaves the board."""
    empty = {c for c in ((f, r) for f in range(7) for r in range(7))
             if board.exists(c) and c not in tiles}
    out = {c for c in empty if any(not board.exists(n) for n in grid.adjacent(c))}
    changed = True
    while changed:
        changed = False
        for c in empty - out:
            if any(n in out for n in grid.adjacent(c)):
                out.add(c)
                changed = True
    return out


SQUARES = [(f, r) for f in range(7) for r in range(7)]
#: Sparse terrains, and dense ones (the board minus a few empty squares) that enclose holes.
TERRAINS = st.one_of(st.sets(st.sampled_from(SQUARES), max_size=40),
                     st.sets(st.sampled_from(SQUARES), max_size=14).map(
                         lambda empty: set(SQUARES) - empty))


@given(tiles=TERRAINS)
def test_outside_agrees_with_brute_force(tiles) -> None:
    assert grid.outside(tiles, SEVEN) == _brute_outside(tiles, SEVEN)
    for pos in tiles:
        assert grid.on_edge(tiles, pos, SEVEN) == any(
            not SEVEN.exists(n) or n in _brute_outside(tiles, SEVEN) for n in grid.adjacent(pos))
