"""Writing a new version's views to a table's phones from one place.

A move makes each phone's stream of views render and send that phone's view. Waking every
stream's own greenlet for it (a queue, a timer, a switch, the WSGI server's write path) cost
about as much as rendering the view. Under ``referee.server`` a stream of views is instead
``Pushed``: the broker tells it of each version (``announce``, no wake-up) and hands the table to
the process's ``Fanout``, whose one worker renders and writes the view of every stream of that
table in turn. A write never waits: what a phone's connection does not take at once waits in the
stream's backlog, and the stream's own greenlet is woken to write it out cooperatively. A view
waiting there is replaced by a newer one, so a phone that reads slowly is sent the newest view,
not each one it missed.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable

from referee.outlet import Outlet

log = logging.getLogger(__name__)


class Pushed:
    """One stream of views whose versions are written by the fan-out (``catch_up``) and whose
    other messages by its own greenlet (``write``, then ``flush``). ``render(version)`` gives
    the view (one line of JSON) or None when the caller lost its place; ``wake()`` wakes the
    stream's greenlet (it then calls ``flush``); ``newest`` is the version already sent."""

    def __init__(self, outlet: Outlet, render: Callable[[int], bytes | None], newest: int,
                 wake: Callable[[], None]) -> None:
        self._outlet = outlet
        self._render = render
        self._wake = wake
        self.newest = newest
        self._due = newest
        self.ended = False
        self.written_at = time.monotonic()
        self._partial = b""  # the rest of a message partly written
        self._waiting: list[tuple[bool, bytes]] = []  # (is a view, framed message), in order
        self._flushing = False
        self._woken = False

    def announce(self, version: int) -> None:
        """Note that the table is at ``version`` now (its view is written by ``catch_up``)."""
        if version > self._due:
            self._due = version

    def catch_up(self) -> None:
        """Render and write the view of the newest version announced, unless sent already;
        never waits for the connection. Ends the stream when the view cannot be rendered."""
        due = self._due
        if self.ended or due <= self.newest:
            return
        view = self._render(due)
        if view is None:
            self.end()
        elif due > self.newest:  # not overtaken while rendering (a database read may yield)
            self.newest = due
            self.write(b"event: view\ndata: " + view + b"\n\n", view=True)

    def write(self, message: bytes, view: bool = False) -> None:
        """Write ``message`` (whole SSE messages) after what waits, without waiting: what the
        connection does not take now waits for ``flush`` (a waiting view is dropped for a newer
        ``view``). A connection that is gone ends the stream."""
        data = self._outlet.frame(message)
        self.written_at = time.monotonic()
        if self._partial or self._waiting or self._flushing:
            if view:
                self._waiting = [kept for kept in self._waiting if not kept[0]]
            self._waiting.append((view, data))
            self.wake()
            return
        try:
            sent = self._outlet.send_now(data)
        except OSError:
            self.end()
            return
        if sent < len(data):
            self._partial = data[sent:]
            self.wake()

    def flush(self) -> None:
        """Write what waits, waiting cooperatively for the connection (the stream's own
        greenlet). Raises OSError when the connection is gone."""
        self._woken = False
        while self._partial or self._waiting:
            if self._partial:
                data, self._partial = self._partial, b""
            else:
                data = self._waiting.pop(0)[1]
            self._flushing = True
            try:
                self._outlet.send(data)
            finally:
                self._flushing = False

    def wake(self) -> None:
        """Wake the stream's greenlet, once until it flushes."""
        if not self._woken:
            self._woken = True
            self._wake()

    def end(self) -> None:
        """End the stream (its greenlet returns when it wakes)."""
        self.ended = True
        self.wake()


class Fanout:
    """The worker of one process that writes announced versions' views: ``wake(code)`` after
    announcing a version to table ``code``'s streams; ``streams_of(code)`` gives them. The
    worker is a thread (a greenlet under gevent), started on the first ``wake``."""

    def __init__(self, streams_of: Callable[[str], Iterable[Pushed]]) -> None:
        self._streams_of = streams_of
        self._codes: dict[str, None] = {}  # tables to catch up, in order, each once
        self._lock = threading.Lock()
        self._ready = threading.Event()
        self._stopping = False
        self._thread: threading.Thread | None = None

    def wake(self, code: str) -> None:
        """Have table ``code``'s streams catch up soon."""
        with self._lock:
            self._codes[code] = None
            if self._thread is None and not self._stopping:
                self._thread = threading.Thread(target=self._run, name="tapete-fanout",
                                                daemon=True)
                self._thread.start()
        self._ready.set()

    def _run(self) -> None:
        while True:
            self._ready.wait()
            self._ready.clear()
            with self._lock:
                codes = list(self._codes)
                self._codes.clear()
            if not codes and self._stopping:
                return
            for code in codes:
                for pushed in self._streams_of(code):
                    try:
                        pushed.catch_up()
                    except Exception:  # one stream's failure must not stop the others'
                        log.exception("a view of table %s could not be sent; its stream ends",
                                      code)
                        pushed.end()

    def close(self) -> None:
        """Stop the worker once what is announced is written."""
        with self._lock:
            self._stopping = True
            thread = self._thread
        self._ready.set()
        if thread is not None:
            thread.join(timeout=3)
