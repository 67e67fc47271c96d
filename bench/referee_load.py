"""Load on a running referee, the way phones make it: moves on sockets (or by HTTP/1.1
keep-alive POST) and SSE streams, carrying each phone's view as the table page's do.

Benchmark scaffolding for ``referee_bench.py`` (gevent-patched by it). Every table's phones
connect from their own loopback address (127.0.x.y, all on this machine): phones at a club
have an address each, and the server's per-address caps (streams, joins, table creations) are
meant for one address, not for a whole benchmark.

Shapes (as on boardgame.io, ``boardgameio.py``):

- ``throughput``: tables × players, each table one Politburo move at a time (the next move is
  sent when the previous one was answered), at most ``moves`` per table and ``seconds`` in all;
  a table whose game is over goes on at its rematch (same phones), so the load lasts; with
  views, every phone's page open meanwhile;
- ``fanout``: tables × 8 phones on SSE, one move per table every ``period`` s (phases spread),
  timing send → all 8 phones hold the new version (its view, with views).
"""

from __future__ import annotations

import base64
import contextlib
import gc
import itertools
import os
import socket
import struct
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import gevent
import orjson
from gevent.event import Event
from gevent.lock import Semaphore
from gevent.pool import Pool

Move = tuple[int, str, dict[str, Any]]
HOST = "127.0.0.1"
TIMEOUT = 30.0
#: Event streams opening at once, at most (``Streams``).
OPENING = 200
_addresses = itertools.count()


def addresses_from(first: int) -> None:
    """Take the next source addresses from the ``first``-th on (a second load process keeps
    clear of this one's)."""
    global _addresses
    _addresses = itertools.count(first)


def next_address() -> str:
    """A fresh loopback source address (127.0.1.1, 127.0.1.2, …)."""
    n = next(_addresses)
    return f"127.0.{1 + n // 250}.{1 + n % 250}"


class Connection:
    """A phone's TCP connection to the server from ``source`` (no Nagle delay), and what it
    has received but not yet read (``buffer``)."""

    def __init__(self, port: int, source: str = HOST) -> None:
        self.port, self.source = port, source
        self._connect()

    def _connect(self) -> None:
        self.sock = socket.create_connection((HOST, self.port), timeout=TIMEOUT,
                                             source_address=(self.source, 0))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""

    def _fill(self) -> None:
        chunk = self.sock.recv(65536)
        if not chunk:
            raise ConnectionError("the server closed the connection")
        self.buffer += chunk

    def close(self) -> None:
        """Close the connection."""
        self.sock.close()


class Http(Connection):
    """One phone's keep-alive HTTP/1.1 connection from ``source`` (a small client, to leave the
    CPU to the server)."""

    def request(self, method: str, path: str, body: Any = None, token: str | None = None,
                phone: str | None = None) -> tuple[int, Any]:
        """Send one request (as the phone of address ``phone`` behind a proxy, when given: an
        ``X-Forwarded-For`` header); its status and JSON answer. A kept-alive connection the
        server closed while idle is opened again and the request sent again, as browsers do
        (moves carry their id, so a resent move is applied once)."""
        try:
            return self._request(method, path, body, token, phone)
        except (ConnectionError, OSError):
            self.sock.close()
            self._connect()
            return self._request(method, path, body, token, phone)

    def _request(self, method: str, path: str, body: Any, token: str | None,
                 phone: str | None) -> tuple[int, Any]:
        data = orjson.dumps(body) if body is not None else b""
        head = [f"{method} {path} HTTP/1.1", f"Host: {HOST}", f"Content-Length: {len(data)}",
                "Content-Type: application/json"]
        if token:
            head.append(f"Authorization: Bearer {token}")
        if phone:
            head.append(f"X-Forwarded-For: {phone}")
        self.sock.sendall(("\r\n".join(head) + "\r\n\r\n").encode() + data)
        while b"\r\n\r\n" not in self.buffer:
            self._fill()
        header, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        lines = header.decode().split("\r\n")
        length = next(int(line.split(":", 1)[1]) for line in lines
                      if line.lower().startswith("content-length:"))
        while len(self.buffer) < length:
            self._fill()
        payload, self.buffer = self.buffer[:length], self.buffer[length:]
        if payload[:1] not in (b"{", b"["):  # empty, or a proxy's own error page
            return int(lines[0].split()[1]), payload.decode(errors="replace") or None
        return int(lines[0].split()[1]), orjson.loads(payload)


