"""Secrets stay secret beyond the views (docs/architecture.md, "Identity"): refusals answer alike
whatever
another seat chose, a moderator who plays learns only their own seat through undo, pause, seat
replacement, handover and rematch, a replaced phone does not follow into the rematch, and no
log line holds a token or a secret choice."""

from __future__ import annotations

import logging
import random
from typing import Any

import pytest
from flask import Flask
from werkzeug.test import TestResponse

from referee.games.politburo.rules import MEMBERS
from tests.referee.referee_kit import NAMES, Table, new_table, play_step, play_to_end

Probe = tuple[str, dict[str, Any]]
PROBES: list[Probe] = [
    ("propose", {"ministry": "finance"}), ("vote", {"approve": True}),
    ("vote", {"approve": "maybe"}), ("casting_vote", {"approve": False}),
    ("appoint", {"players": [0, 1, 2]}), ("execute", {"choice": "reform"}),
    ("point", {"at": 1}), ("shoot", {}),
]


def _members_in(data: Any) -> set[str]:
    """Every member id that is a value (not text) anywhere in the JSON ``data``."""
    if isinstance(data, dict):
        return set().union(*(_members_in(v) for v in data.values()), set())
    if isinstance(data, list):
        return set().union(*(_members_in(v) for v in data), set())
    return {data} if data in MEMBERS else set()


def _probe_twins(twins: tuple[Table, Table], seats: list[int]) -> None:
    """Every probe move from each of ``seats`` is refused alike on both twins, in both
    languages."""
    for seat in seats:
        for number, (move, args) in enumerate(PROBES):
            answers = []
            for twin in twins:
                for lang in ("en", "es"):
                    answer = twin.call("POST", f"/moves?lang={lang}", twin.seats[seat],
                                       json={"move": move, "args": args,
                                             "id": f"probe-{seat}-{number}"})
                    answers.append((answer.status_code, answer.get_json()))
            assert all(status >= 400 for status, _ in answers), (seat, move, answers)
            assert answers[:2] == answers[2:], f"seat {seat} tells the twins apart by {move}"


def test_refusals_tell_no_seat_another_seats_pending_vote(app: Flask) -> None:
    client = app.test_client()
    twins = (new_table(client, seed=3), new_table(client, seed=3))
    for twin, approve in zip(twins, (True, False), strict=True):
        twin.ok(0, "propose", {"ministry": "security"})
        twin.ok(2, "vote", {"approve": True})
        twin.ok(1, "vote", {"approve": approve})
    _probe_twins(twins, [0, 2])  # the General Secretary and a seat that has voted


def test_refusals_tell_no_seat_another_executors_choice(app: Flask) -> None:
    client = app.test_client()
    twins = (new_table(client, seed=4), new_table(client, seed=4))
    for twin, choice in zip(twins, ("repress", "reform"), strict=True):
        twin.ok(0, "propose", {"ministry": "defence"})
        for seat in range(1, 5):
            twin.ok(seat, "vote", {"approve": True})
        twin.ok(0, "appoint", {"players": [1, 2, 3]})
        twin.ok(1, "execute", {"choice": choice})
        twin.ok(2, "execute", {"choice": "repress"})
    _probe_twins(twins, [0, 2, 4])  # the GS, an executor who has chosen, a bystander


class Phone:
    """A phone (its own cookies) whose every answer is kept until the game's end is shown."""

    def __init__(self, app: Flask, code: str, cookies: dict[str, str]) -> None:
        self.client = app.test_client()
        self.code = code
        self.seen: list[Any] = []
        for name, value in cookies.items():
            self.client.set_cookie(name, value)

    def call(self, method: str, path: str, **kwargs: Any) -> TestResponse:
        if method != "GET":  # a page's fetch: JSON, as the CSRF check wants
            kwargs.setdefault("json", {})
        answer = self.client.open(f"/api/tables/{self.code}{path}", method=method, **kwargs)
        data = answer.get_json()
        if not (isinstance(data, dict) and data.get("outcome")):
            self.seen.append(data)
            self.seen.append(answer.headers.getlist("Set-Cookie"))
        return answer

    def version(self) -> int:
        return int(self.call("GET", "/view").get_json()["version"])

    def members_seen(self) -> set[str]:
        return _members_in(self.seen)


def _playing_moderator_table(app: Flask, seed: int) -> Table:
    """A started 5-seat table whose moderator plays seat 0; each seat joined from its phone."""
    table = new_table(app.test_client(), moderator="player", seed=seed, join=1, start=False)
    for name in NAMES[1:5]:
        joined = app.test_client().post(f"/api/tables/{table.code}/seats", json={"name": name})
        table.seats.append(joined.get_json()["token"])
    assert table.call("POST", "/start", table.moderator).status_code == 200
    return table


