"""One lock per table, so that a process applies one change at a time to each table and a
change never waits for another table's lock (``referee.service.tables``; the changes of all tables
still share the group commit and the database's write lock).

A table's lock exists while someone holds it or waits for it, and is dropped after: memory
stays proportional to the tables being changed, not to every table ever served. (Locks shared
by several tables, by a hash of the code, made a paced table wait behind a busy table that
happened to share its lock: seconds, under load, when that table's next move took the freed
lock first.)
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass


@dataclass
class _Entry:
    lock: threading.Lock  # made when used: gevent's under its patching, whenever imported
    users: int = 0


class TableLocks:
    """Thread-safe (and greenlet-safe under gevent's patching) locks by table code."""

    def __init__(self) -> None:
        self._guard = threading.Lock()
        self._entries: dict[str, _Entry] = {}

    @contextmanager
    def hold(self, code: str) -> Iterator[None]:
        """Hold table ``code``'s lock for the ``with`` block, waiting while another holder
        has it; holders of other tables' locks are never waited for."""
        with self._guard:
            entry = self._entries.get(code)
            if entry is None:
                entry = self._entries[code] = _Entry(threading.Lock())
            entry.users += 1
        try:
            with entry.lock:
                yield
        finally:
            with self._guard:
                entry.users -= 1
                if entry.users == 0:
                    del self._entries[code]

    def __len__(self) -> int:
        """How many tables have a lock now (held or waited for)."""
        with self._guard:
            return len(self._entries)
