"""Group commit: writes that arrive together share one transaction, so one disk flush.

A move is acknowledged only once the transaction holding it has committed, and on SQLite a
commit waits for the disk (``synchronous=FULL``, ``referee.storage.database``). One flush per move
would cap a process at a few hundred moves per second on an ordinary disk; with group commit, the
moves of many tables that come in while one flush runs are written together and flushed once.

``GroupCommit.run(work, place)`` queues ``work`` (a function of a Connection) and returns its
result once committed. A caller that finds no commit running becomes the leader: it lets the
callers that are ready run up to their own ``run`` (one yield), takes the queued jobs of the
smallest places (at most ``batch_limit()``), runs them one after the other in one write
transaction and commits; then it calls the first job still queued to lead the next batch. The
jobs it committed return without touching the leader's lock again. A move's place is when its
table moved before (``referee.storage.activity``), so a quiet table's move goes in the next batch
even while a hundred busy tables' moves are queued, and a short limit keeps the batch it waits
for short.

A job may refuse by raising one of ``clean`` (exceptions raised before it wrote anything, such
as ``referee.storage.repository.MoveNotLogged``): its caller gets that exception and the others
still commit. An ``isolated`` job runs inside a savepoint, so whatever it raises undoes its own
writes alone and goes to its caller alone (the lobby's changes: a join refused after a check, a
table code already taken); it costs two statements more, so moves are not isolated. Any other
exception, or a failed commit, rolls the whole batch back and every job of it gets that error:
nothing of the batch is acknowledged.

Moves are not the only writes that arrive together: a hall's phones join their tables by the
thousand, and a commit per join waited for the disk one join after the other (about 6 ms each
on the benchmark's machine, so 10,000 joins took a minute); through the group commit the joins
that arrive together share a flush.
"""

from __future__ import annotations

import heapq
import itertools
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from sqlalchemy import Connection

from referee.storage.database import Storage

T = TypeVar("T")
#: The jobs of one batch at most, by default (a longer batch made queued moves wait longer
#: and measured no more moves per second, ``bench/referee_bench.py``).
MAX_BATCH = 32


@dataclass
class _Job(Generic[T]):
    work: Callable[[Connection], T]
    woken: threading.Event  # set once done, or to lead the next batch
    isolated: bool = False
    result: T | None = None
    error: BaseException | None = None
    done: bool = False


class _Refused(Exception):
    """An isolated job's ``error``, its writes undone."""

    def __init__(self, error: Exception) -> None:
        super().__init__(str(error))
        self.error = error


class GroupCommit:
    """The write jobs of one process on ``storage``, committed in batches."""

    def __init__(self, storage: Storage, clean: tuple[type[Exception], ...],
                 batch_limit: Callable[[], int] = lambda: MAX_BATCH) -> None:
        self.storage = storage
        self.clean = clean
        self.batch_limit = batch_limit
        self._queue: list[tuple[tuple[float, int], _Job[Any]]] = []  # a heap by place
        self._order = itertools.count()
        self._queue_lock = threading.Lock()
        self._leader = threading.Lock()

    def run(self, work: Callable[[Connection], T], place: float = 0.0,
            isolated: bool = False) -> T:
        """Run ``work(conn)`` in a write transaction shared with the jobs queued meanwhile,
        those of smaller ``place`` first (equal places in the order queued); return its result
        once the transaction has committed. ``isolated``: inside a savepoint (module
        docstring). Raises what ``work`` raised (its statements rolled back) or the error of
        the commit (nothing of the batch kept)."""
        job: _Job[T] = _Job(work, threading.Event(), isolated)
        with self._queue_lock:  # equal places: in the order queued
            heapq.heappush(self._queue, ((place, next(self._order)), job))
        while True:
            job.woken.clear()
            if job.done:  # checked after clearing: a later "done" sets ``woken`` again
                break
            if self._leader.acquire(blocking=False):
                try:
                    if not job.done:
                        time.sleep(0)  # let the requests that are ready queue their jobs too
                        limit = self.batch_limit()
                        with self._queue_lock:
                            batch = [heapq.heappop(self._queue)[1]
                                     for _ in range(min(limit, len(self._queue)))]
                        self._commit(batch)
                finally:
                    self._leader.release()
                    self._wake_next()
            else:
                job.woken.wait()  # done by another leader, or called to lead the next batch
        if job.error is not None:
            raise job.error
        return job.result  # type: ignore[return-value]

    def _wake_next(self) -> None:
        """Call the first queued job to lead the next batch (after the leader let go)."""
        with self._queue_lock:
            if self._queue:
                self._queue[0][1].woken.set()

    @staticmethod
    def _run_job(conn: Connection, job: _Job[T]) -> T:
        """``job.work(conn)``; an isolated job's error raised as ``_Refused`` once its
        savepoint is rolled back (a failing rollback raises its own error: the batch fails)."""
        if not job.isolated:
            return job.work(conn)
        savepoint = conn.begin_nested()
        try:
            result = job.work(conn)
        except Exception as exc:
            savepoint.rollback()
            raise _Refused(exc) from exc
        savepoint.commit()
        return result

    def _commit(self, batch: list[_Job[Any]]) -> None:
        try:
            with self.storage.write() as conn:
                for job in batch:
                    try:
                        job.result = self._run_job(conn, job)
                    except _Refused as refused:  # its own writes undone: only this job
                        job.error = refused.error
                    except self.clean as exc:  # refused before writing: only this job
                        job.error = exc
                self.storage.flush(conn)
        except Exception as exc:  # rolled back: no job of the batch is acknowledged
            for job in batch:
                if job.error is None or isinstance(job.error, self.clean) or job.isolated:
                    job.error, job.result = exc, None
        finally:
            for job in batch:
                job.done = True
                job.woken.set()
