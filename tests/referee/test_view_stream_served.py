"""Streams of views as ``tapete-referee serve`` writes them (``referee.live.fanout``: the fan-out
writes each version's views; the stream's own greenlet what waits): every phone gets its own
view of every version as ``GET …/view`` gives it, nothing of another seat's; a phone that does
not read while a whole game is played holds no one back and, once it reads, finds its views in
order, well framed, up to the newest; a moved seat's stream ends with ``seat_moved``. (How a
backlog waits, and gives way to a newer view, is tested on its own in ``test_fanout``: the
kernel's buffers hold a whole game's views.)"""

from __future__ import annotations

import json
import random
import socket
import time
from collections.abc import Iterator

import pytest

from tests.referee.referee_kit import (
    ServedClient,
    ServerProcess,
    SseListener,
    bearer,
    new_table,
    play_step,
    start_server,
)
from tests.referee.test_view_stream import views_of

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    served = start_server(tmp_path_factory.mktemp("served") / "instance")
    yield served
    served.stop()


def test_each_phone_gets_its_own_view_of_every_version(server: ServerProcess) -> None:
    table = new_table(ServedClient(server.url), players=5)
    tokens = [*table.seats, table.moderator]
    listeners = [SseListener(f"{server.url}/api/tables/{table.code}/events?views=1",
                             headers=bearer(token)) for token in tokens]
    rng = random.Random(5)
    try:
        for _ in range(12):
            version = table.view(table.moderator)["version"]
            for listener, token in zip(listeners, tokens, strict=True):
                assert views_of(listener, version) == table.view(token)
            assert play_step(table, rng)
    finally:
        for listener in listeners:
            listener.close()
    privates = [table.view(token)["private"] for token in table.seats]
    for n, listener in enumerate(listeners[:-1]):
        text = bytes(listener.raw).decode()
        for other, private in enumerate(privates):
            if other != n:
                assert json.dumps(private, sort_keys=True)[1:-1] not in text


def _unchunked(raw: bytes) -> bytes:
    """The body of a chunked HTTP answer ``raw`` (headers and all), as far as it came;
    AssertionError when a chunk is framed wrong."""
    _head, _sep, rest = raw.partition(b"\r\n\r\n")
    body = b""
    while rest:
        size, sep, after = rest.partition(b"\r\n")
        if not sep or len(after) < int(size, 16) + 2:
            break  # the last chunk is still on its way
        length = int(size, 16)
        assert after[length:length + 2] == b"\r\n", "a chunk is framed wrong"
        body, rest = body + after[:length], after[length + 2:]
    return body


def _versions(body: bytes) -> list[int]:
    return [json.loads(line[6:])["version"] for line in body.split(b"\n")
            if line.startswith(b"data: ")]


def test_a_phone_that_does_not_read_holds_no_one_back_and_then_gets_the_newest_view(
        server: ServerProcess) -> None:
    table = new_table(ServedClient(server.url), players=5)
    host, port = server.url.rsplit("//", 1)[1].split(":")
    slow = socket.socket()
    slow.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)  # a phone that reads nothing
    slow.connect((host, int(port)))
    slow.sendall(f"GET /api/tables/{table.code}/events?views=1 HTTP/1.1\r\nHost: {host}\r\n"
                 f"Authorization: Bearer {table.seats[1]}\r\n\r\n".encode())
    others = [SseListener(f"{server.url}/api/tables/{table.code}/events?views=1",
                          headers=bearer(token)) for token in (table.seats[0], table.moderator)]
    rng = random.Random(8)
    try:
        for _ in range(400):  # a whole game, hundreds of kilobytes of views
            if not play_step(table, rng):
                break
            version = table.view(table.moderator)["version"]
            for listener in others:
                views_of(listener, version, timeout=5)
        newest = table.view(table.seats[1])
        raw, deadline = b"", time.monotonic() + 10
        slow.settimeout(1)
        while _versions(_unchunked(raw))[-1:] != [newest["version"]]:
            assert time.monotonic() < deadline, "the slow phone never got the newest view"
            raw += slow.recv(65536)
    finally:
        slow.close()
        for listener in others:
            listener.close()
    seen = _versions(_unchunked(raw))
    assert seen == sorted(set(seen))  # in order, none twice
    last = _unchunked(raw).split(b"data: ")[-1].split(b"\n")[0]
    assert json.loads(last) == newest


def test_a_moved_seats_stream_of_views_ends_with_seat_moved(server: ServerProcess) -> None:
    table = new_table(ServedClient(server.url), players=5)
    old = table.seats[2]
    listener = SseListener(f"{server.url}/api/tables/{table.code}/events?views=1",
                           headers=bearer(old))
    try:
        views_of(listener, 0)
        table.replace(2)
        assert int(listener.wait_event("seat_moved")) >= 1
        listener.wait_ended()
    finally:
        listener.close()
