"""RummiDrez's own page without a browser: a seat's table page carries no card of any hand (the
hands come with each phone's own view). Its name, players and texts are checked with every
game's in tests/referee/test_game_pages.py."""

from __future__ import annotations

from flask import Flask

from tests.referee.games.rummidrez.support import prearranged_deck
from tests.referee.referee_kit import new_table, table_pages


def test_no_table_page_carries_a_hand(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, "rummidrez", players=2, options={"deck": prearranged_deck()})
    pages = table_pages(client, table, "es")
    assert len(pages) == 1
    hand = table.view(table.seats[0])["private"]["hand"]
    assert not any(card in html for html in pages for card in hand)
