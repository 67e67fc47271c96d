"""Settings and the database underneath: SQLite's modes, URLs, and write locking."""

from __future__ import annotations

import sqlite3
import threading
from datetime import UTC, datetime
from pathlib import Path

import pytest
from flask import Flask
from sqlalchemy import bindparam, insert, text
from sqlalchemy.exc import IntegrityError

from referee.config import ConfigError, database_url, settings_from
from referee.storage import repository as repo
from referee.storage.database import DriverStatement, Storage
from referee.storage.schema import moves


def test_sqlite_runs_in_wal_mode_with_foreign_keys_and_a_busy_timeout(app: Flask) -> None:
    storage = app.extensions["tapete"].storage
    with storage.read() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert conn.execute(text("PRAGMA foreign_keys")).scalar() == 1
        assert conn.execute(text("PRAGMA busy_timeout")).scalar() == 10_000


def test_the_default_database_lives_in_the_instance_folder(tmp_path: Path) -> None:
    settings = settings_from({"INSTANCE_PATH": str(tmp_path / "deep" / "instance")})
    assert (tmp_path / "deep" / "instance").is_dir()
    assert settings.database_url.database == str(tmp_path / "deep" / "instance" / "tapete.db")
    assert settings.redis_url is None and settings.snapshot_every == 25


def test_a_write_transaction_holds_the_sqlite_write_lock_from_its_start(app: Flask) -> None:
    storage = app.extensions["tapete"].storage
    other = sqlite3.connect(storage.url.database, timeout=0, isolation_level=None)
    try:
        with storage.write(), pytest.raises(sqlite3.OperationalError, match="locked"):
            other.execute("BEGIN IMMEDIATE")
        other.execute("BEGIN IMMEDIATE")
        other.execute("ROLLBACK")
    finally:
        other.close()


def _move_row(table_id: int, idx: int, client_id: str) -> dict[str, object]:
    return {"table_id": table_id, "idx": idx, "client_id": client_id, "seat": None,
            "moderator": True, "move": "vote", "args": {"approve": False, "n": [1, "ü"]},
            "reverted": False, "version": idx + 2,
            "created": datetime(2026, 11, 25, 1, 2, 3, 456789, tzinfo=UTC)}


def _a_table(conn: object) -> int:
    return repo.insert_table(conn, code="ABCDE", game="politburo", players=5, options={},
                             seed=1, lang="en", status="playing", moderator_hash="x",
                             moderator_plays=False)


def test_a_driver_statement_stores_what_connection_execute_stores(app: Flask) -> None:
    storage = app.extensions["tapete"].storage
    statement = insert(moves).values({name: bindparam(name) for name in _move_row(0, 0, "")})
    with storage.write() as conn:
        table_id = _a_table(conn)
        conn.execute(statement, _move_row(table_id, 0, "by-sqlalchemy"))
        changed = DriverStatement(statement, conn.dialect).run(
            conn, _move_row(table_id, 1, "by-the-driver"))
    assert changed == 1
    with storage.read() as conn:
        stored = conn.exec_driver_sql(
            "SELECT seat, moderator, move, args, reverted, created, typeof(args), "
            "typeof(moderator), typeof(created) FROM moves ORDER BY idx").all()
        parsed = [(row.args, row.moderator, row.created) for row in conn.execute(
            moves.select().order_by(moves.c.idx))]
    assert stored[0] == stored[1]  # the same text and integers as SQLAlchemy wrote
    assert parsed[1] == parsed[0]
    assert parsed[0][:2] == ({"approve": False, "n": [1, "ü"]}, True)


def test_a_driver_statement_raises_sqlalchemys_error_without_the_values(app: Flask) -> None:
    storage = app.extensions["tapete"].storage
    statement = insert(moves).values({name: bindparam(name) for name in _move_row(0, 0, "")})
    with pytest.raises(IntegrityError) as raised, storage.write() as conn:
        table_id = _a_table(conn)
        DriverStatement(statement, conn.dialect).run(conn, _move_row(table_id, 0, "secret-id"))
        DriverStatement(statement, conn.dialect).run(conn, _move_row(table_id, 1, "secret-id"))
    assert "UNIQUE" in str(raised.value) and raised.value.hide_parameters
    with storage.read() as conn:
        assert conn.execute(text("SELECT count(*) FROM moves")).scalar() == 0, "rolled back"


def test_a_driver_statement_runs_only_inside_a_transaction(app: Flask) -> None:
    storage = app.extensions["tapete"].storage
    statement = insert(moves).values({name: bindparam(name) for name in _move_row(0, 0, "")})
    with storage.engine.connect() as conn, pytest.raises(ValueError, match="transaction"):
        DriverStatement(statement, conn.dialect).run(conn, _move_row(1, 0, "autocommitted"))
    with storage.read() as conn:
        assert conn.execute(text("SELECT count(*) FROM moves")).scalar() == 0


