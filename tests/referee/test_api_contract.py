"""The HTTP contract of api.md: shapes, tokens, cookies, and every refusal changing nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask import Flask

from referee.service.tables import CODE_ALPHABET
from tests.referee.referee_kit import Table, bearer, database_rows, new_table


def test_a_table_is_created_joined_started_and_viewed(any_app: Flask) -> None:
    client = any_app.test_client()
    created = client.post("/api/tables", json={"game": "politburo", "players": 5, "lang": "es",
                                               "options": {"seed": 3}, "moderator": "master"})
    assert created.status_code == 201
    data = created.get_json()
    assert set(data) == {"code", "moderator_token", "join_url"}
    assert len(data["code"]) == 5 and set(data["code"]) <= set(CODE_ALPHABET)
    assert data["join_url"] == f"http://localhost/join/{data['code']}"
    cookie = created.headers["Set-Cookie"]
    assert cookie.startswith(f"tapete_mod_{data['code']}={data['moderator_token']};")
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie and "Path=/" in cookie

    table = Table(client, data["code"], data["moderator_token"])
    refused = client.post(f"/api/tables/{table.code}/seats", json={"name": "Boss"})
    assert refused.get_json()["error"]["code"] == "moderator_does_not_play"
    client.delete_cookie(f"tapete_mod_{table.code}")
    for number, name in enumerate(["Ana", "Bruno", "Carla", "Dario", "Elena"]):
        joined = any_app.test_client().post(f"/api/tables/{table.code}/seats",
                                            json={"name": f"  {name} "})
        assert joined.status_code == 201
        assert joined.get_json()["seat"] == number
        table.seats.append(joined.get_json()["token"])
    info = client.get(f"/api/tables/{table.code.lower()}").get_json()
    assert info["status"] == "lobby" and info["players"] == 5 and info["lang"] == "es"
    assert [s["name"] for s in info["seats"]] == ["Ana", "Bruno", "Carla", "Dario", "Elena"]
    assert table.call("POST", "/start", table.moderator).status_code == 200

    seat_view = table.view(table.seats[2])
    assert set(seat_view) >= {"version", "phase", "awaiting", "public", "private", "outcome",
                              "seats", "you", "table"}
    assert seat_view["you"] == {"seat": 2, "moderator": False, "name": "Carla"}
    assert seat_view["phase"] == "plan" and seat_view["outcome"] is None
    assert seat_view["table"]["status"] == "playing"
    assert seat_view["private"]["member"]
    master = table.view(table.moderator)
    assert master["you"] == {"seat": None, "moderator": True, "name": None}
    assert master["private"]["members"]["2"] == seat_view["private"]["member"]


def test_the_public_table_summary_holds_no_token(app: Flask) -> None:
    table = new_table(app.test_client())
    text = app.test_client().get(f"/api/tables/{table.code}").get_data(as_text=True)
    for token in [table.moderator, *table.seats]:
        assert token not in text
    from referee.service.auth import token_hash

    assert token_hash(table.seats[0]) not in text


def test_cookies_authenticate_like_bearer_tokens(app: Flask) -> None:
    host = app.test_client()
    table = new_table(host, join=0, start=False)
    phones = []
    for name in ["Ana", "Bruno", "Carla", "Dario", "Elena"]:
        phone = app.test_client()
        assert phone.post(f"/api/tables/{table.code}/seats",
                          json={"name": name}).status_code == 201
        phones.append(phone)
    moderator = app.test_client()
    moderator.set_cookie(f"tapete_mod_{table.code}", table.moderator)
    assert moderator.post(f"/api/tables/{table.code}/start", json={}).status_code == 200
    view = phones[3].get(f"/api/tables/{table.code}/view").get_json()
    assert view["you"]["seat"] == 3
    assert phones[0].post(f"/api/tables/{table.code}/moves",
                          json={"move": "propose", "args": {"ministry": "defence"},
                                "id": "m1"}).status_code == 200


def test_opening_a_rejoin_link_uses_nothing_and_its_button_moves_the_seat(app: Flask) -> None:
    """A chat app fetches a link for its preview: opening the link only shows a page; the code
    is used by the page's button (``POST …/claim``)."""
    table = new_table(app.test_client())
    url = table.call("POST", "/seats/1/replace", table.moderator).get_json()["rejoin_url"]
    path, secret = url[url.index("/rejoin/"):], url.split("t=")[1]
    preview = app.test_client()
    for _ in range(2):
        page = preview.get(path)
        assert page.status_code == 200 and "Set-Cookie" not in page.headers
        assert page.headers["Referrer-Policy"] == "no-referrer"
        assert page.headers["Cache-Control"] == "no-store"
        assert 'id="rejoin-use"' in page.get_data(as_text=True)
        # Switching the language keeps the code in the address.
        assert f'href="?t={secret}&amp;lang=es"' in page.get_data(as_text=True)
    assert preview.get(f"/api/tables/{table.code}/view").status_code == 401
    assert table.view(table.seats[1])["you"]["seat"] == 1  # the seat's phone still has it
    phone = app.test_client()
    claimed = phone.post(f"/api/tables/{table.code}/claim", json={"code": secret})
    assert claimed.status_code == 200 and claimed.get_json()["seat"] == 1
    assert phone.get(f"/api/tables/{table.code}/view").get_json()["you"]["seat"] == 1
    for stranger_path in (path, f"/rejoin/{table.code}?t=not-a-code",
                          f"/rejoin/{table.code}?t={table.seats[2]}", f"/rejoin/{table.code}"):
        stranger = app.test_client()
        refused = stranger.get(stranger_path)
        assert refused.status_code == 410 and "Set-Cookie" not in refused.headers
        assert "rejoin-use" not in refused.get_data(as_text=True)
        assert stranger.get(f"/api/tables/{table.code}/view").status_code == 401
    for unknown in (f"/rejoin/QQQQQ?t={secret}", "/rejoin/QQQQQ"):  # with a code, without
        assert app.test_client().get(unknown).status_code == 404


