"""lucha's pages without a browser: the game is offered with its options, the texts of its seat
screen are complete in both languages and in step with the scripts, a table made through the API
plays, and no seat's hidden cards reach another seat's view or the page."""

from __future__ import annotations

import json
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

SCRIPTS = sorted((ROOT / "assets" / "static" / "js" / "games" / "lucha").glob("*.js"))
TEXTS = ROOT / "templates" / "games" / "lucha" / "texts.html"
TRANSLATIONS = ROOT / "referee" / "translations"
PLACEHOLDER = re.compile(r"\{\w+\}")
SAME_IN_BOTH = {"{candidate}, {lasts}", "{name}, {lasts}",
                "{candidate}: health {change} → {value}"}


def said() -> set[str]:
    return quoted_texts(SCRIPTS, "say")


def test_every_script_text_is_listed_and_none_is_left_over() -> None:
    listed = listed_texts(TEXTS)
    assert len(said()) > 100, "the scripts read their texts with say()"
    assert said() - listed == set(), "say() texts missing from lucha/texts.html"
    assert listed - said() == set(), "texts in lucha/texts.html no script says"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_carries_the_texts_and_the_cards_in_its_language(app: Flask, lang: str) -> None:
    game = page_games(page(app.test_client(), f"/?lang={lang}"))["lucha"]
    compiled = Translations.load(str(TRANSLATIONS), [lang], domain="messages")
    assert (game["min_players"], game["max_players"]) == (2, 5)
    assert set(game["texts"]) == said()
    assert game["components"]["specials"]["atentado"]["name"] == \
        {"es": "¡Atentado!", "en": "Assassination Attempt!"}[lang]
    for msgid, text in game["texts"].items():
        assert text == compiled.ugettext(msgid)
        assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(msgid)), msgid
        if lang == "es" and msgid not in SAME_IN_BOTH:
            assert text != msgid, f"no Spanish for {msgid!r}"


@pytest.mark.parametrize(("lang", "legend"), [("es", "Las cartas"), ("en", "The cards")])
def test_the_new_table_page_offers_the_options(app: Flask, lang: str, legend: str) -> None:
    html = page(app.test_client(), f"/?lang={lang}")
    options = re.search(r'<div class="game-options" data-game="lucha".*?data-option="last_call"',
                        html, re.S)
    assert options, "no lucha options on the new table page"
    assert legend in options.group(0)
    assert re.findall(r'name="lucha.cards" value="(\w+)"', options.group(0)) == \
        ["app", "physical"]


def test_a_table_plays_through_the_api_and_hides_every_hand(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, "lucha", players=3, options={"last_call": False})
    views = [table.view(token) for token in table.seats]
    for seat, view in enumerate(views):
        assert view["phase"] == "prepare" and view["private"]["moves"] == ["prepare"]
        others = [c for s, v in enumerate(views) if s != seat for c in v["private"]["hand"]]
        assert not any(f'"{card}"' in json.dumps(view) for card in others)
    for seat in range(3):
        assert table.move(seat, "prepare", {}).status_code == 200
    first = table.view(table.seats[0])
    assert first["phase"] == "turn" and "end_turn" in first["private"]["moves"]
    refused = table.move(1, "end_turn", {"discard": []})
    assert refused.status_code == 409
    assert len(table_pages(client, table, "en")) == 1
