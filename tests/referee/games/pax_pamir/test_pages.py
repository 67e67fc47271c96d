"""Pax Pamir through the referee: one phone keeps the score of a table whose other players
have no phone; the new table page offers its options; refusals reach the phone translated,
naming players. Its texts, name and players are checked with every game's in
tests/referee/test_game_pages.py."""

from __future__ import annotations

import re
from typing import Any

import pytest
from babel.support import Translations
from flask import Flask

from tests.referee.referee_kit import ROOT, new_table, options_box, table_pages

TRANSLATIONS = ROOT / "referee" / "translations"
ONE_PHONE = {"extra_players": ["Bea", "Wakhan"]}


def check_args(players: dict[str, int]) -> dict[str, Any]:
    """A failed check (no blocks) with these cylinders in play."""
    return {"blocks": {"afghan": 0, "british": 0, "russian": 0},
            "players": {p: {"loyalty": "afghan", "influence": 1, "cylinders": n}
                        for p, n in players.items()}}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_new_table_page_offers_extra_players_and_the_final_check(app: Flask,
                                                                     lang: str) -> None:
    options = options_box(app.test_client(), lang, "pax-pamir", '</script>')
    assert '<tapete-name-list data-option="extra_players"' in options
    assert re.search(r'value="4"\s+data-option="final_check" data-type="int"', options)
    assert "css/pax-pamir.css" in options and "js/games/pax-pamir/options.js" in options
    count = re.search(r'data-count="([^"]*)"', options).group(1)
    compiled = Translations.load(str(TRANSLATIONS), [lang], domain="messages")
    msgid = ("Pax Pamir is played by 2 to 5 players: {phones} with a phone and {extra} "
             "without make {total}.")
    assert count == compiled.ugettext(msgid)
    assert (count == msgid) == (lang == "en")


def test_one_phone_keeps_the_score_of_a_table_of_three(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, "pax-pamir", players=1, moderator="player", options=ONE_PHONE)
    assert table.ok(0, "dominance_check", check_args({"0": 3, "Bea": 1, "Wakhan": 1})) > 0
    view = table.view(table.seats[0])
    assert view["phase"] == "play" and view["awaiting"] == [0]
    assert view["public"]["scores"] == {"0": 3, "Bea": 0, "Wakhan": 0}
    assert view["private"]["moves"] == ["dominance_check", "cleanup_check"]
    assert len(table_pages(client, table, "es")) == 1


def test_a_moderator_who_does_not_play_may_enter_a_check(app: Flask) -> None:
    table = new_table(app.test_client(), "pax-pamir", players=2)
    response = table.call("POST", "/moves", table.moderator, json={
        "move": "dominance_check", "args": check_args({"0": 2, "1": 0}), "id": "m1"})
    assert response.status_code == 200, response.get_json()
    view = table.view(table.moderator)
    assert view["public"]["checks"][0]["by"] is None
    assert view["private"]["moves"] == ["dominance_check", "cleanup_check"]


def test_a_single_phone_without_extra_players_is_refused(app: Flask) -> None:
    response = app.test_client().post("/api/tables", json={
        "game": "pax-pamir", "players": 1, "lang": "en", "options": {}, "moderator": "player"})
    assert response.status_code == 400
    assert response.get_json()["error"]["code"] == "bad_player_count"


def test_a_refusal_reaches_the_phone_in_spanish_naming_the_seat(app: Flask) -> None:
    table = new_table(app.test_client(), "pax-pamir", players=2, lang="es",
                      options={"extra_players": ["Wakhan"]})
    response = table.move(0, "dominance_check", check_args({"0": 1, "Wakhan": 1}))
    assert response.status_code == 422
    error = response.get_json()["error"]
    assert error["code"] == "missing_player"
    seat_1 = table.view(table.seats[1])["seats"][1]["name"]
    assert error["message"] == f"Indica a todos los jugadores: falta {seat_1}."
