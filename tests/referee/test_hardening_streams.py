"""Open event streams are capped in total and per client address (503 + Retry-After, the page
polls meanwhile), a place is given back when a stream ends, and bodies over 64 KiB get 413."""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from referee.live.streams import RETRY_AFTER_SECONDS, StreamGate, StreamsBusy
from referee.web.bodies import MAX_BODY_BYTES
from tests.referee.referee_kit import ROOT, live_server, new_table


class RawStream:
    """An event stream opened over a plain socket from a chosen loopback address."""

    def __init__(self, base: str, code: str, token: str, source: str = "127.0.0.1") -> None:
        host, port = base.rsplit("//", 1)[1].split(":")
        self.sock = socket.create_connection((host, int(port)), timeout=10,
                                             source_address=(source, 0))
        self.sock.sendall(f"GET /api/tables/{code}/events HTTP/1.1\r\nHost: {host}\r\n"
                          f"Authorization: Bearer {token}\r\n\r\n".encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                break
            head += chunk
        self.head, _sep, self.rest = head.partition(b"\r\n\r\n")
        self.status = int(self.head.split(b" ", 2)[1])
        self.headers = {k.lower(): v.strip() for k, _s, v in (
            line.decode().partition(":") for line in self.head.split(b"\r\n")[1:])}
        while self.status != 200 and len(self.rest) < int(self.headers["content-length"]):
            chunk = self.sock.recv(4096)
            if not chunk:
                break
            self.rest += chunk

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)
        self.sock.close()


@contextlib.contextmanager
def streams(base: str, code: str, token: str, sources: list[str]) -> Iterator[list[RawStream]]:
    opened = [RawStream(base, code, token, source) for source in sources]
    try:
        yield opened
    finally:
        for stream in opened:
            stream.close()


def test_the_gate_counts_per_address_and_in_total() -> None:
    gate = StreamGate(total=3, per_address=2)
    leaves = [gate.enter("a"), gate.enter("a")]
    with pytest.raises(StreamsBusy) as busy:
        gate.enter("a")
    assert busy.value.status == 503 and busy.value.retry_after == RETRY_AFTER_SECONDS
    leaves.append(gate.enter("b"))
    with pytest.raises(StreamsBusy):
        gate.enter("c")
    leaves[0]()
    leaves[0]()  # giving a place back twice gives it back once
    assert gate.open_streams() == 2 and gate.open_streams("a") == 1
    gate.enter("c")
    with pytest.raises(StreamsBusy):
        gate.enter("d")


def test_streams_beyond_the_cap_get_503_with_retry_after(make_app: Any) -> None:
    app: Flask = make_app(MAX_STREAMS=3, MAX_STREAMS_PER_ADDRESS=2)
    table = new_table(app.test_client())
    gate = app.extensions["tapete"].streams
    with live_server(app) as base:
        with streams(base, table.code, table.seats[0], ["127.0.0.1", "127.0.0.1"]) as held:
            assert [s.status for s in held] == [200, 200]
            with streams(base, table.code, table.seats[0], ["127.0.0.1"]) as (refused,):
                assert refused.status == 503
                assert refused.headers["retry-after"] == str(RETRY_AFTER_SECONDS)
                assert b'"too_many_streams"' in refused.rest
            with streams(base, table.code, table.seats[1], ["127.0.0.2"]) as (third,):
                assert third.status == 200, "another address still gets in"
                with streams(base, table.code, table.seats[2], ["127.0.0.3"]) as (full,):
                    assert full.status == 503, "the total cap"
            view = app.test_client().get(f"/api/tables/{table.code}/view",
                                         headers={"Authorization": f"Bearer {table.seats[0]}"})
            assert view.status_code == 200, "polling the view still works"
        _wait_until(lambda: gate.open_streams() == 0)
        with streams(base, table.code, table.seats[0], ["127.0.0.1"]) as (again,):
            assert again.status == 200, "closed streams gave their places back"


def test_a_refused_stream_gives_its_place_back(make_app: Any) -> None:
    app: Flask = make_app(MAX_STREAMS_PER_ADDRESS=1)
    table = new_table(app.test_client())
    gate = app.extensions["tapete"].streams
    with live_server(app) as base:
        with streams(base, table.code, "not-a-token", ["127.0.0.1"]) as (wrong,):
            assert wrong.status == 403
        assert gate.open_streams() == 0
        with streams(base, table.code, table.seats[0], ["127.0.0.1"]) as (right,):
            assert right.status == 200


def _wait_until(check: Any, tries: int = 500) -> None:
    import time

    for _ in range(tries):
        if check():
            return
        time.sleep(0.02)
    raise AssertionError("condition not reached")


def test_phones_poll_when_the_stream_is_refused() -> None:
    live_js = (ROOT / "assets" / "static" / "js" / "live.js").read_text()
    error_handler = live_js[live_js.index('addEventListener("error"'):]
    assert "this.startPolling()" in error_handler.split("});")[0]


def test_a_body_over_the_limit_is_413_json(app: Flask) -> None:
    answer = app.test_client().post("/api/tables", data=b'{"x":"' + b"a" * MAX_BODY_BYTES
                                    + b'"}', content_type="application/json")
    assert answer.status_code == 413
    assert answer.get_json()["error"]["message"] == "The request is too large."


def test_the_limits_are_settings(make_app: Any, tmp_path: Path) -> None:
    from referee.config import ConfigError, default_max_streams

    app = make_app()
    assert app.extensions["tapete"].settings.max_streams == default_max_streams()
    assert app.extensions["tapete"].settings.max_streams_per_address == 16
    with pytest.raises(ConfigError, match="MAX_STREAMS"):
        make_app(MAX_STREAMS=0)
