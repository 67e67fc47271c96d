"""Writing a new version's views to a table's phones from one place.

A move makes each phone's stream of views render and send that phone's view. Waking every
stream's own greenlet for it (a queue, a timer, a switch, the WSGI server's write path) cost
about as much as rendering the view. Under ``referee.serve.server`` a stream of views is instead
``Pushed``: when a version is delivered (``referee.live.broker.Broker.deliver``), the greenlet that
delivers it (the move's own, before the move is answered, or the Redis subscriber's for
another process's move) renders and writes the view of every pushed stream of the table in turn
(``push_views``). A write never waits: what a phone's connection does not take at once waits in
the stream's backlog, and the stream's own greenlet is woken to write it out cooperatively. A
view waiting there is replaced by a newer one, so a phone that reads slowly is sent the newest
view, not each one it missed.

Writing the views before the move's answer also paces each table as boardgame.io's server
does: a phone sends its next move once the last one is answered, and by then every phone of
the table has been sent its view, so views never pile up behind a busy table's moves.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable

from referee.live.outlet import Outlet

log = logging.getLogger(__name__)


class Pushed:
    """One stream of views whose versions are written by the fan-out (``catch_up``) and whose
    other messages by its own greenlet (``write``, then ``flush``). ``render(version)`` gives
    the view (one line of JSON) or None when the caller lost its place; ``wake()`` wakes the
    stream's greenlet (it then calls ``flush``); ``wrote()`` is told of every write (the
    stream's keepalive timing, ``referee.live.keepalive``); ``newest`` is the version already
    sent."""

    def __init__(self, outlet: Outlet, render: Callable[[int], bytes | None], newest: int,
                 wake: Callable[[], None], wrote: Callable[[], None]) -> None:
        self._outlet = outlet
        self._render = render
        self._wake = wake
        self._wrote = wrote
        self.newest = newest
        self._due = newest
        self.ended = False
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
        self._wrote()
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


def push_views(code: str, version: int, streams: Iterable[Pushed]) -> None:
    """Write table ``code``'s ``version`` to each of its pushed ``streams``, one after the
    other, never waiting for a phone; one stream's failure is logged, ends that stream and
    stops no other (the version is committed: nothing may undo it)."""
    for pushed in streams:
        pushed.announce(version)
        try:
            pushed.catch_up()
        except Exception:
            log.exception("a view of table %s could not be sent; its stream ends", code)
            pushed.end()
