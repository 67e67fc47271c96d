"""Requests that leave no reference cycles behind (``install``).

Two things of werkzeug left every request a few objects only the garbage collector frees: its
URL matcher builds a recursive closure for each match, and its request object puts itself in
its own environ (``werkzeug.request``). In a convention hall (600 moves a second) that garbage
alone started a collection of the youngest generation every few seconds, and each collection
also walked every object a table keeps from one move to its next: 45–80 ms in which no move
was answered (``bench/README.md``, the hall). So the matches are remembered for each (host,
path, method): the same path answers from memory, and a path seen for the first time (or past
``ROUTES_KEPT`` others) is matched by werkzeug as before; what werkzeug raises (not found, wrong
method, a redirect) is never remembered. And each request's entry in its environ goes once the
request is torn down, so the two are freed as soon as nothing holds them.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from flask import Flask, request
from werkzeug.routing import Rule

#: Matches remembered, the least recently used dropped first: a hall's 1,250 tables with their
#: few paths each (moves, view, events, page) fit.
ROUTES_KEPT = 16_384


class RememberedMatches:
    """A stand-in for a ``werkzeug.routing.Map``'s matcher (``Map._matcher``) that remembers
    each match of ``matcher``; adding a rule forgets them all. Thread-safe (``lru_cache``)."""

    def __init__(self, matcher: Any) -> None:
        self._matcher = matcher
        self._match = lru_cache(maxsize=ROUTES_KEPT)(matcher.match)

    def match(self, domain: str, path: str, method: str,
              websocket: bool) -> tuple[Rule, dict[str, Any]]:
        """werkzeug's ``(rule, values)``; ``values`` a fresh dict each time (Flask hands it to
        the view as ``view_args``, which may change it). Raises what werkzeug raises."""
        rule, values = self._match(domain, path, method, websocket)
        return rule, dict(values)

    def add(self, rule: Rule) -> None:
        """Add ``rule`` to werkzeug's matcher and forget every remembered match."""
        self._matcher.add(rule)
        self._match.cache_clear()

    def update(self) -> None:
        """werkzeug's ``update`` (rules sorted after adding), then forget every match."""
        self._matcher.update()
        self._match.cache_clear()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._matcher, name)


def _drop_request_from_environ(_error: BaseException | None) -> None:
    request.environ.pop("werkzeug.request", None)


def install(app: Flask) -> None:
    """Let ``app``'s URL map remember its matches (call once every route is registered) and
    each request leave its environ when torn down. Raises AttributeError if werkzeug's
    ``Map`` no longer keeps a ``_matcher``: the server then fails at start, not later."""
    url_map = app.url_map
    url_map._matcher = RememberedMatches(url_map._matcher)
    app.teardown_request(_drop_request_from_environ)
