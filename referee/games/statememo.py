"""Values computed from an object that is never modified once made, kept for its later readers.

A game state is never modified once made (``referee.games.base.apply``), nor is a table's
record (``referee.storage.repository.TableRecord``, one per version), so the object itself names
whatever is computed from it alone. Each entry holds its object, so the object's id is not
reused by another while the entry is kept; the oldest entries go first.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
T = TypeVar("T")


class PerObject(Generic[K, T]):
    """One computation's value per object, kept for the ``size`` objects used last. Each
    computation has its own ``PerObject``."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._kept: OrderedDict[int, tuple[K, T]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K, compute: Callable[[K], T]) -> T:
        """``compute(key)``, computed on the object's first call (it must depend on the
        object alone: the computation is always the same), then kept."""
        ident = id(key)
        with self._lock:
            kept = self._kept.get(ident)
            if kept is not None and kept[0] is key:
                self._kept.move_to_end(ident)
                return kept[1]
        value = compute(key)
        with self._lock:
            self._kept[ident] = (key, value)
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)
        return value