class Socket(Connection):
    """One phone's move socket (``/api/tables/<code>/socket``) from ``source``: a minimal
    WebSocket client (masked text frames out; text, ping and close frames in), as small as
    ``Http`` for the same reason."""

    def __init__(self, port: int, source: str, code: str, token: str) -> None:
        super().__init__(port, source)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /api/tables/{code}/socket HTTP/1.1\r\nHost: {HOST}\r\n"
                           "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                           f"Authorization: Bearer {token}\r\n\r\n").encode())
        while b"\r\n\r\n" not in self.buffer:
            self._fill()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            self.sock.close()
            raise ConnectionError(f"socket refused: {head.splitlines()[0]!r}")

    def _frame(self, opcode: int, data: bytes) -> None:
        mask = os.urandom(4)
        size = len(data)
        head = bytes([0x80 | opcode]) + (bytes([0x80 | size]) if size < 126
                                         else bytes([0x80 | 126]) + struct.pack("!H", size))
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        self.sock.sendall(head + mask + masked)

    def ask(self, body: dict[str, Any]) -> dict[str, Any]:
        """Send one move; its answer. Raises ConnectionError or OSError when the socket ends."""
        self._frame(0x1, orjson.dumps(body))
        while True:
            opcode, payload = self._next()
            if opcode == 0x9:  # the server's ping: answer it, or it closes the socket
                self._frame(0xA, payload)
            elif opcode == 0x8:
                raise ConnectionError("the server closed the socket")
            elif opcode == 0x1:
                return dict(orjson.loads(payload))

    def _next(self) -> tuple[int, bytes]:
        while True:
            if len(self.buffer) >= 4 or (len(self.buffer) >= 2 and self.buffer[1] & 0x7F < 126):
                size, start = self.buffer[1] & 0x7F, 2
                assert size != 127 and self.buffer[0] & 0x80, "a fragmented or huge frame"
                if size == 126:
                    size, start = struct.unpack("!H", self.buffer[2:4])[0], 4
                if len(self.buffer) >= start + size:
                    opcode, payload = self.buffer[0] & 0x0F, self.buffer[start:start + size]
                    self.buffer = self.buffer[start + size:]
                    return opcode, payload
            self._fill()


@dataclass
class Table:
    """A started Politburo table: code, source address, moderator and seat tokens, a connection
    per seat, the moves to play in order."""

    code: str
    source: str
    moderator: str
    tokens: list[str]
    phones: list[Http]
    moves: list[Move]
    port: int
    sockets: list[Socket | None] | None = None  # None: moves by POST only
    sent: int = 0
    posted: int = 0  # moves sent by POST because their socket failed
    #: Each seat's phone's own address, sent as ``X-Forwarded-For`` (phones behind a proxy);
    #: None: the phones share the table's source address.
    addresses: list[str] | None = None

    def phone(self, seat: int) -> str | None:
        """The address seat ``seat``'s phone sends as ``X-Forwarded-For``, if any."""
        return None if self.addresses is None else self.addresses[seat]


def script(players: int) -> list[Move]:
    """A whole Politburo game, one move after the other: each turn two proposals rejected by
    every voter (the third ministry passes), an appointment and a unanimous execution
    (docs/rules-decisions.md#politburo)."""
    moves: list[Move] = []
    for gs in range(players):
        voters = [s for s in range(players) if s != gs]
        for ministry in ("defence", "finance"):
            moves.append((gs, "propose", {"ministry": ministry}))
            moves.extend((s, "vote", {"approve": False}) for s in voters)
        executors = [(gs + k) % players for k in (1, 2, 3)]
        moves.append((gs, "appoint", {"players": executors}))
        moves.extend((s, "execute", {"choice": "repress"}) for s in executors)
    return moves


_phones = itertools.count(1)


def phone_address() -> str:
    """A fresh phone address behind the proxy (10.0.0.1, 10.0.0.2, …), sent as
    ``X-Forwarded-For``."""
    n = next(_phones)
    return f"10.{n >> 16 & 255}.{n >> 8 & 255}.{n & 255}"


