"""Secrets stay secret: whole Politburo games played through the HTTP API and the SSE stream,
recording every byte each seat's phone receives, and twin tables that differ in one secret
choice compared view by view (docs/architecture.md, "Identity" and "Testing: Privacy")."""

from __future__ import annotations

import json
import random
import re
import threading
from typing import Any

import pytest
from flask import Flask

from referee.service.views import politburo_victory
from tests.referee.referee_kit import (
    RecordingPhone,
    Table,
    close_streams,
    live_server,
    new_table,
    politburo_choice,
    start_with_phones,
)

MEMBERS = ("beria", "bulganin", "kaganovich", "khrushchev", "kirov", "kuybyshev", "malenkov",
           "molotov", "voroshilov", "zhdanov")


class Phone(RecordingPhone):
    """One seat's phone: every byte it receives marked before/after the end of the game."""

    def __init__(self, base: str, code: str, game_over: threading.Event) -> None:
        super().__init__(base, code, lambda _stream: game_over.is_set())

    def bytes_until_end(self) -> str:
        return b"".join(d for after, d in self.received if not after).decode().lower()

    def bytes_after_end(self) -> str:
        return b"".join(d for after, d in self.received if after).decode().lower()


def _as_json(text: str | None) -> str | None:
    """``text`` as it appears inside a JSON answer, lower-cased."""
    return json.dumps(text)[1:-1].lower() if text is not None else None


def _play_recorded_game(app: Flask, players: int, seed: int) -> None:
    rng = random.Random(seed)
    table = new_table(app.test_client(), players=players, seed=seed, lang="es", join=0,
                      start=False, options={"first_general_secretary": "random"})
    game_over = threading.Event()
    with live_server(app) as base:
        phones = [Phone(base, table.code, game_over) for _ in range(players)]
        version = start_with_phones(table, phones)
        moves = 0
        while True:
            views = [phone.view(version) for phone in phones]
            if views[0]["outcome"] is not None:
                break
            awaiting = views[0]["awaiting"]
            seat = rng.choice(awaiting)
            if rng.random() < 0.1:  # an impatient phone tries out of turn: refused
                idle = [s for s in range(players) if s not in awaiting]
                if idle:
                    refused = phones[rng.choice(idle)].call(
                        "POST", "/moves", json={"move": "vote", "args": {"approve": True},
                                                "id": f"oops-{moves}"})
                    assert refused.status_code == 409
            move, args = politburo_choice(views[seat], rng)
            version, moves = phones[seat].send(move, args, f"m{moves}"), moves + 1
            if table.view(table.moderator)["outcome"] is not None:  # no phone's bytes
                game_over.set()
        members = {int(s): m for s, m in views[0]["outcome"]["members"].items()}
        close_streams(phones)
    for phone in phones:
        own = members[phone.seat]
        before = phone.bytes_until_end()
        assert own in before
        leaked = [m for m in MEMBERS if m != own and m in before]
        assert not leaked, f"seat {phone.seat} saw {leaked} before the end"
        own_text = _as_json(politburo_victory(own, "es"))
        if own_text is not None:
            assert own_text in before
            for other in MEMBERS:
                text = _as_json(politburo_victory(other, "es"))
                if other != own and text and text != own_text:
                    assert text not in before, f"seat {phone.seat} saw {other}'s card"
        after = phone.bytes_after_end()
        assert all(m in after for m in members.values())


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), [(5, 101), (7, 202), (10, 303)])
def test_no_seat_receives_another_seats_member_card_before_the_end(app: Flask, players: int,
                                                                    seed: int) -> None:
    _play_recorded_game(app, players, seed)


# --- twin tables: one secret differs, nobody else may tell --------------------------------

Step = tuple[int, str, dict[str, Any]]


def _seen(view: dict[str, Any], public_only: bool) -> dict[str, Any]:
    keys = ("public",) if public_only else ("phase", "awaiting", "public", "private", "outcome")
    return {k: view[k] for k in keys}


def _twins(app: Flask, players: int) -> tuple[Table, Table]:
    client = app.test_client()
    return new_table(client, players=players, seed=9), new_table(client, players=players, seed=9)


