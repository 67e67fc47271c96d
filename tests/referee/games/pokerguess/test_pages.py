"""PokerGuess's own pages without a browser: the new table page offers the options, and a table
made with them starts. Its name, players, texts and table page are checked with every game's in
tests/referee/test_game_pages.py."""

from __future__ import annotations

import re

import pytest
from flask import Flask

from tests.referee.referee_kit import new_table, options_box


@pytest.mark.parametrize(("lang", "legend"), [("es", "Fichas con las que empieza cada jugador"),
                                              ("en", "Chips each player starts with")])
def test_the_new_table_page_offers_the_options(app: Flask, lang: str, legend: str) -> None:
    options = options_box(app.test_client(), lang, "pokerguess", r'</div>\s*</fieldset>\s*</div>')
    assert legend in options
    assert set(re.findall(r'data-option="(\w+)"', options)) == {
        "cards", "starting_chips", "ante", "hands", "first_dealer",
        "left_chips"}


def test_a_table_made_with_the_pages_options_starts(app: Flask) -> None:
    table = new_table(app.test_client(), "pokerguess", players=3, options={
        "cards": "physical", "starting_chips": 50, "ante": 5, "hands": 10})
    view = table.view(table.seats[1])
    assert view["phase"] == "guess" and view["awaiting"] == [1]
    assert view["public"]["chips"] == [45, 45, 45] and view["public"]["hands"] == 10
