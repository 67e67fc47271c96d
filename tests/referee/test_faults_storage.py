"""Storage faults are answers, not crashes (issue "Faults and abuse at the edges").

The served referee's instance files made immutable while it runs (as when a file system turns
read-only under it): moves are refused with 503 ``storage_unavailable`` and ``Retry-After``,
reads are still served, the process lives on (no SIGBUS from a memory-mapped WAL index) and its
log names the cause once; once the files are writable again, moves are accepted. A SQLite file
of one process keeps no shared WAL index at all; one shared by several processes checks its
index before each transaction.
"""

from __future__ import annotations

import contextlib
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.engine import make_url

from referee.storage.database import Storage
from tests.referee.referee_kit import ServedClient, new_table, start_server

IMMUTABLE_FAILED = "chattr +i is not possible here ({reason}); run as root on ext4, xfs or btrfs"


@contextlib.contextmanager
def immutable(paths: list[Path]) -> Iterator[None]:
    """``paths`` immutable (``chattr +i``) for the block, writable again after it; skips the
    test when this machine or user cannot set the flag."""
    done = subprocess.run(["chattr", "+i", *map(str, paths)], capture_output=True, text=True)
    if done.returncode != 0:
        subprocess.run(["chattr", "-i", *map(str, paths)], capture_output=True)
        pytest.skip(IMMUTABLE_FAILED.format(reason=done.stderr.strip() or done.returncode))
    try:
        yield
    finally:
        subprocess.run(["chattr", "-i", *map(str, paths)], check=True)


@pytest.mark.slow
def test_a_read_only_instance_refuses_moves_with_503_and_keeps_serving_reads(
        tmp_path: Path) -> None:
    instance = tmp_path / "instance"
    server = start_server(instance)
    try:
        table = new_table(ServedClient(server.url))
        acknowledged = table.ok(0, "propose", {"ministry": "defence"})
        with immutable([instance, *sorted(instance.iterdir())]):
            for attempt in range(3):
                refused = table.move(1 + attempt, "vote", {"approve": True})
                assert refused.status_code == 503, refused.text
                assert refused.json()["error"]["code"] == "storage_unavailable"
                assert int(refused.headers["Retry-After"]) > 0
                assert table.view(table.seats[0])["version"] == acknowledged
            created = table.client.post("/api/tables", json={"game": "politburo",
                                                             "players": 5})
            assert created.status_code == 503
            assert server.process.poll() is None, "the server is still running"
        assert table.ok(1, "vote", {"approve": True}) == acknowledged + 1
    finally:
        status = server.stop()
    assert status == 0 and status != -signal.SIGBUS
    log = server.output()
    causes = [line for line in log.splitlines()
              if "POST /api/" in line and "the database cannot be written" in line]
    assert len(causes) == 1, causes  # once, however many requests were refused
    assert "Operation not permitted" in causes[0] and str(instance) in causes[0]
    assert "Traceback" not in log


def test_a_file_of_one_process_keeps_its_wal_index_in_memory(tmp_path: Path) -> None:
    """No ``-shm`` file to map, so nothing to SIGBUS on; another process finds the file locked
    rather than sharing it without the live updates (docs/deployment.md "Scaling")."""
    path = tmp_path / "tapete.db"
    storage = Storage(make_url(f"sqlite:///{path}"))
    try:
        storage.create_schema()
        with storage.write() as conn:
            conn.execute(text("CREATE TABLE probe (x INTEGER)"))
            conn.execute(text("INSERT INTO probe VALUES (1)"))
        with storage.read() as first, storage.read() as second:
            assert first.execute(text("SELECT x FROM probe")).scalar() == 1
            assert second.execute(text("SELECT count(*) FROM probe")).scalar() == 1
        assert not Path(f"{path}-shm").exists()
        other = subprocess.run(
            [sys.executable, "-c", "import sqlite3, sys; sqlite3.connect(sys.argv[1], "
             "timeout=0.2).execute('SELECT count(*) FROM probe')", str(path)],
            capture_output=True, text=True)
        assert "database is locked" in other.stderr
    finally:
        storage.dispose()
    with contextlib.closing(sqlite3.connect(path)) as after:  # the lock goes with the process's
        assert after.execute("SELECT x FROM probe").fetchone() == (1,)


# A process sharing its file (``shared``) that has mapped the WAL index, then finds it cannot be
# written: without the check its next transaction dies of SIGBUS. It leaves with ``os._exit``:
# SQLite's close of the last connection writes the index too (docs/deployment.md "Scaling").
SHARED_CHILD = """
import os, sys
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError
from referee.storage.database import Storage
storage = Storage(make_url("sqlite:///" + sys.argv[1]), shared=True)
with storage.write() as conn:
    conn.exec_driver_sql("CREATE TABLE probe (x INTEGER)")
print("mapped", flush=True)
sys.stdin.readline()
for transaction in (storage.write, storage.read):
    try:
        with transaction() as conn:
            conn.exec_driver_sql("SELECT count(*) FROM probe")
    except OperationalError as exc:
        print("refused:", exc.orig, flush=True)
os._exit(0)
"""


def test_a_shared_wal_index_that_cannot_be_written_is_refused_not_written(
        tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    child = subprocess.Popen([sys.executable, "-c", SHARED_CHILD, str(path)], text=True,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, cwd=Path(__file__).resolve().parents[2])
    try:
        assert child.stdout is not None and child.stdout.readline() == "mapped\n"
        shm = Path(f"{path}-shm")
        with immutable([shm]):
            out, err = child.communicate("go\n", timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == 0, (child.returncode, err)
    refusal = f"refused: the WAL index {shm} cannot be written (Operation not permitted)\n"
    assert out == refusal * 2