@pytest.mark.parametrize(("query", "headers", "cookie", "table_lang", "expected"), [
    ("?lang=es", {"Accept-Language": "en"}, None, "en", "es"),
    ("", {"Accept-Language": "en"}, "es", "en", "es"),
    ("", {"Accept-Language": "es-ES,es;q=0.9"}, None, "en", "es"),
    ("", {}, None, "es", "es"),
    ("", {}, None, "en", "en"),
    ("?lang=fr", {"Accept-Language": "de"}, None, "es", "es"),
])
def test_errors_speak_the_callers_language(app: Flask, query: str, headers: dict[str, str],
                                           cookie: str | None, table_lang: str,
                                           expected: str) -> None:
    table = new_table(app.test_client(), lang=table_lang)
    client = app.test_client()
    if cookie:
        client.set_cookie("tapete_lang", cookie)
    response = client.post(f"/api/tables/{table.code}/moves{query}",
                           headers={**bearer(table.seats[1]), **headers},
                           json={"move": "propose", "args": {"ministry": "defence"}, "id": "x"})
    assert response.status_code == 409
    message = response.get_json()["error"]["message"]
    assert message == {"es": "No te toca hacer eso.",
                       "en": "It is not your turn to do that."}[expected]


# --- every refusal changes nothing -----------------------------------------------------------

@pytest.fixture
def arena(any_app: Flask) -> dict[str, Any]:
    """Tables in the states the refusals need: playing with a rejected ministry, a full lobby,
    a locked lobby, a paused game."""
    client = any_app.test_client()
    playing = new_table(client, seed=5)
    playing.ok(0, "propose", {"ministry": "finance"})
    for seat in range(1, 5):
        playing.ok(seat, "vote", {"approve": False})
    full = new_table(client, start=False)
    locked = new_table(client, join=2, start=False)
    assert locked.call("POST", "/lock", locked.moderator, json={"locked": True}).status_code == 200
    open_lobby = new_table(client, join=2, start=False)
    paused = new_table(client)
    assert paused.call("POST", "/pause", paused.moderator, json={"paused": True}).status_code == 200
    return {"app": any_app, "client": client, "playing": playing, "full": full,
            "locked": locked, "open": open_lobby, "paused": paused}


def _propose(ministry: str) -> dict[str, Any]:
    return {"move": "propose", "args": {"ministry": ministry}, "id": "fixed-id"}


