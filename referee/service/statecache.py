"""The table service's memory of its tables: each table's record and game state at one version,
so a move or a view at the current version needs no replay (``referee.service.tables``).

The tables are kept within a memory budget (``STATE_CACHE_MB``, ``referee.config``), not a
number of tables: a convention hall's 1,250 tables must all stay, and a fixed count of 1,024 made
every move of such a hall miss, reload its table and replay it. Each entry's size is estimated
from its state's JSON length (``estimate_bytes``, again every ``RESIZE_EVERY`` versions); beyond
the budget the least recently used tables are dropped first. A dropped table is read again from
its latest snapshot and the moves logged after it.

An entry never goes back to an older version, and a newer record without a state keeps nothing
stale: a state is only kept with the record of its own version.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

import orjson

from referee.games.base import State
from referee.storage.repository import TableRecord

#: Bytes of Python objects per byte of a state's JSON: measured 5.3 to 10 on the setup states of
#: every game (dicts, lists, strings and numbers built by ``orjson.loads``), 7 in the median;
#: tests/referee/test_state_cache.py checks the estimate against the objects' own sizes.
OBJECT_BYTES_PER_JSON_BYTE = 8
#: Bytes of a record without its seats, and per seat (its ``SeatRecord`` with three strings).
RECORD_BYTES = 2_500
SEAT_BYTES = 600
#: A table's size is estimated again every this many versions (a move changes its state's size
#: by little, and the estimate costs an encoding of the state), and whenever its seats change.
RESIZE_EVERY = 16


def estimate_bytes(record: TableRecord, state: State | None) -> int:
    """About how many bytes ``record`` and ``state`` take in memory."""
    size = RECORD_BYTES + SEAT_BYTES * len(record.seats)
    if state is not None:
        size += OBJECT_BYTES_PER_JSON_BYTE * len(
            orjson.dumps(state, option=orjson.OPT_NON_STR_KEYS))
    return size


@dataclass(frozen=True)
class Loaded:
    """A table's record and, once started and replayed, its state at ``record.version``.

    ``behind`` is True when the stored snapshots are ``snapshot_every`` or more moves behind this
    state (none was usable when it was replayed), so the next move stores one; ``size`` is its
    ``estimate_bytes``."""

    record: TableRecord
    state: State | None
    behind: bool = False
    size: int = 0


class StateCache:
    """Thread-safe least-recently-used map of table code -> Loaded, within ``budget`` bytes."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self._lock = threading.Lock()
        self._tables: OrderedDict[str, Loaded] = OrderedDict()
        self._bytes = 0

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

    def remember(self, record: TableRecord, state: State | None, behind: bool = False) -> None:
        """Keep ``record`` and ``state`` (None: unknown; a state kept for the same version
        stays, with its ``behind``) unless a newer version is kept already; then drop the least
        recently used tables while over the budget (never this one)."""
        with self._lock:
            known = self._tables.get(record.code)
            if known is not None and known.record.version > record.version:
                return
            if known is not None and known.record.version == record.version and (
                    state is None or state is known.state):
                state, behind = known.state, known.behind
            size = (known.size if known is not None and record.seats is known.record.seats
                    and (state is known.state or (
                        state is not None and known.state is not None
                        and record.version % RESIZE_EVERY)) else estimate_bytes(record, state))
            self._bytes += size - (known.size if known is not None else 0)
            self._tables[record.code] = Loaded(record, state, behind, size)
            self._tables.move_to_end(record.code)
            while self._bytes > self.budget and len(self._tables) > 1:
                _code, dropped = self._tables.popitem(last=False)
                self._bytes -= dropped.size

    def forget(self, code: str) -> None:
        """Drop table ``code``."""
        with self._lock:
            dropped = self._tables.pop(code, None)
            if dropped is not None:
                self._bytes -= dropped.size

    def clear(self) -> None:
        """Drop every table."""
        with self._lock:
            self._tables.clear()
            self._bytes = 0

    def __len__(self) -> int:
        """How many tables are kept."""
        with self._lock:
            return len(self._tables)

    @property
    def size(self) -> int:
        """The estimated bytes of every table kept."""
        with self._lock:
            return self._bytes
