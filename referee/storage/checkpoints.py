"""WAL checkpoints of the SQLite database beside the commits, not inside one.

In WAL mode a commit appends its pages to the write-ahead log; a checkpoint copies them back
into the database file and flushes that file to disk. By default the commit that finds 1,000
pages in the log runs the checkpoint itself, before it returns; the group commit
(``referee.storage.commits``) waits for that commit, so every table's next move waited with it,
every second or two under load (the benchmark's moves write about 2,000 pages a second flat out).

Under ``tapete-referee serve`` a ``Checkpointer`` runs a passive checkpoint every
``CHECKPOINT_SECONDS`` instead (``referee.storage.database.Storage.checkpoint``: it waits for no
reader or writer, and commits go on appending meanwhile), and a commit checkpoints only once the log
holds ``BACKSTOP_PAGES``. Under a steady flat-out load a passive round rarely finds the log still,
so the log is reused from its start only after the backstop's checkpoint, which then has little left
to copy: the log file may reach ``BACKSTOP_PAGES`` (about 120 MB) and keeps that size. A round every
ten seconds rather than every second: each round's flush of the database file delays the commits
that wait for the disk meanwhile, so fewer, larger rounds delay fewer moves. SQLite's documentation
names this use (automatic checkpoints off, run from a separate thread).

Measured (``bench/referee_bench.py --under-load``, one 2-core machine, 2026-11-28): the fan-out's
p99 while 100 tables play flat out was 75–81 ms in five runs with the commits' own
checkpoints, and 39–68 ms in four runs with a ``Checkpointer`` (every 1 s or 10 s). At rest
the p99 swung as much with as without it (4.4–116 ms against 4.9–15 ms): no gain is claimed
there.
"""

from __future__ import annotations

import logging
import threading

from sqlalchemy.exc import SQLAlchemyError

from referee.storage.database import Storage
from referee.storage.faults import FailureLog, describe_failure

log = logging.getLogger(__name__)

#: Seconds between two checkpoints.
CHECKPOINT_SECONDS = 10.0
#: WAL pages (4 KiB each by default) at which a commit checkpoints itself after all: more than
#: ten seconds of the benchmark's moves flat out write.
BACKSTOP_PAGES = 30_000


class Checkpointer:
    """Checkpoints ``storage`` (SQLite) every ``interval`` seconds from ``start`` to ``stop``;
    a failing checkpoint is tried again at the next round, and logged with its cause once a
    minute at most (``referee.storage.faults``)."""

    def __init__(self, storage: Storage, interval: float = CHECKPOINT_SECONDS) -> None:
        self.storage = storage
        self.interval = interval
        self._stopping = threading.Event()
        self._failures = FailureLog(log)
        self._thread = threading.Thread(target=self._run, name="tapete-checkpoints",
                                        daemon=True)

    def start(self) -> None:
        """Raise the commits' own threshold to ``BACKSTOP_PAGES`` (the pooled connections are
        closed, so every connection opens with it) and start checkpointing. Call it before
        the server takes requests."""
        self.storage.wal_autocheckpoint = BACKSTOP_PAGES
        self.storage.dispose()
        self._thread.start()

    def _run(self) -> None:
        while not self._stopping.wait(self.interval):
            try:
                self.storage.checkpoint()
            except SQLAlchemyError as exc:  # tried again at the next round
                self._failures.failed("WAL checkpoint",
                                      describe_failure(exc, self.storage.url))

    def stop(self) -> None:
        """Stop checkpointing (waits for a checkpoint in progress)."""
        self._stopping.set()
        if self._thread.is_alive():
            self._thread.join(timeout=5)
