"""VikingDrez's pages without a browser: the game is offered with its options, the texts of its
seat screen are complete in both languages and in step with the scripts, and the table page is
the same for every phone (nothing is secret, the views carry the game)."""

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
SCRIPTS = [*sorted((ROOT / "assets" / "static" / "js" / "games" / "vikingdrez").glob("*.js")),
           ROOT / "assets" / "static" / "js" / "game_words.js"]
TEXTS = ROOT / "templates" / "games" / "vikingdrez" / "texts.html"
TRANSLATIONS = ROOT / "referee" / "translations"
PLACEHOLDER = re.compile(r"\{\w+\}")


def said() -> set[str]:
    """Every ``say("...")`` text of the VikingDrez scripts."""
    return quoted_texts(SCRIPTS, "say")


def test_every_script_text_is_listed_and_none_is_left_over() -> None:
    listed = listed_texts(TEXTS)
    assert len(said()) > 40, "the scripts read their texts with say()"
    assert said() - listed == set(), "say() texts missing from vikingdrez/texts.html"
    assert listed - said() == set(), "texts in vikingdrez/texts.html no script says"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_carries_the_texts_in_its_language(app: Flask, lang: str) -> None:
    game = page_games(page(app.test_client(), f"/?lang={lang}"))["vikingdrez"]
    compiled = Translations.load(str(TRANSLATIONS), [lang], domain="messages")
    assert (game["min_players"], game["max_players"]) == (2, 2)
    assert set(game["texts"]) == said()
    for msgid, text in game["texts"].items():
        assert text == compiled.ugettext(msgid)
        assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(msgid)), msgid
        if lang == "es" and msgid not in ("{name} ({side}): {move}",):
            assert text != msgid, f"no Spanish for {msgid!r}"


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
    assert re.search(r'type="checkbox" checked data-option="throne_passable"', html)


def test_a_table_made_with_the_pages_options_starts(app: Flask) -> None:
    table = new_table(app.test_client(), "vikingdrez", players=2,
                      options={"black": "random", "throne_passable": False})
    view = table.view(table.seats[0])
    assert view["public"]["throne_passable"] is False
    assert {view["public"]["black"], view["public"]["white"]} == {0, 1}


def test_the_table_page_is_the_same_for_every_phone(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, "vikingdrez", players=2)
    assert len(table_pages(client, table, "es")) == 1
