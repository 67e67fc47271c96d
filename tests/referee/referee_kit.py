"""Helpers of the referee server tests (no tests here): apps, tables, pages, a live server, SSE
listeners, recording phones, database snapshots and the referee as a subprocess.

Imported as ``tests.referee.referee_kit``; the fixtures are in ``tests/referee/conftest.py``.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import requests
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select
from werkzeug.serving import WSGIRequestHandler, make_server

from referee.storage.schema import moves, seats, snapshots, tables

PG_URL = os.environ.get("TAPETE_TEST_PG", "postgresql://postgres@127.0.0.1:5432/test")
REDIS_URL = os.environ.get("TAPETE_TEST_REDIS", "redis://127.0.0.1:6379/15")
ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Ana", "Bruno", "Carla", "Dario", "Elena", "Fede", "Gala", "Hugo", "Irene", "Jaime")


def reachable(host: str, port: int) -> bool:
    """Whether a TCP connection to ``host:port`` opens within a second."""
    with contextlib.suppress(OSError), socket.create_connection((host, port), timeout=1):
        return True
    return False


def free_port() -> int:
    """A TCP port nobody listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def bearer(token: str) -> dict[str, str]:
    """The Authorization header of ``token``."""
    return {"Authorization": f"Bearer {token}"}


@dataclass
class Table:
    """A table made through the API: its code, moderator token and seat tokens by seat."""

    client: FlaskClient | ServedClient
    code: str
    moderator: str
    seats: list[str] = field(default_factory=list)

    def call(self, method: str, path: str, token: str | None = None, **kwargs: Any) -> Any:
        """``method`` on ``/api/tables/<code><path>`` with ``token`` as Bearer."""
        headers = dict(kwargs.pop("headers", {}))
        if token is not None:
            headers.update(bearer(token))
        return self.client.open(f"/api/tables/{self.code}{path}", method=method,
                                headers=headers, **kwargs)

    def view(self, token: str) -> dict[str, Any]:
        """The view of ``token``'s holder (asserts 200)."""
        response = self.call("GET", "/view", token)
        assert response.status_code == 200, response.get_json()
        return response.get_json()

    def move(self, seat: int, move: str, args: dict[str, Any] | None = None,
             move_id: str | None = None) -> Any:
        """Send ``move`` as ``seat``; returns the response."""
        return self.call("POST", "/moves", self.seats[seat],
                         json={"move": move, "args": args or {},
                               "id": move_id or uuid.uuid4().hex})

    def claim(self, rejoin_url: str) -> Any:
        """Use the single-use code of ``rejoin_url`` through ``POST …/claim`` from a phone of
        its own; returns the response."""
        secret = parse_qs(urlsplit(rejoin_url).query)["t"][0]
        phone = (ServedClient(self.client.url) if isinstance(self.client, ServedClient)
                 else self.client.application.test_client())
        return phone.post(f"/api/tables/{self.code}/claim", json={"code": secret})

    def replace(self, seat: int) -> str:
        """Move ``seat`` to a new phone: the moderator's rejoin code, used at once. Returns
        the new token (also put in ``seats``)."""
        answer = self.call("POST", f"/seats/{seat}/replace", self.moderator)
        assert answer.status_code == 200, answer.get_json()
        claimed = self.claim(answer.get_json()["rejoin_url"])
        assert claimed.status_code == 200, claimed.get_json()
        self.seats[seat] = claimed.get_json()["token"]
        return self.seats[seat]

    def hand_over(self) -> str:
        """Move the moderation to a new phone (handover code, used at once). Returns the new
        moderator token (also put in ``moderator``)."""
        answer = self.call("POST", "/handover", self.moderator)
        assert answer.status_code == 200, answer.get_json()
        claimed = self.claim(answer.get_json()["rejoin_url"])
        assert claimed.status_code == 200, claimed.get_json()
        self.moderator = claimed.get_json()["token"]
        return self.moderator

    def ok(self, seat: int, move: str, args: dict[str, Any] | None = None) -> int:
        """Send a move that must be accepted; returns the new version."""
        response = self.move(seat, move, args)
        assert response.status_code == 200, response.get_json()
        return int(response.get_json()["version"])


