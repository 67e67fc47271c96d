"""Requests that leave no reference cycles (referee/web/lean_requests.py): werkzeug's matches
remembered, the same as werkzeug's own, and a served request freed without the collector."""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from werkzeug.exceptions import MethodNotAllowed, NotFound
from werkzeug.routing import Map
from werkzeug.test import EnvironBuilder

from referee.service.auth import Credentials
from referee.web.lean_requests import RememberedMatches


def plain_matcher(app: Flask) -> Any:
    """werkzeug's own matcher of ``app``'s rules, without the remembered matches."""
    fresh = Map([rule.empty() for rule in app.url_map.iter_rules()])
    fresh.update()
    return fresh._matcher


@pytest.mark.parametrize(("path", "method"), [
    ("/api/tables/ABCDE/moves", "POST"), ("/api/tables/ABCDE/view", "GET"),
    ("/table/ABCDE", "GET"), ("/api/tables", "POST"), ("/", "GET"),
    ("/api/tables/ABCDE/nowhere", "GET"), ("/api/tables/ABCDE/view", "DELETE")])
def test_a_remembered_match_is_werkzeugs_own_the_first_and_the_second_time(
        app: Flask, path: str, method: str) -> None:
    remembered = app.url_map._matcher
    assert isinstance(remembered, RememberedMatches)
    plain = plain_matcher(app)
    for _ in range(2):
        try:
            expected: Any = plain.match("", path, method, False)
        except Exception as raised:
            with pytest.raises(type(raised)):
                remembered.match("", path, method, False)
            continue
        rule, values = remembered.match("", path, method, False)
        assert (rule.endpoint, rule.rule, values) == (expected[0].endpoint, expected[0].rule,
                                                     expected[1])


def test_the_values_of_a_remembered_match_are_the_callers_own(app: Flask) -> None:
    remembered = app.url_map._matcher
    _rule, values = remembered.match("", "/api/tables/ABCDE/view", "GET", False)
    values["code"] = "ZZZZZ"
    assert remembered.match("", "/api/tables/ABCDE/view", "GET", False)[1]["code"] == "ABCDE"


def test_unknown_paths_and_methods_are_refused_as_before(app: Flask) -> None:
    client = app.test_client()
    assert client.get("/api/tables/ABCDE/nowhere").status_code == 404
    with pytest.raises(NotFound):
        app.url_map.bind("localhost").match("/nowhere/at/all")
    with pytest.raises(MethodNotAllowed):
        app.url_map.bind("localhost").match("/api/tables", method="DELETE")


@pytest.fixture
def collector_saving_garbage() -> Iterator[None]:
    """The collector off and keeping what it would free, for the test to count."""
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        yield
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()


def served(app: Flask, path: str, method: str = "GET", **kwargs: Any) -> int:
    """Serve one request through the app's WSGI callable (no test client, whose own request
    objects are cycles); its status."""
    statuses: list[str] = []
    environ = EnvironBuilder(path=path, method=method, **kwargs).get_environ()
    body = app.wsgi_app(environ, lambda status, headers, *_: statuses.append(status))
    b"".join(body)
    getattr(body, "close", lambda: None)()
    return int(statuses[0].split()[0])


def test_served_requests_leave_nothing_for_the_garbage_collector(
        app: Flask, collector_saving_garbage: None) -> None:
    """Before: each request left 13 objects in cycles (werkzeug's matcher closure, the request
    in its environ). Now 20 or 40 requests leave no more than a warm-up's odd leftover."""
    services = app.extensions["tapete"]  # a table made without the test client's own cycles
    code, _moderator = services.lobby.create("politburo", 5, "en", {"seed": 1}, "master")
    token = services.lobby.join(code, Credentials(), "Ana")[1]
    path = f"/api/tables/{code}/view"
    headers = {"Authorization": f"Bearer {token}"}
    left = []
    for requests in (2, 20, 40):  # the first: werkzeug's first match, lazy set-ups
        gc.collect()
        gc.garbage.clear()
        for _ in range(requests):
            assert served(app, path, headers=headers) == 200
        gc.collect()
        left.append(Counter(type(thing).__qualname__ for thing in gc.garbage))
    assert left[1]["Request"] == left[2]["Request"] == 0
    assert sum(left[2].values()) <= sum(left[1].values()) < 20, left[1:]