def _run(twins: tuple[Table, Table], steps: list[tuple[Step, Step]],
         compare_until: int, secret_seats: set[int], compare_all_after: int | None = None
         ) -> None:
    """Apply ``steps`` (a pair: the move on each twin); after each step before
    ``compare_until`` every seat's view must be the same on both twins, except the
    ``secret_seats``' own private part; from ``compare_all_after`` on, all of it."""
    first, second = twins
    players = len(first.seats)
    for index, (one, two) in enumerate(steps):
        first.ok(*one)
        second.ok(*two)
        if index >= compare_until:
            continue
        everything = compare_all_after is not None and index >= compare_all_after
        for seat in range(players):
            public_only = seat in secret_seats and not everything
            assert (_seen(first.view(first.seats[seat]), public_only)
                    == _seen(second.view(second.seats[seat]), public_only)), (
                f"seat {seat} can tell the twins apart after step {index}: {one} / {two}")


def _same(*steps: Step) -> list[tuple[Step, Step]]:
    return [(s, s) for s in steps]


def _vote(seat: int, approve: bool) -> Step:
    return (seat, "vote", {"approve": approve})


def _choice(seat: int, choice: str) -> Step:
    return (seat, "execute", {"choice": choice})


def _approved_plan(players: int) -> list[tuple[Step, Step]]:
    return _same((0, "propose", {"ministry": "defence"}),
                 *[_vote(s, True) for s in range(1, players)])


def _failed_attempt() -> list[tuple[Step, Step]]:
    return _same((0, "appoint", {"players": [1, 2, 3]}), _choice(1, "repress"),
                 _choice(2, "reform"), _choice(3, "repress"))


def test_plan_votes_stay_secret_until_all_are_in(app: Flask) -> None:
    steps = [*_same((0, "propose", {"ministry": "finance"})),
             (_vote(1, True), _vote(1, False)), (_vote(2, False), _vote(2, True)),
             *_same(_vote(3, True), _vote(4, False), _vote(5, True))]
    _run(_twins(app, 6), steps, compare_until=len(steps) - 1, secret_seats={1, 2})


def test_execution_choices_of_attempts_1_and_2_are_never_revealed(app: Flask) -> None:
    steps = [*_approved_plan(5), *_same((0, "appoint", {"players": [1, 2, 3]})),
             (_choice(1, "repress"), _choice(1, "reform")),
             (_choice(2, "reform"), _choice(2, "repress")),
             *_same(_choice(3, "repress"), (0, "appoint", {"players": [2, 3, 4]}),
                    _choice(2, "reform"))]
    tally = len(_approved_plan(5)) + 3
    _run(_twins(app, 5), steps, compare_until=len(steps), secret_seats={1, 2},
         compare_all_after=tally)


def test_third_attempt_choices_stay_hidden_until_the_purge(app: Flask) -> None:
    steps = [*_approved_plan(5), *_failed_attempt(), *_failed_attempt(),
             *_same((0, "appoint", {"players": [1, 2, 3]})),
             (_choice(1, "repress"), _choice(1, "reform")),
             (_choice(2, "reform"), _choice(2, "repress")),
             *_same(_choice(3, "repress"), (1, "point", {"at": 2}), (2, "point", {"at": 1}),
                    (3, "point", {"at": 2}))]
    _run(_twins(app, 5), steps, compare_until=len(steps) - 1, secret_seats={1, 2})


def test_purge_pointing_stays_secret_until_all_have_pointed(app: Flask) -> None:
    steps = [*_approved_plan(5), *_failed_attempt(), *_failed_attempt(), *_failed_attempt(),
             ((1, "point", {"at": 2}), (1, "point", {"at": 3})),
             *_same((2, "point", {"at": 1}), (3, "point", {"at": 2}))]
    _run(_twins(app, 5), steps, compare_until=len(steps) - 1, secret_seats={1})


def test_the_member_names_are_those_the_check_looks_for() -> None:
    from referee.games.politburo.rules import MEMBERS as ENGINE_MEMBERS

    assert set(ENGINE_MEMBERS) == set(MEMBERS)
    assert all(re.fullmatch("[a-z]+", m) for m in MEMBERS)
