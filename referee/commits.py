"""Group commit: writes that arrive together share one transaction, so one disk flush.

A move is acknowledged only once the transaction holding it has committed, and on SQLite a
commit waits for the disk (``synchronous=FULL``, ``referee.storage``). One flush per move would
cap a process at a few hundred moves per second on an ordinary disk; with group commit, the
moves of many tables that come in while one flush runs are written together and flushed once.

``GroupCommit.run(work)`` queues ``work`` (a function of a Connection) and returns its result
once committed. The first caller to find no commit running becomes the leader: it lets the
callers that are ready run up to their own ``run`` (one yield), takes every queued job (at most
``max_batch``), runs them one after the other in one write transaction and commits. A job may
refuse by raising one of ``clean`` (exceptions raised before it wrote anything, such as
``referee.repository.MoveNotLogged``): its caller gets that exception and the others still
commit. Any other exception, or a failed commit, rolls the whole batch back and every job of
it gets that error: nothing of the batch is acknowledged.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from sqlalchemy import Connection

from referee.storage import Storage

T = TypeVar("T")
MAX_BATCH = 128


@dataclass
class _Job(Generic[T]):
    work: Callable[[Connection], T]
    result: T | None = None
    error: BaseException | None = None
    done: bool = False


class GroupCommit:
    """The write jobs of one process on ``storage``, committed in batches."""

    def __init__(self, storage: Storage, clean: tuple[type[Exception], ...],
                 max_batch: int = MAX_BATCH) -> None:
        self.storage = storage
        self.clean = clean
        self.max_batch = max_batch
        self._queue: list[_Job[Any]] = []
        self._queue_lock = threading.Lock()
        self._leader = threading.Lock()

    def run(self, work: Callable[[Connection], T]) -> T:
        """Run ``work(conn)`` in a write transaction shared with the jobs queued meanwhile;
        return its result once the transaction has committed. Raises what ``work`` raised
        (its statements rolled back) or the error of the commit (nothing of the batch kept)."""
        job: _Job[T] = _Job(work)
        with self._queue_lock:
            self._queue.append(job)
        while not job.done:
            with self._leader:
                if job.done:
                    break
                time.sleep(0)  # let the requests that are ready queue their jobs too
                with self._queue_lock:
                    batch = self._queue[:self.max_batch]
                    del self._queue[:self.max_batch]
                self._commit(batch)
        if job.error is not None:
            raise job.error
        return job.result  # type: ignore[return-value]

    def _commit(self, batch: list[_Job[Any]]) -> None:
        try:
            with self.storage.write() as conn:
                for job in batch:
                    try:
                        job.result = job.work(conn)
                    except self.clean as exc:  # refused before writing: only this job
                        job.error = exc
                self.storage.flush(conn)
        except Exception as exc:  # rolled back: no job of the batch is acknowledged
            for job in batch:
                if job.error is None or isinstance(job.error, self.clean):
                    job.error, job.result = exc, None
        finally:
            for job in batch:
                job.done = True
