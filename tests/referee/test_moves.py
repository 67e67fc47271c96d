"""Moves on the event log: retries applied once, simultaneous votes, undo, replay."""

from __future__ import annotations

import json
import random
import threading
from typing import Any

from flask import Flask
from sqlalchemy import func, select

from referee.storage.schema import moves, snapshots, tables
from tests.referee.referee_kit import Table, bearer, database_rows, new_table, play_step


def _count(app: Flask, rows: Any, code: str) -> int:
    """How many rows of ``rows`` (moves or snapshots) table ``code`` has."""
    table_id = select(tables.c.id).where(tables.c.code == code).scalar_subquery()
    with app.extensions["tapete"].storage.read() as conn:
        return conn.execute(select(func.count()).select_from(rows)
                            .where(rows.c.table_id == table_id)).scalar_one()


def _views(table: Table) -> list[dict[str, Any]]:
    return [table.view(token) for token in [table.moderator, *table.seats]]


def _without_version(views: list[dict[str, Any]]) -> str:
    """The views but their version and the undo's notice (``undone``), to compare."""
    return json.dumps([{k: v for k, v in view.items() if k not in ("version", "undone")}
                       for view in views], sort_keys=True)


def test_a_retried_move_is_applied_once(any_app: Flask) -> None:
    table = new_table(any_app.test_client())
    first = table.move(0, "propose", {"ministry": "security"}, move_id="phone-0-1")
    assert first.status_code == 200
    before = database_rows(any_app)
    again = table.move(0, "propose", {"ministry": "security"}, move_id="phone-0-1")
    assert again.status_code == 200
    assert again.get_json() == first.get_json()
    assert database_rows(any_app) == before
    table.ok(1, "vote", {"approve": True})
    late = table.move(0, "propose", {"ministry": "security"}, move_id="phone-0-1")
    assert late.get_json() == first.get_json()
    assert _count(any_app, moves, table.code) == 2


def test_a_move_id_reused_for_another_move_is_refused(app: Flask) -> None:
    table = new_table(app.test_client())
    assert table.move(0, "propose", {"ministry": "security"}, move_id="same").status_code == 200
    before = database_rows(app)
    other = table.move(0, "propose", {"ministry": "defence"}, move_id="same")
    assert other.status_code == 409
    assert other.get_json()["error"]["code"] == "move_id_reused"
    assert database_rows(app) == before


Result = tuple[int, int, Any]  # seat, HTTP status, answer


