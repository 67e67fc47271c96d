"""Rate limits per client address, so table codes cannot be guessed at speed and tables and
seats cannot be made in floods (api.md, "Limits of the server").

Three limits, set by ``RATE_LIMITS`` (``referee.config.DEFAULT_RATE_LIMITS``):

- ``create``: ``POST /api/tables``;
- ``join``: ``POST /api/tables/<code>/seats``;
- ``lookup``: any request naming a table code that does not exist (answered 404
  ``unknown_table``), on every route with a table code: that is what trying codes looks like,
  and a phone at a real table makes almost none. Requests that find their table are not
  counted; once an address is over the limit, each process turns all its table lookups away
  until the window frees a place.

The counting is a moving window: in this process's memory (``referee.web.windows``, which runs
nothing while idle), or with the ``limits`` library in Redis when ``REDIS_URL`` is set (every
process then counts together; while Redis fails, each process counts in its memory). Only
``create``, ``join`` and unknown codes touch the counts: a request that finds its table asks
nothing of Redis, it only checks this process's note of the addresses it turned away (so with
several processes, an address over the limit may make one more lookup on each process before
that process turns it away too). Beyond a limit the answer is 429 ``too_many_requests`` with
``Retry-After`` (seconds).
"""

from __future__ import annotations

import logging
import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from functools import wraps
from typing import Any

from flask import Flask, request
from limits import RateLimitItem, parse_many
from limits.storage import storage_from_string
from limits.strategies import MovingWindowRateLimiter
from redis.exceptions import RedisError
from werkzeug.exceptions import TooManyRequests

from referee.config import Settings
from referee.errors import ApiError
from referee.web.windows import SWEEP_PER_HIT, MemoryWindows

log = logging.getLogger(__name__)


class LimitExceeded(TooManyRequests):
    """429: the address is over a limit; ``seconds`` (≥ 1) until it may try again."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds = max(1, math.ceil(seconds))


def client_address() -> str:
    """The key of a request's counts: the address it came from."""
    return request.remote_addr or "-"


class Counts:
    """Moving-window counts per (scope, address) of one app: in Redis at ``redis_url`` with the
    `limits` library (falling back to this process's memory while Redis fails), or, without
    ``redis_url``, in this process's memory (``MemoryWindows``, timed by ``clock``)."""

    def __init__(self, redis_url: str | None, prefix: str,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.prefix = prefix
        self.clock = clock
        self.shared = (MovingWindowRateLimiter(storage_from_string(redis_url)) if redis_url
                       else None)
        self.memory = MemoryWindows(clock)
        self._redis_failing = False

    def hit(self, items: list[RateLimitItem], scope: str, address: str) -> float | None:
        """Count one request against every item; None while all allow it, else the seconds
        until the fullest window frees a place."""
        if self.shared is not None:
            try:
                wait = self._shared_hit(self.shared, items, scope, address)
            except RedisError as exc:
                if not self._redis_failing:
                    log.warning("rate limits: Redis failed (%s); counting in memory meanwhile",
                                exc)
                self._redis_failing = True
            else:
                self._redis_failing = False
                return wait
        return self.memory.hit(items, (scope, address))

    def _shared_hit(self, window: MovingWindowRateLimiter, items: list[RateLimitItem],
                    scope: str, address: str) -> float | None:
        ids = (self.prefix, scope, address)
        for item in items:
            if not window.hit(item, *ids):
                reset = window.get_window_stats(item, *ids).reset_time
                return max(1.0, reset - time.time())
        return None


class LookupGuard:
    """The ``lookup`` limit: counts unknown codes, remembers the addresses it turned away.

    The note of addresses turned away costs nothing while idle either: an address is forgotten
    when it asks again after its time, and each address noted drops a few whose time is up from
    the front of the note (noted first); so the note holds about the addresses turned away
    within the limit's window."""

    def __init__(self, counts: Counts, limit: str) -> None:
        self.counts = counts
        self.items = parse_many(limit)
        self._lock = threading.Lock()
        #: address -> ``counts.clock()`` time it may try again, in the order noted
        self.blocked: OrderedDict[str, float] = OrderedDict()

    def check(self, address: str) -> None:
        """Raise LimitExceeded while ``address`` is turned away (no I/O)."""
        until = self.blocked.get(address)
        if until is None:
            return
        now = self.counts.clock()
        if until > now:
            raise LimitExceeded(until - now)
        with self._lock:
            if self.blocked.get(address) == until:
                del self.blocked[address]

    def count(self, address: str) -> None:
        """Count one unknown code; over the limit, turn ``address`` away (LimitExceeded)."""
        wait = self.counts.hit(self.items, "lookup", address)
        if wait is None:
            return
        now = self.counts.clock()
        with self._lock:
            self.blocked.pop(address, None)
            self.blocked[address] = now + wait
            for _ in range(SWEEP_PER_HIT):
                oldest, until = next(iter(self.blocked.items()))
                if until > now:
                    break
                del self.blocked[oldest]
        raise LimitExceeded(wait)


def _guarded(view: Callable[..., Any], guard: LookupGuard) -> Callable[..., Any]:
    @wraps(view)
    def inner(*args: Any, **kwargs: Any) -> Any:
        address = client_address()
        guard.check(address)
        try:
            return view(*args, **kwargs)
        except ApiError as exc:
            if exc.code == "unknown_table":
                guard.count(address)
            raise
    return inner


def _limited(view: Callable[..., Any], counts: Counts, items: list[RateLimitItem],
             scope: str) -> Callable[..., Any]:
    @wraps(view)
    def inner(*args: Any, **kwargs: Any) -> Any:
        wait = counts.hit(items, scope, client_address())
        if wait is not None:
            raise LimitExceeded(wait)
        return view(*args, **kwargs)
    return inner


def install(app: Flask, settings: Settings) -> None:
    """Apply ``settings.rate_limits`` to ``app``'s routes (nothing when they are off); call it
    after every route is registered."""
    if settings.rate_limits is None:
        return
    counts = Counts(settings.redis_url, f"{settings.redis_channel_prefix}:limits")
    limits = settings.rate_limits
    guard = LookupGuard(counts, limits["lookup"])
    own = {"api.create_table": "create", "api.join": "join"}
    with_code = {rule.endpoint for rule in app.url_map.iter_rules() if "code" in rule.arguments}
    for endpoint in sorted(with_code | set(own)):
        view = app.view_functions[endpoint]
        if endpoint in own:
            scope = own[endpoint]
            view = _limited(view, counts, parse_many(limits[scope]), scope)
        if endpoint in with_code:
            view = _guarded(view, guard)
        app.view_functions[endpoint] = view
