"""Live updates: the SSE stream of each table, in one process and across processes (Redis)."""

from __future__ import annotations

import json
import logging
import socket
import threading
import time
import uuid
from pathlib import Path

import pytest
import requests
from flask import Flask

from referee.live import broker as live
from referee.live.broker import Broker, RedisBroker, Subscription, sse_stream
from tests.referee.referee_kit import (
    NAMES,
    SseListener,
    bearer,
    live_server,
    new_table,
    start_server,
)


def test_the_stream_announces_versions_and_nothing_else(app: Flask) -> None:
    table = new_table(app.test_client())
    with live_server(app) as url:
        listener = SseListener(f"{url}/api/tables/{table.code}/events",
                               headers=bearer(table.seats[1]))
        assert listener.status == 200
        assert listener.response.headers["Content-Type"].startswith("text/event-stream")
        assert listener.response.headers["Cache-Control"] == "no-store"
        start_version = table.view(table.seats[1])["version"]
        listener.wait_version(start_version)
        version = table.ok(0, "propose", {"ministry": "defence"})
        listener.wait_version(version)
        listener.wait_for(lambda: listener.raw.count(b": keepalive\n\n") >= 2,
                          "two keepalives after the last version")
        listener.close()
    text = bytes(listener.raw).decode()
    assert ": keepalive\n\n" in text
    assert listener.versions == [start_version, version]
    assert listener.only_versions()
    assert "defence" not in text


def test_the_stream_takes_the_seat_cookie(app: Flask) -> None:
    table = new_table(app.test_client())
    with live_server(app) as url:
        session = requests.Session()
        session.cookies.set(f"tapete_seat_{table.code}", table.seats[2])
        listener = SseListener(f"{url}/api/tables/{table.code}/events", session=session)
        version = table.ok(0, "propose", {"ministry": "finance"})
        listener.wait_version(version)
        listener.close()


@pytest.mark.parametrize(("headers", "code", "status"), [
    ({}, None, 401), ({"Authorization": "Bearer nope"}, None, 403), ({}, "ZZZZZ", 404)])
def test_the_stream_refuses_strangers(app: Flask, headers: dict[str, str], code: str | None,
                                      status: int) -> None:
    table = new_table(app.test_client())
    response = app.test_client().get(f"/api/tables/{code or table.code}/events",
                                     headers=headers)
    assert response.status_code == status
    assert "error" in response.get_json()
    assert app.extensions["tapete"].broker.listeners(table.code) == 0


def test_a_rematch_is_announced_to_every_phone_of_the_old_table(app: Flask) -> None:
    import random

    from tests.referee.referee_kit import play_to_end

    table = new_table(app.test_client())
    play_to_end(table, random.Random(9))
    with live_server(app) as url:
        listeners = [SseListener(f"{url}/api/tables/{table.code}/events", headers=bearer(t))
                     for t in table.seats]
        new_code = table.call("POST", "/rematch", table.moderator).get_json()["code"]
        for listener in listeners:
            assert listener.wait_event("rematch") == new_code
            listener.close()


def test_the_stream_never_goes_back_a_version() -> None:
    """Events queued before the stream read the table, or published out of order by two
    threads, never make a phone's stream announce an older version."""
    broker = Broker(keepalive_seconds=60)
    subscription = broker.subscribe("ABCDE")
    for version in ("5", "7", "6", "7", "x", "²", "9"):
        broker.publish("ABCDE", "version", version)
    broker.publish("ABCDE", "rematch", "FGHJK")
    stream = sse_stream(broker, subscription, 6)
    sent = b"".join(next(stream) for _ in range(4)).decode()
    stream.close()
    assert sent == ("retry: 3000\nevent: version\ndata: 6\n\n"
                    "event: version\ndata: 7\n\nevent: version\ndata: 9\n\n"
                    "event: rematch\ndata: FGHJK\n\n")
    assert broker.listeners("ABCDE") == 0