def new_table(port: int, players: int, seed: int, by_socket: bool,
              behind_proxy: bool = False) -> Table:
    """Create, fill and start a table from a fresh source address; one connection per seat
    and, ``by_socket``, a move socket per seat. ``behind_proxy``: as phones reach a server
    behind a proxy, each phone has its own address (``X-Forwarded-For``) and all reach the
    server on one connection, the proxy's (so a hall of 10,000 phones needs no 10,000 more
    sockets); their moves go by POST."""
    source = next_address()
    host = Http(port, source)
    addresses = [phone_address() for _ in range(players)] if behind_proxy else None
    first = addresses[0] if addresses else None
    status, made = host.request("POST", "/api/tables", {
        "game": "politburo", "players": players, "lang": "en", "options": {"seed": seed}},
        phone=first)
    assert status == 201, made
    phones, tokens = [], []
    for seat in range(players):
        phone = host if addresses else Http(port, source)
        mine = addresses[seat] if addresses else None
        status, joined = phone.request("POST", f"/api/tables/{made['code']}/seats",
                                       {"name": f"P{seat}"}, phone=mine)
        assert status == 201, joined
        phones.append(phone)
        tokens.append(joined["token"])
    status, started = host.request("POST", f"/api/tables/{made['code']}/start",
                                   token=made["moderator_token"], phone=first)
    assert status == 200, started
    if not addresses:
        host.close()
    table = Table(made["code"], source, made["moderator_token"], tokens, phones,
                  script(players), port, addresses=addresses)
    if by_socket and not addresses:
        open_sockets(table)
    return table


def open_sockets(table: Table) -> None:
    """Each seat's move socket, opened as the table page opens it when it loads; a socket the
    server refuses is None (the seat's moves go by POST, as the page's do, until one opens)."""
    table.sockets = [None] * len(table.tokens)
    for seat, token in enumerate(table.tokens):
        with contextlib.suppress(OSError):  # ConnectionError too
            table.sockets[seat] = Socket(table.port, table.source, table.code, token)


def rematch(table: Table) -> None:
    """The game of ``table`` is over: go on at its rematch (same seats and tokens), from the
    first move of the script."""
    status, made = table.phones[0].request("POST", f"/api/tables/{table.code}/rematch", {},
                                           table.moderator, table.phone(0))
    if status != 201:
        raise RuntimeError(f"rematch of {table.code} refused: {made}")
    table.code, table.moderator, table.sent = made["code"], made["moderator_token"], 0
    if table.sockets is not None:  # the phones load the new table's page
        for held in table.sockets:
            if held is not None:
                held.close()
        open_sockets(table)


def tables(port: int, count: int, players: int, seed: int, by_socket: bool,
           behind_proxy: bool = False) -> list[Table]:
    """``count`` started tables (made 20 at a time); ``by_socket``: moves on sockets;
    ``behind_proxy``: see ``new_table``."""
    return list(Pool(20).imap(lambda i: new_table(port, players, seed + i, by_socket,
                                                  behind_proxy), range(count)))


def _on_socket(table: Table, seat: int, body: dict[str, Any]) -> dict[str, Any] | None:
    """The answer to ``body`` on ``seat``'s move socket (opened if need be); None when the
    socket cannot be opened or ends before the answer (it is opened again for the next move)."""
    assert table.sockets is not None
    try:
        held = table.sockets[seat]
        if held is None:
            held = table.sockets[seat] = Socket(table.port, table.source, table.code,
                                                table.tokens[seat])
        return held.ask(body)
    except OSError:  # ConnectionError too
        held = table.sockets[seat]
        if held is not None:
            held.close()
        table.sockets[seat] = None
        return None


def _busy(answer: dict[str, Any]) -> bool:
    """Whether a refusal on the socket says "try again" (storage or table busy)."""
    return answer.get("status") == 503 or answer["error"].get("code") == "busy"


def send(table: Table) -> int:
    """Send the table's next move as its seat's phone; returns the version (raises if refused).
    On the seat's move socket when the table has them, as the table page does; a move the
    socket gives no answer to is sent by POST with the same id. While the server cannot
    answer a POST (a proxy's 502/503/504 when the process behind it died, or a broken
    connection) the move is sent again with its id, as a phone does, for up to ``TIMEOUT``
    s."""
    seat, name, args = table.moves[table.sent]
    body = {"move": name, "args": args, "id": f"{table.code}-{table.sent}"}
    if table.sockets is not None:
        answer = _on_socket(table, seat, body)
        if answer is not None and "error" not in answer:
            table.sent += 1
            return int(answer["version"])
        if answer is not None and not _busy(answer):
            raise RuntimeError(f"move {name} of seat {seat} refused: {answer}")
        table.posted += 1  # the socket failed or the server was busy: by POST, same id
    deadline = time.monotonic() + TIMEOUT
    while True:
        try:
            status, answer = table.phones[seat].request(
                "POST", f"/api/tables/{table.code}/moves", body, table.tokens[seat],
                table.phone(seat))
        except OSError:
            status, answer = 0, "no connection"
        if status not in (0, 502, 503, 504) or time.monotonic() > deadline:
            break
        gevent.sleep(0.05)
    if status != 200:
        raise RuntimeError(f"move {name} of seat {seat} refused: {answer}")
    table.sent += 1
    return int(answer["version"])