def test_a_playing_moderator_learns_only_their_seat_through_moderation(app: Flask) -> None:
    table = _playing_moderator_table(app, seed=21)
    code = table.code
    phone = Phone(app, code, {f"tapete_mod_{code}": table.moderator,
                              f"tapete_seat_{code}": table.seats[0]})
    own = phone.call("GET", "/view").get_json()["private"]["member"]
    rng = random.Random(21)
    friend = None  # the phone moderation is handed to; it holds no seat
    for step in range(40):
        assert play_step(table, rng)
        if step == 2:  # take back another seat's secret move
            assert phone.call("POST", "/undo", json={"version": phone.version()}).status_code \
                == 200
        elif step == 5:
            assert phone.call("POST", "/pause", json={"paused": True}).status_code == 200
            assert phone.call("POST", "/pause", json={"paused": False}).status_code == 200
        elif step == 8:
            answer = phone.call("POST", "/seats/3/replace")
            assert set(answer.get_json()) == {"rejoin_url"}
            table.seats[3] = table.claim(answer.get_json()["rejoin_url"]).get_json()["token"]
        elif step == 12:
            url = phone.call("POST", "/handover").get_json()["rejoin_url"]
            token = table.claim(url).get_json()["token"]
            friend = Phone(app, code, {f"tapete_mod_{code}": token})
            table.moderator = token
        phone.call("GET", "/view")
        if friend is not None:
            assert friend.call("GET", "/view").get_json()["private"] == {}
    play_to_end(table, rng)
    assert phone.call("GET", "/view").get_json()["outcome"] is not None
    assert friend is not None
    assert phone.members_seen() == {own}
    assert friend.members_seen() == set()

    rematch = friend.call("POST", "/rematch")
    assert rematch.status_code == 201
    new_code = rematch.get_json()["code"]
    phone.code = friend.code = new_code  # both follow with their old table's cookies
    mine = phone.call("GET", "/view").get_json()
    assert mine["you"]["seat"] == 0 and mine["private"]["member"] in MEMBERS
    assert _members_in(mine) == {mine["private"]["member"]}
    theirs = friend.call("GET", "/view").get_json()
    assert theirs["you"]["moderator"] is True and _members_in(theirs) == set()


def test_a_replaced_phone_does_not_follow_into_the_rematch(app: Flask) -> None:
    table = new_table(app.test_client(), seed=6)
    old = table.seats[2]
    table.replace(2)
    play_to_end(table, random.Random(6))
    code = table.call("POST", "/rematch", table.moderator).get_json()["code"]
    rematch = Table(table.client, code, table.moderator, table.seats)
    refused = rematch.call("GET", "/view", old)
    assert refused.status_code == 403 and "member" not in refused.get_data(as_text=True)
    assert rematch.view(table.seats[2])["you"]["seat"] == 2


def test_no_log_line_holds_a_token_or_a_secret(app: Flask,
                                               caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    table = new_table(app.test_client(), seed=8)
    tokens = [table.moderator, *table.seats]
    members = {table.view(t)["private"]["member"] for t in table.seats}
    assert len(members) == 5
    table.ok(0, "propose", {"ministry": "finance"})
    table.ok(1, "vote", {"approve": False})
    assert table.move(1, "vote", {"approve": True}).status_code == 409
    assert table.move(2, "vote", {"approve": "secretly-yes"}).status_code == 400
    assert table.call("POST", "/undo", table.moderator).status_code == 200
    assert table.client.get(f"/rejoin/{table.code}?t={table.seats[3]}").status_code == 410
    codes = [table.call("POST", "/seats/3/replace", table.moderator).get_json()["rejoin_url"]]
    link = codes[-1][codes[-1].index("/rejoin/"):]
    assert table.client.get(link).status_code == 200  # the link's page, the code still open
    tokens.append(table.claim(codes[-1]).get_json()["token"])
    table.seats[3] = tokens[-1]
    codes.append(table.call("POST", "/handover", table.moderator).get_json()["rejoin_url"])
    tokens.append(table.claim(codes[-1]).get_json()["token"])
    table.moderator = tokens[-1]
    tokens += [url.split("t=")[1] for url in codes]
    play_to_end(table, random.Random(8))
    assert table.call("POST", "/rematch", table.moderator).status_code == 201
    logged = caplog.text.lower()
    assert "table " + table.code.lower() in logged  # the log was captured
    leaked = [t for t in tokens if t.lower() in logged]
    leaked += [w for w in (*members, "approve", "secretly-yes", "repress", "reform")
               if w in logged]
    assert not leaked, f"the log holds {leaked}"