class ServedClient:
    """What ``Table`` and ``new_table`` use of a Flask test client, over HTTP to a served
    referee (``start_server``): ``open``, ``post`` and ``delete_cookie``; answers have
    ``status_code`` and ``get_json()``."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.session = requests.Session()

    def open(self, path: str, method: str = "GET", headers: dict[str, str] | None = None,
             json: Any = None) -> requests.Response:
        """``method`` on ``path`` (asserts nothing)."""
        answer = self.session.request(method, self.url + path, headers=headers, json=json,
                                      timeout=10)
        answer.get_json = answer.json  # type: ignore[attr-defined]
        return answer

    def post(self, path: str, json: Any = None) -> requests.Response:
        """POST ``json`` to ``path``."""
        return self.open(path, "POST", json=json)

    def delete_cookie(self, name: str) -> None:
        """Forget the cookie ``name``."""
        self.session.cookies.pop(name, None)


def new_table(client: FlaskClient | ServedClient, game: str = "politburo", players: int = 5,
              seed: int | None = 1, moderator: str = "master", lang: str = "en",
              join: int | None = None, start: bool = True,
              options: dict[str, Any] | None = None) -> Table:
    """Create a table, seat ``join`` players (default: all) and start it when full.

    With ``moderator="player"`` the moderator's token claims seat 0. The client keeps no
    table cookie afterwards: tests speak with the explicit tokens of the returned Table.
    """
    opts = dict(options or {})
    if seed is not None and moderator != "player":  # a playing moderator may not fix it
        opts["seed"] = seed
    response = client.post("/api/tables", json={"game": game, "players": players,
                                                "lang": lang, "options": opts,
                                                "moderator": moderator})
    assert response.status_code == 201, response.get_json()
    data = response.get_json()
    table = Table(client, data["code"], data["moderator_token"])
    client.delete_cookie(f"tapete_mod_{table.code}")  # tests speak with explicit tokens
    for _ in range(players if join is None else join):
        name = {"name": NAMES[len(table.seats)]}
        if moderator == "player" and not table.seats:  # the moderator's phone takes seat 0
            joined = table.call("POST", "/seats", table.moderator, json=name)
        else:
            joined = client.post(f"/api/tables/{table.code}/seats", json=name)
        assert joined.status_code == 201, joined.get_json()
        table.seats.append(joined.get_json()["token"])
        client.delete_cookie(f"tapete_seat_{table.code}")  # the next join is another phone
    solo = players == 1 and moderator == "player"  # a table of one starts when seated
    if start and len(table.seats) == players and not solo:
        started = table.call("POST", "/start", table.moderator)
        assert started.status_code == 200, started.get_json()
    return table


def page(client: FlaskClient, path: str, **headers: str) -> str:
    """The HTML of the page at ``path`` (asserts 200)."""
    response = client.get(path, headers=headers)
    assert response.status_code == 200, path
    return response.get_data(as_text=True)


def options_box(client: FlaskClient, lang: str, game: str, end: str) -> str:
    """The HTML of ``game``'s option box on the new table page in ``lang``: from its
    ``<div class="game-options" data-game="…">`` to the first match of the regular expression
    ``end``; fails if the page has no such box."""
    html = page(client, f"/?lang={lang}")
    found = re.search(rf'<div class="game-options" data-game="{re.escape(game)}".*?{end}', html,
                      re.S)
    assert found, f"no {game} options on the new table page"
    return found.group(0)

def page_games(html: str) -> dict[str, Any]:
    """The games a home page offers (its ``tapete-games`` data), by game id."""
    found = re.search(r'id="tapete-games">(.*?)</script>', html, re.S)
    assert found, "the page carries no game data"
    return {game["id"]: game for game in json.loads(found.group(1))}


def table_pages(client: FlaskClient, table: Table, lang: str) -> set[str]:
    """The table page of ``table`` as a stranger, the moderator and every seat get it, each
    phone with only its own cookie; asserts that no page holds the token of the phone that
    asked. A set of one page when every phone gets the same HTML."""
    pages = set()
    for token in [None, table.moderator, *table.seats]:
        for name in ("tapete_seat_", "tapete_mod_"):
            client.delete_cookie(name + table.code)
        if token is not None:
            cookie = "tapete_mod_" if token == table.moderator else "tapete_seat_"
            client.set_cookie(cookie + table.code, token)
        html = page(client, f"/table/{table.code}?lang={lang}")
        assert token is None or token not in html
        pages.add(html)
    return pages


def quoted_plurals(scripts: Iterable[Path], function: str) -> dict[str, str]:
    """``{singular: plural}`` of every text with a count the ``scripts`` hand to
    ``function("...", "...", n)`` as two string literals."""
    call = re.compile(rf'\b{re.escape(function)}\(\s*"((?:[^"\\]|\\.)*)",\s*"((?:[^"\\]|\\.)*)"')
    return {json.loads(f'"{one}"'): json.loads(f'"{other}"') for path in scripts
            for one, other in call.findall(path.read_text())}


def database_rows(app: Flask) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of the referee's tables, to compare before and after a refused request."""
    storage = app.extensions["tapete"].storage
    rows: dict[str, list[tuple[Any, ...]]] = {}
    with storage.read() as conn:
        for table in (tables, seats, moves, snapshots):
            keys = [c for c in table.c if c.name != "created"]
            rows[table.name] = sorted(tuple(map(repr, row))
                                      for row in conn.execute(select(*keys)))
    return rows


