"""PokerDrez's pages without a browser: the game is offered with its options, the texts of its
seat screen are complete in both languages and in step with the scripts, and the table page is
the same for every phone (the hands travel only in each seat's view, never in the page)."""

from __future__ import annotations

import re

import pytest
from babel.support import Translations
from flask import Flask

from tests.referee.referee_kit import (
    ROOT,
    listed_texts,
    new_table,
    page,
    page_games,
    quoted_texts,
    table_pages,
)

# The game's own scripts and the shared words base class (game_words.js: "Seat {n}").
SCRIPTS = [*sorted((ROOT / "assets" / "static" / "js" / "games" / "pokerdrez").glob("*.js")),
           ROOT / "assets" / "static" / "js" / "game_words.js"]
TEXTS = ROOT / "templates" / "games" / "pokerdrez" / "texts.html"
TRANSLATIONS = ROOT / "referee" / "translations"
PLACEHOLDER = re.compile(r"\{\w+\}")
#: Texts made only of placeholders and punctuation: the same in both languages.
SAME_IN_SPANISH = {"{name}: {move}", "{name}: {move}, {paid}", "{side}: {move}",
                   "{side}: {move}, {paid}"}


def said() -> set[str]:
    """Every ``say("...")`` text of the PokerDrez scripts."""
    return quoted_texts(SCRIPTS, "say")


def test_every_script_text_is_listed_and_none_is_left_over() -> None:
    listed = listed_texts(TEXTS)
    assert len(said()) > 100, "the scripts read their texts with say()"
    assert said() - listed == set(), "say() texts missing from pokerdrez/texts.html"
    assert listed - said() == set(), "texts in pokerdrez/texts.html no script says"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_carries_the_texts_in_its_language(app: Flask, lang: str) -> None:
    game = page_games(page(app.test_client(), f"/?lang={lang}"))["pokerdrez"]
    compiled = Translations.load(str(TRANSLATIONS), [lang], domain="messages")
    assert (game["min_players"], game["max_players"]) == (2, 2)
    assert set(game["texts"]) == said()
    for msgid, text in game["texts"].items():
        assert text == compiled.ugettext(msgid)
        assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(msgid)), msgid
        if lang == "es" and msgid not in SAME_IN_SPANISH:
            assert text != msgid, f"no Spanish for {msgid!r}"


@pytest.mark.parametrize(("lang", "legend"), [
    ("es", "Quién juega con blancas (y mueve primero)"),
    ("en", "Who plays White (and moves first)")])
def test_the_new_table_page_offers_the_options(app: Flask, lang: str, legend: str) -> None:
    html = page(app.test_client(), f"/?lang={lang}")
    options = re.search(r'<div class="game-options" data-game="pokerdrez".*?'
                        r'data-option="first_move_redeal"', html, re.S)
    assert options, "no PokerDrez options on the new table page"
    assert legend in options.group(0)
    found = set(re.findall(r'data-option="(\w+)"', options.group(0)))
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


def test_the_table_page_is_the_same_for_every_phone(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, "pokerdrez", players=2)
    assert len(table_pages(client, table, "es")) == 1
