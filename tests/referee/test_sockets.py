"""Moves over the table's WebSocket (``referee.web.sockets``), on a real ``tapete-referee serve``:
the same checks, event log and client ids as ``POST …/moves``, refusals in the caller's
language on that socket only, and a handshake refused before the upgrade."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import requests
from flask import Flask
from simple_websocket import Client, ConnectionError

from referee.app import WEBSOCKET_MISMATCH
from referee.errors import ApiError
from referee.i18n import translate
from referee.service.auth import Credentials
from tests.referee.referee_kit import ServerProcess, bearer, new_table, start_server

PLAYERS = 5


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    referee = start_server(tmp_path_factory.mktemp("sockets") / "instance",
                           "--max-streams-per-address", "6")
    try:
        yield referee
    finally:
        try:
            referee.stop()
        except subprocess.TimeoutExpired:
            referee.stop(signal.SIGKILL)


class LiveTable:
    """A started Politburo table on a real server, driven over HTTP with Bearer tokens."""

    def __init__(self, url: str, lang: str = "en") -> None:
        self.url = url
        made = requests.post(f"{url}/api/tables", timeout=10, json={
            "game": "politburo", "players": PLAYERS, "lang": lang, "options": {"seed": 7}})
        assert made.status_code == 201, made.text
        self.code, self.moderator = made.json()["code"], made.json()["moderator_token"]
        self.seats: list[str] = []
        for n in range(PLAYERS):
            joined = requests.post(f"{self.api}/seats", json={"name": f"P{n}"}, timeout=10)
            assert joined.status_code == 201, joined.text
            self.seats.append(joined.json()["token"])
        started = requests.post(f"{self.api}/start", headers=bearer(self.moderator),
                                timeout=10)
        assert started.status_code == 200, started.text

    @property
    def api(self) -> str:
        return f"{self.url}/api/tables/{self.code}"

    def socket(self, seat: int, **headers: str) -> Client:
        """A WebSocket of ``seat``'s phone (Bearer unless ``headers`` say otherwise)."""
        sent = headers or bearer(self.seats[seat])
        return Client.connect(f"ws{self.api[4:]}/socket", headers=sent)

    def version(self) -> int:
        return int(requests.get(self.api, timeout=10).json()["version"])

    def view(self, seat: int) -> dict[str, Any]:
        return requests.get(f"{self.api}/view", headers=bearer(self.seats[seat]),
                            timeout=10).json()

    def general_secretary(self) -> int:
        """The seat whose turn it is to propose (the one offered the ``propose`` move)."""
        return next(seat for seat in range(PLAYERS)
                    if "propose" in json.dumps(self.view(seat)["private"].get("moves", {})))


def ask(ws: Client, move: str, args: dict[str, Any], move_id: str | None = None,
        ) -> dict[str, Any]:
    """Send one move on ``ws``; its answer."""
    ws.send(json.dumps({"move": move, "args": args, "id": move_id or uuid.uuid4().hex}))
    answer = ws.receive(timeout=10)
    assert answer is not None, "no answer on the socket"
    return dict(json.loads(answer))


def test_a_move_on_the_socket_is_logged_once_and_answered_with_its_version(
        server: ServerProcess) -> None:
    table = LiveTable(server.url)
    before = table.version()
    gs = table.general_secretary()
    ws = table.socket(gs)
    try:
        first = ask(ws, "propose", {"ministry": "defence"}, "m-1")
        again = ask(ws, "propose", {"ministry": "defence"}, "m-1")  # a resend of that move
    finally:
        ws.close()
    assert first == {"id": "m-1", "version": before + 1}
    assert again == first
    assert table.version() == before + 1
    # The same id by POST (a phone whose socket dropped before the answer) changes nothing.
    posted = requests.post(f"{table.api}/moves", headers=bearer(table.seats[gs]), timeout=10,
                           json={"move": "propose", "args": {"ministry": "defence"},
                                 "id": "m-1"})
    assert posted.json() == {"version": before + 1}
    assert table.version() == before + 1


