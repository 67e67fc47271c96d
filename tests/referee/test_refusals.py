"""Refused requests leave the table exactly as it was (api.md: "A refused request changes
nothing"): after the end and the rematch, from seats and replaced phones, stale undos, and
duplicates arriving at the same moment. ``test_api_contract`` covers the refusals of a game in
progress and of the lobby."""

from __future__ import annotations

import json
import random
import threading
from typing import Any

from flask import Flask

from tests.referee.referee_kit import Table, bearer, database_rows, new_table, play_to_end


def _everything(app: Flask, tables: list[Table]) -> tuple[Any, list[str]]:
    """The database's rows and every view of ``tables`` (moderator and seats)."""
    views = [json.dumps(t.view(token), sort_keys=True)
             for t in tables for token in [t.moderator, *t.seats]]
    return database_rows(app), views


def _arena(app: Flask) -> dict[str, Any]:
    client = app.test_client()
    playing = new_table(client, seed=31)
    assert playing.move(0, "propose", {"ministry": "defence"},
                        move_id="gs-proposes").status_code == 200
    replaced = playing.seats[1]
    playing.replace(1)
    over = new_table(client, seed=32)
    play_to_end(over, random.Random(32))
    rematched = new_table(client, seed=33)
    play_to_end(rematched, random.Random(33))
    code = rematched.call("POST", "/rematch", rematched.moderator).get_json()["code"]
    rematch = Table(client, code, rematched.moderator, rematched.seats)
    lobby = new_table(client, start=False)
    return {"playing": playing, "replaced": replaced, "over": over, "rematched": rematched,
            "rematch": rematch, "lobby": lobby}


def _move(move: str, args: dict[str, Any], move_id: str = "refused") -> dict[str, Any]:
    return {"move": move, "args": args, "id": move_id}


PROPOSE = _move("propose", {"ministry": "finance"})
# (name, table, who: "mod" | seat | "replaced", method, path, body, status, error code)
CASES: list[tuple[Any, ...]] = [
    ("move after the end", "over", 0, "POST", "/moves", PROPOSE, 409, "game_over"),
    ("vote after the end", "over", 2, "POST", "/moves",
     _move("vote", {"approve": True}), 409, "game_over"),
    ("pause after the end", "over", "mod", "POST", "/pause", {"paused": True}, 409,
     "not_playing"),
    ("start after the end", "over", "mod", "POST", "/start", None, 409, "already_started"),
    ("join after the end", "over", None, "POST", "/seats", {"name": "Zoe"}, 409,
     "already_started"),
    ("rematch by a seat", "over", 1, "POST", "/rematch", None, 403, "not_moderator"),
    ("undo after the rematch", "rematched", "mod", "POST", "/undo", None, 409,
     "already_rematched"),
    ("second rematch", "rematched", "mod", "POST", "/rematch", None, 409, "already_rematched"),
    ("rematch of the rematch too early", "rematch", "mod", "POST", "/rematch", None, 409,
     "not_over"),
    ("stale undo", "playing", "mod", "POST", "/undo", {"version": 3}, 409, "table_changed"),
    ("undo version not a number", "playing", "mod", "POST", "/undo", {"version": "9"}, 400,
     "malformed"),
    ("undo version a boolean", "playing", "mod", "POST", "/undo", {"version": True}, 400,
     "malformed"),
    ("undo by a seat", "playing", 0, "POST", "/undo", None, 403, "not_moderator"),
    ("handover by a seat", "playing", 2, "POST", "/handover", None, 403, "not_moderator"),
    ("replace by a seat", "playing", 2, "POST", "/seats/2/replace", None, 403, "not_moderator"),
    ("replace an unknown seat", "playing", "mod", "POST", "/seats/7/replace", None, 404,
     "unknown_seat"),
    ("lock by a seat", "playing", 3, "POST", "/lock", {"locked": True}, 403, "not_moderator"),
    ("remove after the start", "playing", "mod", "POST", "/seats/4/remove", None, 409,
     "already_started"),
    ("move from a replaced phone", "playing", "replaced", "POST", "/moves",
     _move("vote", {"approve": True}), 403, "seat_moved"),
    ("view from a replaced phone", "playing", "replaced", "GET", "/view", None, 403,
     "seat_moved"),
    ("move id of another seat", "playing", 2, "POST", "/moves",
     _move("vote", {"approve": True}, "gs-proposes"), 409, "move_id_reused"),
    ("move in the lobby", "lobby", 0, "POST", "/moves", PROPOSE, 409, "not_started"),
    ("undo in the lobby", "lobby", "mod", "POST", "/undo", None, 409, "nothing_to_undo"),
]


