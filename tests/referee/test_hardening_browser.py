"""What browsers are told: CSRF refusals, security headers on every answer, pages without inline
script, and links that never come from the request's Host header."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import pytest
from flask import Flask

from referee.web.security import CONTENT_SECURITY_POLICY
from tests.referee.referee_kit import database_rows, new_table

PROPOSE = '{"move":"propose","args":{"ministry":"defence"},"id":"csrf-1"}'


def _phone(app: Flask, code: str, token: str) -> Any:
    phone = app.test_client()
    phone.set_cookie(f"tapete_seat_{code}", token)
    return phone


@pytest.mark.parametrize(("headers", "code"), [
    ({"Content-Type": "text/plain", "Origin": "http://localhost:8001"}, "json_required"),
    ({"Content-Type": "text/plain"}, "json_required"),
    ({"Content-Type": "application/x-www-form-urlencoded"}, "json_required"),
    ({}, "json_required"),
    ({"Content-Type": "application/json", "Origin": "http://localhost:8001"}, "cross_origin"),
    ({"Content-Type": "application/json", "Origin": "http://evil.example"}, "cross_origin"),
    ({"Content-Type": "application/json", "Origin": "null"}, "cross_origin"),
    ({"Content-Type": "application/json", "Referer": "http://localhost:8001/x"},
     "cross_origin"),
])
def test_a_cookie_carrying_move_from_another_origin_is_refused(
        app: Flask, headers: dict[str, str], code: str) -> None:
    table = new_table(app.test_client())
    phone = _phone(app, table.code, table.seats[0])
    before = database_rows(app)
    answer = phone.post(f"/api/tables/{table.code}/moves", data=PROPOSE, headers=headers)
    assert answer.status_code == 403
    assert answer.get_json()["error"]["code"] == code
    assert answer.get_json()["error"]["message"]
    assert database_rows(app) == before


@pytest.mark.parametrize("headers", [
    {"Origin": "http://localhost"},
    {"Referer": "http://localhost/table/X"},
    {},
])
def test_a_same_origin_json_move_is_applied(app: Flask, headers: dict[str, str]) -> None:
    table = new_table(app.test_client())
    phone = _phone(app, table.code, table.seats[0])
    answer = phone.post(f"/api/tables/{table.code}/moves", data=PROPOSE,
                        headers={"Content-Type": "application/json", **headers})
    assert answer.status_code == 200, answer.get_json()


def test_the_public_url_is_the_same_origin_behind_a_proxy(make_app: Any) -> None:
    app = make_app(PUBLIC_URL="https://juego.example/tapete")
    table = new_table(app.test_client())
    phone = _phone(app, table.code, table.seats[0])
    answer = phone.post(f"/api/tables/{table.code}/moves", data=PROPOSE,
                        headers={"Content-Type": "application/json",
                                 "Origin": "https://juego.example"})
    assert answer.status_code == 200, answer.get_json()


def test_a_bearer_token_needs_no_json_content_type(app: Flask) -> None:
    table = new_table(app.test_client(), start=False)
    answer = table.call("POST", "/start", table.moderator, headers={"Content-Type": "text/plain"})
    assert answer.status_code == 200


def test_the_refusal_is_in_spanish_too(app: Flask) -> None:
    table = new_table(app.test_client())
    phone = _phone(app, table.code, table.seats[0])
    answer = phone.post(f"/api/tables/{table.code}/moves?lang=es", data=PROPOSE,
                        headers={"Content-Type": "text/plain"})
    assert "JSON" in answer.get_json()["error"]["message"]
    assert answer.get_json()["error"]["message"].startswith("Esta petición")


def _answers(app: Flask) -> dict[str, Any]:
    table = new_table(app.test_client())
    client = app.test_client()
    seat = bearer_headers(table.seats[0])
    return {
        "home": client.get("/"),
        "join page": client.get(f"/join/{table.code}"),
        "table page": client.get(f"/table/{table.code}"),
        "join QR": client.get(f"/table/{table.code}/join.svg"),
        "summary": client.get(f"/api/tables/{table.code}"),
        "seat view": client.get(f"/api/tables/{table.code}/view", headers=seat),
        "refusal": client.get(f"/api/tables/{table.code}/view"),
        "unknown API path": client.get("/api/nothing"),
        "move": client.post(f"/api/tables/{table.code}/moves", headers=seat,
                            json={"move": "propose", "args": {"ministry": "finance"},
                                  "id": "h-1"}),
    }


def bearer_headers(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_every_answer_carries_the_security_headers(app: Flask) -> None:
    for what, answer in _answers(app).items():
        headers = answer.headers
        assert headers["Cache-Control"] == "no-store", what
        assert headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY, what
        assert headers["X-Frame-Options"] == "DENY", what
        assert headers["X-Content-Type-Options"] == "nosniff", what
        assert headers["Referrer-Policy"] == "same-origin", what


def test_the_policy_allows_no_inline_script_and_no_framing() -> None:
    directives = dict(d.split(" ", 1) for d in CONTENT_SECURITY_POLICY.split("; "))
    assert directives["script-src"] == "'self'"
    assert directives["style-src"] == "'self'"
    assert directives["frame-ancestors"] == "'none'"
    assert "unsafe-eval" not in CONTENT_SECURITY_POLICY


def test_static_files_may_be_cached_but_are_not_sniffed(app: Flask) -> None:
    answer = app.test_client().get("/static/js/api.js")
    assert answer.status_code == 200
    assert answer.headers.get("Cache-Control") != "no-store"
    assert answer.headers["X-Content-Type-Options"] == "nosniff"


class _Scripts(HTMLParser):
    """Every <script> and <style> element and every on* attribute of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.scripts: list[dict[str, str | None]] = []
        self.styles = 0
        self.handlers: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "script":
            self.scripts.append(dict(attrs))
        if tag == "style":
            self.styles += 1
        self.handlers += [name for name, _value in attrs if name.startswith("on")]


@pytest.mark.parametrize("path", ["/", "/join/ABCDE", "/table/ABCDE"])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_pages_hold_no_inline_script_style_element_or_handler(app: Flask, path: str,
                                                              lang: str) -> None:
    found = _Scripts()
    found.feed(app.test_client().get(f"{path}?lang={lang}").get_data(as_text=True))
    assert found.scripts, "the page loads its script"
    for script in found.scripts:
        assert script.get("src") or script.get("type") == "application/json", script
    assert found.styles == 0 and found.handlers == []


def test_links_never_come_from_the_host_header(app: Flask) -> None:
    client = app.test_client()
    created = client.post("/api/tables", json={"game": "politburo", "players": 5},
                          headers={"Host": "evil.example:666"})
    assert created.status_code == 201
    join_url = created.get_json()["join_url"]
    assert "evil" not in join_url and re.fullmatch(r"http://localhost/join/[A-Z]{5}", join_url)
    code = created.get_json()["code"]
    summary = client.get(f"/api/tables/{code}", headers={"Host": "evil.example"}).get_json()
    assert "evil" not in summary["join_url"]


def test_links_use_the_public_url(make_app: Any) -> None:
    app = make_app(PUBLIC_URL="https://juego.example/tapete/")
    created = app.test_client().post("/api/tables", json={"game": "politburo", "players": 5},
                                     headers={"Host": "evil.example"})
    assert created.get_json()["join_url"].startswith("https://juego.example/tapete/join/")
