"""The table service's memory of recently used tables: each table's record and game state at
one version, so a move or a view at the current version needs no replay
(``referee.service.tables``).

At most ``size`` tables are kept, the least recently used dropped first. An entry never goes
back to an older version, and a newer record without a state keeps nothing stale: a state is
only kept with the record of its own version.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from referee.games.base import State
from referee.storage.repository import TableRecord


@dataclass(frozen=True)
class Loaded:
    """A table's record and, once started and replayed, its state at ``record.version``."""

    record: TableRecord
    state: State | None


class StateCache:
    """Thread-safe least-recently-used map of table code -> Loaded."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._lock = threading.Lock()
        self._tables: OrderedDict[str, Loaded] = OrderedDict()

    def at(self, code: str, version: int) -> Loaded | None:
        """What is kept of table ``code`` at exactly ``version``, or None."""
        with self._lock:
            loaded = self._tables.get(code)
            if loaded is None or loaded.record.version != version:
                return None
            self._tables.move_to_end(code)
            return loaded

    def latest(self, code: str) -> Loaded | None:
        """What is kept of table ``code`` at whatever version, or None."""
        with self._lock:
            return self._tables.get(code)

    def remember(self, record: TableRecord, state: State | None) -> None:
        """Keep ``record`` and ``state`` (None: unknown; a state kept for the same version
        stays) unless a newer version is kept already."""
        with self._lock:
            known = self._tables.get(record.code)
            if known is not None and known.record.version > record.version:
                return
            if known is not None and known.record.version == record.version and state is None:
                state = known.state
            self._tables[record.code] = Loaded(record, state)
            self._tables.move_to_end(record.code)
            while len(self._tables) > self.size:
                self._tables.popitem(last=False)

    def forget(self, code: str) -> None:
        """Drop table ``code``."""
        with self._lock:
            self._tables.pop(code, None)

    def clear(self) -> None:
        """Drop every table."""
        with self._lock:
            self._tables.clear()