@pytest.mark.parametrize(("raw", "driver"), [
    ("postgresql://u@h:5432/db", "postgresql+psycopg"),
    ("postgres://u@h/db", "postgresql+psycopg"),
    ("sqlite:////tmp/x.db", "sqlite"),
])
def test_database_urls_get_their_driver(raw: str, driver: str) -> None:
    assert database_url(raw).drivername == driver


@pytest.mark.parametrize(("config", "says"), [
    ({"DATABASE_URL": "sqlite://"}, "file path"),
    ({"DATABASE_URL": "oracle://x"}, "not supported"),
    ({"REDIS_URL": "localhost:6379"}, "redis://"),
    ({"PUBLIC_URL": "example.org"}, "https://"),
    ({"SNAPSHOT_EVERY": 0}, "SNAPSHOT_EVERY"),
    ({"KEEPALIVE_SECONDS": "15"}, "KEEPALIVE_SECONDS"),
    ({"DATABASE_CONNECTIONS": 1}, "DATABASE_CONNECTIONS"),
    ({"PROXIES": -1}, "PROXIES"),
])
def test_bad_settings_name_what_is_wrong(tmp_path: Path, config: dict[str, object],
                                         says: str) -> None:
    with pytest.raises(ConfigError, match=says):
        settings_from({"INSTANCE_PATH": str(tmp_path), **config})


def test_postgresql_tables_are_created_in_the_configured_schema(make_app: object,
                                                                pg_url: str) -> None:
    app = make_app(DATABASE_URL=pg_url)  # type: ignore[operator]
    storage = app.extensions["tapete"].storage
    with storage.read() as conn:
        schema = conn.execute(text("SELECT current_schema()")).scalar()
        names = set(conn.execute(text(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = :s"),
            {"s": schema}).scalars())
    assert {"tables", "seats", "moves", "snapshots"} <= names


def test_a_process_opens_at_most_its_postgresql_connections_and_others_wait(
        make_app: object, pg_url: str) -> None:
    """Several processes share PostgreSQL's ``max_connections``: with DATABASE_CONNECTIONS=2
    a third reader waits for a free connection instead of opening one or failing."""
    storage = make_app(DATABASE_URL=pg_url, DATABASE_CONNECTIONS=2  # type: ignore[operator]
                       ).extensions["tapete"].storage
    release = threading.Event()
    holding = threading.Barrier(3, timeout=10)  # a holder that failed breaks it
    finished: list[float] = []

    def hold() -> None:
        with storage.read() as conn:
            conn.execute(text("SELECT 1"))
            holding.wait()
            release.wait(10)

    holders = [threading.Thread(target=hold) for _ in range(2)]
    for thread in holders:
        thread.start()
    holding.wait()

    def third() -> None:
        with storage.read() as conn:
            finished.append(conn.execute(text("SELECT 1")).scalar_one())

    waiting = threading.Thread(target=third)
    waiting.start()
    waiting.join(0.5)
    assert finished == [] and storage.engine.pool.checkedout() == 2
    release.set()
    waiting.join(10)
    for thread in holders:
        thread.join(10)
    assert finished == [1]


def test_no_free_postgresql_connection_in_time_is_answered_try_again(
        make_app: object, pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("referee.storage.database.POOL_WAIT_SECONDS", 0.3)
    app = make_app(DATABASE_URL=pg_url, DATABASE_CONNECTIONS=2)  # type: ignore[operator]
    storage = app.extensions["tapete"].storage
    with storage.read(), storage.read():
        answer = app.test_client().post("/api/tables", json={"game": "politburo",
                                                             "players": 5})
    assert answer.status_code == 503
    assert answer.get_json()["error"]["code"] == "storage_unavailable"
    assert int(answer.headers["Retry-After"]) > 0


def test_processes_starting_together_on_one_sqlite_file_all_create_the_schema(
        tmp_path: Path) -> None:
    """docs/deployment.md "Scaling": several processes may share one SQLite file; started at once,
    each switches a new file to WAL and creates what is missing without tripping over the others
    (both failed now and then with "database is locked")."""
    url = database_url(f"sqlite:///{tmp_path / 'shared.db'}")
    stores = [Storage(url) for _ in range(6)]
    start = threading.Barrier(len(stores), timeout=10)
    errors: list[BaseException] = []

    def create(storage: Storage) -> None:
        try:
            start.wait()
            storage.create_schema()
        except Exception as exc:  # reported by the assertion below
            errors.append(exc)

    threads = [threading.Thread(target=create, args=(s,)) for s in stores]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    try:
        assert errors == []
        with stores[0].read() as conn:
            assert conn.execute(text("SELECT count(*) FROM moves")).scalar() == 0
    finally:
        for storage in stores:
            storage.dispose()
