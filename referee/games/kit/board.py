"""Squares of rectangular boards, with cut-out corners where a board has them.

A square is named file letter + rank number (``"a1"``, ``"n14"``); coordinates are 0-based
``(file, rank)`` pairs, ``a1`` = ``(0, 0)``. Boards: ``CHESS`` (8×8, PokerDrez), ``SEVEN`` (7×7,
VikingDrez and NeuroDrez), ``CROSS`` (the 14×14 four-player board of PokerDrez for 4, files a–n,
its four 3×3 corners missing: 160 squares, docs/rules-decisions.md#pokerdrez-4).

A bad square name is refused with 400 ``bad_square`` (it arrives in a move's arguments).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from string import ascii_lowercase

from referee.games.base import IllegalMove

Coord = tuple[int, int]
Step = tuple[int, int]

ORTHOGONAL: tuple[Step, ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIAGONAL: tuple[Step, ...] = ((1, 1), (1, -1), (-1, -1), (-1, 1))
ALL_DIRECTIONS: tuple[Step, ...] = ORTHOGONAL + DIAGONAL
KNIGHT_JUMPS: tuple[Step, ...] = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1),
                                  (-2, 1), (-1, 2))


@dataclass(frozen=True)
class Board:
    """A ``files`` × ``ranks`` board (at most 26 files) without the squares in ``missing``."""

    files: int
    ranks: int
    missing: frozenset[Coord] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        if not (1 <= self.files <= len(ascii_lowercase) and self.ranks >= 1):
            raise ValueError(f"bad board size {self.files}×{self.ranks}")

    def exists(self, coord: Coord) -> bool:
        """True when ``coord`` is a square of this board (inside it and not cut out)."""
        f, r = coord
        return 0 <= f < self.files and 0 <= r < self.ranks and coord not in self.missing

    def name(self, coord: Coord) -> str:
        """The square's name (``(4, 3)`` → ``"e4"``); ValueError when it is not on the board."""
        if not self.exists(coord):
            raise ValueError(f"{coord} is not a square of this board")
        return f"{ascii_lowercase[coord[0]]}{coord[1] + 1}"

    def find(self, square: object) -> Coord | None:
        """The coordinates of a square name, or None when it names no square of this board."""
        if not isinstance(square, str) or len(square) < 2 or square[0] not in ascii_lowercase:
            return None
        digits = square[1:]
        if not digits.isascii() or not digits.isdigit() or digits[0] == "0":
            return None
        coord = (ascii_lowercase.index(square[0]), int(digits) - 1)
        return coord if self.exists(coord) else None

    def coord(self, square: object) -> Coord:
        """The coordinates of ``square``; 400 ``bad_square`` naming it when it is not a square
        of this board."""
        coord = self.find(square)
        if coord is None:
            raise IllegalMove("bad_square", "{square} is not a square of this board.",
                              square=str(square))
        return coord

    def squares(self) -> list[str]:
        """Every square name, rank by rank from rank 1, files a→ within a rank."""
        return [self.name((f, r)) for r in range(self.ranks) for f in range(self.files)
                if self.exists((f, r))]

    def step(self, square: str, step: Step) -> str | None:
        """The square ``step`` = (files, ranks) away from ``square``, or None off the board."""
        f, r = self.coord(square)
        to = (f + step[0], r + step[1])
        return self.name(to) if self.exists(to) else None

    def neighbours(self, square: str, steps: tuple[Step, ...] = ORTHOGONAL) -> list[str]:
        """The squares one ``step`` away (default the four orthogonal ones; ``ALL_DIRECTIONS``
        for eight, ``KNIGHT_JUMPS`` for a knight), in the order of ``steps``."""
        return [to for step in steps if (to := self.step(square, step)) is not None]

    def ray(self, square: str, step: Step) -> Iterator[str]:
        """The squares from ``square`` (excluded) repeatedly ``step`` away until the board ends
        or a missing square cuts the line."""
        f, r = self.coord(square)
        while self.exists((f := f + step[0], r := r + step[1])):
            yield self.name((f, r))

    def slide(self, square: str, step: Step,
              occupied: Callable[[str], bool]) -> tuple[list[str], str | None]:
        """``(empty squares, first occupied square or None)`` along ``ray(square, step)``: a
        sliding piece may stop on the empty ones and meets the occupied one (capture or block)."""
        empty: list[str] = []
        for to in self.ray(square, step):
            if occupied(to):
                return empty, to
            empty.append(to)
        return empty, None

    def between(self, a: str, b: str) -> list[str] | None:
        """The squares strictly between ``a`` and ``b`` when they share a file, rank or
        diagonal (``[]`` for neighbours), else None (also for ``a == b`` and when a missing
        square cuts the line)."""
        (fa, ra), (fb, rb) = self.coord(a), self.coord(b)
        df, dr = fb - fa, rb - ra
        if (df, dr) == (0, 0) or not (df == 0 or dr == 0 or abs(df) == abs(dr)):
            return None
        step = ((df > 0) - (df < 0), (dr > 0) - (dr < 0))
        line = [(fa + k * step[0], ra + k * step[1]) for k in range(1, max(abs(df), abs(dr)))]
        if not all(self.exists(c) for c in line):
            return None
        return [self.name(c) for c in line]


def _cross_corners() -> frozenset[Coord]:
    """The four 3×3 corners of the 14×14 board (files a–c and l–n on ranks 1–3 and 12–14)."""
    edge = (0, 1, 2, 11, 12, 13)
    return frozenset((f, r) for f in edge for r in edge)


CHESS = Board(8, 8)
SEVEN = Board(7, 7)
CROSS = Board(14, 14, _cross_corners())
