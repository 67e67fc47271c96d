"""``tapete-referee serve``: options, the phones' address, and a server killed mid-game."""

from __future__ import annotations

import random
import signal
import socket
import subprocess
from pathlib import Path

import pytest
import requests

from referee.serve.options import app_config, build_parser
from referee.serve.server import phone_url
from referee.web.addresses import lan_address
from tests.referee.referee_kit import (
    NAMES,
    ROOT,
    bearer,
    free_port,
    politburo_choice,
    referee_command,
    referee_env,
    start_server,
)


def _run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*referee_command(), *args], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT, env=referee_env())


@pytest.mark.parametrize(("args", "says"), [
    (["serve", "--port", "abc"], "not a port number"),
    (["serve", "--port", "70000"], "between 1 and 65535"),
    (["serve", "--frobnicate"], "unrecognized arguments"),
    ([], "required"),
    (["serve", "--database", "mysql://root@localhost/x"], "not supported"),
    (["serve", "--database", "::nonsense"], "is not a URL"),
    (["serve", "--redis", "http://localhost:6379"], "redis://"),
    (["serve", "--public-url", "ftp://example.org"], "https://"),
    (["serve", "--instance", "/proc/no/such/place"], "cannot be created"),
    (["serve", "--host", "no-such-host.invalid", "--port", str(free_port())], "not an address"),
    (["serve", "--workers", "0"], "more than 0"),
    (["serve", "--proxies", "-1"], "0 or more"),
    (["serve", "--workers", "2"], "needs --database postgresql"),
    (["serve", "--workers", "2", "--database", "postgresql://u@127.0.0.1:1/x"], "--redis"),
])
def test_a_bad_option_says_what_is_wrong_and_exits_2(tmp_path: Path, args: list[str],
                                                      says: str) -> None:
    if args[:1] == ["serve"] and "--instance" not in args:
        args = [*args, "--instance", str(tmp_path / "instance")]
    result = _run(*args)
    assert result.returncode == 2, result.stderr
    assert says in result.stderr
    assert "Traceback" not in result.stderr + result.stdout


def test_serve_options_reach_the_app_settings_under_their_names() -> None:
    args = build_parser().parse_args(["serve", "--proxies", "1", "--public-url",
                                      "https://tapete.example.org", "--max-streams", "50"])
    assert app_config(args) == {"PROXIES": 1, "PUBLIC_URL": "https://tapete.example.org",
                                "MAX_STREAMS": 50}
    assert "PROXIES" not in app_config(build_parser().parse_args(["serve"]))


@pytest.mark.parametrize(("option", "says"), [
    (["--database", "postgresql://postgres@127.0.0.1:1/test"], "cannot open the database"),
    (["--redis", "redis://127.0.0.1:1/0"], "cannot reach Redis"),
])
def test_an_unreachable_service_is_reported_without_traceback(tmp_path: Path,
                                                              option: list[str],
                                                              says: str) -> None:
    result = _run("serve", "--instance", str(tmp_path), "--port", str(free_port()), *option)
    assert result.returncode == 1
    assert says in result.stderr and "Traceback" not in result.stderr


