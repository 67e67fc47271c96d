"""Referee benchmark: persisted moves per second, and live-update fan-out latency.

Starts ``tapete-referee serve`` (SQLite in a temporary instance folder) as a subprocess, then
drives it over loopback HTTP the way phones do, with real Politburo moves (mostly plan votes):

1. moves/s accepted on one table (its voters send their votes at the same time);
2. moves/s accepted on 100 tables played in parallel;
   after both, the moves in the database are counted: every accepted move must be persisted;
3. with 200 tables × 8 phones holding an SSE stream each, the time from a move being accepted
   (its answer received) to every phone of that table having the new version (median, p99),
   and the same from the request being sent.

Targets (issue): ≥ 1,000 persisted moves/s; p99 fan-out ≤ 50 ms. Usage:
``python bench/referee_bench.py [--tables 100] [--fanout-tables 200] [--fanout-moves 2000]``.
Not a test: it prints figures.
"""

from gevent import monkey

monkey.patch_all()

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import signal  # noqa: E402
import socket  # noqa: E402
import sqlite3  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import gevent  # noqa: E402
from gevent.event import Event  # noqa: E402
from gevent.pool import Pool  # noqa: E402

Move = tuple[int, str, dict[str, Any]]
HOST = "127.0.0.1"
TIMEOUT = 30.0


class Http:
    """One phone's keep-alive HTTP/1.1 connection (a small client, to leave the CPU to the
    server)."""

    def __init__(self, port: int) -> None:
        self.sock = socket.create_connection((HOST, port), timeout=TIMEOUT)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""

    def request(self, method: str, path: str, body: Any = None,
                token: str | None = None) -> tuple[int, Any]:
        data = json.dumps(body).encode() if body is not None else b""
        head = [f"{method} {path} HTTP/1.1", f"Host: {HOST}", f"Content-Length: {len(data)}",
                "Content-Type: application/json"]
        if token:
            head.append(f"Authorization: Bearer {token}")
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
        return int(lines[0].split()[1]), json.loads(payload) if payload else None

    def _fill(self) -> None:
        chunk = self.sock.recv(65536)
        if not chunk:
            raise ConnectionError("the server closed the connection")
        self.buffer += chunk


@dataclass
class Table:
    """A started Politburo table: code, tokens, one connection per seat, its move script."""

    code: str
    moderator: str
    tokens: list[str]
    phones: list[Http]
    groups: list[list[Move]]
    sent: int = 0


def script(players: int) -> list[list[Move]]:
    """A whole Politburo game as groups of moves that may be sent at the same time: each turn,
    two proposals rejected by every voter (the third ministry passes), an appointment and a
    unanimous execution (RULES.md#politburo)."""
    groups: list[list[Move]] = []
    for turn in range(players):
        gs = turn % players
        voters = [s for s in range(players) if s != gs]
        for ministry in ("defence", "finance"):
            groups.append([(gs, "propose", {"ministry": ministry})])
            groups.append([(s, "vote", {"approve": False}) for s in voters])
        executors = [(gs + k) % players for k in (1, 2, 3)]
        groups.append([(gs, "appoint", {"players": executors})])
        groups.append([(s, "execute", {"choice": "repress"}) for s in executors])
    return groups


def new_table(port: int, players: int, seed: int) -> Table:
    """Create, fill and start a table; one connection per seat."""
    host = Http(port)
    status, made = host.request("POST", "/api/tables", {
        "game": "politburo", "players": players, "lang": "en", "options": {"seed": seed}})
    assert status == 201, made
    phones, tokens = [], []
    for seat in range(players):
        phone = Http(port)
        status, joined = phone.request("POST", f"/api/tables/{made['code']}/seats",
                                       {"name": f"P{seat}"})
        assert status == 201, joined
        phones.append(phone)
        tokens.append(joined["token"])
    status, started = host.request("POST", f"/api/tables/{made['code']}/start",
                                   token=made["moderator_token"])
    assert status == 200, started
    host.sock.close()
    return Table(made["code"], made["moderator_token"], tokens, phones, script(players))