class QuietHandler(WSGIRequestHandler):
    """Werkzeug's handler without the access log (its lines would hold rejoin tokens)."""

    def log_request(self, *args: Any, **kwargs: Any) -> None:
        return None


@contextlib.contextmanager
def live_server(app: Flask) -> Iterator[str]:
    """Serve ``app`` on a free loopback port from a thread; yields its base URL."""
    server = make_server("127.0.0.1", 0, app, threaded=True, request_handler=QuietHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=5)


SSE_LINE = re.compile(r"(retry: \d+|event: (version|rematch)|data: (\d+|[A-Z]{5})|: keepalive|)")


class SseListener:
    """Reads a table's event stream in a thread, keeping every byte and the events; a test
    waits on what it has read (``wait_for``), woken by each chunk, never polling."""

    def __init__(self, url: str, session: requests.Session | None = None,
                 headers: dict[str, str] | None = None,
                 record: Callable[[bytes], None] | None = None) -> None:
        self.session = session or requests.Session()
        self.response = self.session.get(url, headers=headers or {}, stream=True, timeout=10)
        self.status = self.response.status_code
        self.raw = bytearray()
        self.events: queue.Queue[tuple[str, str]] = queue.Queue()
        self.versions: list[int] = []
        self.ended = False  # the server closed the stream (or the connection broke)
        self._changed = threading.Condition()
        self._record = record
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._read, daemon=True)
        if self.status == 200:
            self._thread.start()

    def _read(self) -> None:
        pending = b""
        with contextlib.suppress(requests.RequestException, OSError, AttributeError):
            for chunk in self.response.iter_content(chunk_size=None):
                with self._changed:
                    self.raw.extend(chunk)
                    if self._record is not None:
                        self._record(chunk)
                    pending += chunk
                    while b"\n\n" in pending:
                        block, pending = pending.split(b"\n\n", 1)
                        self._parse(block.decode())
                    self._changed.notify_all()
                if self._stop.is_set():
                    break
        with self._changed:
            self.ended = True
            self._changed.notify_all()

    def _parse(self, block: str) -> None:
        event = data = None
        for line in block.split("\n"):
            if line.startswith("event: "):
                event = line[7:]
            elif line.startswith("data: "):
                data = line[6:]
        if event is not None and data is not None:
            if event == "version":
                self.versions.append(int(data))
            self.events.put((event, data))

    def wait_for(self, check: Callable[[], Any], what: str, timeout: float = 10) -> None:
        """Block until ``check()`` (of what was read so far) is true, checked again whenever
        more arrives; AssertionError naming ``what`` after ``timeout`` seconds."""
        with self._changed:
            assert self._changed.wait_for(check, timeout), f"timed out waiting for {what}"

    def wait_version(self, version: int, timeout: float = 10) -> None:
        """Block until any ``version`` event received so far announced ``version`` or later
        (AssertionError on timeout)."""
        self.wait_for(lambda: any(seen >= version for seen in self.versions),
                      f"version {version} on the stream", timeout)

    def wait_ended(self, timeout: float = 5) -> None:
        """Block until the server has closed the stream."""
        self.wait_for(lambda: self.ended, "the server to end the stream", timeout)

    def wait_event(self, name: str, timeout: float = 10) -> str:
        """The data of the next event called ``name``."""
        deadline = time.monotonic() + timeout
        while True:
            event, data = self.events.get(timeout=max(0.01, deadline - time.monotonic()))
            if event == name:
                return data

    def only_versions(self) -> bool:
        """Whether every line received is a version/rematch event or a keepalive."""
        text = bytes(self.raw).decode()
        return all(SSE_LINE.fullmatch(line) for line in text.split("\n"))

    def close(self) -> None:
        """Stop reading and close the connection (as a phone leaving the page)."""
        self._stop.set()
        connection = getattr(self.response.raw, "connection", None)
        sock = getattr(connection, "sock", None)
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
        self._thread.join(timeout=5)
        assert not self._thread.is_alive(), "the stream reader did not stop"
        self.response.close()


