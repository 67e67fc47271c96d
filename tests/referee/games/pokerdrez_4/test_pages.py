"""PokerDrez for 4's pages without a browser: the game is offered with its options, the texts of
its seat screen (its own scripts and the PokerDrez modules they reuse) are complete in both
languages and in step with the scripts, the table page is the same for every phone, and a table
plays through the API to a pair's win."""

from __future__ import annotations

import re

import pytest
from babel.support import Translations
from flask import Flask

from tests.referee.games.pokerdrez_4.support import deal
from tests.referee.referee_kit import (
    ROOT,
    listed_texts,
    new_table,
    page,
    page_games,
    quoted_texts,
    table_pages,
)

JS = ROOT / "assets" / "static" / "js" / "games"
SCRIPTS = [*sorted((JS / "pokerdrez-4").glob("*.js")),
           *(JS / "pokerdrez" / name for name in ("text.js", "cards.js", "panels.js", "pay.js")),
           JS.parent / "game_words.js"]
TEXTS = ROOT / "templates" / "games" / "pokerdrez-4" / "texts.html"
TRANSLATIONS = ROOT / "referee" / "translations"
PLACEHOLDER = re.compile(r"\{\w+\}")
SAME_IN_SPANISH = {"{name}: {move}", "{name}: {move}, {paid}", "{side}: {move}",
                   "{side}: {move}, {paid}", "{name} ({colour})", "{who}: {move}"}
#: Red's knight e1-d3-e5-c6 mates the boxed-in blue king while the others, holding only
#: rook, bishop and queen cards that move nothing at the start, pass.
MATE_DECK = deal({0: ["rook-1", "rook-2"], 1: ["rook-3", "rook-4"], 2: ["knight-1", "knight-2"],
                  3: ["bishop-1", "bishop-2"]},
                 ["queen-1", "queen-2", "queen-3", "queen-4", "queen-5"], top=["knight-3"])


def test_every_script_text_is_listed_and_none_is_left_over() -> None:
    said = quoted_texts(SCRIPTS, "say")
    listed = listed_texts(TEXTS)
    assert said - listed == set(), "say() texts missing from pokerdrez-4/texts.html"
    assert listed - said == set(), "texts in pokerdrez-4/texts.html no script says"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_carries_the_texts_in_its_language(app: Flask, lang: str) -> None:
    game = page_games(page(app.test_client(), f"/?lang={lang}"))["pokerdrez-4"]
    compiled = Translations.load(str(TRANSLATIONS), [lang], domain="messages")
    assert (game["min_players"], game["max_players"]) == (4, 4)
    assert game["name"] == {"es": "PokerDrez para 4", "en": "PokerDrez for 4"}[lang]
    assert set(game["texts"]) == quoted_texts(SCRIPTS, "say")
    for msgid, text in game["texts"].items():
        assert text == compiled.ugettext(msgid)
        assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(msgid)), msgid
        if lang == "es" and msgid not in SAME_IN_SPANISH:
            assert text != msgid, f"no Spanish for {msgid!r}"


@pytest.mark.parametrize(("lang", "legend"), [
    ("es", "Un jugador que no puede pagar ninguna jugada, sin estar en jaque"),
    ("en", "A seat that can pay no move, out of check")])
def test_the_new_table_page_offers_the_options(app: Flask, lang: str, legend: str) -> None:
    html = page(app.test_client(), f"/?lang={lang}")
    options = re.search(r'<div class="game-options" data-game="pokerdrez-4".*?'
                        r'data-option="die"', html, re.S)
    assert options, "no PokerDrez for 4 options on the new table page"
    assert legend in options.group(0)
    assert set(re.findall(r'data-option="(\w+)"', options.group(0))) == {
        "decks", "stuck", "neutral_timing", "die"}


def test_the_table_page_is_the_same_for_every_phone(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, "pokerdrez-4", players=4)
    assert len(table_pages(client, table, "es")) == 1


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
