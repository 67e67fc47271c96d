"""Rate limits per client address (Flask-Limiter), so table codes cannot be guessed at speed and
tables and seats cannot be made in floods (api.md, "Limits of the server").

Three limits, set by ``RATE_LIMITS`` (``referee.config.DEFAULT_RATE_LIMITS``):

- ``create``: ``POST /api/tables``;
- ``join``: ``POST /api/tables/<code>/seats``;
- ``lookup``: any request naming a table code that does not exist (answered 404
  ``unknown_table``), on every route with a table code: that is what trying codes looks like,
  and a phone at a real table makes almost none. Requests that find their table are not
  counted, but once an address is over the limit all its table lookups wait.

Counts live in memory, or in Redis when ``REDIS_URL`` is set (every process then counts
together; while Redis fails, each process counts in memory). Beyond a limit the answer is
429 ``too_many_requests`` with ``Retry-After``.
"""

from __future__ import annotations

from flask import Flask, Response, request
from flask_limiter import Limiter, RateLimitExceeded

from referee.config import Settings


def client_address() -> str:
    """The key of a request's counts: the address it came from."""
    return request.remote_addr or "-"


def _unknown_table(response: Response) -> bool:
    return response.status_code == 404 and not response.is_streamed and (
        b'"unknown_table"' in response.get_data())


def retry_after(exc: RateLimitExceeded) -> int:
    """Seconds to wait after ``exc``: the length of the breached limit's window."""
    return int(exc.limit.limit.get_expiry())


def install(app: Flask, settings: Settings) -> Limiter | None:
    """Apply ``settings.rate_limits`` to ``app``'s routes; None when they are off."""
    if settings.rate_limits is None:
        return None
    if settings.redis_url:
        storage, prefix = settings.redis_url, f"{settings.redis_channel_prefix}:limits"
    else:
        storage, prefix = "memory://", ""
    # Should Redis fail, count in this process's memory meanwhile rather than refuse requests.
    limiter = Limiter(key_func=client_address, app=app, storage_uri=storage, key_prefix=prefix,
                      strategy="moving-window", headers_enabled=False, default_limits=[],
                      in_memory_fallback_enabled=bool(settings.redis_url))
    limits = settings.rate_limits
    lookup = limiter.shared_limit(limits["lookup"], scope="lookup",
                                  deduct_when=_unknown_table)
    own = {"api.create_table": limiter.limit(limits["create"], scope="create"),
           "api.join": limiter.limit(limits["join"], scope="join")}
    with_code = {rule.endpoint for rule in app.url_map.iter_rules() if "code" in rule.arguments}
    for endpoint in sorted(with_code | set(own)):
        view = app.view_functions[endpoint]
        if endpoint in with_code:
            view = lookup(view)
        if endpoint in own:
            view = own[endpoint](view)
        app.view_functions[endpoint] = view
    return limiter
