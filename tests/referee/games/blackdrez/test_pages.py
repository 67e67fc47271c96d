"""BlackDrez's own pages without a browser: the new table page offers every option, and through
the real API no seat, moderator or table screen ever gets a card still in the deck (its order is
the one secret), while every phone gets the same table page. Its name, players and texts are
checked with every game's in tests/referee/test_game_pages.py."""

from __future__ import annotations

import json
import re

import pytest
from flask import Flask

from referee.games.blackdrez.setup import game_deck
from tests.referee.referee_kit import new_table, options_box, table_pages

#: Seats 1, 2, 0 are dealt two cards each (dealer 0): 5, 7 and 4; then the hits, top first.
DEALT = ["rook-1", "pawn-1", "queen-1", "knight-1", "joker-1", "bishop-1"]
HITS = ["queen-2", "queen-3"]


@pytest.mark.parametrize(("lang", "legend", "rounds"), [("es", "Rondas", "5 rondas"),
                                                        ("en", "Rounds", "5 rounds")])
def test_the_new_table_page_offers_every_option(app: Flask, lang: str, legend: str,
                                                rounds: str) -> None:
    options = options_box(app.test_client(), lang, "blackdrez", r'</fieldset>\s*</div>')
    assert legend in options and rounds in options
    assert set(re.findall(r'data-option="(\w+)"', options)) == {"decks", "rounds",
                                                                 "first_dealer", "left_pile"}
    assert re.findall(r'name="blackdrez.decks" value="(\w*)"', options) == ["", "1", "2"]
    assert re.findall(r'name="blackdrez.rounds" value="(\w*)"', options) == ["", "3", "5", "10"]
    assert re.findall(r'name="blackdrez.first_dealer" value="(\w+)"', options) == ["0", "random"]


def test_no_view_ever_holds_a_card_of_the_deck(app: Flask) -> None:
    deck = DEALT + HITS + [c for c in game_deck(1) if c not in DEALT + HITS]
    client = app.test_client()
    table = new_table(client, "blackdrez", players=3, options={"deck": deck})

    def views() -> list[str]:
        seen = [table.view(token) for token in [*table.seats, table.moderator]]
        public = client.get(f"/api/tables/{table.code}/public")
        assert public.status_code == 200
        return [json.dumps(view) for view in [*seen, public.get_json()]]

    def check(drawn: int) -> None:
        for text in views():
            for card in deck[drawn:]:
                assert f'"{card}"' not in text, f"{card} of the deck is in a view"
            assert f'"{deck[drawn - 1]}"' in text, "every view shows every card in play"

    check(6)
    table.ok(0, "set_joker", {"card": "joker-1", "value": 6})
    table.ok(1, "hit")
    check(7)
    table.ok(2, "hit")                                     # Queen 3: 12, bust
    check(8)
    seen = table.view(table.seats[0])
    assert seen["public"]["seats"]["2"]["left"] == "bust"
    assert seen["public"]["table"] == ["queen-1", "knight-1", "queen-3"]
    assert seen["public"]["deck_count"] == len(deck) - 8
    assert len(table_pages(client, table, "es")) == 1