def send(table: Table, move: Move, number: int) -> int:
    """Send one move as its seat's phone; returns the version (raises if refused)."""
    seat, name, args = move
    status, answer = table.phones[seat].request(
        "POST", f"/api/tables/{table.code}/moves",
        {"move": name, "args": args, "id": f"{table.code}-{number}"}, table.tokens[seat])
    if status != 200:
        raise RuntimeError(f"move {name} of seat {seat} refused: {answer}")
    return int(answer["version"])


def play(table: Table) -> int:
    """Play the whole script, each group's moves at once; returns the moves accepted."""
    accepted = 0
    for group in table.groups:
        jobs = [gevent.spawn(send, table, move, table.sent + i) for i, move in enumerate(group)]
        table.sent += len(group)
        gevent.joinall(jobs, raise_error=True, timeout=TIMEOUT)
        accepted += len(group)
    return accepted


def persisted(database: Path) -> int:
    """Moves stored in the server's database."""
    with sqlite3.connect(database) as conn:
        return conn.execute("SELECT count(*) FROM moves WHERE reverted = 0").fetchone()[0]


def throughput(port: int, tables: int, players: int, seed: int) -> tuple[int, float]:
    """Moves accepted per second with ``tables`` tables played in parallel (setup untimed)."""
    ready = list(Pool(20).imap_unordered(lambda i: new_table(port, players, seed + i),
                                         range(tables)))
    start = time.perf_counter()
    counts = Pool(tables).map(play, ready)
    elapsed = time.perf_counter() - start
    for table in ready:
        for phone in table.phones:
            phone.sock.close()
    return sum(counts), elapsed


@dataclass
class Listener:
    """One phone's SSE stream; wakes whoever waits for a version of its table."""

    table: int
    versions: list[int] = field(default_factory=list)


def listen(port: int, code: str, token: str, listener: Listener,
           seen: dict[tuple[int, int], list[float]], wakeups: dict[int, Event]) -> None:
    sock = socket.create_connection((HOST, port), timeout=None)
    sock.sendall((f"GET /api/tables/{code}/events HTTP/1.1\r\nHost: {HOST}\r\n"
                  f"Authorization: Bearer {token}\r\n\r\n").encode())
    pending = b""
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            return
        now = time.perf_counter()
        pending += chunk
        for line in pending.split(b"\n"):
            if line.startswith(b"data: "):
                version = int(line[6:].strip())
                seen.setdefault((listener.table, version), []).append(now)
                wakeups[listener.table].set()
        pending = pending[pending.rfind(b"\n") + 1:]


