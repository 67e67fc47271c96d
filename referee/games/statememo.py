"""Values computed from a game state once and kept for its later readers.

A state is never modified once made (``referee.games.base.apply``), so the state object names
whatever is computed from it alone. Each entry holds its state, so the object's id is not
reused by another state while the entry is kept; the oldest entries go first.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

from referee.games.base import State

T = TypeVar("T")


class PerState(Generic[T]):
    """One computation's value per state, kept for the ``size`` states used last. Each
    computation has its own ``PerState``."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._kept: OrderedDict[int, tuple[State, T]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, state: State, compute: Callable[[State], T]) -> T:
        """``compute(state)``, computed on the state's first call (it must depend on the
        state alone: a state belongs to one game, whose computation is always the same), then
        kept."""
        key = id(state)
        with self._lock:
            kept = self._kept.get(key)
            if kept is not None and kept[0] is state:
                self._kept.move_to_end(key)
                return kept[1]
        value = compute(state)
        with self._lock:
            self._kept[key] = (state, value)
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)
        return value
