"""The table screen (referee.web.screen, /table/<code>/screen): its page, its public view and event
stream, and that no secret reaches it in any byte over whole games of Politburo and Inside Job
(docs/architecture.md, "Identity"; the table screen of issue 15)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask

from referee.games.inside_job.roles import ROLES
from tests.referee.games.inside_job.test_privacy import GOAL_TOKENS, SPECIAL_LIST, deal
from tests.referee.games.inside_job.test_privacy import choose as inside_job_choice
from tests.referee.referee_kit import (
    RecordingPhone,
    SseListener,
    Table,
    live_server,
    new_table,
    page,
    politburo_choice,
)
from tests.referee.test_privacy import MEMBERS

ROLE_TOKENS = {role: re.compile(rb'"' + role.encode() + rb'"(?!\s*:)') for role in ROLES}


class Screen(RecordingPhone):
    """The table screen: no cookie, no token; every byte of its page, its public view and its
    event stream, each stamped with the number of moves accepted when it arrived."""

    def __init__(self, base: str, code: str, moves: Callable[[], int]) -> None:
        super().__init__(base, code, lambda _stream: moves())

    def open(self) -> None:
        """Load the page (the same for every table, see below) and start listening to the
        public event stream."""
        html = self.session.get(f"{self.base}/table/{self.code}/screen", timeout=10)
        assert html.status_code == 200
        self.listen("/public/events")
        assert self.stream is not None and self.stream.status == 200

    def public(self, version: int) -> dict[str, Any]:
        """The public view once the stream has announced ``version``."""
        return self.fetched("/public", version)

    def before(self, moves: int) -> list[tuple[int, bytes]]:
        """What arrived before the ``moves``-th move was accepted, with its stamp."""
        return [(stamp, data) for stamp, data in self.received if stamp < moves]


def test_screen_page_has_a_title_and_no_table_data(app: Flask) -> None:
    """The page is the same for every table but for its code: all it shows comes from the
    public view (its catalogue texts are the printed cards', public)."""
    client = app.test_client()
    tables = [new_table(client, players=5, seed=1), new_table(client, players=5, seed=2)]
    html = [page(client, f"/table/{t.code}/screen", **{"Accept-Language": "en"}).replace(
        t.code, "CODE") for t in tables]
    assert html[0] == html[1]
    assert '<h1 id="screen-title">Table screen CODE</h1>' in html[0]
    assert "js/screen.js" in html[0]
    spanish = page(app.test_client(), f"/table/{tables[0].code}/screen?lang=es")
    assert f"Pantalla de la mesa {tables[0].code}" in spanish


def test_screen_qr_decodes_to_the_screen_page(app: Flask) -> None:
    from tests.referee.test_pages import qr_text

    table = new_table(app.test_client(), players=5)
    answer = app.test_client().get(f"/table/{table.code}/screen.svg")
    assert answer.status_code == 200 and answer.mimetype == "image/svg+xml"
    assert qr_text(answer.get_data(as_text=True)).endswith(f"/table/{table.code}/screen")


def test_public_view_needs_no_token_and_holds_only_the_public_part(app: Flask) -> None:
    table = new_table(app.test_client(), players=5)
    answer = app.test_client().get(f"/api/tables/{table.code}/public")
    assert answer.status_code == 200
    assert answer.headers["Cache-Control"] == "no-store"
    view = answer.get_json()
    assert set(view) == {"version", "seats", "table", "phase", "awaiting", "public", "outcome",
                         "left"}
    seat_view = table.view(table.seats[0])
    assert view["public"] == seat_view["public"]
    assert view["awaiting"] == seat_view["awaiting"] and view["phase"] == seat_view["phase"]
    assert view["version"] == seat_view["version"]
    assert all(set(seat) == {"seat", "name", "id"} for seat in view["seats"])


def test_public_view_in_the_lobby_and_of_an_unknown_table(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, players=5, join=2, start=False)
    view = client.get(f"/api/tables/{table.code}/public").get_json()
    assert view["phase"] == "lobby" and view["public"] == {} and len(view["seats"]) == 2
    missing = client.get("/api/tables/ZZZZZZ/public")
    assert missing.status_code == 404
    assert missing.get_json()["error"]["code"] == "unknown_table"
    assert client.get("/table/ZZZZZZ/screen").status_code == 200  # the page says so itself
    assert client.get("/table/no!/screen").status_code == 404


def test_public_view_of_twins_that_differ_in_secret_choices_is_the_same(app: Flask) -> None:
    """Execution choices of attempts 1 and 2 are never revealed: tables that differ in them
    look the same on the table screen (but for their codes)."""
    client = app.test_client()
    twins = [new_table(client, players=5, seed=9), new_table(client, players=5, seed=9)]
    steps = [(0, "propose", {"ministry": "defence"}), *[(s, "vote", {"approve": True})
                                                       for s in range(1, 5)],
             (0, "appoint", {"players": [1, 2, 3]})]
    secret = [("repress", "reform"), ("reform", "repress"), ("repress", "repress")]

    def seen(table: Table) -> dict[str, Any]:
        view = client.get(f"/api/tables/{table.code}/public").get_json()
        view["table"].pop("code")
        for seat in view["seats"]:
            seat.pop("id")  # each table's seats have their own public ids
        return view

    for twin in twins:
        for seat, move, args in steps:
            twin.ok(seat, move, args)
    for executor, choices in zip((1, 2, 3), secret, strict=True):
        for twin, choice in zip(twins, choices, strict=True):
            twin.ok(executor, "execute", {"choice": choice})
        assert seen(twins[0]) == seen(twins[1])


@pytest.mark.slow
def test_no_secret_reaches_the_table_screen_in_a_politburo_game(app: Flask) -> None:
    rng = random.Random(515)
    table = new_table(app.test_client(), players=5, seed=515)
    moves = [0]
    with live_server(app) as base:
        screen = Screen(base, table.code, lambda: moves[0])
        screen.open()
        version = screen.public(0)["version"]
        while (shown := screen.public(version))["outcome"] is None:
            seat = rng.choice(shown["awaiting"])
            version = table.ok(seat, *politburo_choice(table.view(table.seats[seat]), rng))
            moves[0] += 1
        final = shown
        assert screen.stream is not None
        screen.stream.close()
        assert screen.stream.only_versions()
    seen = b"".join(data for _stamp, data in screen.before(moves[0])).lower()
    leaked = [m for m in MEMBERS if m.encode() in seen]
    assert not leaked, f"the table screen saw {leaked} before the end"
    assert b'"private"' not in seen and b"token" not in seen
    assert set(final["outcome"]["members"].values()) <= set(MEMBERS)


@pytest.mark.slow
@pytest.mark.parametrize(("players", "special", "seed"), [
    (4, ["accomplice", "paranoid_agent"], 12), (5, ["professor_no", "sleeper_agent"], 77)])
def test_no_secret_reaches_the_table_screen_in_an_inside_job_game(
        app: Flask, players: int, special: list[str], seed: int) -> None:
    rng = random.Random(seed)
    table = new_table(app.test_client(), game="inside-job", players=players, seed=seed,
                      lang="es", options={"special_roles": special, "first_leader": "random"})
    hands = deal(players, rng)
    moves = [0]
    revealed: list[set[str]] = []  # roles public after each number of moves (the moderator's)
    with live_server(app) as base:
        screen = Screen(base, table.code, lambda: moves[0])
        screen.open()
        version = screen.public(0)["version"]
        while True:
            revealed.append(set(table.view(table.moderator)["public"]["revealed"].values()))
            shown = screen.public(version)
            if shown["outcome"] is not None:
                break
            seat = rng.choice(shown["awaiting"])
            view = table.view(table.seats[seat])
            version = table.ok(seat, *inside_job_choice(view, hands, rng))
            moves[0] += 1
        assert screen.stream is not None
        screen.stream.close()
        assert screen.stream.only_versions()
    for stamp, data in screen.before(moves[0]):
        body = SPECIAL_LIST.sub(b"", data)
        for role, token in ROLE_TOKENS.items():
            if token.search(body):
                assert role in revealed[stamp], (
                    f"the table screen saw the hidden role {role!r} after {stamp} moves")
        assert not any(token.search(body) for token in GOAL_TOKENS.values()), "a goal leaked"
        assert not re.search(rb'"ballots"\s*:', body), "ballots before the end"
        assert b'"private"' not in body and b"token" not in body.lower()
    assert set(shown["outcome"]["roles"].values()) <= set(ROLES)


def test_public_event_stream_carries_versions_only(app: Flask) -> None:
    table = new_table(app.test_client(), players=5)
    with live_server(app) as base:
        stream = SseListener(f"{base}/api/tables/{table.code}/public/events")
        assert stream.status == 200
        stream.wait_version(table.view(table.moderator)["version"])
        version = table.ok(0, "propose", {"ministry": "finance"})
        stream.wait_version(version)
        version = table.ok(1, "vote", {"approve": True})
        stream.wait_version(version)
        stream.close()
        assert stream.only_versions()
