"""The served referee (``tapete-referee serve``) against clients that hold its sockets: the
open-file limit is raised at start, half-sent headers are cut off, a body that trickles in gets
408, and none of it keeps a phone's page from loading."""

from __future__ import annotations

import contextlib
import resource
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import requests

from tests.referee.referee_kit import ServerProcess, start_server

pytestmark = pytest.mark.slow


def _lower_open_files() -> None:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (256, hard))


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard <= 256:
        pytest.skip("the hard open-file limit is too low to tell a raise")
    served = start_server(tmp_path_factory.mktemp("served") / "instance",
                          "--request-timeout", "1", preexec_fn=_lower_open_files)
    yield served
    served.stop()


def _connect(server: ServerProcess, source: str = "127.0.0.1") -> socket.socket:
    host, port = server.url.rsplit("//", 1)[1].split(":")
    return socket.create_connection((host, int(port)), timeout=10, source_address=(source, 0))


def _closed_by_server(sock: socket.socket, within: float = 10.0) -> bool:
    """Whether the server closes ``sock`` (EOF or reset) before ``within`` seconds pass."""
    sock.settimeout(within)
    try:
        while sock.recv(4096):
            pass
    except TimeoutError:
        return False
    except OSError:
        return True
    return True


def test_the_soft_open_file_limit_is_raised_to_the_hard_limit(server: ServerProcess) -> None:
    limits = Path(f"/proc/{server.process.pid}/limits")
    if not limits.exists():
        pytest.skip("no /proc on this system")
    line = next(x for x in limits.read_text().splitlines() if x.startswith("Max open files"))
    soft, hard = line.split()[3:5]
    assert soft == hard != "256"


def test_half_sent_headers_are_cut_off_and_pages_still_load(server: ServerProcess) -> None:
    stalled = []
    for _ in range(60):  # within one address's share, from another address than the page's
        sock = _connect(server, "127.0.0.2")
        sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        stalled.append(sock)
    assert requests.get(f"{server.url}/", timeout=10).status_code == 200
    try:
        assert all(_closed_by_server(sock) for sock in stalled)
    finally:
        for sock in stalled:
            sock.close()
    assert requests.get(f"{server.url}/", timeout=10).status_code == 200


def test_an_idle_connection_is_closed(server: ServerProcess) -> None:
    with contextlib.closing(_connect(server)) as sock:
        assert _closed_by_server(sock)


def test_a_body_that_trickles_in_gets_408(server: ServerProcess) -> None:
    with contextlib.closing(_connect(server)) as sock:
        sock.sendall(b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
                     b"\r\nContent-Length: 60\r\n\r\n{\"game\":")
        time.sleep(0.3)
        sock.sendall(b' "polit')
        answer = b""
        sock.settimeout(10)
        with contextlib.suppress(OSError):
            while chunk := sock.recv(4096):
                answer += chunk
    assert answer.startswith(b"HTTP/1.1 408"), answer[:200]
    assert b'"slow_request"' in answer
    assert requests.get(f"{server.url}/api/tables/AAAAA", timeout=10).status_code == 404
