"""A moderator who plays cannot fix the seed (it would tell them every other seat's cards); a
moderator who does not play still can, for replays and tests."""

from __future__ import annotations

import pytest
from flask import Flask
from sqlalchemy import func, select

from referee.storage.schema import tables
from tests.referee.referee_kit import new_table


def _tables(app: Flask) -> int:
    with app.extensions["tapete"].storage.read() as conn:
        return int(conn.execute(select(func.count()).select_from(tables)).scalar_one())


@pytest.mark.parametrize("seed", [0, 42, 2**63 - 1])
def test_a_playing_moderator_cannot_set_the_seed(app: Flask, seed: int) -> None:
    client = app.test_client()
    answer = client.post("/api/tables", json={"game": "politburo", "players": 5,
                                              "moderator": "player", "options": {"seed": seed}})
    assert answer.status_code == 400
    assert answer.get_json()["error"]["code"] == "seed_moderator_plays"
    assert "cards" in answer.get_json()["error"]["message"]
    assert _tables(app) == 0


def test_the_refusal_speaks_spanish(app: Flask) -> None:
    answer = app.test_client().post(
        "/api/tables?lang=es", json={"game": "inside-job", "players": 4, "moderator": "player",
                                     "options": {"seed": 7}})
    assert answer.get_json()["error"]["message"].startswith("Un moderador que juega")


def test_a_playing_moderators_table_gets_a_drawn_seed(app: Flask) -> None:
    client = app.test_client()
    answer = client.post("/api/tables", json={"game": "politburo", "players": 5,
                                              "moderator": "player", "options": {"seed": None}})
    assert answer.status_code == 201
    with app.extensions["tapete"].storage.read() as conn:
        assert conn.execute(select(tables.c.seed_fixed)).scalar_one() is False


def test_a_master_moderator_still_fixes_the_deal(app: Flask) -> None:
    one, two = (new_table(app.test_client(), seed=5) for _ in range(2))
    assert one.view(one.moderator)["private"] == two.view(two.moderator)["private"]
