"""The winning lines the SoloDrez hint has found, kept so that a player who follows the hint
never waits for a new search (docs/rules-decisions.md#solodrez, "The hint").

Each kept shape points to the next shape of a winning line. Keeping a new line re-points its
shapes: every shape's pointers still lead to a won shape (a shape not on the new line leads
either to its old end or onto the new line, and on to its end), so following them never goes
round in circles. The oldest pointers are dropped beyond ``size``; a line missing a pointer is
simply not found, and the hint searches again.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Collection, Sequence

from referee.games.solodrez.shapes import Shape, is_won


class Plans:
    """Winning lines by shape, at most ``size`` pointers, safe to share between threads."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._next: OrderedDict[Shape, Shape] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._next)

    def keep(self, root: Shape, line: Sequence[Shape]) -> None:
        """Keep the winning ``line`` (the shapes after ``root``, the last one won)."""
        with self._lock:
            for here, after in zip((root, *line[:-1]), line, strict=True):
                self._next[here] = after
                self._next.move_to_end(here)
            while len(self._next) > self._size:
                self._next.popitem(last=False)

    def line(self, root: Shape, excluded: Collection[Shape]) -> tuple[Shape, ...] | None:
        """The kept winning line from ``root`` (the shapes after it), or None when there is
        none, a pointer is missing or the line meets a shape of ``excluded``."""
        line: list[Shape] = []
        here = root
        with self._lock:
            while not is_won(here):
                after = self._next.get(here)
                if after is None or after in excluded or len(line) > len(self._next):
                    return None
                line.append(after)
                here = after
        return tuple(line)
