"""A player who leaves (issue 33; docs/api.md "A player who leaves"): the moderator's leave
through the API, the stand-in moves the service logs after it and after every move, undo that
gives the seat back, the left phone's 403, and the stand-in reading only its seat's view."""

from __future__ import annotations

import dataclasses
import json
import random
import uuid
from typing import Any

import pytest
from flask import Flask
from sqlalchemy import create_engine, select, text

from referee import games
from referee.service.standins import STAND_IN_LIMIT, stand_ins_after
from referee.storage.schema import metadata, moves, tables
from tests.referee.referee_kit import Table, new_table, play_to_end

#: Poker7 with 3 seats, seat 0 dealing: seat 1 bets first, then 2, then 0.
OPTIONS = {"first_dealer": 0, "starting_chips": 50}


def _table(app: Flask) -> Table:
    return new_table(app.test_client(), game="poker7", players=3, options=OPTIONS)


def _leave(table: Table, seat: int, token: str | None = None, **body: Any) -> Any:
    return table.call("POST", f"/seats/{seat}/leave", token or table.moderator,
                      json={"id": uuid.uuid4().hex, **body})


def _logged(app: Flask, code: str) -> list[tuple[int | None, str, bool, bool]]:
    """The table's log: (seat, move, stand_in, reverted) in log order."""
    table_id = select(tables.c.id).where(tables.c.code == code).scalar_subquery()
    with app.extensions["tapete"].storage.read() as conn:
        return [tuple(row) for row in conn.execute(
            select(moves.c.seat, moves.c.move, moves.c.stand_in, moves.c.reverted)
            .where(moves.c.table_id == table_id).order_by(moves.c.idx))]


def _actor(table: Table) -> int:
    return int(table.view(table.moderator)["public"]["actor"])


def test_the_moderator_marks_a_seat_left_and_its_stand_in_plays_its_turn(any_app: Flask) -> None:
    table = _table(any_app)
    assert _actor(table) == 1
    answer = _leave(table, 1, how="stand_in")
    assert answer.status_code == 200, answer.get_json()
    seen = table.view(table.seats[0])
    assert seen["left"] == [1] and seen["public"]["actor"] == 2
    assert seen["public"]["history"][-1] == {**seen["public"]["history"][-1], "event": "bet",
                                             "seat": 1, "how": "check", "stand_in": True}
    assert _logged(any_app, table.code) == [(None, "leave", False, False),
                                            (1, "check", True, False)]
    assert answer.get_json()["version"] == seen["version"]


def test_after_a_move_the_stand_in_folds_facing_the_bet(app: Flask) -> None:
    table = _table(app)
    assert _leave(table, 2).status_code == 200  # not its turn: no stand-in move yet
    assert _logged(app, table.code) == [(None, "leave", False, False)]
    table.ok(1, "bet", {"amount": 4})
    assert _logged(app, table.code)[1:] == [(1, "bet", False, False), (2, "fold", True, False)]
    assert _actor(table) == 0


def test_undo_of_a_leave_gives_the_seat_back(any_app: Flask) -> None:
    table = _table(any_app)
    before = table.view(table.seats[1])
    assert _leave(table, 1).status_code == 200
    assert table.move(1, "check").status_code == 403
    undone = table.call("POST", "/undo", table.moderator)
    assert undone.status_code == 200, undone.get_json()
    after = table.view(table.seats[1])
    assert after["left"] == [] and after["private"] == before["private"]
    assert after["public"]["actor"] == 1
    assert [reverted for *_, reverted in _logged(any_app, table.code)] == [True, True]
    table.ok(1, "check")


def test_undo_takes_back_a_move_with_the_stand_in_moves_after_it(app: Flask) -> None:
    table = _table(app)
    _leave(table, 2)
    table.ok(1, "bet", {"amount": 4})
    assert table.call("POST", "/undo", table.moderator).status_code == 200
    assert _actor(table) == 1
    assert _logged(app, table.code) == [(None, "leave", False, False),
                                        (1, "bet", False, True), (2, "fold", True, True)]


def test_a_left_phone_is_refused_and_sees_no_secret(app: Flask) -> None:
    table = _table(app)
    _leave(table, 2)
    refused = table.move(2, "check")
    assert refused.status_code == 403
    assert refused.get_json()["error"]["code"] == "seat_left"
    gone = table.view(table.seats[2])
    assert gone["left"] == [2] and gone["private"] == {}
    holes = table.view(table.moderator)["private"]["hands"]["2"]
    assert not any(card in json.dumps(gone) for card in holes)


def test_only_the_moderator_marks_a_seat_left_once_and_in_a_mode_of_the_game(app: Flask) -> None:
    table = _table(app)
    for token in table.seats:
        answer = _leave(table, 1, token)
        assert (answer.status_code, answer.get_json()["error"]["code"]) == (403, "not_moderator")
    assert _leave(table, 1, how="resign").get_json()["error"]["code"] == "bad_leave_mode"
    assert _leave(table, 7).status_code == 400
    assert _leave(table, 1).status_code == 200
    again = _leave(table, 1)
    assert (again.status_code, again.get_json()["error"]["code"]) == (409, "seat_already_left")
    stolen = table.move(0, "check", move_id="stand-in:9")
    assert (stolen.status_code, stolen.get_json()["error"]["code"]) == (400, "malformed")


