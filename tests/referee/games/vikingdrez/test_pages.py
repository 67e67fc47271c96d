"""VikingDrez's own pages without a browser: the new table page offers the sides and the throne
rule, and a table made with them starts. Its name, players, texts and table page are checked
with every game's in tests/referee/test_game_pages.py."""

from __future__ import annotations

import re

import pytest
from flask import Flask

from tests.referee.referee_kit import new_table, page


@pytest.mark.parametrize(("lang", "legend"), [
    ("es", "Quién juega con negras (los atacantes, que mueven primero)"),
    ("en", "Who plays Black (the attackers, who move first)")])
def test_the_new_table_page_offers_the_sides_and_the_throne_rule(app: Flask, lang: str,
                                                                 legend: str) -> None:
    html = page(app.test_client(), f"/?lang={lang}")
    options = re.search(r'<div class="game-options" data-game="vikingdrez".*?'
                        r'data-option="throne_passable"', html, re.S)
    assert options, "no VikingDrez options on the new table page"
    assert legend in options.group(0)
    values = re.findall(r'name="vikingdrez.black" value="(\w+)"', options.group(0))
    assert values == ["0", "1", "random"]
    assert re.search(r'type="checkbox" name="vikingdrez.throne_passable" '
                     r'data-option="throne_passable" checked', html)


def test_a_table_made_with_the_pages_options_starts(app: Flask) -> None:
    table = new_table(app.test_client(), "vikingdrez", players=2,
                      options={"black": "random", "throne_passable": False})
    view = table.view(table.seats[0])
    assert view["public"]["throne_passable"] is False
    assert {view["public"]["black"], view["public"]["white"]} == {0, 1}
