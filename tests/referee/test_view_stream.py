"""Event streams that carry views (``GET …/events?views=1``, api.md "Live updates"): each
version comes as the stream's own caller's view, the same as ``GET …/view`` gives it, and
nothing of another seat's."""

from __future__ import annotations

import json
import time

import pytest
from flask import Flask

from referee.errors import ApiError
from referee.i18n import translate
from referee.service.auth import Credentials
from referee.service.viewstream import view_renderer
from tests.referee.referee_kit import SseListener, bearer, live_server, new_table


def views_of(listener: SseListener, version: int, timeout: float = 10) -> dict:
    """The first ``view`` event at ``version`` or later on ``listener`` (earlier ones are
    skipped); AssertionError when a ``version`` event comes instead."""
    deadline = time.monotonic() + timeout
    while True:
        event, data = listener.events.get(timeout=max(0.01, deadline - time.monotonic()))
        assert event == "view", f"a {event} event on a stream of views"
        view = json.loads(data)
        if view["version"] >= version:
            return dict(view)


def test_each_phone_gets_its_own_view_as_the_view_endpoint_gives_it(app: Flask) -> None:
    table = new_table(app.test_client(), players=5)
    tokens = [*table.seats, table.moderator]
    with live_server(app) as url:
        listeners = [SseListener(f"{url}/api/tables/{table.code}/events?views=1",
                                 headers=bearer(token)) for token in tokens]
        try:
            version = table.view(table.seats[0])["version"]
            for listener, token in zip(listeners, tokens, strict=True):
                assert views_of(listener, version) == table.view(token)
            moves = [(0, "propose", {"ministry": "defence"}),
                     *((seat, "vote", {"approve": False}) for seat in range(1, 5))]
            for seat, move, args in moves:
                version = table.ok(seat, move, args)
                for listener, token in zip(listeners, tokens, strict=True):
                    assert views_of(listener, version) == table.view(token)
        finally:
            for listener in listeners:
                listener.close()
    privates = [table.view(token)["private"] for token in table.seats]
    assert len({json.dumps(p, sort_keys=True) for p in privates}) == len(privates)
    for n, listener in enumerate(listeners[:-1]):
        text = bytes(listener.raw).decode()
        for other, private in enumerate(privates):
            if other != n:  # another seat's secrets never reach this stream
                assert json.dumps(private, sort_keys=True)[1:-1] not in text


def test_a_view_comes_from_this_processs_memory_or_is_read(app: Flask) -> None:
    table = new_table(app.test_client(), players=5)
    service = app.extensions["tapete"].tables
    version = table.ok(0, "propose", {"ministry": "finance"})
    remembered = service.seen_at(table.code, version)
    service._cache.clear()  # as after another process's move
    read = service.seen_at(table.code, version)
    assert remembered[0].version == read[0].version == version
    assert remembered[1] == read[1]
    with pytest.raises(ApiError) as refused:
        service.seen_at("ZZZZZ", version)
    assert refused.value.status == 404


def test_a_stream_ends_once_its_token_no_longer_reaches_the_table(app: Flask) -> None:
    """The caller is checked again whenever the table's seats change: a seat moved to another
    phone takes the old phone's stream its views."""
    table = new_table(app.test_client(), players=5)
    service = app.extensions["tapete"].tables
    old = table.seats[2]
    render = view_renderer(service, table.code, Credentials(bearer=old), "en")
    version = table.ok(0, "propose", {"ministry": "finance"})
    assert json.loads(render(version) or b"null")["private"]["seat"] == 2
    version = table.ok(1, "vote", {"approve": True})
    assert render(version) is not None
    table.replace(2)
    assert render(version + 1) is None
    assert view_renderer(service, table.code, Credentials(bearer="nope"), "en")(version) is None


def test_a_stream_with_a_bad_views_value_is_refused_in_the_callers_language(
        app: Flask) -> None:
    table = new_table(app.test_client(), players=5)
    response = app.test_client().get(f"/api/tables/{table.code}/events?views=yes",
                                     headers={**bearer(table.seats[0]),
                                              "Accept-Language": "es"})
    assert response.status_code == 400
    assert response.get_json()["error"]["message"] == translate('"views" must be 0 or 1.', "es")
    assert app.extensions["tapete"].broker.listeners(table.code) == 0


@pytest.mark.parametrize("views", ["0", None])
def test_without_views_the_stream_only_announces_versions(app: Flask, views: str | None) -> None:
    table = new_table(app.test_client(), players=5)
    query = "" if views is None else f"?views={views}"
    with live_server(app) as url:
        listener = SseListener(f"{url}/api/tables/{table.code}/events{query}",
                               headers=bearer(table.seats[1]))
        version = table.ok(0, "propose", {"ministry": "defence"})
        listener.wait_version(version)
        listener.close()
    assert listener.only_versions()


@pytest.mark.parametrize("role", ["seat", "moderation"])
def test_a_stream_of_views_says_its_role_moved_to_another_phone_and_ends(
        app: Flask, role: str) -> None:
    table = new_table(app.test_client(), players=5)
    token = table.seats[2] if role == "seat" else table.moderator
    with live_server(app) as url:
        old = SseListener(f"{url}/api/tables/{table.code}/events?views=1", headers=bearer(token))
        views_of(old, 1)
        if role == "seat":
            table.replace(2)
        else:
            table.hand_over()
        assert old.wait_event(f"{role}_moved")
        old.wait_ended()
        old.close()
