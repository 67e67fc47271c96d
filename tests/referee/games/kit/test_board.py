"""Squares, neighbours and lines of rectangular boards (kit.board)."""

from __future__ import annotations

import pytest

from referee.games.base import IllegalMove
from referee.games.kit.board import (
    ALL_DIRECTIONS,
    CHESS,
    CROSS,
    DIAGONAL,
    KNIGHT_JUMPS,
    SEVEN,
    Board,
)


def test_square_counts() -> None:
    assert len(CHESS.squares()) == 64
    assert len(SEVEN.squares()) == 49
    assert len(CROSS.squares()) == 160
    assert CHESS.squares()[:3] == ["a1", "b1", "c1"] and CHESS.squares()[-1] == "h8"


@pytest.mark.parametrize(("square", "coord"), [("a1", (0, 0)), ("e4", (4, 3)), ("h8", (7, 7))])
def test_chess_square_names(square, coord) -> None:
    assert CHESS.coord(square) == coord
    assert CHESS.name(coord) == square


def test_the_cross_board_cuts_its_corners() -> None:
    for missing in ("a1", "c3", "c1", "a3", "l1", "n3", "a12", "c14", "l12", "n14"):
        assert CROSS.find(missing) is None
    for present in ("d1", "a4", "n11", "k14", "d14", "a11", "n4", "g7"):
        assert CROSS.find(present) is not None
    assert CROSS.name((13, 10)) == "n11"


@pytest.mark.parametrize("bad", ["i1", "a9", "a0", "a", "1a", "e04", "E4", "", "e4 ", "a-1",
                                 None, 4, ["e4"], "a٣"])
def test_a_bad_square_is_refused_naming_it(bad) -> None:
    assert CHESS.find(bad) is None
    with pytest.raises(IllegalMove) as info:
        CHESS.coord(bad)
    assert (info.value.code, info.value.status) == ("bad_square", 400)
    assert info.value.params == {"square": str(bad)}


def test_name_refuses_a_coordinate_off_the_board() -> None:
    for coord in ((8, 0), (-1, 3), (0, 0)):
        board = CROSS if coord == (0, 0) else CHESS
        with pytest.raises(ValueError):
            board.name(coord)


def test_bad_board_sizes() -> None:
    for files, ranks in ((0, 8), (27, 8), (8, 0)):
        with pytest.raises(ValueError):
            Board(files, ranks)


def test_neighbours() -> None:
    assert CHESS.neighbours("a1") == ["a2", "b1"]
    assert sorted(CHESS.neighbours("e4", ALL_DIRECTIONS)) == sorted(
        ["d3", "d4", "d5", "e3", "e5", "f3", "f4", "f5"])
    assert sorted(CHESS.neighbours("g1", KNIGHT_JUMPS)) == ["e2", "f3", "h3"]
    assert CROSS.neighbours("d2", DIAGONAL) == ["e3", "e1"]
    assert sorted(CROSS.neighbours("d4")) == ["c4", "d3", "d5", "e4"]
    assert CROSS.neighbours("d1") == ["d2", "e1"]


def test_rays_stop_at_the_edge_and_at_cut_corners() -> None:
    assert list(CHESS.ray("e4", (1, 1))) == ["f5", "g6", "h7"]
    assert list(CHESS.ray("a1", (-1, 0))) == []
    assert list(CROSS.ray("d2", (-1, 0))) == []
    assert list(CROSS.ray("e1", (-1, 1))) == ["d2"]
    assert list(CROSS.ray("a4", (0, -1))) == []
    assert len(list(CROSS.ray("a7", (1, 0)))) == 13


def test_slide_returns_empty_squares_and_the_blocker() -> None:
    occupied = {"e7", "c4"}.__contains__
    assert CHESS.slide("e2", (0, 1), occupied) == (["e3", "e4", "e5", "e6"], "e7")
    assert CHESS.slide("e4", (-1, 0), occupied) == (["d4"], "c4")
    assert CHESS.slide("e4", (1, 0), occupied) == (["f4", "g4", "h4"], None)


def test_between() -> None:
    assert CHESS.between("a1", "a4") == ["a2", "a3"]
    assert CHESS.between("d4", "a4") == ["c4", "b4"]
    assert CHESS.between("c1", "f4") == ["d2", "e3"]
    assert CHESS.between("e4", "e5") == []
    assert CHESS.between("e4", "e4") is None
    assert CHESS.between("a1", "b3") is None
    assert CROSS.between("d1", "a4") is None
    with pytest.raises(IllegalMove):
        CHESS.between("a1", "z9")
