"""PokerDrez's own pages without a browser: the new table page offers its options, and a table
made with them starts. Its name, players, texts and table page are checked with every game's in
tests/referee/test_game_pages.py."""

from __future__ import annotations

import re

import pytest
from flask import Flask

from tests.referee.referee_kit import new_table, options_box


@pytest.mark.parametrize(("lang", "legend"), [
    ("es", "Quién juega con blancas (y mueve primero)"),
    ("en", "Who plays White (and moves first)")])
def test_the_new_table_page_offers_the_options(app: Flask, lang: str, legend: str) -> None:
    options = options_box(app.test_client(), lang, "pokerdrez", 'data-option="first_move_redeal"')
    assert legend in options
    found = set(re.findall(r'data-option="(\w+)"', options))
    assert found == {"white", "decks", "dice", "neutral_timing", "pawn_removal",
                     "first_move_redeal"}


def test_a_table_made_with_the_pages_options_starts(app: Flask) -> None:
    table = new_table(app.test_client(), "pokerdrez", players=2, options={
        "white": "random", "decks": 1, "dice": "physical", "neutral_timing": "any_time",
        "pawn_removal": False, "first_move_redeal": False})
    view = table.view(table.seats[0])
    assert view["phase"] in ("play", "over")
    assert view["public"]["deck_size"] == 56 - 9
    assert {view["public"]["black"], view["public"]["white"]} == {0, 1}
