"""The move write path (``TableService.move``, ``referee.storage.commits``): retries of one move id
are applied once, two moves racing for one turn give one acceptance, group commit keeps a refused
job's batch-mates and loses a failed batch whole, a process moving on a table it remembers at an
older version computes the move again, and a server killed during a burst of moves (one process on
SQLite, one of several workers on PostgreSQL + Redis, or one of two processes behind HAProxy on
PostgreSQL or on one SQLite file) loses no acknowledged move while the served state stays the
replayed log."""

from __future__ import annotations

import os
import random
import signal
import threading
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import requests
from flask import Flask
from sqlalchemy import insert, select

from referee import create_app
from referee.storage.commits import GroupCommit
from referee.storage.repository import MoveNotLogged
from referee.storage.schema import moves, rejoin_codes, tables
from tests.referee.referee_kit import (
    NAMES,
    Table,
    bearer,
    free_port,
    new_table,
    politburo_choice,
    start_server,
)
from tests.referee.test_consistency import assert_served_is_the_log


def _at_once(count: int, call: Callable[[int], Any]) -> list[Any]:
    """``call(0)`` … ``call(count - 1)`` in threads released together; their results."""
    start = threading.Barrier(count)
    results: list[Any] = [None] * count

    def run(k: int) -> None:
        start.wait()
        results[k] = call(k)

    threads = [threading.Thread(target=run, args=(k,)) for k in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return results


def _logged_ids(app: Flask, code: str) -> list[str]:
    with app.extensions["tapete"].storage.read() as conn:
        return list(conn.execute(select(moves.c.client_id).join(tables)
                                 .where(tables.c.code == code)).scalars())


def test_concurrent_retries_of_one_move_id_are_applied_once(any_app: Flask,
                                                            make_app: Callable[..., Flask]
                                                            ) -> None:
    url = any_app.extensions["tapete"].storage.url.render_as_string(hide_password=False)
    other = make_app(DATABASE_URL=url)  # a second process on the same database
    table = new_table(any_app.test_client())
    body = {"move": "propose", "args": {"ministry": "defence"}, "id": "once"}

    def send(k: int) -> tuple[int, Any]:
        client = (any_app, other)[k % 2].test_client()
        answer = client.post(f"/api/tables/{table.code}/moves", json=body,
                             headers=bearer(table.seats[0]))
        return answer.status_code, answer.get_json()

    answers = _at_once(8, send)
    assert {status for status, _ in answers} == {200}
    assert len({answer["version"] for _, answer in answers}) == 1
    assert _logged_ids(any_app, table.code) == ["once"]
    assert_served_is_the_log(any_app, table, other)


def test_two_moves_racing_for_one_turn_one_is_accepted(any_app: Flask,
                                                       make_app: Callable[..., Flask]) -> None:
    url = any_app.extensions["tapete"].storage.url.render_as_string(hide_password=False)
    other = make_app(DATABASE_URL=url)
    table = new_table(any_app.test_client())
    table.view(table.seats[0])  # both processes remember the table before the race
    Table(other.test_client(), table.code, table.moderator, table.seats).view(table.seats[0])

    def send(k: int) -> int:
        client = (any_app, other)[k].test_client()
        ministry = ("defence", "finance")[k]
        return client.post(f"/api/tables/{table.code}/moves", headers=bearer(table.seats[0]),
                           json={"move": "propose", "args": {"ministry": ministry},
                                 "id": f"race-{k}"}).status_code

    statuses = _at_once(2, send)
    assert sorted(statuses)[0] == 200 and sorted(statuses)[1] in (400, 403, 409)
    assert len(_logged_ids(any_app, table.code)) == 1
    assert_served_is_the_log(any_app, table, other)


def _queued(commits: GroupCommit, jobs: list[Callable[[Any], Any]],
            places: list[float] | None = None) -> list[Any]:
    """Run ``jobs`` through ``commits`` (at ``places``, all 0.0 if None) while a first job's
    commit holds the leader's place until all are queued; each job's result or exception."""
    outcomes: list[Any] = [None] * len(jobs)
    holding, release = threading.Event(), threading.Event()

    def hold(conn: Any) -> None:
        holding.set()
        release.wait(30)

    def run(k: int) -> None:
        try:
            outcomes[k] = commits.run(jobs[k], places[k] if places else 0.0)
        except Exception as exc:
            outcomes[k] = exc

    leader = threading.Thread(target=commits.run, args=(hold,))
    leader.start()
    assert holding.wait(30)
    threads = [threading.Thread(target=run, args=(k,)) for k in range(len(jobs))]
    for thread in threads:
        thread.start()
    while len(commits._queue) < len(jobs):
        time.sleep(0.01)
    release.set()
    for thread in [leader, *threads]:
        thread.join(timeout=30)
    return outcomes


def _code_row(table_id: int, name: str) -> Callable[[Any], str]:
    def work(conn: Any) -> str:
        conn.execute(insert(rejoin_codes).values(table_id=table_id, public_id=None,
                                                 code_hash=name))
        return name
    return work


def _new_table_id(app: Flask) -> int:
    """The database id of a new table (to hang test rows on)."""
    code = new_table(app.test_client()).code
    with app.extensions["tapete"].storage.read() as conn:
        return int(conn.execute(select(tables.c.id).where(tables.c.code == code)).scalar_one())


def _stored_codes(app: Flask) -> set[str]:
    with app.extensions["tapete"].storage.read() as conn:
        return set(conn.execute(select(rejoin_codes.c.code_hash)).scalars())


def test_a_clean_refusal_in_a_batch_keeps_the_others_and_an_error_loses_the_batch(
        any_app: Flask) -> None:
    services = any_app.extensions["tapete"]
    table_id = _new_table_id(any_app)
    before = _stored_codes(any_app)
    commits = GroupCommit(services.storage, clean=(MoveNotLogged,))

    def refused(conn: Any) -> None:
        raise MoveNotLogged()

    outcomes = _queued(commits, [_code_row(table_id, "a"), refused, _code_row(table_id, "b")])
    assert outcomes[0] == "a" and outcomes[2] == "b"
    assert isinstance(outcomes[1], MoveNotLogged)
    assert _stored_codes(any_app) - before == {"a", "b"}

    def broken(conn: Any) -> None:
        conn.execute(insert(rejoin_codes).values(table_id=table_id, public_id=None,
                                                 code_hash="c"))
        raise RuntimeError("disk on fire")

    outcomes = _queued(commits, [_code_row(table_id, "d"), broken, _code_row(table_id, "e")])
    assert all(isinstance(o, RuntimeError) for o in outcomes)  # nobody is told "done"
    assert _stored_codes(any_app) - before == {"a", "b"}


class _CountedStorage:
    """A Storage whose write transactions are counted (one per group commit batch)."""

    def __init__(self, storage: Any) -> None:
        self._storage = storage
        self.writes = 0

    def write(self) -> Any:
        self.writes += 1
        return self._storage.write()

    def flush(self, conn: Any) -> None:
        self._storage.flush(conn)


def test_queued_jobs_commit_smallest_place_first_in_batches_of_the_limit(
        any_app: Flask) -> None:
    services = any_app.extensions["tapete"]
    table_id = _new_table_id(any_app)
    storage = _CountedStorage(services.storage)
    commits = GroupCommit(storage, clean=(MoveNotLogged,),  # type: ignore[arg-type]
                          batch_limit=lambda: 2)
    order: list[str] = []

    def job(name: str) -> Callable[[Any], str]:
        write = _code_row(table_id, name)

        def work(conn: Any) -> str:
            order.append(name)
            return write(conn)
        return work

    places = [5.0, 1.0, 4.0, 2.0, 3.0, 1.0]
    names = ["p5", "p1", "p4", "p2", "p3", "p1-later"]
    outcomes = _queued(commits, [job(name) for name in names], places)
    assert outcomes == names  # every job committed and answered
    assert order == ["p1", "p1-later", "p2", "p3", "p4", "p5"]  # equal places: queue order
    assert storage.writes == 1 + 3  # the holding job's batch, then three of at most two
    assert _stored_codes(any_app) >= set(names)


class Burst:
    """Phones of several tables moving as fast as they can over HTTP against ``urls`` (table
    ``t`` on ``urls[t % len(urls)]``); a move that fails on the network is sent again with its
    id, as a phone does. Records every acknowledged move id with its version."""

    def __init__(self, urls: list[str], tables: int) -> None:
        self.urls = urls
        self.acknowledged: dict[str, int] = {}
        self.moved = [0] * tables  # acknowledged moves per table
        self.over = [False] * tables  # the table's game ended
        self.stop = threading.Event()
        self.tables = [self._new_table(t) for t in range(tables)]
        self.threads = [threading.Thread(target=self._play, args=(t,), daemon=True)
                        for t in range(tables)]

    def _url(self, table: int) -> str:
        return self.urls[table % len(self.urls)]

    def _new_table(self, index: int) -> tuple[str, str, list[str]]:
        url = self._url(index)
        made = requests.post(f"{url}/api/tables", timeout=10, json={
            "game": "politburo", "players": 5, "lang": "en", "options": {"seed": index}}).json()
        tokens = [requests.post(f"{url}/api/tables/{made['code']}/seats", timeout=10,
                                json={"name": NAMES[i]}).json()["token"] for i in range(5)]
        requests.post(f"{url}/api/tables/{made['code']}/start", timeout=10,
                      headers=bearer(made["moderator_token"]))
        return made["code"], made["moderator_token"], tokens

    def _send(self, table: int, method: str, path: str, token: str, **kw: Any) -> Any:
        """A request, sent again (up to 20 s) while the server cannot be reached, breaks off
        its answer, or a proxy answers that the process behind it is gone (502, 503, 504)."""
        deadline = time.monotonic() + 20
        while True:
            try:
                answer = requests.request(method, f"{self._url(table)}{path}", timeout=10,
                                          headers=bearer(token), **kw)
                if answer.status_code not in (502, 503, 504) or time.monotonic() > deadline:
                    return answer
            except (requests.ConnectionError, requests.exceptions.ChunkedEncodingError):
                if time.monotonic() > deadline:
                    raise
            time.sleep(0.2)

    def _play(self, index: int) -> None:
        import random

        rng = random.Random(index)
        code, _moderator, tokens = self.tables[index]
        base = f"/api/tables/{code}"
        while not self.stop.is_set():
            view = self._send(index, "GET", f"{base}/view", tokens[0]).json()
            if view.get("outcome") is not None or not view.get("awaiting"):
                self.over[index] = True
                return
            seat = rng.choice(view["awaiting"])
            own = self._send(index, "GET", f"{base}/view", tokens[seat]).json()
            if not own["private"]["moves"]:
                continue
            move, args = politburo_choice(own, rng)
            move_id = uuid.uuid4().hex
            answer = self._send(index, "POST", f"{base}/moves", tokens[seat],
                                json={"move": move, "args": args, "id": move_id})
            if answer.status_code == 200:
                self.acknowledged[move_id] = answer.json()["version"]
                self.moved[index] += 1

    def run_until(self, acknowledged: int) -> None:
        """Start the phones; return once ``acknowledged`` moves were acknowledged."""
        for thread in self.threads:
            thread.start()
        deadline = time.monotonic() + 120
        while len(self.acknowledged) < acknowledged and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(self.acknowledged) >= acknowledged, "the burst did not get going"

    def finish(self) -> None:
        """Stop the phones and wait for them."""
        self.stop.set()
        for thread in self.threads:
            thread.join(timeout=60)

    def check(self, app: Flask) -> None:
        """Every acknowledged move is logged once with its version; every table's served state
        is its replayed log."""
        with app.extensions["tapete"].storage.read() as conn:
            logged = {row.client_id: row.version for row in conn.execute(
                select(moves.c.client_id, moves.c.version))}
        missing = {i: v for i, v in self.acknowledged.items() if logged.get(i) != v}
        assert missing == {}, f"acknowledged but not logged as answered: {missing}"
        for code, moderator, tokens in self.tables:
            assert_served_is_the_log(app, Table(app.test_client(), code, moderator, tokens))


def test_a_process_whose_remembered_table_is_behind_computes_the_move_again(
        any_app: Flask, make_app: Callable[..., Flask]) -> None:
    """Two processes on one database: each moves on the state it remembers, and a move on a
    table the other process changed since is refused at its commit (the version check) and
    computed again on the stored table, never kept on the stale state (docs/deployment.md
    "Scaling")."""
    url = any_app.extensions["tapete"].storage.url.render_as_string(hide_password=False)
    other = make_app(DATABASE_URL=url)
    here = new_table(any_app.test_client(), players=5)
    there = Table(other.test_client(), here.code, here.moderator, here.seats)
    rng = random.Random(7)
    for _ in range(30):
        version = there.view(here.moderator)["version"]  # both remember this version now
        assert here.view(here.moderator)["version"] == version
        seat = rng.choice(here.view(here.moderator)["awaiting"])
        move, args = politburo_choice(here.view(here.seats[seat]), rng)
        here.ok(seat, move, args)  # the other process still remembers the version before
        awaiting = here.view(here.moderator)["awaiting"]
        if not awaiting:
            break
        seat = rng.choice(awaiting)
        move, args = politburo_choice(here.view(here.seats[seat]), rng)
        answer = there.move(seat, move, args)
        assert answer.status_code == 200, answer.get_json()
        assert answer.get_json()["version"] == version + 2
    assert_served_is_the_log(any_app, here, other)


@pytest.mark.slow
def test_a_server_killed_during_a_burst_loses_no_acknowledged_move(tmp_path: Path) -> None:
    instance = tmp_path / "instance"
    server = start_server(instance)
    port = server.url.rsplit(":", 1)[1]
    burst = Burst([server.url], tables=6)
    burst.run_until(60)
    server.stop(signal.SIGKILL)  # mid-burst: moves in flight, some in a commit
    server = start_server(instance, port=int(port))  # phones resend what got no answer
    try:
        time.sleep(1.0)
        burst.finish()
    finally:
        assert server.stop() == 0
    app = create_app({"INSTANCE_PATH": str(instance)})
    try:
        burst.check(app)
    finally:
        app.extensions["tapete"].close()


def _children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        found += [int(c) for c in (task / "children").read_text().split()]
    return found


@pytest.mark.slow
def test_a_worker_killed_during_a_burst_loses_nothing_and_the_others_serve_on(
        tmp_path: Path, pg_url: str, redis_url: str) -> None:
    if not Path("/proc/self/task").exists():
        pytest.skip("needs Linux /proc to find the worker processes")
    server = start_server(tmp_path / "instance", "--workers", "2", "--database", pg_url,
                          "--redis", redis_url, start_new_session=True)
    try:
        deadline = time.monotonic() + 30
        while len(_children(server.process.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        burst = Burst([server.url], tables=6)
        burst.run_until(40)
        os.kill(_children(server.process.pid)[0], signal.SIGKILL)
        before = len(burst.acknowledged)
        deadline = time.monotonic() + 60
        while len(burst.acknowledged) < before + 40 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(burst.acknowledged) >= before + 40, "the other worker did not serve on"
        burst.finish()
    finally:
        os.killpg(server.process.pid, signal.SIGTERM)
        server.process.wait(timeout=30)
    app = create_app({"INSTANCE_PATH": str(tmp_path / "check"), "DATABASE_URL": pg_url})
    try:
        burst.check(app)
    finally:
        app.extensions["tapete"].close()


@pytest.mark.slow
@pytest.mark.parametrize("database", ["postgresql", "sqlite"])
def test_a_process_behind_haproxy_killed_during_a_burst_loses_nothing_and_its_tables_move(
        tmp_path: Path, database: str, redis_url: str, request: pytest.FixtureRequest) -> None:
    """docs/deployment.md "Scaling": one server per process behind HAProxy hashing the table code,
    on one PostgreSQL database or one SQLite file. One process is killed mid-burst; its tables move
    to the other, the phones resend what got no answer, and every acknowledged move is logged
    once."""
    from bench import haproxy

    if haproxy.installed() is None:
        pytest.skip("HAProxy is not installed (Debian: apt-get install haproxy)")
    url = (request.getfixturevalue("pg_url") if database == "postgresql"
           else f"sqlite:///{tmp_path / 'shared.db'}")
    ports = [free_port(), free_port()]
    servers = [start_server(tmp_path / f"instance{k}", "--database", url, "--redis",
                            redis_url, "--proxies", "1", port=port)
               for k, port in enumerate(ports)]
    front = free_port()
    proxy = haproxy.start(tmp_path, front, ports)
    try:
        burst = Burst([f"http://127.0.0.1:{front}"], tables=6)
        burst.run_until(40)
        servers[1].stop(signal.SIGKILL)
        at_kill = list(burst.moved)

        def every_table_moved_on() -> bool:
            return all(moved >= at_kill[t] + 3 or burst.over[t]
                       for t, moved in enumerate(burst.moved))

        deadline = time.monotonic() + 60
        while not every_table_moved_on() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert every_table_moved_on(), f"tables stuck on the killed process: {at_kill} → " \
            f"{burst.moved}"
        burst.finish()
    finally:
        proxy.terminate()
        proxy.wait(timeout=30)
        servers[0].stop()
    app = create_app({"INSTANCE_PATH": str(tmp_path / "check"), "DATABASE_URL": url})
    try:
        burst.check(app)
    finally:
        app.extensions["tapete"].close()