def fanout(port: int, tables: int, phones: int, moves: int, rounds: list[int],
           seed: int) -> tuple[int, list[tuple[int, list[float], list[float]]]]:
    """Open ``phones`` SSE streams on each of ``tables`` tables, then for each number of
    drivers in ``rounds`` (tables moving at once) time ``moves`` moves: from the answer (and
    from the request) to the moment every phone of that table has the new version, in ms.
    Returns the streams open and, per round, (drivers, from accept, from send)."""
    ready = list(Pool(20).imap(lambda i: new_table(port, phones, seed + i), range(tables)))
    seen: dict[tuple[int, int], list[float]] = {}
    wakeups = {i: Event() for i in range(tables)}
    streams = [gevent.spawn(listen, port, table.code, token, Listener(i), seen, wakeups)
               for i, table in enumerate(ready) for token in table.tokens]
    gevent.sleep(2.0)  # let every stream connect and receive its first version
    open_streams = sum(1 for s in streams if not s.dead)
    flat = [[m for group in table.groups for m in group] for table in ready]
    results = []
    for drivers in rounds:
        from_accept: list[float] = []
        from_send: list[float] = []

        def drive(worker: int, drivers: int = drivers, from_accept: list[float] = from_accept,
                  from_send: list[float] = from_send) -> None:
            """Move the tables ``worker``, ``worker + drivers``... one move at a time, in
            script order, timing each until all phones of its table have it."""
            mine = list(range(worker, tables, drivers))
            for k in range(worker, moves, drivers):
                index = mine[(k // drivers) % len(mine)]
                table = ready[index]
                if table.sent >= len(flat[index]):
                    continue  # this table's game is over
                sent = time.perf_counter()
                version = send(table, flat[index][table.sent], table.sent)
                table.sent += 1
                accepted = time.perf_counter()
                deadline = accepted + TIMEOUT
                while len(seen.get((index, version), ())) < phones:
                    wakeups[index].clear()
                    wakeups[index].wait(timeout=max(0.0, deadline - time.perf_counter()))
                    assert time.perf_counter() < deadline, "a phone missed a version"
                last = max(seen[(index, version)])
                from_accept.append(max(0.0, last - accepted) * 1000)
                from_send.append((last - sent) * 1000)

        gevent.joinall([gevent.spawn(drive, w) for w in range(drivers)], raise_error=True)
        results.append((drivers, from_accept, from_send))
    gevent.killall(streams)
    return open_streams, results


def cpu_seconds(pid: int) -> float:
    """CPU time (user + system) used so far by process ``pid`` (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_server(instance: Path, port: int) -> subprocess.Popen[bytes]:
    """``tapete-referee serve`` on ``instance``, once it answers."""
    script_path = Path(sys.executable).with_name("tapete-referee")
    command = [str(script_path)] if script_path.exists() else [sys.executable, "-m",
                                                               "referee.cli"]
    log = (instance.parent / "server.log").open("wb")
    server = subprocess.Popen([*command, "serve", "--host", HOST, "--port", str(port),
                               "--instance", str(instance)], stdout=log, stderr=log)
    for _ in range(300):
        try:
            status, _ = Http(port).request("GET", "/api/tables/AAAAA")
            if status == 404:
                return server
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise SystemExit("the server did not start; see server.log")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--fanout-tables", type=int, default=200)
    parser.add_argument("--fanout-moves", type=int, default=1000)
    parser.add_argument("--drivers", default="1,10",
                        help="tables moving at once in the fan-out rounds (comma list)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        with socket.socket() as probe:
            probe.bind((HOST, 0))
            port = probe.getsockname()[1]
        instance = Path(tmp) / "instance"
        server = start_server(instance, port)
        try:
            total = 0
            for label, tables, games in (("1 table", 1, 3), (f"{args.tables} tables",
                                                            args.tables, 1)):
                count, elapsed, cpu = 0, 0.0, 0.0
                for game in range(games):
                    before = cpu_seconds(server.pid)
                    moved, took = throughput(port, tables, args.players, 1000 * (game + tables))
                    cpu += cpu_seconds(server.pid) - before
                    count, elapsed = count + moved, elapsed + took
                total += count
                print(f"{label:<11} {count:6d} moves in {elapsed:6.2f} s = "
                      f"{count / elapsed:6.0f} moves/s; server CPU {cpu / count * 1000:.2f} ms "
                      f"per move (incl. table setup) = {count / cpu:5.0f} moves per CPU-second")
            stored = persisted(instance / "tapete.db")
            print(f"persisted:  {stored} moves in the database for {total} accepted "
                  f"({'all there' if stored == total else 'MISMATCH'})")
            rounds = [int(d) for d in args.drivers.split(",")]
            streams, results = fanout(port, args.fanout_tables, 8, args.fanout_moves, rounds,
                                      9000)
            print(f"fan-out:    {streams} SSE streams open ({args.fanout_tables} tables × 8 "
                  "phones)")
            for drivers, accept, sent in results:
                print(f"  {drivers:2d} table(s) moving at once, {len(accept)} moves: accepted → "
                      f"all 8 phones median {statistics.median(accept):6.2f} ms, p99 "
                      f"{percentile(accept, 0.99):6.2f} ms; request sent → all 8 phones median "
                      f"{statistics.median(sent):6.2f} ms, p99 {percentile(sent, 0.99):6.2f} ms")
            print("targets: >= 1000 persisted moves/s; p99 fan-out <= 50 ms")
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main()