class RecordingPhone:
    """One seat's phone on a live server: its own cookies, and every byte it receives (each API
    answer with its status line and headers, and its event stream), in arrival order, each
    chunk stamped with what ``stamp(from_stream)`` says at that moment."""

    def __init__(self, base: str, code: str, stamp: Callable[[bool], Any]) -> None:
        self.base, self.code, self.stamp = base, code, stamp
        self.session = requests.Session()
        self.received: list[tuple[Any, bytes]] = []
        self.stream: SseListener | None = None
        self.seat = -1
        self.lock = threading.Lock()

    def record(self, data: bytes, stream: bool = False) -> None:
        """Keep ``data`` with its stamp (the stream's reader thread calls this too)."""
        with self.lock:
            self.received.append((self.stamp(stream), data))

    def call(self, method: str, path: str, **kwargs: Any) -> requests.Response:
        """``method`` on ``/api/tables/<code><path>`` with this phone's cookies; recorded."""
        response = self.session.request(method, f"{self.base}/api/tables/{self.code}{path}",
                                        timeout=10, **kwargs)
        head = f"{response.status_code} {response.reason}\r\n" + "".join(
            f"{k}: {v}\r\n" for k, v in response.headers.items())
        self.record(head.encode() + b"\r\n" + response.content)
        return response

    def join(self, name: str) -> None:
        """Claim a seat as ``name`` and start listening to the table's events."""
        answer = self.call("POST", "/seats", json={"name": name})
        assert answer.status_code == 201
        self.seat = answer.json()["seat"]
        self.listen("/events")

    def listen(self, path: str) -> None:
        """Start recording the event stream at ``/api/tables/<code><path>``."""
        self.stream = SseListener(f"{self.base}/api/tables/{self.code}{path}",
                                  session=self.session,
                                  record=lambda chunk: self.record(chunk, stream=True))

    def fetched(self, path: str, version: int) -> dict[str, Any]:
        """The JSON of ``GET /api/tables/<code><path>`` (asserted 200) once the stream has
        announced ``version``."""
        assert self.stream is not None
        self.stream.wait_version(version)
        answer = self.call("GET", path)
        assert answer.status_code == 200
        return answer.json()

    def view(self, version: int) -> dict[str, Any]:
        """This phone's view once its stream has announced ``version``."""
        return self.fetched("/view", version)

    def send(self, move: str, args: Any, move_id: str) -> int:
        """Sends ``move`` with ``args`` under the id ``move_id``; asserts it was accepted and
        returns the table's new version."""
        answer = self.call("POST", "/moves", json={"move": move, "args": args, "id": move_id})
        assert answer.status_code == 200, answer.text
        return answer.json()["version"]


class MovePhone(RecordingPhone):
    """A recording phone whose every byte is stamped with ``counter.moves``, the number of moves
    the table had accepted when it arrived (-1 for the event stream's bytes, checked apart)."""

    def __init__(self, base: str, code: str, counter: Any) -> None:
        super().__init__(base, code, lambda stream: -1 if stream else counter.moves)


def join_phones(phones: Iterable[RecordingPhone]) -> None:
    """Each phone claims a seat, named in ``NAMES`` order, and starts listening."""
    for phone, name in zip(phones, NAMES, strict=False):
        phone.join(name)


def start_with_phones(table: Table, phones: Iterable[RecordingPhone]) -> int:
    """Seats every phone (``join_phones``), starts ``table`` as its moderator and returns the
    version the start made."""
    join_phones(phones)
    return table.call("POST", "/start", table.moderator).get_json()["version"]


