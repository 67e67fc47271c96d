"""2,000 event streams attempted at once: the stream caps keep the served referee answering a
phone's page load and its view while the accepted streams are held (``tapete-referee serve``)."""

from __future__ import annotations

import contextlib
import resource
from pathlib import Path

import pytest
import requests

from tests.referee.referee_kit import start_server
from tests.referee.test_hardening_streams import RawStream

pytestmark = pytest.mark.slow

ATTEMPTS = 2000
SOURCES = ("127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4")


def test_a_page_loads_while_2000_streams_are_attempted(tmp_path: Path) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard < ATTEMPTS + 256:
        pytest.skip(f"this process may open only {hard} files")
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    server = start_server(tmp_path / "instance")
    held: list[RawStream] = []
    try:
        created = requests.post(f"{server.url}/api/tables", timeout=10, json={
            "game": "politburo", "players": 5, "lang": "en"}).json()
        code = created["code"]
        token = requests.post(f"{server.url}/api/tables/{code}/seats", timeout=10,
                              json={"name": "Ana"}).json()["token"]
        statuses: dict[int, int] = {}
        retry_after = set()
        for attempt in range(ATTEMPTS):
            stream = RawStream(server.url, code, token, SOURCES[attempt % len(SOURCES)])
            statuses[stream.status] = statuses.get(stream.status, 0) + 1
            if stream.status == 200:
                held.append(stream)
            else:
                retry_after.add(stream.headers.get("retry-after"))
                stream.close()
        assert statuses[200] == 16 * len(SOURCES), statuses
        assert statuses[503] == ATTEMPTS - statuses[200]
        assert retry_after == {"10"}
        page = requests.get(f"{server.url}/join/{code}", timeout=10)
        assert page.status_code == 200
        view = requests.get(f"{server.url}/api/tables/{code}/view", timeout=10,
                            headers={"Authorization": f"Bearer {token}"})
        assert view.status_code == 200 and view.json()["you"]["name"] == "Ana"
        assert server.process.poll() is None
    finally:
        for stream in held:
            stream.close()
        with contextlib.suppress(Exception):
            server.stop()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