# (name, table, method, path, token: "mod" | seat number | None | literal, body, status, code)
REFUSALS: list[tuple[Any, ...]] = [
    ("bad json", None, "POST", "/api/tables", None, b"{not json", 400, "malformed"),
    ("body not object", None, "POST", "/api/tables", None, [1, 2], 400, "malformed"),
    ("players not int", None, "POST", "/api/tables", None,
     {"game": "politburo", "players": "5"}, 400, "bad_players"),
    ("too few players", None, "POST", "/api/tables", None,
     {"game": "politburo", "players": 4}, 400, "bad_players"),
    ("unknown game", None, "POST", "/api/tables", None, {"game": "chess", "players": 2},
     400, "unknown_game"),
    ("bad lang", None, "POST", "/api/tables", None,
     {"game": "politburo", "players": 5, "lang": "fr"}, 400, "bad_lang"),
    ("bad moderator", None, "POST", "/api/tables", None,
     {"game": "politburo", "players": 5, "moderator": "boss"}, 400, "bad_moderator"),
    ("bad seed", None, "POST", "/api/tables", None,
     {"game": "politburo", "players": 5, "options": {"seed": "x"}}, 400, "bad_seed"),
    ("unknown option", None, "POST", "/api/tables", None,
     {"game": "politburo", "players": 5, "options": {"speed": 2}}, 400, "unknown_option"),
    ("move without id", "playing", "POST", "/moves", 0,
     {"move": "propose", "args": {"ministry": "defence"}}, 400, "malformed"),
    ("args not object", "playing", "POST", "/moves", 0,
     {"move": "propose", "args": [], "id": "a"}, 400, "malformed"),
    ("move not string", "playing", "POST", "/moves", 0, {"move": 7, "id": "a"}, 400,
     "malformed"),
    ("unknown move", "playing", "POST", "/moves", 0, {"move": "shoot", "id": "a"}, 400,
     "unknown_move"),
    ("bad ministry", "playing", "POST", "/moves", 0, _propose("war"), 400, "bad_args"),
    ("basic auth", "playing", "GET", "/view", "Basic abc", None, 400, "bad_authorization"),
    ("no token view", "playing", "GET", "/view", None, None, 401, "missing_token"),
    ("no token move", "playing", "POST", "/moves", None, _propose("defence"), 401,
     "missing_token"),
    ("no token events", "playing", "GET", "/events", None, None, 401, "missing_token"),
    ("wrong token", "playing", "POST", "/moves", "Bearer nope", _propose("defence"), 403,
     "wrong_token"),
    ("seat undoes", "playing", "POST", "/undo", 1, None, 403, "not_moderator"),
    ("seat pauses", "playing", "POST", "/pause", 1, {"paused": True}, 403, "not_moderator"),
    ("seat starts", "full", "POST", "/start", 1, None, 403, "not_moderator"),
    ("seat removes", "full", "POST", "/seats/2/remove", 1, None, 403, "not_moderator"),
    ("unknown table", "nosuch", "GET", "/view", 0, None, 404, "unknown_table"),
    ("bad code", "bad", "POST", "/moves", 0, _propose("defence"), 404, "unknown_table"),
    ("unknown seat", "full", "POST", "/seats/9/remove", "mod", None, 404, "unknown_seat"),
    ("unknown route", None, "GET", "/api/nothing", None, None, 404, "not_found"),
    ("wrong method", "playing", "GET", "/moves", 0, None, 405, "method_not_allowed"),
    ("not your turn", "playing", "POST", "/moves", 1, _propose("defence"), 409,
     "not_your_turn"),
    ("wrong phase", "playing", "POST", "/moves", 1,
     {"move": "vote", "args": {"approve": True}, "id": "v"}, 409, "wrong_phase"),
    ("paused", "paused", "POST", "/moves", 0, _propose("defence"), 409, "paused"),
    ("lobby full", "full", "POST", "/seats", None, {"name": "Zoe"}, 409, "lobby_full"),
    ("locked", "locked", "POST", "/seats", None, {"name": "Zoe"}, 409, "locked"),
    ("join started", "playing", "POST", "/seats", None, {"name": "Zoe"}, 409,
     "already_started"),
    ("name taken", "open", "POST", "/seats", None, {"name": "ana"}, 409, "name_taken"),
    ("empty name", "open", "POST", "/seats", None, {"name": "   "}, 400, "bad_name"),
    ("long name", "open", "POST", "/seats", None, {"name": "x" * 25}, 400, "bad_name"),
    ("master joins", "open", "POST", "/seats", "mod", {"name": "Boss"}, 409,
     "moderator_does_not_play"),
    ("start twice", "playing", "POST", "/start", "mod", None, 409, "already_started"),
    ("start not full", "locked", "POST", "/start", "mod", None, 409, "seats_missing"),
    ("nothing to undo", "paused", "POST", "/undo", "mod", None, 409, "nothing_to_undo"),
    ("order after start", "playing", "POST", "/order", "mod", {"seats": [1, 0, 2, 3, 4]},
     409, "already_started"),
    ("bad order", "full", "POST", "/order", "mod", {"seats": [0, 0, 1, 2, 3]}, 400,
     "bad_order"),
    ("replace in lobby", "full", "POST", "/seats/1/replace", "mod", None, 409, "not_started"),
    ("rematch too early", "playing", "POST", "/rematch", "mod", None, 409, "not_over"),
    ("pause lobby", "full", "POST", "/pause", "mod", {"paused": True}, 409, "not_playing"),
    ("pause not bool", "playing", "POST", "/pause", "mod", {"paused": "yes"}, 400,
     "bad_flag"),
    ("rejected ministry", "playing", "POST", "/moves", 0, _propose("finance"), 422,
     "ministry_rejected"),
    ("too large", "playing", "POST", "/moves", 0,
     {"move": "propose", "args": {"x": "y" * 70000}, "id": "big"}, 413,
     "request_entity_too_large"),
]


