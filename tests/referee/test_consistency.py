"""The served state is always the replay of the stored event log (docs/architecture.md, "The table
is an
event log"): under concurrent moves, retried move ids and undos, across snapshot boundaries, in
the process's state cache and in a fresh process; and an undo takes back only the move the
moderator saw."""

from __future__ import annotations

import random
import threading
import uuid
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from sqlalchemy import select

from referee import games
from referee.games.base import Actor, State, Viewer, apply, as_json
from referee.service.tables import rng_for
from referee.storage.schema import moves, snapshots, tables
from tests.referee.referee_kit import (
    Table,
    bearer,
    database_rows,
    new_table,
    play_step,
    politburo_choice,
)


@pytest.fixture(params=["sqlite", "postgresql"])
def snapshotting_app(request: pytest.FixtureRequest, make_app: Callable[..., Flask]) -> Flask:
    """An app that stores a snapshot every 2 moves, on SQLite, then on PostgreSQL."""
    if request.param == "sqlite":
        return make_app(SNAPSHOT_EVERY=2)
    return make_app(SNAPSHOT_EVERY=2, DATABASE_URL=request.getfixturevalue("pg_url"))


def replayed_from_setup(app: Flask, code: str) -> tuple[Any, State]:
    """The table row of ``code`` and its state replayed with the engine from the setup, move by
    move, ignoring snapshots; asserts every stored snapshot is the replayed state at its index."""
    with app.extensions["tapete"].storage.read() as conn:
        row = conn.execute(select(tables).where(tables.c.code == code)).one()
        log = conn.execute(select(moves).where((moves.c.table_id == row.id)
                                               & moves.c.reverted.is_(False))
                           .order_by(moves.c.idx)).all()
        stored = conn.execute(select(snapshots.c.idx, snapshots.c.state)
                              .where(snapshots.c.table_id == row.id)).all()
    game = games.get(row.game)
    state = as_json(game.setup(row.players, dict(row.options), rng_for(row.seed, "setup")))
    after: dict[int, State] = {}
    for move in log:
        state = as_json(apply(game, state, Actor(move.seat, move.moderator), move.move,
                              move.args, rng_for(row.seed, move.idx)))
        after[move.idx] = state
    for snapshot in stored:
        assert snapshot.idx in after, f"a snapshot after the reverted move {snapshot.idx}"
        assert snapshot.state == after[snapshot.idx], f"snapshot {snapshot.idx} is not the log"
    return row, state


def assert_served_is_the_log(app: Flask, table: Table, *others: Flask) -> None:
    """Every view ``app`` (and each app of ``others``, as other processes) serves is the
    engine's view of the log replayed from the setup, and the status matches its outcome."""
    row, state = replayed_from_setup(app, table.code)
    game = games.get(row.game)
    assert row.status == ("over" if game.outcome(state) is not None else "playing")
    expected = [game.view(state, Viewer(None, omniscient=True))]
    expected += [game.view(state, Viewer(seat)) for seat in range(len(table.seats))]
    for server in (app, *others):
        client = server.test_client()
        for token, want in zip([table.moderator, *table.seats], expected, strict=True):
            seen = client.get(f"/api/tables/{table.code}/view", headers=bearer(token)).get_json()
            assert seen["version"] == row.version
            assert (seen["phase"], seen["public"]) == (want["phase"], want["public"])
            assert {k: v for k, v in seen["private"].items() if k != "victory"} == want["private"]
            assert seen["outcome"] == game.outcome(state)


def _hammer(apps: list[Flask], table: Table, seed: int, players: int, steps: int) -> list[str]:
    """``players`` threads play the awaited seats' moves, each sent two or three times with one
    id (a phone retrying), while a moderator thread undoes now and then, with and without the
    version it saw; thread ``k`` talks to ``apps[k % len(apps)]`` (several server processes on
    one database). Returns the unexpected answers (5xx, or a retry answered differently)."""
    problems: list[str] = []
    start = threading.Barrier(players + 1)

    def player(worker: int) -> None:
        rng = random.Random(seed * 31 + worker)
        client = apps[worker % len(apps)].test_client()
        start.wait()
        for _step in range(steps):
            view = client.get(f"/api/tables/{table.code}/view",
                              headers=bearer(table.seats[0])).get_json()
            if not view["awaiting"]:
                continue
            seat = rng.choice(view["awaiting"])
            own = client.get(f"/api/tables/{table.code}/view",
                             headers=bearer(table.seats[seat])).get_json()
            if not own["private"]["moves"]:
                continue  # another thread moved for that seat meanwhile
            move, args = politburo_choice(own, rng)
            body = {"move": move, "args": args, "id": uuid.uuid4().hex}
            answers = [(r.status_code, r.get_json()) for r in (
                client.post(f"/api/tables/{table.code}/moves", headers=bearer(table.seats[seat]),
                            json=body) for _ in range(rng.choice((2, 3))))]
            accepted = [i for i, (status, _) in enumerate(answers) if status == 200]
            # once accepted, every retry answers the same version; a refusal may come first
            # (another thread moved for that seat) and an undo may make a retry acceptable
            if (any(status >= 500 for status, _ in answers)
                    or (accepted and any(a != answers[accepted[0]]
                                         for a in answers[accepted[0]:]))):
                problems.append(f"{body}: {answers}")

    def moderator() -> None:
        rng, client = random.Random(seed), apps[players % len(apps)].test_client()
        start.wait()
        for _step in range(steps):
            version = client.get(f"/api/tables/{table.code}/view",
                                 headers=bearer(table.moderator)).get_json()["version"]
            if rng.random() < 0.4:
                payload = {"version": version} if rng.random() < 0.5 else None
                answer = client.post(f"/api/tables/{table.code}/undo",
                                     headers=bearer(table.moderator), json=payload)
                if answer.status_code >= 500:
                    problems.append(f"undo: {answer.get_data(as_text=True)}")

    threads = [threading.Thread(target=player, args=(w,)) for w in range(players)]
    threads.append(threading.Thread(target=moderator))
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    return problems