def test_a_refused_move_changes_nothing_and_is_explained_in_the_callers_language(
        server: ServerProcess) -> None:
    table = LiveTable(server.url)
    gs = table.general_secretary()
    other = (gs + 1) % PLAYERS
    before = table.version()
    ws = table.socket(other, **bearer(table.seats[other]), **{"Accept-Language": "es"})
    try:
        refused = ask(ws, "propose", {"ministry": "defence"}, "not-mine")
        ws.send("{not json")
        garbled = json.loads(ws.receive(timeout=10))
        ws.send(json.dumps({"move": "vote", "args": {"approve": True}, "id": ""}))
        missing = json.loads(ws.receive(timeout=10))
    finally:
        ws.close()
    assert refused["id"] == "not-mine" and refused["status"] in (409, 422)
    assert refused["error"]["code"] and "version" not in refused
    posted = requests.post(f"{table.api}/moves", timeout=10,
                           headers={**bearer(table.seats[other]), "Accept-Language": "es"},
                           json={"move": "propose", "args": {"ministry": "defence"},
                                 "id": "by-post"})
    assert posted.json()["error"] == refused["error"]  # the same refusal, in Spanish
    assert garbled["id"] is None and garbled["error"]["code"] == "malformed"
    assert missing["status"] == 400 and missing["error"]["code"] == "malformed", missing
    assert table.version() == before


def test_the_socket_answers_only_its_own_moves(server: ServerProcess) -> None:
    table = LiveTable(server.url)
    gs = table.general_secretary()
    watcher = (gs + 2) % PLAYERS
    ws = table.socket(watcher)
    try:
        posted = requests.post(f"{table.api}/moves", headers=bearer(table.seats[gs]),
                               timeout=10, json={"move": "propose",
                                                 "args": {"ministry": "finance"}, "id": "x"})
        assert posted.status_code == 200, posted.text
        assert ws.receive(timeout=1) is None  # nothing of another seat's move
        voted = ask(ws, "vote", {"approve": False})
    finally:
        ws.close()
    assert voted["version"] == table.version()


def test_a_seat_moved_to_another_phone_is_refused_on_its_old_socket(
        server: ServerProcess) -> None:
    table = LiveTable(server.url)
    gs = table.general_secretary()
    ws = table.socket(gs)
    try:
        replaced = requests.post(f"{table.api}/seats/{gs}/replace",
                                 headers=bearer(table.moderator), timeout=10)
        secret = replaced.json()["rejoin_url"].split("t=")[1]
        claimed = requests.post(f"{table.api}/claim", json={"code": secret}, timeout=10)
        assert claimed.status_code == 200, claimed.text
        refused = ask(ws, "propose", {"ministry": "defence"})
    finally:
        ws.close()
    assert refused["status"] == 403, refused
    new = table.socket(gs, **bearer(claimed.json()["token"]))
    try:
        assert "version" in ask(new, "propose", {"ministry": "defence"})
    finally:
        new.close()


def _refused_handshake(url: str, headers: dict[str, str]) -> int:
    with pytest.raises(ConnectionError) as refused:
        Client.connect(url, headers=headers)
    return int(refused.value.status_code)


def test_the_handshake_is_refused_without_a_seat_or_from_another_sites_page(
        server: ServerProcess) -> None:
    table = LiveTable(server.url)
    url = f"ws{table.api[4:]}/socket"
    assert _refused_handshake(url, {}) == 401
    assert _refused_handshake(url, bearer("not-a-token")) == 403
    assert _refused_handshake(f"ws{server.url[4:]}/api/tables/ZZZZZ/socket",
                              bearer(table.seats[0])) == 404
    gs = table.general_secretary()
    cookie = {"Cookie": f"tapete_seat_{table.code}={table.seats[gs]}"}
    assert _refused_handshake(url, {**cookie, "Origin": "http://evil.example"}) == 403
    assert _refused_handshake(url, {**cookie, "Origin": "http://127.0.0.1:1"}) == 403
    assert _refused_handshake(url, cookie) == 403  # browsers always say which page
    ws = Client.connect(url, headers={**cookie, "Origin": server.url})  # the table's page
    try:
        answer = ask(ws, "propose", {"ministry": "defence"})
    finally:
        ws.close()
    assert answer["version"] == table.version()


def socket_once_a_place_is_free(table: LiveTable) -> Client:
    """Seat 0's socket, tried until the server has noticed a closed one (within 5 s)."""
    for _ in range(50):
        try:
            return table.socket(0)
        except ConnectionError:
            time.sleep(0.1)
    raise AssertionError("no place came free for a socket")


def test_open_sockets_are_capped_per_address(server: ServerProcess) -> None:
    table = LiveTable(server.url)
    held = [table.socket(n % PLAYERS) for n in range(6)]
    try:
        assert _refused_handshake(f"ws{table.api[4:]}/socket", bearer(table.seats[0])) == 503
        held.pop().close()
        held.append(socket_once_a_place_is_free(table))
    finally:
        for ws in held:
            ws.close()


