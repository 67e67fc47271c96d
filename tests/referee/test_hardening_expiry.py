"""Tables expire: one unchanged for TABLE_LIFETIME_DAYS days (finished, or idle in the lobby or
mid-game) is deleted with everything it holds, by the cleanup the app runs itself; a table with
a recent seat or move stays."""

from __future__ import annotations

import random
import time
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from flask import Flask
from sqlalchemy import func, select, update

from referee.config import ConfigError
from referee.service.cleanup import expired_codes
from referee.storage.schema import moves, rejoin_codes, seats, snapshots, tables
from tests.referee.referee_kit import new_table, play_to_end


def _age(app: Flask, code: str, days: float,
         what: tuple[Any, ...] = (tables, seats, moves)) -> None:
    """Make table ``code``'s rows look ``days`` days old."""
    when = datetime.now(UTC) - timedelta(days=days)
    with app.extensions["tapete"].storage.write() as conn:
        table_id = conn.execute(select(tables.c.id).where(tables.c.code == code)).scalar_one()
        for table in what:
            column = table.c.id if table is tables else table.c.table_id
            conn.execute(update(table).where(column == table_id).values(created=when))


def _rows(app: Flask, codes: list[str]) -> dict[str, int]:
    """How many rows of each referee table belong to the tables ``codes``."""
    with app.extensions["tapete"].storage.read() as conn:
        ids = select(tables.c.id).where(tables.c.code.in_(codes)).scalar_subquery()
        return {t.name: int(conn.execute(select(func.count()).select_from(t).where(
                    (t.c.id if t is tables else t.c.table_id).in_(ids))).scalar_one())
                for t in (tables, seats, moves, snapshots, rejoin_codes)}


def test_old_tables_are_deleted_with_everything_they_hold(any_app: Flask) -> None:
    app = any_app
    finished = new_table(app.test_client(), seed=2)
    play_to_end(finished, random.Random(2))
    finished.call("POST", "/seats/1/replace", finished.moderator)  # an open rejoin code
    lobby = new_table(app.test_client(), join=2, start=False)
    playing = new_table(app.test_client())
    playing.ok(0, "propose", {"ministry": "finance"})
    fresh = new_table(app.test_client())
    for table in (finished, lobby, playing):
        _age(app, table.code, 31)
    _age(app, fresh.code, 29)
    old = [finished.code, lobby.code, playing.code]
    assert all(_rows(app, old)[name] for name in ("tables", "seats", "moves", "snapshots",
                                                   "rejoin_codes"))
    deleted = expired_codes(app.extensions["tapete"].tables, 30)
    assert sorted(deleted) == sorted([finished.code, lobby.code, playing.code])
    for table in (finished, lobby, playing):
        gone = app.test_client().get(f"/api/tables/{table.code}")
        assert gone.status_code == 404 and gone.get_json()["error"]["code"] == "unknown_table"
        assert table.call("GET", "/view", table.seats[0]).status_code == 404
    assert fresh.view(fresh.seats[0])["table"]["status"] == "playing"
    assert set(_rows(app, old).values()) == {0}
    assert _rows(app, [fresh.code])["seats"] == 5


def test_a_recent_move_or_seat_keeps_an_old_table(app: Flask) -> None:
    moved = new_table(app.test_client())
    _age(app, moved.code, 40, (tables, seats))
    moved.ok(0, "propose", {"ministry": "defence"})
    joined = new_table(app.test_client(), join=1, start=False)
    _age(app, joined.code, 40, (tables,))
    assert expired_codes(app.extensions["tapete"].tables, 30) == []


def test_the_server_runs_the_cleanup_itself(make_app: Any) -> None:
    app = make_app(TABLE_LIFETIME_DAYS=30, CLEANUP_INTERVAL_SECONDS=0.1)
    old = new_table(app.test_client())
    kept = new_table(app.test_client())
    _age(app, old.code, 31)
    deadline = time.monotonic() + 20
    while app.test_client().get(f"/api/tables/{old.code}").status_code != 404:
        assert time.monotonic() < deadline, "the cleanup did not run"
        time.sleep(0.05)
    assert app.test_client().get(f"/api/tables/{kept.code}").status_code == 200


def test_a_lifetime_of_0_keeps_every_table(make_app: Any) -> None:
    app = make_app(TABLE_LIFETIME_DAYS=0, CLEANUP_INTERVAL_SECONDS=0.05)
    assert app.extensions["tapete"].cleanup is None
    with pytest.raises(ConfigError, match="TABLE_LIFETIME_DAYS"):
        make_app(TABLE_LIFETIME_DAYS=-1)


def test_the_default_lifetime_is_30_days(app: Flask) -> None:
    settings = app.extensions["tapete"].settings
    assert settings.table_lifetime_days == 30 and settings.cleanup_interval_seconds == 3600
