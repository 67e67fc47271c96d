"""Malformed input: every probe a careless or hostile client sent is answered 400 with a message
and leaves the database exactly as it was; random JSON on every endpoint never answers 500."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.web.bodies import MAX_JSON_DEPTH
from tests.referee.referee_kit import Table, bearer, database_rows, new_table

DEEP = "[" * 5000 + "]" * 5000
SURROGATE = '"\\ud800"'


def _refused(answer: Any, status: int = 400, code: str | None = None) -> str:
    assert answer.status_code == status, answer.get_data(as_text=True)
    error = answer.get_json()["error"]
    assert error["message"] and (code is None or error["code"] == code), error
    return str(error["message"])


def _post_raw(table: Table, path: str, raw: str | bytes, token: str | None) -> Any:
    headers = {"Content-Type": "application/json", **(bearer(token) if token else {})}
    return table.client.post(f"/api/tables/{table.code}{path}", data=raw, headers=headers)


# (what, path, who: "mod" | seat index | None, raw body, code)
PROBES: list[tuple[str, str, Any, str | bytes, str]] = [
    ("deep array as a move", "/moves", 0, DEEP, "malformed"),
    ("deep object in args", "/moves", 0,
     '{"move":"vote","id":"x","args":' + '{"a":' * 3000 + "1" + "}" * 3000 + "}", "malformed"),
    ("nesting one level too deep", "/moves", 0,
     '{"move":"vote","id":"x","args":' + '{"a":' * MAX_JSON_DEPTH + "1"
     + "}" * MAX_JSON_DEPTH + "}", "malformed"),
    ("lone surrogate as a move name", "/moves", 0,
     '{"move":' + SURROGATE + ',"args":{},"id":"x"}', "malformed"),
    ("lone surrogate as a move id", "/moves", 0,
     '{"move":"vote","args":{"approve":true},"id":' + SURROGATE + "}", "malformed"),
    ("lone surrogate as an args key", "/moves", 0,
     '{"move":"vote","args":{' + SURROGATE + ':true},"id":"x"}', "malformed"),
    ("NaN in args", "/moves", 0, '{"move":"vote","args":{"approve":NaN},"id":"x"}',
     "malformed"),
    ("Infinity as a version", "/undo", "mod", '{"version":1e400}', "malformed"),
    ("invalid UTF-8", "/moves", 0, b'{"move":"\xff\xfe","args":{},"id":"x"}', "malformed"),
    ("not JSON", "/moves", 0, "{move: vote}", "malformed"),
    ("a JSON string", "/lock", "mod", '"locked"', "malformed"),
    ("null seat in an order", "/order", "mod", '{"seats":[null,1,2]}', "bad_order"),
    ("float seats in an order", "/order", "mod", '{"seats":[0.0,1,2]}', "bad_order"),
    ("strings in an order", "/order", "mod", '{"seats":["0","1","2"]}', "bad_order"),
    ("nested list in an order", "/order", "mod", '{"seats":[[0],1,2]}', "bad_order"),
    ("lone surrogate as a name", "/seats", None, '{"name":' + SURROGATE + "}", "malformed"),
    ("name of zero-width spaces", "/seats", None, '{"name":"\\u200b\\u200c\\u2060"}',
     "bad_name"),
    ("name of a NUL", "/seats", None, '{"name":"\\u0000"}', "bad_name"),
    ("name of an RTL override", "/seats", None, '{"name":" \\u202e "}', "bad_name"),
    ("a list as a name", "/seats", None, '{"name":["Ana"]}', "bad_name"),
    ("a number as a flag", "/lock", "mod", '{"locked":1}', "bad_flag"),
]


@pytest.mark.parametrize(("what", "path", "who", "raw", "code"), PROBES,
                         ids=[p[0] for p in PROBES])
def test_a_probe_is_refused_with_a_message_and_changes_nothing(
        app: Flask, what: str, path: str, who: Any, raw: str | bytes, code: str) -> None:
    lobby = path in ("/order", "/seats")
    table = new_table(app.test_client(), players=5, join=3 if lobby else None,
                      start=not lobby)
    token = table.moderator if who == "mod" else None if who is None else table.seats[who]
    before = database_rows(app)
    _refused(_post_raw(table, path, raw, token), 400, code)
    assert database_rows(app) == before


def test_a_deep_body_is_refused_on_table_creation(app: Flask) -> None:
    client = app.test_client()
    answer = client.post("/api/tables", data=DEEP, content_type="application/json")
    assert "nested" in _refused(answer, 400, "malformed")
    answer = client.post("/api/tables", data='{"game":"politburo","players":5,"options":'
                         + '{"x":' * 40 + "1" + "}" * 40 + "}", content_type="application/json")
    _refused(answer, 400, "malformed")


def test_the_messages_come_in_spanish_too(app: Flask) -> None:
    table = new_table(app.test_client(), join=2, start=False)
    answer = table.client.post(f"/api/tables/{table.code}/seats?lang=es", data=DEEP,
                               content_type="application/json")
    assert "anidad" in _refused(answer)


@pytest.mark.parametrize(("sent", "stored"), [
    ("Jose\u0301", "José"),  # NFC
    ("A\u0000na", "Ana"),
    ("\u202eAna\u202c", "Ana"),
    ("Ana\u200b\u200bMaría", "AnaMaría"),
    ("  Ana \t\n  María ", "Ana María"),
    ("\ufeffLuz", "Luz"),
])
def test_names_are_normalised_before_they_are_stored(app: Flask, sent: str, stored: str) -> None:
    table = new_table(app.test_client(), join=0, start=False)
    joined = table.client.post(f"/api/tables/{table.code}/seats", json={"name": sent})
    assert joined.status_code == 201, joined.get_json()
    assert table.view(table.moderator)["seats"][0]["name"] == stored


def test_a_normalised_name_that_matches_another_is_taken(app: Flask) -> None:
    table = new_table(app.test_client(), join=0, start=False)
    assert app.test_client().post(f"/api/tables/{table.code}/seats",
                                  json={"name": "José"}).status_code == 201
    again = app.test_client().post(f"/api/tables/{table.code}/seats",
                                   json={"name": "Jose\u0301\u200b"})
    _refused(again, 409, "name_taken")


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False,
                                                                      allow_infinity=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)
KEYS = st.sampled_from(["name", "seats", "locked", "paused", "version", "move", "args", "id",
                        "game", "players", "lang", "options", "moderator", "seed", "for",
                        "choice", "approve", "ministry", "players", "at", "trick", "plays"])
BODIES = st.dictionaries(KEYS, JSON, max_size=4) | JSON
MOVES = st.fixed_dictionaries({"move": st.sampled_from(
    ["propose", "vote", "casting_vote", "appoint", "execute", "point", "trick", "peek"]),
    "args": st.dictionaries(KEYS, JSON, max_size=3), "id": st.text(min_size=1, max_size=10)})
ENDPOINTS = [("/api/tables", None), ("/seats", None), ("/order", "mod"), ("/lock", "mod"),
             ("/pause", "mod"), ("/undo", "mod"), ("/moves", 0), ("/moves", 2),
             ("/seats/1/replace", "mod"), ("/start", "mod")]


@pytest.fixture(scope="module")
def fuzz_app(tmp_path_factory: pytest.TempPathFactory) -> Any:
    from referee import create_app

    app = create_app({"INSTANCE_PATH": str(tmp_path_factory.mktemp("fuzz")),
                      "RATE_LIMITS": False})
    yield app
    app.extensions["tapete"].close()


@pytest.mark.parametrize("game", ["politburo", "inside-job"])
@settings(max_examples=60, suppress_health_check=list(HealthCheck))
@given(body=BODIES | MOVES, endpoint=st.sampled_from(ENDPOINTS))
def test_no_json_body_makes_the_server_fail(fuzz_app: Flask, game: str, body: Any,
                                            endpoint: tuple[str, Any]) -> None:
    client = fuzz_app.test_client()
    table = new_table(client, game=game, players=5 if game == "politburo" else 4)
    path, who = endpoint
    token = table.moderator if who == "mod" else None if who is None else table.seats[who]
    url = path if path.startswith("/api/") else f"/api/tables/{table.code}{path}"
    headers = {"Content-Type": "application/json", **(bearer(token) if token else {})}
    answer = client.post(url, data=json.dumps(body), headers=headers)
    assert answer.status_code < 500, (body, answer.get_data(as_text=True))
    if answer.status_code >= 400:
        assert answer.get_json()["error"]["message"]