def test_a_plain_request_to_the_socket_address_is_told_what_it_takes(app: Flask) -> None:
    answer = app.test_client().get("/api/tables/ABCDE/socket", headers={
        "Accept-Language": "es"})
    assert answer.status_code == 400
    error = answer.get_json()["error"]
    assert error["code"] == "websocket_mismatch"
    assert error["message"] == translate(WEBSOCKET_MISMATCH, "es") != WEBSOCKET_MISMATCH


def test_the_handshake_knows_a_seat_another_process_filled_after_this_one_remembered_it(
        make_app: Callable[..., Flask], tmp_path: Path) -> None:
    # Two processes on one database (as gunicorn's workers): one remembers the table from
    # before the other seated the last player.
    shared = f"sqlite:///{tmp_path / 'shared.db'}"
    one, other = make_app(DATABASE_URL=shared), make_app(DATABASE_URL=shared)
    table = new_table(one.test_client(), join=PLAYERS - 1, start=False)
    tables = one.extensions["tapete"].tables
    tables.look(table.code, None)  # remembered at PLAYERS - 1 seats
    joined = other.test_client().post(f"/api/tables/{table.code}/seats", json={"name": "Late"})
    assert joined.status_code == 201
    record, caller = tables.caller_of(table.code, Credentials(bearer=joined.get_json()["token"]))
    assert caller.seat == PLAYERS - 1 and len(record.seats) == PLAYERS
    with pytest.raises(ApiError) as refused:
        tables.caller_of(table.code, Credentials(bearer="not-a-token"))
    assert refused.value.status == 403


def raw_handshake(server: ServerProcess, path: str, *headers: str) -> socket.socket:
    """A connection that sent ``GET path`` with ``headers`` (no body)."""
    conn = socket.create_connection(("127.0.0.1", int(server.url.rsplit(":", 1)[1])),
                                    timeout=10)
    conn.sendall("\r\n".join([f"GET {path} HTTP/1.1", "Host: 127.0.0.1", *headers, "", ""])
                 .encode())
    return conn


def read_until_closed(conn: socket.socket) -> bytes:
    data = b""
    while chunk := conn.recv(65536):
        data += chunk
    return data


UPGRADE = ("Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Version: 13")
KEY = "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=="  # RFC 6455's example: 16 bytes


def test_the_socket_is_not_compressed_and_a_broken_handshake_is_refused(
        server: ServerProcess) -> None:
    table = LiveTable(server.url)
    path = f"/api/tables/{table.code}/socket"
    auth = f"Authorization: Bearer {table.seats[0]}"
    conn = raw_handshake(server, path, *UPGRADE, auth, KEY,
                         "Sec-WebSocket-Extensions: permessage-deflate; "
                         "client_max_window_bits")
    head = conn.recv(65536).split(b"\r\n\r\n", 1)[0].decode().lower()
    conn.close()
    assert head.startswith("http/1.1 101") and "sec-websocket-extensions" not in head
    conn = raw_handshake(server, path, *UPGRADE, auth, "Accept-Language: es")  # no key
    answer = b""
    while not answer.endswith(b"}}\n"):  # the JSON refusal, on a connection kept alive
        answer += conn.recv(65536)
    conn.close()
    assert answer.startswith(b"HTTP/1.1 400"), answer
    error = json.loads(answer.split(b"\r\n\r\n", 1)[1])["error"]
    assert error["code"] == "bad_handshake"
    assert error["message"] == translate("This WebSocket handshake is not valid.", "es")


def test_a_socket_the_server_closes_gives_its_place_back_and_its_connection_ends(
        server: ServerProcess) -> None:
    table = LiveTable(server.url)
    held = [table.socket(n % PLAYERS) for n in range(5)]
    conn = raw_handshake(server, f"/api/tables/{table.code}/socket", *UPGRADE,
                         f"Authorization: Bearer {table.seats[0]}",
                         KEY)
    try:
        assert conn.recv(65536).startswith(b"HTTP/1.1 101")
        assert _refused_handshake(f"ws{table.api[4:]}/socket", bearer(table.seats[0])) == 503
        size = 70_000  # above the 64 KiB a message may have: the server closes (1009)
        frame = bytes([0x81, 0x80 | 127]) + size.to_bytes(8, "big") + b"\0\0\0\0"
        conn.sendall(frame + b"x" * size)
        after = read_until_closed(conn)
        assert after[:1] == b"\x88" and int.from_bytes(after[2:4], "big") == 1009
        assert b"HTTP/1.1" not in after, "what followed the socket was read as a request"
        held.append(socket_once_a_place_is_free(table))
    finally:
        conn.close()
        for ws in held:
            ws.close()
