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

The counting is the ``limits`` library's moving window, in memory or in Redis when
``REDIS_URL`` is set (every process then counts together; while Redis fails, each process
counts in its memory). Only ``create``, ``join`` and unknown codes touch the counts: a
request that finds its table asks nothing of Redis, it only checks this process's note of the
addresses it turned away (so with several processes, an address over the limit may make one
more lookup on each process before that process turns it away too). Beyond a limit the answer
is 429 ``too_many_requests`` with ``Retry-After`` (seconds).
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable
from functools import wraps
from typing import Any

from flask import Flask, request
from limits import RateLimitItem, parse_many
from limits.storage import MemoryStorage, storage_from_string
from limits.strategies import MovingWindowRateLimiter
from redis.exceptions import RedisError
from werkzeug.exceptions import TooManyRequests

from referee.config import Settings
from referee.errors import ApiError

log = logging.getLogger(__name__)

#: Addresses turned away that one process keeps in mind before it forgets the expired ones.
BLOCKED_NOTE_SIZE = 10_000


class LimitExceeded(TooManyRequests):
    """429: the address is over a limit; ``seconds`` (≥ 1) until it may try again."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds = max(1, math.ceil(seconds))


def client_address() -> str:
    """The key of a request's counts: the address it came from."""
    return request.remote_addr or "-"


class Counts:
    """Moving-window counts per (scope, address) of one app, in ``storage_uri`` (falling back to
    this process's memory while a Redis store fails)."""

    def __init__(self, storage_uri: str, prefix: str) -> None:
        self.prefix = prefix
        self.window = MovingWindowRateLimiter(storage_from_string(storage_uri))
        self.fallback: MovingWindowRateLimiter | None = None

    def hit(self, items: list[RateLimitItem], scope: str, address: str) -> float | None:
        """Count one request against every item; None while all allow it, else the seconds
        until the fullest window frees a place."""
        try:
            return self._hit(self.window, items, scope, address)
        except RedisError as exc:
            if self.fallback is None:
                log.warning("rate limits: Redis failed (%s); counting in memory meanwhile", exc)
                self.fallback = MovingWindowRateLimiter(MemoryStorage())
            return self._hit(self.fallback, items, scope, address)

    def _hit(self, window: MovingWindowRateLimiter, items: list[RateLimitItem], scope: str,
             address: str) -> float | None:
        ids = (self.prefix, scope, address)
        for item in items:
            if not window.hit(item, *ids):
                reset = window.get_window_stats(item, *ids).reset_time
                return max(1.0, reset - time.time())
        return None


class LookupGuard:
    """The ``lookup`` limit: counts unknown codes, remembers the addresses it turned away."""

    def __init__(self, counts: Counts, limit: str) -> None:
        self.counts = counts
        self.items = parse_many(limit)
        self.blocked: dict[str, float] = {}  # address -> time.time() it may try again

    def check(self, address: str) -> None:
        """Raise LimitExceeded while ``address`` is turned away (no I/O)."""
        until = self.blocked.get(address)
        if until is None:
            return
        now = time.time()
        if until > now:
            raise LimitExceeded(until - now)
        self.blocked.pop(address, None)

    def count(self, address: str) -> None:
        """Count one unknown code; over the limit, turn ``address`` away (LimitExceeded)."""
        wait = self.counts.hit(self.items, "lookup", address)
        if wait is None:
            return
        if len(self.blocked) >= BLOCKED_NOTE_SIZE:
            now = time.time()
            self.blocked = {a: t for a, t in self.blocked.items() if t > now}
        self.blocked[address] = time.time() + wait
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
    if settings.redis_url:
        counts = Counts(settings.redis_url, f"{settings.redis_channel_prefix}:limits")
    else:
        counts = Counts("memory://", "tapete")
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
