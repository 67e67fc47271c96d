"""A disk or database error answers 503 ``storage_unavailable`` with a message and changes
nothing; moves answered before stay; the process stays up. Tested with a simulated SQLAlchemy
error, and (where this machine allows private mount namespaces) with a real full disk and a
read-only instance folder."""

from __future__ import annotations

import contextlib
import shutil
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import requests
from flask import Flask
from sqlalchemy.exc import OperationalError

from tests.referee.referee_kit import ServerProcess, bearer, new_table, start_server

DISK_FULL = OperationalError("COMMIT", {}, Exception("database or disk is full"))


def _unavailable(answer: Any) -> None:
    assert answer.status_code == 503, answer.get_data(as_text=True)
    error = answer.get_json()["error"]
    assert error["code"] == "storage_unavailable" and "nothing was" in error["message"]
    assert answer.headers["Retry-After"] == "5"


def test_a_failing_database_answers_503_and_loses_no_acknowledged_move(
        app: Flask, monkeypatch: pytest.MonkeyPatch) -> None:
    table = new_table(app.test_client())
    version = table.ok(0, "propose", {"ministry": "defence"})
    storage = app.extensions["tapete"].storage

    @contextlib.contextmanager
    def broken(*_args: Any) -> Iterator[Any]:
        raise DISK_FULL
        yield

    monkeypatch.setattr(storage, "write", broken)
    _unavailable(table.move(1, "vote", {"approve": True}))
    _unavailable(app.test_client().post("/api/tables", json={"game": "politburo",
                                                             "players": 5}))
    _unavailable(table.call("POST", "/seats/2/replace", table.moderator))
    monkeypatch.setattr(storage, "read", broken)
    table.client.application.extensions["tapete"].tables._cache.clear()
    _unavailable(table.call("GET", "/view", table.seats[0]))
    spanish = table.call("GET", "/view?lang=es", table.seats[0]).get_json()["error"]["message"]
    assert "no se ha cambiado nada" in spanish
    monkeypatch.undo()
    assert table.view(table.seats[0])["version"] == version
    assert table.ok(1, "vote", {"approve": True}) == version + 1


def _namespace_works(tmp_path: Path) -> str | None:
    if shutil.which("unshare") is None or shutil.which("nsenter") is None:
        return "unshare/nsenter are missing"
    probe = tmp_path / "probe"
    probe.mkdir()
    done = subprocess.run(["unshare", "-m", "--propagation", "private", "sh", "-c",
                           f"mount -t tmpfs -o size=1m tmpfs {probe}"], capture_output=True)
    return None if done.returncode == 0 else "private mount namespaces are not allowed here"


@pytest.fixture
def namespaced(tmp_path: Path) -> Path:
    reason = _namespace_works(tmp_path)
    if reason:
        pytest.skip(reason)
    instance = tmp_path / "instance"
    instance.mkdir()
    return instance


def _serve_in_namespace(instance: Path, mount: str) -> ServerProcess:
    """The referee in its own mount namespace, ``mount`` run there first (root only)."""
    wrapper = instance.parent / "serve.sh"
    wrapper.write_text(f'#!/bin/sh\n{mount} || exit 3\nexec "$@"\n')
    wrapper.chmod(0o755)
    from tests.referee import referee_kit

    command = referee_kit.referee_command
    try:
        referee_kit.referee_command = lambda: ["unshare", "-m", "--propagation", "private",
                                               str(wrapper), *command()]
        return start_server(instance)
    finally:
        referee_kit.referee_command = command


@pytest.mark.slow
def test_a_full_disk_gives_503s_and_the_server_lives_on(namespaced: Path) -> None:
    server = _serve_in_namespace(namespaced, f"mount -t tmpfs -o size=2m tmpfs {namespaced}")
    try:
        base = server.url
        created = requests.post(f"{base}/api/tables", timeout=10, json={
            "game": "politburo", "players": 5, "lang": "en", "options": {"seed": 3}}).json()
        code, moderator = created["code"], created["moderator_token"]
        seats = [requests.post(f"{base}/api/tables/{code}/seats", json={"name": name},
                               timeout=10).json()["token"] for name in "ABCDE"]
        assert requests.post(f"{base}/api/tables/{code}/start", headers=bearer(moderator),
                             timeout=10).status_code == 200
        acknowledged = requests.post(f"{base}/api/tables/{code}/moves", headers=bearer(seats[0]),
                                     timeout=10, json={"move": "propose", "id": "m1",
                                                       "args": {"ministry": "defence"}})
        assert acknowledged.status_code == 200
        fill = subprocess.run(["nsenter", "-t", str(server.process.pid), "-m", "sh", "-c",
                               f"dd if=/dev/zero of={namespaced}/filler bs=64k"],
                              capture_output=True)
        assert b"No space left" in fill.stderr
        statuses = set()
        for attempt in range(30):
            answer = requests.post(f"{base}/api/tables", timeout=10,
                                   json={"game": "politburo", "players": 5})
            statuses.add(answer.status_code)
            vote = requests.post(f"{base}/api/tables/{code}/moves", headers=bearer(seats[1]),
                                 timeout=10, json={"move": "vote", "id": f"v{attempt}",
                                                   "args": {"approve": True}})
            statuses.add(vote.status_code)
        assert 503 in statuses and 500 not in statuses, statuses
        assert answer.json()["error"]["code"] == "storage_unavailable"
        assert server.process.poll() is None, "the server is still running"
        subprocess.run(["nsenter", "-t", str(server.process.pid), "-m", "rm",
                        f"{namespaced}/filler"], check=True)
        view = requests.get(f"{base}/api/tables/{code}/view", headers=bearer(seats[0]),
                            timeout=10).json()
        assert view["phase"] == "vote", "the acknowledged proposal stayed"
        assert view["version"] >= acknowledged.json()["version"]
        assert requests.post(f"{base}/api/tables", timeout=10, json={
            "game": "politburo", "players": 5}).status_code == 201
    finally:
        assert server.stop() == 0
    assert server.process.returncode != -signal.SIGBUS


@pytest.mark.slow
def test_a_read_only_instance_folder_is_reported_not_a_crash(namespaced: Path) -> None:
    from referee import create_app

    made = create_app({"INSTANCE_PATH": str(namespaced)})
    made.test_client().post("/api/tables", json={"game": "politburo", "players": 5})
    made.extensions["tapete"].close()
    wrapper = namespaced.parent / "ro.sh"
    wrapper.write_text(f"#!/bin/sh\nmount --bind {namespaced} {namespaced} && "
                       f"mount -o remount,ro,bind {namespaced} || exit 3\nexec \"$@\"\n")
    wrapper.chmod(0o755)
    from tests.referee.referee_kit import ROOT, free_port, referee_command, referee_env

    done = subprocess.run(["unshare", "-m", "--propagation", "private", str(wrapper),
                           *referee_command(), "serve", "--host", "127.0.0.1", "--port",
                           str(free_port()), "--instance", str(namespaced)],
                          capture_output=True, text=True, timeout=60, cwd=ROOT,
                          env=referee_env())
    assert done.returncode == 1, (done.returncode, done.stderr)
    assert "cannot open the database" in done.stderr and "Traceback" not in done.stderr
