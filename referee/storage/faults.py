"""Why the database cannot be written, in words, and a log that says it once.

A driver's message alone is often vague: SQLite answers "disk I/O error" both for a file system
remounted read-only and for a file made immutable. ``describe_failure`` adds what the operating
system says about the SQLite file, its WAL and its folder (``Read-only file system``, ``No space
left``, ``Operation not permitted``), so the log line names the cause an operator can act on.
``FailureLog`` writes that line once, then at most once a minute while the same failure goes on
(a room of phones retrying would otherwise write a line per request).
"""

from __future__ import annotations

import logging
import os
import threading
import time

from sqlalchemy.engine import URL

from referee.storage.database import failure_reason

#: Seconds during which a failure logged already is counted, not logged again.
REPEAT_SECONDS = 60.0


def _file_problem(path: str) -> str | None:
    """What stops ``path`` (an existing file) from being opened for writing, or None."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_APPEND))
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"{path}: {exc.strerror or exc}"
    return None


def _folder_problem(folder: str) -> str | None:
    """What stops files in ``folder`` from being written or growing, or None."""
    if not hasattr(os, "statvfs"):  # not a POSIX system: the driver's message must do
        return None
    try:
        space = os.statvfs(folder)
    except OSError as exc:
        return f"{folder}: {exc.strerror or exc}"
    if space.f_flag & os.ST_RDONLY:
        return f"{folder}: Read-only file system"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"{folder}: not writable"
    free = space.f_bfree if os.geteuid() == 0 else space.f_bavail  # root may use the reserve
    if free == 0:
        return f"{folder}: No space left on device"
    return None


def sqlite_file_problem(path: str) -> str | None:
    """What the operating system says stops the SQLite database ``path`` (its file, WAL and
    folder) from being written, or None when nothing does (then the cause is elsewhere)."""
    for candidate in (path, f"{path}-wal", f"{path}-shm"):
        problem = _file_problem(candidate)
        if problem:
            return problem
    return _folder_problem(os.path.dirname(os.path.abspath(path)) or ".")


def describe_failure(exc: BaseException, url: URL) -> str:
    """The driver's message for ``exc`` (``failure_reason``) and, on a SQLite file, what stops
    its files from being written (``sqlite_file_problem``), e.g. ``disk I/O error
    (/srv/tapete/tapete.db-wal: Read-only file system)``."""
    reason = failure_reason(exc)
    database = url.database or ""
    if url.get_backend_name() != "sqlite" or database in ("", ":memory:") or \
            url.query.get("uri"):
        return reason
    problem = sqlite_file_problem(database)
    return f"{reason} ({problem})" if problem else reason


class FailureLog:
    """Logs each storage failure on ``logger`` once, then at most once every ``repeat``
    seconds while it goes on, with the count of failures meanwhile."""

    def __init__(self, logger: logging.Logger, repeat: float = REPEAT_SECONDS) -> None:
        self.logger = logger
        self.repeat = repeat
        self._lock = threading.Lock()
        self._last: dict[str, tuple[float, int]] = {}

    def failed(self, where: str, cause: str) -> None:
        """Note one failure of ``where`` (a request, ``POST /api/tables``, or a background
        task) for ``cause``."""
        now = time.monotonic()
        with self._lock:
            logged, since = self._last.get(cause, (-self.repeat, 0))
            if now - logged < self.repeat:
                self._last[cause] = (logged, since + 1)
                return
            self._last[cause] = (now, 0)
        more = f"; {since} more since the last line" if since else ""
        self.logger.error("%s failed: %s: the database cannot be written or read (logged at "
                          "most once a minute while it lasts%s)", where, cause, more)
