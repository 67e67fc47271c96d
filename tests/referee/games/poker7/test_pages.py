"""Poker7's own pages without a browser: the new table page offers every option with its
choices. Its name, players, texts and table page are checked with every game's in
tests/referee/test_game_pages.py."""

from __future__ import annotations

import re

import pytest
from flask import Flask

from tests.referee.referee_kit import options_box


@pytest.mark.parametrize(("lang", "legend", "chips"), [("es", "Fichas iniciales", "100 fichas"),
                                                       ("en", "Starting chips", "100 chips")])
def test_the_new_table_page_offers_every_option(app: Flask, lang: str, legend: str,
                                                chips: str) -> None:
    options = options_box(app.test_client(), lang, "poker7", r'</fieldset>\s*</div>')
    assert legend in options and chips in options
    assert set(re.findall(r'data-option="(\w+)"', options)) == {
        "starting_chips", "ante", "hands", "cards", "first_dealer",
        "left_chips"}
    assert re.findall(r'name="poker7.hands" value="(\w*)"', options) == ["", "5", "10", "20"]
    assert re.findall(r'name="poker7.cards" value="(\w+)"', options) == ["app", "physical"]