def test_a_busy_port_is_reported(tmp_path: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = _run("serve", "--host", "127.0.0.1", "--port", str(port),
                      "--instance", str(tmp_path))
    assert result.returncode == 1
    assert f"cannot listen on 127.0.0.1:{port}" in result.stderr
    assert "Traceback" not in result.stderr


def test_the_phones_address_is_the_lan_address_unless_told() -> None:
    address = lan_address()
    socket.inet_aton(address)  # a dotted IPv4 address
    assert phone_url("0.0.0.0", 8000, None) == f"http://{address}:8000/"
    assert phone_url("192.168.1.9", 5000, None) == "http://192.168.1.9:5000/"
    assert phone_url("::1", 80, None) == "http://[::1]/"
    assert phone_url("0.0.0.0", 8000, "https://juego.example/tapete/") == \
        "https://juego.example/tapete/"


@pytest.mark.parametrize("access_log", [False, True])
def test_the_access_log_is_asked_for_and_never_shows_a_query(tmp_path: Path,
                                                             access_log: bool) -> None:
    server = start_server(tmp_path / "instance", *(["--access-log"] if access_log else []))
    try:
        answer = requests.get(f"{server.url}/rejoin/QQQQQ?code=secret-rejoin-code", timeout=10)
        assert answer.status_code in (200, 404)
        requests.get(f"{server.url}/api/tables/ZZZZZ", timeout=10)
    finally:
        server.stop()
    said = server.output()
    assert ("GET /api/tables/ZZZZZ\" 404" in said) is access_log
    assert ('"GET /rejoin/QQQQQ" ' in said) is access_log
    assert "secret-rejoin-code" not in said


def test_a_room_of_phones_connecting_at_once_is_not_turned_away(tmp_path: Path) -> None:
    """While the server is busy (here: stopped), the kernel holds 600 new connections for it
    instead of dropping them (a dropped one waits a second before its retry)."""
    somaxconn = Path("/proc/sys/net/core/somaxconn")
    if not somaxconn.exists() or int(somaxconn.read_text()) < 600:
        pytest.skip("this system caps every listen queue below 600 (net.core.somaxconn)")
    server = start_server(tmp_path / "instance")
    port = int(server.url.rsplit(":", 1)[1])
    phones: list[socket.socket] = []
    server.process.send_signal(signal.SIGSTOP)
    try:
        for _ in range(600):
            phone = socket.socket()
            phone.settimeout(0.5)
            phone.connect(("127.0.0.1", port))  # socket.timeout if the queue were full
            phones.append(phone)
    finally:
        server.process.send_signal(signal.SIGCONT)
        for phone in phones:
            phone.close()
        server.stop()
    assert len(phones) == 600


def _game_view(url: str, code: str, token: str) -> dict[str, object]:
    return requests.get(f"{url}/api/tables/{code}/view", headers=bearer(token), timeout=10).json()


def _move(url: str, code: str, token: str, move: str, args: dict[str, object],
          move_id: str) -> requests.Response:
    return requests.post(f"{url}/api/tables/{code}/moves", headers=bearer(token), timeout=10,
                         json={"move": move, "args": args, "id": move_id})


@pytest.mark.slow
def test_a_killed_server_loses_nothing_and_counts_nothing_twice(tmp_path: Path) -> None:
    instance = tmp_path / "instance"
    port = free_port()
    server = start_server(instance, port=port)
    assert server.output().startswith("Tapete referee: http://127.0.0.1:")
    created = requests.post(f"{server.url}/api/tables", timeout=10, json={
        "game": "politburo", "players": 5, "lang": "en", "options": {"seed": 12}}).json()
    code, moderator = created["code"], created["moderator_token"]
    tokens = [requests.post(f"{server.url}/api/tables/{code}/seats", json={"name": name},
                            timeout=10).json()["token"] for name in NAMES[:5]]
    requests.post(f"{server.url}/api/tables/{code}/start", headers=bearer(moderator), timeout=10)
    assert requests.get(f"{server.url}/rejoin/{code}?t={tokens[4]}",
                        timeout=10).status_code == 410
    assert _move(server.url, code, tokens[0], "propose", {"ministry": "security"},
                 "p").status_code == 200
    assert _move(server.url, code, tokens[1], "vote", {"approve": True}, "v1").status_code == 200
    in_flight = _move(server.url, code, tokens[2], "vote", {"approve": False}, "v2").json()
    server.stop(signal.SIGKILL)

    server = start_server(instance, port=port)
    try:
        assert _move(server.url, code, tokens[2], "vote", {"approve": False},
                     "v2").json() == in_flight
        view = _game_view(server.url, code, tokens[3])
        assert view["version"] == in_flight["version"] and view["awaiting"] == [3, 4]
        for seat in (3, 4):
            assert _move(server.url, code, tokens[seat], "vote", {"approve": seat == 3},
                         f"v{seat}").status_code == 200
        plan = [e for e in _game_view(server.url, code, tokens[0])["public"]["history"]
                if e["type"] == "plan"][-1]
        assert (plan["approve"], plan["reject"]) == ([1, 3], [2, 4])
        rng = random.Random(12)
        for step in range(500):
            view = _game_view(server.url, code, tokens[0])
            if view["outcome"] is not None:
                break
            seat = rng.choice(view["awaiting"])
            move, args = politburo_choice(_game_view(server.url, code, tokens[seat]), rng)
            assert _move(server.url, code, tokens[seat], move, args,
                         f"r{step}").status_code == 200
        assert view["outcome"] is not None
    finally:
        assert server.stop() == 0
    log = server.output() + "".join(p.read_text() for p in tmp_path.glob("serve-*.log"))
    for token in [moderator, *tokens]:
        assert token not in log
