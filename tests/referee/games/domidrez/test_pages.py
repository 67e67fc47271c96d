"""DomiDrez's own pages without a browser: the new table page offers every option, and a table
made through the API plays while no phone's page or view carries another seat's hand. Its name,
players and texts are checked with every game's in tests/referee/test_game_pages.py."""

from __future__ import annotations

import json
import re

import pytest
from flask import Flask

from tests.referee.referee_kit import new_table, options_box, table_pages


@pytest.mark.parametrize(("lang", "legend"), [("es", "Barajas"), ("en", "Decks")])
def test_the_new_table_page_offers_every_option(app: Flask, lang: str, legend: str) -> None:
    options = options_box(app.test_client(), lang, "domidrez", r'</fieldset>\s*</div>')
    assert legend in options
    assert set(re.findall(r'data-option="(\w+)"', options)) == {"cards", "decks", "target",
                                                                 "first_dealer"}
    assert re.findall(r'name="domidrez.cards" value="(\w+)"', options) == ["app", "physical"]
    assert re.findall(r'name="domidrez.decks" value="(\w*)"', options) == ["", "1", "2"]
    assert re.findall(r'name="domidrez.first_dealer" value="(\w+)"', options) == ["0", "random"]
    assert 'data-option="target" data-type="int"' in options and 'value="50"' in options


def test_a_table_plays_through_the_api_and_hides_every_hand(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, "domidrez", players=3, options={"target": 5})
    views = [table.view(token) for token in table.seats]
    first = views[0]["public"]["to_play"]
    mover = views[first]["private"]
    assert mover["moves"] in (["play"], ["draw"])
    if mover["moves"] == ["play"]:
        card = mover["playable"][0]
        args = {"card": card, **({"figure": "rook", "colour": 6} if "neutral" in card else {})}
        table.ok(first, "play", args)
    else:
        table.ok(first, "draw")
    for seat, token in enumerate(table.seats):
        seen = table.view(token)
        assert seen["public"]["to_play"] == (first + 1) % 3
        others = [c for s, t in enumerate(table.seats) if s != seat
                  for c in table.view(t)["private"]["hand"]]
        assert not any(f'"{card}"' in json.dumps(seen) for card in others)
    assert table.move(first, "draw").status_code == 409
    assert len(table_pages(client, table, "es")) == 1
