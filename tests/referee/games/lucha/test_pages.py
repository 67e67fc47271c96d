"""lucha's own pages without a browser: the home page carries its cards' names in each language,
the new table page offers the printed-cards choice, a table made through the API plays and no
seat's hidden cards reach another seat's view, and a moderator who does not play sees them all.
Its name, players, texts and table page are checked with every game's in
tests/referee/test_game_pages.py."""

from __future__ import annotations

import json
import re

import pytest
from flask import Flask

from referee.games.lucha.catalogue import tables
from tests.referee.referee_kit import new_table, options_box, page, page_games, table_pages


@pytest.mark.parametrize(("lang", "name"), [("es", "¡Atentado!"),
                                            ("en", "Assassination Attempt!")])
def test_the_home_page_carries_the_cards_in_its_language(app: Flask, lang: str,
                                                         name: str) -> None:
    game = page_games(page(app.test_client(), f"/?lang={lang}"))["lucha"]
    assert game["components"]["specials"]["atentado"]["name"] == name


@pytest.mark.parametrize(("lang", "legend"), [("es", "Las cartas"), ("en", "The cards")])
def test_the_new_table_page_offers_the_options(app: Flask, lang: str, legend: str) -> None:
    options = options_box(app.test_client(), lang, "lucha", 'data-option="last_call"')
    assert legend in options
    assert re.findall(r'name="lucha.cards" value="(\w+)"', options) == \
        ["app", "physical"]


def test_a_table_plays_through_the_api_and_hides_every_hand(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, "lucha", players=3, options={"last_call": False})
    views = [table.view(token) for token in table.seats]
    for seat, view in enumerate(views):
        assert view["phase"] == "prepare" and view["private"]["moves"] == ["prepare"]
        others = [c for s, v in enumerate(views) if s != seat for c in v["private"]["hand"]]
        assert not any(f'"{card}"' in json.dumps(view) for card in others)
    for seat in range(3):
        assert table.move(seat, "prepare", {}).status_code == 200
    first = table.view(table.seats[0])
    assert first["phase"] == "turn" and "end_turn" in first["private"]["moves"]
    refused = table.move(1, "end_turn", {"discard": []})
    assert refused.status_code == 409
    assert len(table_pages(client, table, "en")) == 1


def test_a_moderator_who_does_not_play_sees_every_secret_through_the_api(app: Flask) -> None:
    """The moderator's view carries every hand and every assigned card (never the deck); the
    seats' views carry none of the moderator's fields."""
    table = new_table(app.test_client(), "lucha", players=3, options={"last_call": False})
    hands = [table.view(token)["private"]["hand"] for token in table.seats]
    first = hands[0][0]
    own = [c["id"] for c in table.view(table.seats[0])["public"]["candidates"]
           if c["owner"] == 0]
    assigned = not tables().cards[first].is_special
    plan = {"assign": {own[0]: [first]}} if assigned else {"discard": [first]}
    assert table.move(0, "prepare", plan).status_code == 200
    everything = table.view(table.moderator)["private"]
    assert [everything["hands"][str(s)] for s in range(1, len(hands))] == hands[1:]
    assert everything["hands"]["0"] == hands[0][1:]
    assert everything["all_assigned"][own[0]] == ([first] if assigned else [])
    for token in table.seats:
        assert not {"hands", "all_assigned", "all_looks"} & set(table.view(token)["private"])
