"""WAL checkpoints beside the commits (referee.storage.checkpoints): what the database file holds,
how far the WAL grows, and a checkpoint that fails."""

from __future__ import annotations

import contextlib
import logging
import shutil
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError

from referee.storage.checkpoints import BACKSTOP_PAGES, Checkpointer
from referee.storage.database import SQLITE_AUTOCHECKPOINT_PAGES, Storage

BLOB_BYTES = 16 * 1024


@pytest.fixture
def storage(tmp_path: Path) -> Iterator[Storage]:
    made = Storage(make_url(f"sqlite:///{tmp_path / 'tapete.db'}"))
    with made.write() as conn:
        conn.execute(text("CREATE TABLE scratch (b BLOB)"))
    yield made
    made.dispose()


@pytest.fixture
def checkpointers() -> Iterator[list[Checkpointer]]:
    started: list[Checkpointer] = []
    yield started
    for checkpointer in started:
        checkpointer.stop()


def start(storage: Storage, interval: float, started: list[Checkpointer]) -> None:
    checkpointer = Checkpointer(storage, interval)
    checkpointer.start()
    started.append(checkpointer)


def write_rows(storage: Storage, count: int) -> None:
    """``count`` commits of one blob each."""
    for _ in range(count):
        with storage.write() as conn:
            conn.execute(text("INSERT INTO scratch VALUES (randomblob(:n))"), {"n": BLOB_BYTES})


def rows_in_database_file(storage: Storage, folder: Path) -> int:
    """The rows of ``scratch`` in the database file alone, without what its WAL holds."""
    copy = folder / "copy.db"
    shutil.copyfile(storage.url.database or "", copy)
    try:
        with contextlib.closing(sqlite3.connect(copy)) as conn:
            return int(conn.execute("SELECT count(*) FROM scratch").fetchone()[0])
    except sqlite3.DatabaseError:  # the table is still only in the WAL, or the copy was torn
        return 0
    finally:
        copy.unlink()


def wal_pages(storage: Storage) -> float:
    wal = Path(f"{storage.url.database}-wal")
    return wal.stat().st_size / 4096 if wal.exists() else 0.0


def test_the_checkpointer_copies_committed_rows_into_the_database_file(
        storage: Storage, checkpointers: list[Checkpointer], tmp_path: Path) -> None:
    # An open connection keeps SQLite from checkpointing when the pool's last one closes.
    with contextlib.closing(sqlite3.connect(storage.url.database or "")) as other:
        other.execute("SELECT count(*) FROM sqlite_master").fetchone()  # it opens the WAL
        start(storage, 3600, checkpointers)  # never within the test
        write_rows(storage, 20)
        time.sleep(0.2)
        assert rows_in_database_file(storage, tmp_path) == 0  # the rows are in the WAL only

        start(storage, 0.02, checkpointers)
        deadline = time.monotonic() + 10
        while rows_in_database_file(storage, tmp_path) < 20:
            assert time.monotonic() < deadline, "no checkpoint copied the rows"
            time.sleep(0.05)
    with storage.read() as conn:  # and nothing was lost on the way
        assert conn.execute(text("SELECT count(*) FROM scratch")).scalar() == 20


def test_commits_checkpoint_themselves_only_past_the_backstop_once_checkpoints_run(
        storage: Storage, checkpointers: list[Checkpointer]) -> None:
    pages_per_row = BLOB_BYTES / 4096
    rows = int(1.6 * SQLITE_AUTOCHECKPOINT_PAGES / pages_per_row)
    write_rows(storage, rows)  # SQLite's own threshold: the WAL is reused past 1,000 pages
    assert wal_pages(storage) < 1.2 * SQLITE_AUTOCHECKPOINT_PAGES

    start(storage, 3600, checkpointers)
    write_rows(storage, rows)  # no commit checkpoints below the backstop: the WAL grows
    assert 1.5 * SQLITE_AUTOCHECKPOINT_PAGES < wal_pages(storage) < BACKSTOP_PAGES
    with storage.read() as conn:
        assert conn.execute(text("PRAGMA wal_autocheckpoint")).scalar() == BACKSTOP_PAGES


def test_a_failing_checkpoint_is_logged_and_tried_again(
        storage: Storage, checkpointers: list[Checkpointer], monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    calls: list[float] = []

    def failing() -> tuple[int, int, int]:
        calls.append(time.monotonic())
        raise OperationalError("PRAGMA wal_checkpoint", None,
                               sqlite3.OperationalError("disk I/O error"))

    monkeypatch.setattr(storage, "checkpoint", failing)
    with caplog.at_level(logging.WARNING, logger="referee.storage.checkpoints"):
        start(storage, 0.02, checkpointers)
        deadline = time.monotonic() + 10
        while len(calls) < 3:
            assert time.monotonic() < deadline, "the checkpoints stopped after a failure"
            time.sleep(0.02)
        checkpointers[0].stop()
    assert "WAL checkpoint failed" in caplog.text and "disk I/O error" in caplog.text


def test_only_sqlite_is_checkpointed() -> None:
    other = Storage(make_url("postgresql+psycopg://nobody@127.0.0.1:1/none"))
    with pytest.raises(ValueError, match="SQLite"):
        other.checkpoint()