@pytest.mark.parametrize("seed", [1, 2])
def test_concurrent_moves_retries_and_undos_serve_the_replayed_log(
        snapshotting_app: Flask, make_app: Callable[..., Flask], seed: int) -> None:
    app = snapshotting_app
    url = app.extensions["tapete"].storage.url.render_as_string(hide_password=False)
    other = make_app(DATABASE_URL=url, SNAPSHOT_EVERY=2)  # a second server process
    table = new_table(app.test_client(), seed=seed)
    assert _hammer([app, other], table, seed, players=3, steps=25) == []
    fresh = make_app(DATABASE_URL=url, SNAPSHOT_EVERY=2)  # a process with nothing cached
    assert_served_is_the_log(app, table, other, fresh)
    with app.extensions["tapete"].storage.read() as conn:
        ids = conn.execute(select(moves.c.client_id).join(tables)
                           .where(tables.c.code == table.code)).scalars().all()
    assert len(ids) == len(set(ids)) > 10


def test_undo_across_snapshot_boundaries_replays_the_log(make_app: Callable[..., Flask],
                                                         tmp_path: Any) -> None:
    instance = str(tmp_path / "shared")
    app = make_app(INSTANCE_PATH=instance, SNAPSHOT_EVERY=3)
    table = new_table(app.test_client(), seed=5)
    rng = random.Random(5)

    def undo() -> None:
        assert table.call("POST", "/undo", table.moderator).status_code == 200

    for _ in range(6):  # moves 0..5: snapshots after moves 2 and 5
        assert play_step(table, rng)
    table.view(table.moderator)  # the cache holds the state after move 5
    undo()  # takes back move 5 and its snapshot; the one after move 2 stays
    undo()
    assert_served_is_the_log(app, table)
    for _ in range(4):  # moves 6..9: a snapshot after move 8, none after move 9
        assert play_step(table, rng)
    undo()
    for _ in range(3):  # moves 10..12: a snapshot after move 11, on a log with gaps
        assert play_step(table, rng)
    assert_served_is_the_log(app, table, make_app(INSTANCE_PATH=instance, SNAPSHOT_EVERY=3))
    for _ in range(9):  # back before the first snapshot
        undo()
    assert_served_is_the_log(app, table, make_app(INSTANCE_PATH=instance, SNAPSHOT_EVERY=3))


def test_an_undo_decided_before_a_move_came_in_takes_nothing_back(app: Flask) -> None:
    table = new_table(app.test_client())
    table.ok(0, "propose", {"ministry": "defence"})
    seen = table.view(table.moderator)["version"]
    table.ok(1, "vote", {"approve": True})  # lands between the moderator's look and tap
    before = database_rows(app)
    late = table.call("POST", "/undo", table.moderator, json={"version": seen})
    assert late.status_code == 409 and late.get_json()["error"]["code"] == "table_changed"
    assert database_rows(app) == before
    assert table.view(table.seats[1])["private"]["vote"] is True
    now = table.view(table.moderator)["version"]
    assert table.call("POST", "/undo", table.moderator, json={"version": now}).status_code == 200
    assert table.view(table.seats[1])["private"]["vote"] is None


def test_a_repeated_undo_takes_back_one_move(any_app: Flask) -> None:
    table = new_table(any_app.test_client())
    table.ok(0, "propose", {"ministry": "finance"})
    table.ok(1, "vote", {"approve": False})
    seen = table.view(table.moderator)["version"]
    barrier = threading.Barrier(2)
    answers: list[tuple[int, Any]] = []

    def tap() -> None:
        client = any_app.test_client()
        barrier.wait()
        answer = client.post(f"/api/tables/{table.code}/undo", headers=bearer(table.moderator),
                             json={"version": seen})
        answers.append((answer.status_code, answer.get_json()))

    taps = [threading.Thread(target=tap) for _ in range(2)]
    for thread in taps:
        thread.start()
    for thread in taps:
        thread.join(timeout=30)
    assert sorted(status for status, _ in answers) == [200, 409]
    assert [a["error"]["code"] for s, a in answers if s == 409] == ["table_changed"]
    assert table.view(table.seats[0])["phase"] == "vote"  # only the vote was taken back
    assert table.view(table.seats[1])["private"]["vote"] is None
    assert_served_is_the_log(any_app, table)