def test_a_closed_stream_is_forgotten(app: Flask) -> None:
    table = new_table(app.test_client())
    broker = app.extensions["tapete"].broker
    with live_server(app) as url:
        listener = SseListener(f"{url}/api/tables/{table.code}/events",
                               headers=bearer(table.seats[0]))
        listener.wait_version(1)
        assert broker.listeners(table.code) == 1
        listener.close()
        deadline = time.monotonic() + 5
        while broker.listeners(table.code) and time.monotonic() < deadline:
            time.sleep(0.05)
    assert broker.listeners(table.code) == 0


def test_redis_brokers_hand_events_to_each_other_once(redis_url: str) -> None:
    prefix = f"tapete-test-{uuid.uuid4().hex[:8]}"
    first, second = RedisBroker(redis_url, prefix), RedisBroker(redis_url, prefix)
    try:
        here, there = first.subscribe("ABCDE"), second.subscribe("ABCDE")
        deadline = time.monotonic() + 10
        received = None
        while received is None and time.monotonic() < deadline:
            first.publish("ABCDE", "version", "7")  # until the subscriber thread is ready
            received = there.get(timeout=0.2)
        assert received == ("version", "7")
        while there.get(timeout=0.3) is not None:
            pass
        first.publish("ABCDE", "version", "8")
        assert there.get(timeout=5) == ("version", "8")
        events = []
        while (event := here.get(timeout=0.3)) is not None:
            events.append(event)
        assert events.count(("version", "8")) == 1
    finally:
        first.close()
        second.close()


def _until_subscribed(sender: RedisBroker, receiver: Subscription) -> None:
    """Publish until ``receiver`` (another broker's listener) gets an event, then drain it."""
    deadline = time.monotonic() + 10
    while receiver.get(timeout=0.2) is None:
        assert time.monotonic() < deadline, "the subscriber thread never got ready"
        sender.publish(receiver.code, "version", "0")
    while receiver.get(timeout=0.3) is not None:
        pass


def test_a_burst_of_redis_publications_arrives_whole_and_in_order(redis_url: str) -> None:
    prefix = f"tapete-test-{uuid.uuid4().hex[:8]}"
    first, second = RedisBroker(redis_url, prefix), RedisBroker(redis_url, prefix)
    try:
        there = [second.subscribe(code) for code in ("ABCDE", "FGHJK")]
        _until_subscribed(first, there[0])
        for version in range(1, 31):  # queued faster than sent: several share a pipeline
            for code in ("ABCDE", "FGHJK"):
                first.publish(code, "version", str(version))
        for listener in there:
            got = [listener.get(timeout=5) for _ in range(30)]
            assert got == [("version", str(v)) for v in range(1, 31)]
    finally:
        first.close()
        second.close()


def test_a_closing_redis_broker_still_sends_what_it_queued(redis_url: str) -> None:
    prefix = f"tapete-test-{uuid.uuid4().hex[:8]}"
    first, second = RedisBroker(redis_url, prefix), RedisBroker(redis_url, prefix)
    try:
        there = second.subscribe("ABCDE")
        _until_subscribed(first, there)
        for version in range(1, 1501):  # several pipelines' worth: still queued at the close
            first.publish("ABCDE", "version", str(version))
        first.close()
        last = None
        while (event := there.get(timeout=3)) is not None:  # it keeps the newest 32
            last = event
        assert last == ("version", "1500")
    finally:
        second.close()