def _vote_at_once(apps: list[Flask], table: Table, voters: list[int]) -> list[Result]:
    """Every voter sends its vote twice (same id) at the same moment, spread over ``apps``."""
    barrier = threading.Barrier(len(voters) * 2)
    results: list[Result] = []
    lock = threading.Lock()

    def send(seat: int, app: Flask) -> None:
        client = app.test_client()
        barrier.wait()
        response = client.post(f"/api/tables/{table.code}/moves",
                               headers=bearer(table.seats[seat]),
                               json={"move": "vote", "args": {"approve": seat % 2 == 0},
                                     "id": f"vote-{seat}"})
        with lock:
            results.append((seat, response.status_code, response.get_json()))

    threads = [threading.Thread(target=send, args=(seat, apps[(seat + copy) % len(apps)]))
               for seat in voters for copy in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return results


def _check_votes_counted_once(table: Table, results: list[Result], voters: list[int]) -> None:
    versions: dict[int, set[int]] = {}
    for seat, status, answer in results:
        assert status == 200, f"seat {seat} was refused: {answer}"
        versions.setdefault(seat, set()).add(answer["version"])
    assert all(len(v) == 1 for v in versions.values()), "a retry got another version"
    assert len({v for vs in versions.values() for v in vs}) == len(voters)
    plan = [e for e in table.view(table.seats[0])["public"]["history"] if e["type"] == "plan"]
    assert sorted(plan[-1]["approve"] + plan[-1]["reject"]) == voters
    assert sorted(plan[-1]["approve"]) == [s for s in voters if s % 2 == 0]


def test_simultaneous_votes_each_count_once(any_app: Flask) -> None:
    table = new_table(any_app.test_client(), players=10)
    table.ok(0, "propose", {"ministry": "finance"})
    voters = list(range(1, 10))
    _check_votes_counted_once(table, _vote_at_once([any_app], table, voters), voters)
    assert _count(any_app, moves, table.code) == 10


def test_two_server_apps_on_one_database_count_each_vote_once(any_app: Flask,
                                                              make_app: Any) -> None:
    """Two apps (as two processes would) share only the database: its lock must hold."""
    config = {"DATABASE_URL": str(any_app.extensions["tapete"].storage.url
                                  .render_as_string(hide_password=False))}
    other = make_app(**config)
    table = new_table(any_app.test_client(), players=10)
    table.ok(0, "propose", {"ministry": "finance"})
    voters = list(range(1, 10))
    _check_votes_counted_once(table, _vote_at_once([any_app, other], table, voters), voters)


def test_a_move_that_keeps_losing_its_race_to_another_process_is_still_applied_once(
        any_app: Flask, make_app: Any, monkeypatch: Any) -> None:
    """Every time this app computes seat 1's vote, the other app logs another seat's vote
    first (eight races lost in a row): the vote is computed again on the fresh table and
    logged once, never refused as busy."""
    config = {"DATABASE_URL": str(any_app.extensions["tapete"].storage.url
                                  .render_as_string(hide_password=False))}
    other = make_app(**config).test_client()
    table = new_table(any_app.test_client(), players=10)
    table.ok(0, "propose", {"ministry": "finance"})
    service = any_app.extensions["tapete"].tables
    log_move = service._log_move
    rivals = list(range(2, 10))

    def lose_the_race(*args: Any, **kwargs: Any) -> Any:
        if rivals:
            seat = rivals.pop(0)
            answer = other.post(f"/api/tables/{table.code}/moves",
                                headers=bearer(table.seats[seat]),
                                json={"move": "vote", "args": {"approve": seat % 2 == 0},
                                      "id": f"vote-{seat}"})
            assert answer.status_code == 200, answer.get_json()
        return log_move(*args, **kwargs)

    monkeypatch.setattr(service, "_log_move", lose_the_race)
    answer = table.move(1, "vote", {"approve": False}, move_id="vote-1")
    assert answer.status_code == 200, answer.get_json()
    assert not rivals
    plan = [e for e in table.view(table.seats[0])["public"]["history"] if e["type"] == "plan"]
    assert sorted(plan[-1]["approve"] + plan[-1]["reject"]) == list(range(1, 10))
    assert _count(any_app, moves, table.code) == 10


def test_undo_restores_every_view(app: Flask) -> None:
    table = new_table(app.test_client(), seed=11)
    table.ok(0, "propose", {"ministry": "defence"})
    before = _views(table)
    version = table.ok(1, "vote", {"approve": True})
    undone = table.call("POST", "/undo", table.moderator)
    assert undone.status_code == 200 and undone.get_json()["version"] == version + 1
    assert _without_version(_views(table)) == _without_version(before)
    assert [view["undone"] for view in _views(table)] == [{"seat": 1, "move": "vote"}] * 6
    assert table.call("POST", "/undo", table.moderator).status_code == 200
    assert table.view(table.seats[0])["phase"] == "plan"
    assert table.call("POST", "/undo", table.moderator).get_json()["error"]["code"] == \
        "nothing_to_undo"
    table.ok(0, "propose", {"ministry": "finance"})
    assert table.view(table.seats[0])["public"]["proposal"] == "finance"


def test_every_phone_is_told_what_the_undo_took_back_until_the_next_move(app: Flask) -> None:
    table = new_table(app.test_client(), seed=11)
    table.ok(0, "propose", {"ministry": "defence"})
    table.ok(1, "vote", {"approve": True})
    assert table.call("POST", "/undo", table.moderator).status_code == 200
    told = {"seat": 1, "move": "vote"}
    assert all(view["undone"] == told for view in _views(table))
    services = app.extensions["tapete"]
    services.tables.forget(table.code)  # read and replayed from the log: the same notice
    assert all(view["undone"] == told for view in _views(table))
    table.ok(2, "vote", {"approve": False})
    assert all(view["undone"] is None for view in _views(table))
    services.tables.forget(table.code)
    assert all(view["undone"] is None for view in _views(table))


def test_undo_of_the_last_move_reopens_a_finished_game(app: Flask) -> None:
    table = new_table(app.test_client(), seed=2)
    rng = random.Random(2)
    while True:
        awaiting = table.view(table.seats[0])["awaiting"]
        before = _views(table)
        if not play_step(table, rng):
            break
        if table.view(table.seats[0])["outcome"] is not None:
            break
    assert table.view(table.seats[0])["table"]["status"] == "over"
    assert awaiting
    assert table.call("POST", "/undo", table.moderator).status_code == 200
    after = _views(table)
    assert after[0]["table"]["status"] == "playing" and after[0]["outcome"] is None
    assert _without_version(after) == _without_version(before)


def test_replay_from_snapshots_gives_the_live_state(make_app: Any, tmp_path: Any) -> None:
    instance = str(tmp_path / "shared")
    app = make_app(INSTANCE_PATH=instance, SNAPSHOT_EVERY=3)
    table = new_table(app.test_client(), players=6, seed=8)
    rng = random.Random(8)
    for step in range(60):
        if not play_step(table, rng):
            break
        if step % 7 == 6:
            assert table.call("POST", "/undo", table.moderator).status_code == 200
    live = _views(table)
    assert _count(app, snapshots, table.code) >= 1  # the newest two are kept
    fresh = make_app(INSTANCE_PATH=instance, SNAPSHOT_EVERY=3)
    replayed = Table(fresh.test_client(), table.code, table.moderator, table.seats)
    assert _views(replayed) == live


def test_a_refusal_names_the_seats_it_speaks_of(app: Flask) -> None:
    table = new_table(app.test_client(), game="inside-job", players=3)
    before = database_rows(app)
    plays = [{"seat": 1, "suit": "green", "value": 3}, {"seat": 2, "suit": "green", "value": 4},
             {"seat": 0, "suit": "green", "value": 5}]
    refused = table.move(0, "trick", {"trump": "red", "plays": plays, "mission": True})
    assert refused.status_code == 422
    assert refused.get_json()["error"] == {
        "code": "leader_first", "message": "The leader, Ana, plays the first card.",
        "rule": "/rules/inside-job#the-trick"}
    spanish = table.call("POST", "/moves?lang=es", table.seats[0], json={
        "move": "trick", "args": {"trump": "red", "plays": plays[::-1],
                                  "mission": True}, "id": "order"})
    assert spanish.get_json()["error"]["message"] == (
        "Se juega hacia la izquierda: Bruno juega después de Ana.")
    assert database_rows(app) == before
