"""When each table last moved: it orders the group commit's queue, so a quiet table's move never
waits behind the moves of tables that play flat out (a script, a bot, a stress test).

A move's place is the time its table moved before (0.0 if it never did, or not within
``FORGET_SECONDS``); ``referee.storage.commits`` commits the queued moves of the smallest places
first. A table that moved seconds ago thus goes before a hundred tables that moved a moment ago, and
those take their turns round-robin. Before, moves were committed in the order they queued, and with
100 tables moving flat out a human table's move waited for all of theirs: about a fifth of a second
on two cores (docs/architecture.md, "Moves under load").

The wait that is left is the batch being committed when a quiet move arrives. While quiet
tables move (a move came ``QUIET_SECONDS`` or more after its table's previous one, within the
last ``QUIET_WINDOW_SECONDS``), a batch holds at most ``QUIET_BATCH`` moves, so that flush is
short; when only busy tables move, batches of up to ``referee.storage.commits.MAX_BATCH`` share each
disk flush among more moves.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable

from referee.storage.commits import MAX_BATCH

#: A table that has not moved for this long counts as never having moved (it is forgotten).
FORGET_SECONDS = 60.0
#: A move is quiet when its table had not moved for this long before it (or never).
QUIET_SECONDS = 0.5
#: The longest batch of the group commit while quiet tables move, and for how long after the
#: last quiet move.
QUIET_BATCH = 8
QUIET_WINDOW_SECONDS = 1.0


class Activity:
    """The recent moves of a process's tables, timed in seconds by ``clock``.
    Thread-safe (greenlet-safe under gevent's patching)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._guard = threading.Lock()
        self._moved: OrderedDict[str, float] = OrderedDict()  # code -> time, oldest first
        self._quiet_at = float("-inf")  # when the last quiet move came

    def place(self, code: str) -> float:
        """Note a move of table ``code`` now; its place in the commit queue: when the table
        moved before (0.0: never, or over ``FORGET_SECONDS`` ago)."""
        now = self._clock()
        with self._guard:
            before = self._moved.pop(code, 0.0)
            self._moved[code] = now
            if now - before >= QUIET_SECONDS:
                self._quiet_at = now
            while now - next(iter(self._moved.values())) >= FORGET_SECONDS:
                self._moved.popitem(last=False)
        return before

    def batch_limit(self) -> int:
        """The most moves one group commit should hold now: ``QUIET_BATCH`` while quiet tables
        move, else ``MAX_BATCH``."""
        if self._clock() - self._quiet_at < QUIET_WINDOW_SECONDS:
            return QUIET_BATCH
        return MAX_BATCH

    def __len__(self) -> int:
        """How many tables are remembered (moved within ``FORGET_SECONDS``)."""
        with self._guard:
            return len(self._moved)
