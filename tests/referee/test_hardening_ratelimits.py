"""Rate limits per client address: table creation, joins and lookups of codes that do not exist
get 429 with a message and Retry-After beyond their (configurable) limits; normal play never
meets them; Redis holds the counts when the app runs with Redis."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from referee.config import DEFAULT_RATE_LIMITS, ConfigError
from tests.referee.referee_kit import new_table

CREATE = {"game": "politburo", "players": 5}


def _too_many(answer: Any) -> None:
    assert answer.status_code == 429, answer.get_data(as_text=True)
    assert answer.get_json()["error"]["code"] == "too_many_requests"
    assert answer.get_json()["error"]["message"]
    assert int(answer.headers["Retry-After"]) > 0


def test_table_creation_is_limited(make_app: Any) -> None:
    client = make_app(RATE_LIMITS={"create": "3 per minute"}).test_client()
    for _ in range(3):
        assert client.post("/api/tables", json=CREATE).status_code == 201
    _too_many(client.post("/api/tables", json=CREATE))
    other = client.post("/api/tables", json=CREATE, environ_base={"REMOTE_ADDR": "10.0.0.9"})
    assert other.status_code == 201, "another address has its own count"


def test_joins_are_limited(make_app: Any) -> None:
    app = make_app(RATE_LIMITS={"join": "2 per minute"})
    table = new_table(app.test_client(), players=10, join=0, start=False)
    client = app.test_client()
    for name in ("Ana", "Bruno"):
        assert client.post(f"/api/tables/{table.code}/seats", json={"name": name}).status_code \
            == 201
        client.delete_cookie(f"tapete_seat_{table.code}")
    _too_many(client.post(f"/api/tables/{table.code}/seats", json={"name": "Carla"}))


def test_guessing_codes_is_limited_and_found_tables_are_not_counted(make_app: Any) -> None:
    app = make_app(RATE_LIMITS={"lookup": "5 per minute"})
    table = new_table(app.test_client())
    client = app.test_client()
    for _ in range(20):
        assert client.get(f"/api/tables/{table.code}").status_code == 200
    for guess in ("AAAAA", "BBBBB", "CCCCC", "DDDDD", "EEEEE"):
        assert client.get(f"/api/tables/{guess}").status_code == 404
    _too_many(client.get("/api/tables/FFFFF"))
    _too_many(client.get(f"/api/tables/{table.code}/view"))
    spanish = client.get("/api/tables/GGGGG?lang=es").get_json()["error"]["message"]
    assert spanish.startswith("Demasiadas peticiones")
    page = client.get(f"/rejoin/{table.code}?t=x")
    assert page.status_code == 429 and int(page.headers["Retry-After"]) > 0
    assert app.test_client().get("/api/tables/HHHHH", environ_base={
        "REMOTE_ADDR": "10.0.0.7"}).status_code == 404


def test_a_real_table_stays_far_below_the_defaults(app: Any) -> None:
    import random

    from tests.referee.referee_kit import play_to_end

    for _ in range(3):
        table = new_table(app.test_client(), players=10, seed=None)
        play_to_end(table, random.Random(3))
        for seat in range(10):
            assert table.call("GET", "/view", table.seats[seat]).status_code == 200


def test_the_limits_can_be_turned_off_and_must_be_well_formed(make_app: Any) -> None:
    client = make_app(RATE_LIMITS=False).test_client()
    for _ in range(70):
        assert client.get("/api/tables/ZZZZZ").status_code == 404
    with pytest.raises(ConfigError, match="RATE_LIMITS"):
        make_app(RATE_LIMITS={"create": "often"})
    with pytest.raises(ConfigError, match="RATE_LIMITS"):
        make_app(RATE_LIMITS={"everything": "1 per second"})
    assert set(DEFAULT_RATE_LIMITS) == {"create", "join", "lookup"}


def test_redis_holds_the_counts_across_processes(make_app: Any, redis_url: str) -> None:
    prefix = f"tapete-test-{uuid.uuid4().hex[:8]}"
    config = {"REDIS_URL": redis_url, "REDIS_CHANNEL_PREFIX": prefix,
              "RATE_LIMITS": {"create": "2 per minute"}}
    one, two = make_app(**config).test_client(), make_app(**config).test_client()
    assert one.post("/api/tables", json=CREATE).status_code == 201
    assert two.post("/api/tables", json=CREATE).status_code == 201
    _too_many(one.post("/api/tables", json=CREATE))


def test_redis_counts_unknown_codes_across_processes(make_app: Any, redis_url: str) -> None:
    """Guesses on one process count on the other: its first unknown code over the limit is
    turned away, and from then on its lookups of a real table too."""
    prefix = f"tapete-test-{uuid.uuid4().hex[:8]}"
    config = {"REDIS_URL": redis_url, "REDIS_CHANNEL_PREFIX": prefix,
              "RATE_LIMITS": {"lookup": "3 per minute"}}
    one_app, two_app = make_app(**config), make_app(**config)
    table = new_table(two_app.test_client())
    one, two = one_app.test_client(), two_app.test_client()
    for guess in ("AAAAA", "BBBBB", "CCCCC"):
        assert one.get(f"/api/tables/{guess}").status_code == 404
    assert two.get(f"/api/tables/{table.code}").status_code == 200
    _too_many(two.get("/api/tables/DDDDD"))
    _too_many(two.get(f"/api/tables/{table.code}"))


def test_while_redis_fails_each_process_counts_in_memory(make_app: Any) -> None:
    """A Redis that cannot be reached does not turn players away: the counts go on in memory."""
    client = make_app(REDIS_URL="redis://127.0.0.1:1/0",
                      RATE_LIMITS={"lookup": "2 per minute"}).test_client()
    for guess in ("AAAAA", "BBBBB"):
        assert client.get(f"/api/tables/{guess}").status_code == 404
    _too_many(client.get("/api/tables/CCCCC"))


@pytest.mark.parametrize("proxies", [0, 1])
def test_behind_a_proxy_the_forwarded_address_counts_only_when_trusted(make_app: Any,
                                                                       proxies: int) -> None:
    """``PROXIES=1`` (``--proxies 1``): the address the proxy saw, the last one it added to
    X-Forwarded-For, is the phone's; the proxy's own address would put every phone in one
    count. Without it the header is ignored, since a phone could send one of its own."""
    client = make_app(PROXIES=proxies, RATE_LIMITS={"create": "2 per minute"}).test_client()
    proxy = {"REMOTE_ADDR": "127.0.0.1"}

    def create(phone: str) -> int:
        return client.post("/api/tables", json=CREATE, environ_base=proxy, headers={
            "X-Forwarded-For": f"203.0.113.66, {phone}"}).status_code

    assert [create("10.0.0.1"), create("10.0.0.1")] == [201, 201]
    assert create("10.0.0.1") == 429
    assert create("10.0.0.2") == (201 if proxies else 429)

