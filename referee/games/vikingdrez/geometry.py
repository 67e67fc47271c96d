"""Squares of the 7×7 board and straight lines between them (temporary: until the shared kit)."""

from __future__ import annotations

FILES = "abcdefg"
SIZE = 7
DIRECTIONS: tuple[tuple[int, int], ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
SQUARES: tuple[str, ...] = tuple(f"{f}{r}" for r in range(1, SIZE + 1) for f in FILES)
_SET = frozenset(SQUARES)


def is_square(name: object) -> bool:
    return isinstance(name, str) and name in _SET


def _xy(square: str) -> tuple[int, int]:
    return FILES.index(square[0]), int(square[1:]) - 1


def _name(x: int, y: int) -> str | None:
    return f"{FILES[x]}{y + 1}" if 0 <= x < SIZE and 0 <= y < SIZE else None


def step(square: str, direction: tuple[int, int]) -> str | None:
    x, y = _xy(square)
    return _name(x + direction[0], y + direction[1])


def ray(square: str, direction: tuple[int, int]) -> list[str]:
    out, here = [], step(square, direction)
    while here is not None:
        out.append(here)
        here = step(here, direction)
    return out


def between(start: str, end: str) -> list[str] | None:
    (x0, y0), (x1, y1) = _xy(start), _xy(end)
    if start == end or (x0 != x1 and y0 != y1):
        return None
    direction = ((x1 > x0) - (x1 < x0), (y1 > y0) - (y1 < y0))
    line = ray(start, direction)
    return line[:line.index(end)]


def neighbours(square: str) -> list[str]:
    return [n for d in DIRECTIONS if (n := step(square, d)) is not None]
