"""How many event streams the server holds open: a total cap and a cap per client address.

Each open stream holds a socket (a file descriptor) for as long as the phone stays on the table
page. Without a cap, one client opening a thousand streams used up the process's descriptors
and every other phone's page load then timed out. ``StreamGate.enter`` refuses a stream beyond
either cap with ``StreamsBusy`` (503 and ``Retry-After``); the page then polls its view until a
later attempt gets a stream (``assets/static/js/live.js``). ``HeldStream`` gives the place back
when the stream ends, whatever ends it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

from referee.errors import ApiError, _

RETRY_AFTER_SECONDS = 10


class StreamsBusy(ApiError):
    """503 ``too_many_streams``: no more event streams now; retry after ``retry_after``
    seconds (the answer's ``Retry-After`` header) and poll the view meanwhile."""

    def __init__(self) -> None:
        super().__init__("too_many_streams",
                         _("The server holds too many live connections; this phone will "
                           "check for changes every few seconds instead."))
        self.retry_after = RETRY_AFTER_SECONDS
        self.close_connection = True


class StreamGate:
    """Counts the open event streams of this process, in total and by client address."""

    def __init__(self, total: int, per_address: int) -> None:
        self.total = total
        self.per_address = per_address
        self._lock = threading.Lock()
        self._open: dict[str, int] = {}
        self._count = 0

    def enter(self, address: str) -> Callable[[], None]:
        """Take a place for a stream from ``address``; returns the function that gives it back
        (safe to call twice). Raises StreamsBusy when a cap is reached."""
        with self._lock:
            mine = self._open.get(address, 0)
            if self._count >= self.total or mine >= self.per_address:
                raise StreamsBusy()
            self._open[address] = mine + 1
            self._count += 1
        left = threading.Event()

        def leave() -> None:
            with self._lock:
                if left.is_set():
                    return
                left.set()
                self._count -= 1
                remaining = self._open[address] - 1
                if remaining:
                    self._open[address] = remaining
                else:
                    del self._open[address]

        return leave

    def open_streams(self, address: str | None = None) -> int:
        """How many streams are open (from ``address``, or in all)."""
        with self._lock:
            return self._count if address is None else self._open.get(address, 0)


class HeldStream:
    """A stream's bytes (an iterator) that calls ``release`` once when the server closes it,
    also when the client left before its first byte (a generator that never started would
    not run its ``finally``)."""

    def __init__(self, chunks: Iterator[bytes], release: Callable[[], None]) -> None:
        self._chunks = chunks
        self._release = release

    def __iter__(self) -> HeldStream:
        return self

    def __next__(self) -> bytes:
        return next(self._chunks)

    def close(self) -> None:
        """End the stream and give its place back."""
        try:
            close = getattr(self._chunks, "close", None)
            if close is not None:
                close()
        finally:
            self._release()