def test_refused_requests_change_nothing(any_app: Flask) -> None:
    """Every case runs against the same tables: each must leave the whole database and every
    view of its table as they were."""
    arena = _arena(any_app)
    client = any_app.test_client()
    for name, which, who, method, path, payload, status, code in CASES:
        table: Table = arena[which]
        token = (table.moderator if who == "mod" else arena["replaced"] if who == "replaced"
                 else None if who is None else table.seats[who])
        before = _everything(any_app, [table])
        answer = client.open(f"/api/tables/{table.code}{path}", method=method,
                             headers=bearer(token) if token else {}, json=payload)
        assert answer.status_code == status, (name, answer.get_json())
        assert answer.get_json()["error"]["code"] == code, name
        assert _everything(any_app, [table]) == before, f"{name} changed the table"
        client.delete_cookie(f"tapete_seat_{table.code}")


def test_a_retry_after_the_end_answers_the_same_and_changes_nothing(app: Flask) -> None:
    table = new_table(app.test_client(), seed=34)
    first = table.move(0, "propose", {"ministry": "security"}, move_id="first")
    play_to_end(table, random.Random(34))
    before = _everything(app, [table])
    again = table.move(0, "propose", {"ministry": "security"}, move_id="first")
    assert again.status_code == 200 and again.get_json() == first.get_json()
    assert _everything(app, [table]) == before


def _at_once(app: Flask, table: Table, bodies: list[dict[str, Any]]) -> list[Any]:
    """Send every body as the General Secretary's move at the same moment; the answers."""
    barrier = threading.Barrier(len(bodies))
    answers: list[Any] = [None] * len(bodies)

    def send(index: int) -> None:
        client = app.test_client()
        barrier.wait()
        answer = client.post(f"/api/tables/{table.code}/moves", headers=bearer(table.seats[0]),
                             json=bodies[index])
        answers[index] = (answer.status_code, answer.get_json())

    threads = [threading.Thread(target=send, args=(i,)) for i in range(len(bodies))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    return answers


def test_one_id_sent_at_once_with_different_moves_is_applied_once(any_app: Flask) -> None:
    table = new_table(any_app.test_client(), seed=35)
    logged = len(database_rows(any_app)["moves"])  # PostgreSQL holds other tests' tables too
    ministries = ["defence", "finance", "security", "defence"]
    answers = _at_once(any_app, table, [_move("propose", {"ministry": m}, "same-id")
                                        for m in ministries])
    accepted = [m for m, (status, _) in zip(ministries, answers, strict=True) if status == 200]
    assert len({json.dumps(a) for s, a in answers if s == 200}) == 1
    assert all(a["error"]["code"] == "move_id_reused" for s, a in answers if s != 200)
    assert table.view(table.seats[0])["public"]["proposal"] == accepted[0]
    assert sum(1 for m in ministries if m == accepted[0]) == len(accepted)
    assert len(database_rows(any_app)["moves"]) == logged + 1


def test_a_double_tap_with_two_ids_is_one_move_and_one_refusal(any_app: Flask) -> None:
    table = new_table(any_app.test_client(), seed=36)
    logged = len(database_rows(any_app)["moves"])
    answers = _at_once(any_app, table, [_move("propose", {"ministry": "finance"}, f"tap-{i}")
                                        for i in range(2)])
    assert sorted(status for status, _ in answers) == [200, 409]
    assert [a["error"]["code"] for s, a in answers if s == 409] == ["wrong_phase"]
    assert len(database_rows(any_app)["moves"]) == logged + 1