def throughput(ready: list[Table], moves: int, seconds: float, views: bool = False,
               playing: Callable[[], None] | None = None) -> tuple[int, float]:
    """Moves accepted and seconds taken, every table sending one move at a time (at most
    ``moves`` per table, stopping after ``seconds``). With ``views`` every phone has its table
    page open meanwhile (``Streams``: its event stream, bringing its own view of each new
    version), reloaded at the new table after a rematch. ``playing`` is called once the pages
    are open, as the tables start to move."""
    pages = None
    if views:
        pages = Streams(ready[0].port, True)
        pages.open(ready)
    if playing is not None:
        playing()
    deadline = time.monotonic() + seconds

    def play(index: int) -> int:
        table = ready[index]
        done = 0
        while done < moves and time.monotonic() < deadline:
            if table.sent == len(table.moves):
                rematch(table)
                if pages is not None:
                    pages.reopen(index, table)
            send(table)
            done += 1
        return done

    start = time.perf_counter()
    try:
        counts = Pool(len(ready)).map(play, range(len(ready)))
    finally:
        if pages is not None:
            pages.close()
    return sum(counts), time.perf_counter() - start


class Streams:
    """The phones of some tables with their table pages open: each phone's event stream,
    carrying, with ``views``, the phone's own view on each new version, as the table page
    opens it (``?views=1``); without, only the version (a client would then fetch its view,
    which is not timed). A phone has reached a version once its stream brought that version (its
    view, with ``views``)."""

    def __init__(self, port: int, views: bool) -> None:
        self.port, self.views = port, views
        self.reached: dict[tuple[int, int], list[tuple[int, float]]] = {}
        self.wakeups: dict[int, Event] = {}
        self.greenlets: dict[int, list[gevent.Greenlet]] = {}
        self.synced = 0
        self.expected = 0
        self.all_synced = Event()
        #: Pages opening at once, at most (the rest wait): a hall's 10,000 pages opened all at
        #: once overflow the server's backlog of connections not yet accepted.
        self.opening = Semaphore(OPENING)

    def open(self, ready: list[Table]) -> int:
        """Open the pages of every phone of ``ready``; how many have reached their table's
        current version (the first event of a stream), once all have or ``TIMEOUT`` s have
        passed. The moves are timed from then on, as boardgame.io's clients are timed once
        synced."""
        expected = sum(len(table.tokens) for table in ready)
        self.expected += expected
        for index, table in enumerate(ready):
            self.wakeups[index] = Event()
            self.reopen(index, table)
        self.all_synced.wait(timeout=TIMEOUT + expected / 20)  # 10,000 pages: 9 minutes at most
        return self.synced

    def reopen(self, index: int, table: Table) -> None:
        """(Re)open the pages of table ``index``'s phones, at its current code (a rematch)."""
        gevent.killall(self.greenlets.get(index, []))
        self.greenlets[index] = [gevent.spawn(self._page, index, phone, table, token)
                                 for phone, token in enumerate(table.tokens)]

    def _page(self, index: int, phone: int, table: Table, token: str) -> None:
        query, wanted = ("?views=1", b"view") if self.views else ("", b"version")
        opening = True
        self.opening.acquire()
        try:
            sock = socket.create_connection((HOST, self.port), timeout=None,
                                            source_address=(table.source, 0))
        except OSError:
            self.opening.release()
            raise
        forwarded = (f"X-Forwarded-For: {table.phone(phone)}\r\n"
                     if table.addresses is not None else "")
        sock.sendall((f"GET /api/tables/{table.code}/events{query} HTTP/1.1\r\n"
                      f"Host: {HOST}\r\nAuthorization: Bearer {token}\r\n{forwarded}\r\n")
                     .encode())
        pending, event = b"", b""
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    return
                pending += chunk
                *lines, pending = pending.split(b"\n")
                for line in lines:
                    if line.startswith(b"event: "):
                        event = line[7:].strip()
                    elif line.startswith(b"data: ") and event == wanted:
                        data = line[6:]
                        version = orjson.loads(data)["version"] if self.views else int(data)
                        self._reach(index, phone, version, time.perf_counter())
                        if opening:
                            opening = False
                            self.opening.release()
        finally:
            if opening:
                self.opening.release()
            sock.close()

    def _reach(self, index: int, phone: int, version: int, when: float) -> None:
        history = self.reached.setdefault((index, phone), [])
        if not history:
            self.synced += 1
            if self.synced == self.expected:
                self.all_synced.set()
        history.append((version, when))
        self.wakeups[index].set()

    def wait_all(self, index: int, version: int, phones: int) -> float:
        """When the last of table ``index``'s ``phones`` reached ``version`` (perf_counter)."""
        deadline = time.perf_counter() + TIMEOUT
        while True:
            times = [next((when for have, when in self.reached.get((index, phone), ())
                           if have >= version), None) for phone in range(phones)]
            if None not in times:
                return max(t for t in times if t is not None)
            self.wakeups[index].clear()
            self.wakeups[index].wait(timeout=max(0.0, deadline - time.perf_counter()))
            if time.perf_counter() >= deadline:
                raise RuntimeError("a phone missed a version")

    def close(self) -> None:
        """Close every page."""
        gevent.killall([g for greenlets in self.greenlets.values() for g in greenlets])


