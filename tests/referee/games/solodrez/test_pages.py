"""SoloDrez's pages without a browser: the game is offered with its name, the texts of its screen
are complete in both languages and in step with the scripts, and the table page is the same for
every phone (nothing is secret, the views carry the game)."""

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

GAMES_JS = ROOT / "assets" / "static" / "js" / "games"
SCRIPTS = sorted((GAMES_JS / "solodrez").glob("*.js"))
TEXTS = ROOT / "templates" / "games" / "solodrez" / "texts.html"
TRANSLATIONS = ROOT / "referee" / "translations"
PLACEHOLDER = re.compile(r"\{\w+\}")
#: Texts the scripts translate through a table of names rather than a literal say("...").
NAMED = set()


def said() -> set[str]:
    """Every ``say("...")`` text of the scripts, and the names they translate."""
    return quoted_texts(SCRIPTS, "say") | NAMED


def test_every_script_text_is_listed_and_none_is_left_over() -> None:
    listed = listed_texts(TEXTS)
    assert len(said()) > 15, "the scripts read their texts with say()"
    assert said() - listed == set(), "say() texts missing from texts.html"
    assert listed - said() == set(), "texts in texts.html no script says"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_carries_the_texts_in_its_language(app: Flask, lang: str) -> None:
    game = page_games(page(app.test_client(), f"/?lang={lang}"))["solodrez"]
    compiled = Translations.load(str(TRANSLATIONS), [lang], domain="messages")
    assert (game["min_players"], game["max_players"]) == (1, 1)
    assert game["name"] == "SoloDrez"
    assert set(game["texts"]) == said()
    for msgid, text in game["texts"].items():
        assert text == compiled.ugettext(msgid)
        assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(msgid)), msgid
        if lang == "es":
            assert text != msgid, f"no Spanish for {msgid!r}"


def test_the_table_page_is_the_same_for_every_phone(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, "solodrez", players=1, moderator="player")
    assert len(table_pages(client, table, "es")) == 1