def test_a_replay_rebuilds_the_leave_and_the_stand_in_moves(app: Flask) -> None:
    table = _table(app)
    _leave(table, 2)
    table.ok(1, "bet", {"amount": 4})
    views = [table.view(token) for token in [table.moderator, *table.seats]]
    app.extensions["tapete"].tables.forget(table.code)
    assert [table.view(token) for token in [table.moderator, *table.seats]] == views


def test_the_stand_in_reads_only_its_own_seats_view(app: Flask,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    poker7 = games.get("poker7")
    seen: list[tuple[int, dict[str, Any], Any]] = []

    def spy(view: dict[str, Any], seat: int, rng: Any) -> Any:
        move = poker7.stand_in(view, seat, rng)
        seen.append((seat, view, move))
        return move

    monkeypatch.setitem(games._registry(), "poker7", dataclasses.replace(poker7, stand_in=spy))
    table = _table(app)
    _leave(table, 1)
    table.ok(2, "bet", {"amount": 4})
    table.ok(0, "call")
    hands = table.view(table.moderator)["private"]["hands"]
    assert [move for _seat, _view, move in seen] == [("check", {}), ("fold", {})]
    for seat, view, _move in seen:
        assert view["private"]["seat"] == seat == 1
        others = [card for other, cards in hands.items() if other != "1" for card in cards]
        assert not any(card in json.dumps(view) for card in others)
    stand_ins = [(seat, name) for seat, name, stand_in, _ in _logged(app, table.code) if stand_in]
    assert stand_ins == [(1, "check"), (1, "fold")]


def test_a_moves_table_made_before_stand_ins_gets_the_column(tmp_path: Any) -> None:
    engine = create_engine(f"sqlite:///{tmp_path / 'old.db'}")
    metadata.create_all(engine)
    with engine.begin() as conn:
        conn.execute(text("ALTER TABLE moves DROP COLUMN stand_in"))
        conn.execute(text("INSERT INTO moves (table_id, idx, client_id, seat, moderator, move, "
                          "args, reverted, version) VALUES (1, 0, 'a', 0, 0, 'check', '{}', 0, "
                          "2)"))
    metadata.create_all(engine)
    with engine.connect() as conn:
        assert conn.execute(select(moves.c.stand_in)).scalars().all() == [False]


def test_stand_ins_stop_after_the_limit_when_nobody_else_is_awaited() -> None:
    endless = dataclasses.replace(
        games.get("poker7"), awaiting=lambda state: [0], outcome=lambda state: None,
        moves={"wait": lambda state, actor, args, rng: state},
        stand_in=lambda view, seat, rng: ("wait", {}), view=lambda state, viewer: {})
    made = stand_ins_after(endless, {"left_seats": {"0": "stand_in"}}, 7,
                           lambda idx: random.Random(idx))
    assert len(made) == STAND_IN_LIMIT
    assert [move.idx for move in made[:2]] == [7, 8] and made[-1].seat == 0


def test_a_refused_stand_in_move_ends_the_stand_ins_and_is_logged(
        caplog: pytest.LogCaptureFixture) -> None:
    poker7 = games.get("poker7")
    wrong = dataclasses.replace(poker7, stand_in=lambda view, seat, rng: ("raise", {"to": 1}))
    state = poker7.setup(3, poker7.options({"first_dealer": 0}, 3), random.Random(1))
    state["left_seats"] = {"1": "stand_in"}
    assert stand_ins_after(wrong, state, 0, lambda idx: random.Random(idx)) == []
    assert "the stand-in of seat 1 made a refused move raise" in caplog.text


def test_the_rematch_after_a_leave_opens_in_the_lobby_with_the_others(app: Flask) -> None:
    table = new_table(app.test_client())  # Politburo, 5 seats: Bob (seat 1) leaves
    names = [seat["name"] for seat in table.client.get(f"/api/tables/{table.code}")
             .get_json()["seats"]]
    assert _leave(table, 1).status_code == 200
    play_to_end(table, random.Random(3))
    answer = table.call("POST", "/rematch", table.moderator)
    assert answer.status_code == 201
    code = answer.get_json()["code"]
    info = table.client.get(f"/api/tables/{code}").get_json()
    assert info["status"] == "lobby"
    assert [seat["name"] for seat in info["seats"]] == names[:1] + names[2:], "in the same order"
    rematch = Table(table.client, code, table.moderator, table.seats[:1] + table.seats[2:])
    assert rematch.view(table.seats[3])["you"]["seat"] == 2, "numbered anew, the token kept"
    gone = rematch.call("GET", "/view", table.seats[1])
    assert gone.get_json()["error"]["code"] == "wrong_token", "the one who left has no seat"
    early = rematch.call("POST", "/start", table.moderator)
    assert early.status_code == 409 and early.get_json()["error"]["code"] == "seats_missing"
    joined = app.test_client().post(f"/api/tables/{code}/seats", json={"name": "Zoe"})
    assert joined.status_code == 201 and joined.get_json()["seat"] == 4
    assert rematch.call("POST", "/start", table.moderator).status_code == 200
    assert rematch.view(table.seats[0])["table"]["status"] == "playing"