def test_listeners_catch_up_from_the_log_when_the_redis_subscription_comes_back(
        redis_url: str) -> None:
    import redis

    prefix = f"tapete-test-{uuid.uuid4().hex[:8]}"
    broker = RedisBroker(redis_url, prefix)
    stored = {"ABCDE": 41}
    broker.catch_up = stored.get  # the version the database holds
    try:
        listener = broker.subscribe("ABCDE")
        deadline = time.monotonic() + 10
        while listener.get(timeout=0.2) is None and time.monotonic() < deadline:
            broker.publish("ABCDE", "version", "1")  # until the subscriber thread is ready
        while listener.get(timeout=0.3) is not None:
            pass
        stored["ABCDE"] = 42  # published meanwhile by another process, lost with the link
        admin = redis.Redis.from_url(redis_url)
        try:
            killed = [admin.client_kill_filter(_id=client["id"])
                      for client in admin.client_list()
                      if client["name"].startswith(prefix) and "psubscribe" in client["cmd"]]
        finally:
            admin.close()
        assert killed, "the broker's subscription was not found"
        assert listener.get(timeout=15) == ("version", "42")
    finally:
        broker.close()


@pytest.mark.slow
def test_two_server_processes_share_live_updates(tmp_path: Path, pg_url: str,
                                                 redis_url: str) -> None:
    options = ("--database", pg_url, "--redis", redis_url)
    one = start_server(tmp_path / "one", *options)
    two = start_server(tmp_path / "two", *options)
    try:
        created = requests.post(f"{one.url}/api/tables", timeout=10, json={
            "game": "politburo", "players": 5, "lang": "en", "options": {"seed": 1}}).json()
        code, moderator = created["code"], created["moderator_token"]
        tokens = [requests.post(f"{(one, two)[i % 2].url}/api/tables/{code}/seats", timeout=10,
                                json={"name": NAMES[i]}).json()["token"] for i in range(5)]
        on_two = SseListener(f"{two.url}/api/tables/{code}/events", headers=bearer(tokens[1]))
        on_one = SseListener(f"{one.url}/api/tables/{code}/events", headers=bearer(tokens[2]))
        started = requests.post(f"{one.url}/api/tables/{code}/start", timeout=10,
                                headers=bearer(moderator)).json()["version"]
        on_two.wait_version(started)
        moved = requests.post(f"{two.url}/api/tables/{code}/moves", headers=bearer(tokens[0]),
                              timeout=10, json={"move": "propose", "id": "p1",
                                                "args": {"ministry": "security"}}).json()
        on_one.wait_version(moved["version"])
        on_two.wait_version(moved["version"])
        on_one.close()
        on_two.close()
    finally:
        one.stop()
        two.stop()


def test_while_redis_stalls_the_queue_keeps_the_newest_events_and_counts_the_rest(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    # A "Redis" that accepts connections and never answers: the sender waits out its timeout.
    silent = socket.create_server(("127.0.0.1", 0))
    held: list[socket.socket] = []
    accepting = threading.Thread(target=lambda: held.extend(
        silent.accept()[0] for _ in range(4)), daemon=True)
    accepting.start()
    monkeypatch.setattr(live, "REDIS_TIMEOUT", 1.0)
    monkeypatch.setattr(live, "OUTBOX_SIZE", 10)
    broker = RedisBroker(f"redis://127.0.0.1:{silent.getsockname()[1]}/0")
    local = broker.subscribe("STALL")
    try:
        broker.publish("STALL", "version", "1")
        deadline = time.monotonic() + 5
        while broker._outbox and time.monotonic() < deadline:  # the sender took it: stuck
            time.sleep(0.01)
        with caplog.at_level(logging.WARNING, logger="referee.live.broker"):
            for version in range(2, 31):
                broker.publish("STALL", "version", str(version))
            queued = [json.loads(message)["d"] for _channel, message in broker._outbox]
            assert queued == [str(v) for v in range(21, 31)], "the newest ten are kept"
            deadline = time.monotonic() + 10
            while "19 live updates dropped" not in caplog.text and time.monotonic() < deadline:
                time.sleep(0.05)
        assert "19 live updates dropped while Redis was slow" in caplog.text
        seen = [local.get(0.1) for _ in range(30)]
        assert [event[1] for event in seen if event] == [str(v) for v in range(1, 31)], (
            "the phones of this process get every event at once")
    finally:
        broker.unsubscribe(local)
        broker.close()
        silent.close()
        for conn in held:
            conn.close()