@contextlib.contextmanager
def collector_paused() -> Any:
    """While the client times, its own garbage collector stays still: what exists is frozen
    and no collection runs, so a pause of the measuring process (its 10,000 streams' objects
    walked: 0.2-0.3 s a full collection in the hall) never counts as the server's. Enabled
    again afterwards."""
    gc.collect()
    gc.freeze()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.unfreeze()


def fanout(port: int, ready: list[Table], period: float, seconds: float, moves: int,
           views: bool, watched: int | None = None,
           streams: Streams | None = None) -> tuple[int, list[float], list[float]]:
    """Pages open, and per move (send → all phones, accepted → all phones) in ms, with one
    move per table every ``period`` s for ``seconds`` (at most ``moves`` per table); ``views``:
    each phone's stream brings its own view of each new version, and the phone has a move once
    it holds its view (``Streams``). Only the first ``watched`` tables (default all) have their
    pages open and are timed; the others just move. ``streams``: those pages, opened already
    (else opened here). A move that gets no answer, or that a phone never reaches, counts as
    ``TIMEOUT`` and stops its table."""
    watched = len(ready) if watched is None else min(watched, len(ready))
    if streams is None:
        streams = Streams(port, views)
        streams.open(ready[:watched])
    opened = streams.synced
    from_send: list[float] = []
    from_accept: list[float] = []

    def pace(index: int) -> None:
        table = ready[index]
        gevent.sleep(index / len(ready) * period)
        done = 0
        while time.monotonic() < deadline and done < moves and table.sent < len(table.moves):
            sent = time.perf_counter()
            try:
                version = send(table)
                accepted = time.perf_counter()
                last = (streams.wait_all(index, version, len(table.tokens))
                        if index < watched else None)
            except (OSError, RuntimeError):  # no answer, or a phone never saw it: 30 s
                if index < watched:
                    from_send.append(TIMEOUT * 1000)
                    from_accept.append(TIMEOUT * 1000)
                return
            if last is not None:
                from_send.append((last - sent) * 1000)
                from_accept.append(max(0.0, last - accepted) * 1000)
            done += 1
            gevent.sleep(max(0.0, period - (time.perf_counter() - sent)))

    try:
        with collector_paused():
            deadline = time.monotonic() + seconds  # from now: the collection above not in it
            gevent.joinall([gevent.spawn(pace, i) for i in range(len(ready))],
                           raise_error=True)
    finally:
        streams.close()
    return opened, from_send, from_accept


def round_robin(ready: list[Table], seconds: float, movers: int) -> tuple[int, float]:
    """Moves accepted and seconds taken, ``movers`` phones in flight at once for ``seconds``,
    each sending one move at a time to its share of the tables in turn (mover ``m`` to tables
    ``m``, ``m + movers``, …), so every table of ``ready`` moves and each move finds a table
    other than the last: what the server keeps of every table is used. No pages are open."""
    deadline = time.monotonic() + seconds

    def mover(first: int) -> int:
        done = 0
        mine = ready[first::movers]
        while time.monotonic() < deadline:
            table = mine[done % len(mine)]
            if table.sent == len(table.moves):
                rematch(table)
            send(table)
            done += 1
        return done

    start = time.perf_counter()
    counts = Pool(movers).map(mover, range(min(movers, len(ready))))
    return sum(counts), time.perf_counter() - start


def close(ready: list[Table]) -> None:
    """Close every phone connection of ``ready``."""
    for table in ready:
        for phone in table.phones:
            phone.close()
        for held in table.sockets or ():
            if held is not None:
                held.close()
