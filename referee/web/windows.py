"""Moving-window request counts in this process's memory, with nothing running while idle.

The rate limits (``referee.web.ratelimits``) count requests per address in windows such as
"60 per minute": a request is allowed while fewer than 60 of that address's requests were
allowed in the last 60 seconds. The `limits` library's ``MemoryStorage`` does that with a timer
that walks every stored key every few milliseconds to drop expired ones; with one key per phone
of a convention hall (10,000 joins kept for the hour of an "N per hour" window) that walk took
most of a core while nobody was even being counted (bench/README.md).

Here nothing walks the keys on a timer. A key's old hits are dropped when the key is counted
again, and every count also drops a few keys whose newest hit has left the window: the keys are
kept in the order of their newest hit, so those are always at the front, and each count looks at
no more than ``SWEEP_PER_HIT`` of them. Memory and time thus grow only with the requests
actually counted within a window, not with every address ever seen.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Hashable

from limits import RateLimitItem

#: Expired keys dropped at most per counted request (the backlog of expired keys shrinks faster
#: than counts can add to it, each count adding at most one key).
SWEEP_PER_HIT = 4


class Window:
    """One limit (``amount`` requests per ``seconds``) over many keys, timed by ``clock``
    (seconds). Thread-safe (greenlet-safe under gevent's patching)."""

    def __init__(self, amount: int, seconds: float,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.amount = amount
        self.seconds = seconds
        self._clock = clock
        self._lock = threading.Lock()
        #: key -> times of its allowed requests still in the window, oldest first; the keys in
        #: the order of their newest hit, oldest first.
        self._hits: OrderedDict[Hashable, deque[float]] = OrderedDict()

    def hit(self, key: Hashable) -> float | None:
        """Count one request of ``key``: None when allowed (and counted), else the seconds until
        the window frees a place (the request is then not counted)."""
        now = self._clock()
        since = now - self.seconds
        with self._lock:
            hits = self._hits.get(key)
            if hits is None:
                hits = self._hits[key] = deque()
            while hits and hits[0] <= since:
                hits.popleft()
            if len(hits) >= self.amount:
                return hits[0] + self.seconds - now
            hits.append(now)
            self._hits.move_to_end(key)
            self._sweep(since)
        return None

    def _sweep(self, since: float) -> None:
        for _ in range(SWEEP_PER_HIT):
            key, hits = next(iter(self._hits.items()))
            if hits and hits[-1] > since:
                return
            del self._hits[key]

    def __len__(self) -> int:
        """How many keys are kept (some may have expired and wait for a sweep)."""
        with self._lock:
            return len(self._hits)


class MemoryWindows:
    """The windows of any number of `limits` items (``RateLimitItem``), one ``Window`` per item,
    made on first use, all timed by ``clock``."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._windows: dict[tuple[int, float], Window] = {}

    def window(self, item: RateLimitItem) -> Window:
        """The window counting ``item`` (items of the same amount and length share one)."""
        shape = (item.amount, float(item.get_expiry()))
        with self._lock:
            found = self._windows.get(shape)
            if found is None:
                found = self._windows[shape] = Window(*shape, clock=self._clock)
            return found

    def hit(self, items: list[RateLimitItem], key: Hashable) -> float | None:
        """Count one request of ``key`` against each of ``items`` in turn: None while all allow
        it, else the seconds until the first that refuses frees a place (the items before it
        have counted the request, as the `limits` library's limiter does)."""
        for item in items:
            wait = self.window(item).hit(key)
            if wait is not None:
                return wait
        return None