def _views(tables: list[Table]) -> list[str]:
    views = []
    for table in tables:
        for token in [table.moderator, *table.seats]:
            views.append(json.dumps(table.view(token), sort_keys=True))
    return views


@pytest.mark.parametrize("case", REFUSALS, ids=[c[0] for c in REFUSALS])
def test_a_refused_request_changes_nothing(arena: dict[str, Any], case: tuple[Any, ...]) -> None:
    _name, which, method, path, who, payload, status, code = case
    app: Flask = arena["app"]
    tables = [arena[k] for k in ("playing", "full", "locked", "open", "paused")]
    headers: dict[str, str] = {}
    if which is None:
        url = path
    else:
        table = arena.get(which)
        code_in_url = {"nosuch": "ZZZZZ", "bad": "!!"}.get(which) or table.code
        url = f"/api/tables/{code_in_url}{path}"
        target = table or arena["playing"]
        if who == "mod":
            headers = bearer(target.moderator)
        elif isinstance(who, int):
            headers = bearer(target.seats[who])
        elif isinstance(who, str):
            headers = {"Authorization": who}
    kwargs: dict[str, Any] = {"headers": headers}
    if isinstance(payload, bytes):
        kwargs.update(data=payload, content_type="application/json")
    elif payload is not None:
        kwargs["json"] = payload
    before_rows, before_views = database_rows(app), _views(tables)
    response = arena["client"].open(url, method=method, **kwargs)
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/json"
    error = response.get_json()["error"]
    assert error["code"] == code
    assert error["message"] and "Traceback" not in error["message"]
    assert database_rows(app) == before_rows
    assert _views(tables) == before_views


def test_a_server_error_is_json_without_traceback(app: Flask,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    table = new_table(app.test_client())

    def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("disk on fire at /secret/path")

    monkeypatch.setattr(app.extensions["tapete"].tables, "look", broken)
    response = app.test_client().get(f"/api/tables/{table.code}/view?lang=es",
                                      headers=bearer(table.seats[0]))
    assert response.status_code == 500
    body = response.get_data(as_text=True)
    assert response.get_json()["error"]["code"] == "internal_server_error"
    assert "Traceback" not in body and "secret" not in body and "fire" not in body
    assert "servidor" in response.get_json()["error"]["message"]


def test_seeded_tables_deal_alike_and_random_ones_differ(app: Flask) -> None:
    client = app.test_client()
    first = new_table(client, players=7, seed=42)
    second = new_table(client, players=7, seed=42)
    deal = first.view(first.moderator)["private"]["members"]
    assert second.view(second.moderator)["private"]["members"] == deal
    unseeded = [new_table(client, players=7, seed=None) for _ in range(4)]
    others = {json.dumps(t.view(t.moderator)["private"]["members"]) for t in unseeded}
    assert len(others | {json.dumps(deal)}) > 1


def test_a_playing_moderators_seat_moves_with_the_moderation(app: Flask) -> None:
    """On a table of one played by its moderator (a solitaire), "Move to another phone" must
    not leave the undo behind: the seat takes the moderation with it (docs/api.md, Rejoin
    codes); a player's seat does not."""
    table = new_table(app.test_client(), game="sokudrez", players=1, moderator="player")
    old = table.moderator
    url = table.call("POST", "/seats/0/replace", old).get_json()["rejoin_url"]
    phone = app.test_client()
    claimed = phone.post(f"/api/tables/{table.code}/claim",
                         json={"code": url.split("t=")[1]})
    assert claimed.get_json()["seat"] == 0 and claimed.get_json()["moderator"] is True
    you = phone.get(f"/api/tables/{table.code}/view").get_json()["you"]
    assert you["seat"] == 0 and you["moderator"] is True, "one phone, both roles"
    for token in (old, table.seats[0]):
        assert table.call("GET", "/view", token).status_code == 403, "the old phone: neither"
    other = new_table(app.test_client())
    other.replace(2)
    assert other.view(other.seats[2])["you"] == {**other.view(other.seats[2])["you"],
                                                 "seat": 2, "moderator": False}