def play_live(table: Table, phones: Sequence[RecordingPhone], counter: Any,
              pick: Callable[[list[dict[str, Any]]], tuple[int, str, Any]],
              tick: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """A whole game played by ``phones`` on a live server: ``start_with_phones``, then until
    ``tick()`` (the moderator's view, asked after the start and after each move) shows an
    outcome, every phone fetches its view, ``pick(views)`` names a seat, a move and its args,
    that seat's phone sends it (id ``m<counter.moves>``) and ``counter.moves`` counts it. Each
    phone then fetches its view of the end and ``close_streams``. Returns the last ``tick()``."""
    version = start_with_phones(table, phones)
    truth = tick()
    while truth["outcome"] is None:
        seat, move, args = pick([phone.view(version) for phone in phones])
        version = phones[seat].send(move, args, f"m{counter.moves}")
        counter.moves += 1
        truth = tick()
    for phone in phones:
        phone.view(version)
    close_streams(phones)
    return truth


def close_streams(phones: Iterable[RecordingPhone]) -> None:
    """Stops each phone's event stream; fails if a stream carried more than versions."""
    for phone in phones:
        assert phone.stream is not None
        phone.stream.close()
        assert phone.stream.only_versions(), "the stream carried more than versions"


def referee_env() -> dict[str, str]:
    """The environment of a ``tapete-referee`` subprocess: this checkout's packages first on
    its path, so that a worktree's tests serve the worktree's code (the console script alone
    would import the checkout the virtualenv's editable install points at)."""
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    return {**os.environ, "PYTHONPATH": path, "PYTHONUNBUFFERED": "1"}


def referee_command() -> list[str]:
    """How to run ``tapete-referee``: the console script next to this Python, else ``-m``
    (with ``referee_env``)."""
    script = Path(sys.executable).with_name("tapete-referee")
    if script.exists():
        return [str(script)]
    found = shutil.which("tapete-referee")
    return [found] if found else [sys.executable, "-m", "referee.serve.cli"]


@dataclass
class ServerProcess:
    """A ``tapete-referee serve`` subprocess on a free loopback port."""

    process: subprocess.Popen[str]
    url: str
    log: Path

    def stop(self, sig: int = signal.SIGTERM) -> int:
        """Send ``sig`` and wait for the exit status."""
        if self.process.poll() is None:
            self.process.send_signal(sig)
        return self.process.wait(timeout=15)

    def output(self) -> str:
        """Everything the server wrote to stdout and stderr so far."""
        return self.log.read_text(encoding="utf-8", errors="replace")


def start_server(instance: Path, *extra: str, port: int | None = None,
                 **popen: Any) -> ServerProcess:
    """Start ``tapete-referee serve`` on ``instance`` and wait until it answers (``popen``:
    more ``subprocess.Popen`` arguments)."""
    port = port or free_port()
    log = instance.parent / f"serve-{port}-{uuid.uuid4().hex[:6]}.log"
    out = log.open("w", encoding="utf-8")
    command = [*referee_command(), "serve", "--host", "127.0.0.1", "--port", str(port),
               "--instance", str(instance), *extra]
    process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, text=True,
                               cwd=ROOT, env=referee_env(), **popen)
    server = ServerProcess(process, f"http://127.0.0.1:{port}", log)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        assert process.poll() is None, f"the server exited:\n{server.output()}"
        with contextlib.suppress(requests.RequestException):
            if requests.get(f"{server.url}/api/tables/AAAAA", timeout=1).status_code == 404:
                return server
        time.sleep(0.1)
    server.stop(signal.SIGKILL)
    raise AssertionError(f"the server did not start:\n{server.output()}")


MINISTRIES = ("defence", "finance", "security")


def politburo_choice(view: dict[str, Any], rng: Any) -> tuple[str, dict[str, Any]]:
    """A random legal Politburo move for the seat whose own ``view`` this is, chosen only from
    what that view shows (its ``private.moves`` and the public state)."""
    move = view["private"]["moves"][0]
    public = view["public"]
    if move == "propose":
        return move, {"ministry": rng.choice([m for m in MINISTRIES
                                              if m not in public["rejected"]])}
    if move in ("vote", "casting_vote"):
        return move, {"approve": rng.random() < 0.5}
    if move == "appoint":
        return move, {"players": rng.sample(range(public["players"]), 3)}
    if move == "execute":
        return move, {"choice": rng.choice(["repress", "reform"])}
    if move == "point":
        me = view["you"]["seat"]
        return move, {"at": rng.choice([s for s in public["executors"] if s != me])}
    raise AssertionError(f"unexpected move {move}")


def play_step(table: Table, rng: Any) -> bool:
    """One random legal move by one awaited seat; False when the game is over."""
    awaiting = table.view(table.seats[0])["awaiting"]
    if not awaiting:
        return False
    seat = rng.choice(awaiting)
    move, args = politburo_choice(table.view(table.seats[seat]), rng)
    table.ok(seat, move, args)
    return True


def play_to_end(table: Table, rng: Any, limit: int = 2000) -> int:
    """Play random legal moves until the game is over; returns how many were played."""
    for count in range(limit):
        if not play_step(table, rng):
            return count
    raise AssertionError("the game did not end")
