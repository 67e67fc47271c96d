"""Settings and the database underneath: SQLite's modes, URLs, and write locking."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from flask import Flask
from sqlalchemy import text

from referee.config import ConfigError, database_url, settings_from


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
