"""PokerDrez for 4's own pages without a browser: the new table page offers its options, and a
table plays through the API to a pair's win. Its name, players, texts (its own scripts and the
PokerDrez modules they reuse) and table page are checked with every game's in
tests/referee/test_game_pages.py."""

from __future__ import annotations

import re

import pytest
from flask import Flask

from tests.referee.games.pokerdrez_4.support import deal
from tests.referee.referee_kit import new_table, options_box

#: Red's knight e1-d3-e5-c6 mates the boxed-in blue king while the others, holding only
#: rook, bishop and queen cards that move nothing at the start, pass.
MATE_DECK = deal({0: ["rook-1", "rook-2"], 1: ["rook-3", "rook-4"], 2: ["knight-1", "knight-2"],
                  3: ["bishop-1", "bishop-2"]},
                 ["queen-1", "queen-2", "queen-3", "queen-4", "queen-5"], top=["knight-3"])


@pytest.mark.parametrize(("lang", "legend"), [
    ("es", "Un jugador que no puede pagar ninguna jugada, sin estar en jaque"),
    ("en", "A seat that can pay no move, out of check")])
def test_the_new_table_page_offers_the_options(app: Flask, lang: str, legend: str) -> None:
    options = options_box(app.test_client(), lang, "pokerdrez-4", 'data-option="die"')
    assert legend in options
    assert set(re.findall(r'data-option="(\w+)"', options)) == {
        "decks", "stuck", "neutral_timing", "die"}


def test_a_table_plays_to_a_pairs_win(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, "pokerdrez-4", players=4,
                      options={"decks": 1, "deck": MATE_DECK})
    assert table.view(table.seats[0])["public"]["turn"] == "red"
    table.ok(2, "move", {"from": "e1", "to": "d3", "pay": {"card": "knight-1"}})
    table.ok(2, "move", {"from": "d3", "to": "e5", "pay": {"card": "knight-2"}})
    table.ok(2, "move", {"from": "e5", "to": "c6", "pay": {"card": "knight-3"}})
    seen = table.view(table.seats[1])
    assert seen["outcome"]["winners"] == [0, 2]
    assert (seen["outcome"]["reason"], seen["outcome"]["mated"]) == ("checkmate", 3)
    passes = [e["seat"] for e in seen["public"]["history"] if e["event"] == "pass"]
    assert passes == [0, 1, 3, 0, 1, 3, 0, 1]
