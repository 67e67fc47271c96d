"""Keepalive comments for every open event stream of a process, from one sweeper.

An event stream that says nothing for ``KEEPALIVE_SECONDS`` sends ``: keepalive`` so proxies
and phones keep the connection. Each stream used to wait for its next event with that timeout:
with a hall's 10,000 open streams that is 10,000 timers, each made anew every time its stream
woke, and their objects were most of what the garbage collector walked at every collection.
Now a stream waits for its next event with no timeout, and one ``Keepalives`` per process,
which knows when each stream last wrote, queues a ``KEEPALIVE`` event to those silent for the
interval. Streams are kept oldest write first, so a sweep looks at the streams that are due
and one more: its cost grows with the keepalives it sends, not with the streams open.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Protocol

#: The event a silent stream is sent (no published event has this name).
KEEPALIVE = ("keepalive", "")
#: Sweeps per keepalive interval: a keepalive goes out between one interval and
#: ``1 + 1/SWEEPS`` intervals after a stream's last write.
SWEEPS = 4


class Listener(Protocol):
    """What a sweep wakes: a stream's queue of events."""

    def put(self, event: tuple[str, str]) -> None: ...


class Keepalives:
    """When each open stream last wrote, and the sweeper that sends the silent ones
    ``KEEPALIVE`` (``seconds`` of silence; ``clock`` in seconds, ``time.monotonic``).

    ``watch`` a listener when its stream opens, ``wrote`` after each of its writes, ``forget``
    when it ends. The sweeper (a daemon thread, a greenlet under gevent) starts with the first
    ``watch`` and stops at ``close``; without ``sweeper`` none starts and ``sweep`` is called
    by hand. Thread-safe."""

    def __init__(self, seconds: float, clock: Callable[[], float] = time.monotonic,
                 sweeper: bool = True) -> None:
        self.seconds = seconds
        self._clock = clock
        self._run_sweeper = sweeper
        self._lock = threading.Lock()
        #: Listener -> its last write (or keepalive), oldest first.
        self._written: OrderedDict[Listener, float] = OrderedDict()
        self._stopping = threading.Event()
        self._sweeper: threading.Thread | None = None

    def watch(self, listener: Listener) -> None:
        """Count ``listener``'s silence from now; starts the sweeper if it is not running."""
        with self._lock:
            self._written[listener] = self._clock()
            if self._sweeper is None and self._run_sweeper and not self._stopping.is_set():
                self._sweeper = threading.Thread(target=self._run, name="tapete-keepalive",
                                                 daemon=True)
                self._sweeper.start()

    def wrote(self, listener: Listener) -> None:
        """``listener``'s stream wrote now (a watched one; else nothing happens)."""
        with self._lock:
            if listener in self._written:
                self._written[listener] = self._clock()
                self._written.move_to_end(listener)

    def forget(self, listener: Listener) -> None:
        """Stop watching ``listener`` (its stream ended)."""
        with self._lock:
            self._written.pop(listener, None)

    def sweep(self) -> int:
        """Queue ``KEEPALIVE`` to every watched listener silent for ``seconds`` or more, and
        count its silence again from now; how many were queued."""
        now = self._clock()
        due: list[Listener] = []
        with self._lock:
            while self._written:
                listener, written = next(iter(self._written.items()))
                if now - written < self.seconds:
                    break
                due.append(listener)
                self._written[listener] = now
                self._written.move_to_end(listener)
        for listener in due:
            listener.put(KEEPALIVE)
        return len(due)

    def __len__(self) -> int:
        """How many streams are watched."""
        with self._lock:
            return len(self._written)

    def _run(self) -> None:
        while not self._stopping.wait(self.seconds / SWEEPS):
            self.sweep()

    def close(self) -> None:
        """Stop the sweeper."""
        self._stopping.set()
        if self._sweeper is not None:
            self._sweeper.join(timeout=3)
