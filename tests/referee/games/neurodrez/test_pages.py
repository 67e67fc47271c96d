"""NeuroDrez's pages without a browser: the game is offered with its options, the texts of its
seat screen are complete in both languages and in step with the scripts, the screen's colours
are the printed ones, and a table made with the page's options starts with hidden hands."""

from __future__ import annotations

import json
import re

import pytest
from babel.support import Translations
from flask import Flask

from assets.catalogue import load
from tests.referee.referee_kit import ROOT, listed_texts, new_table, page, page_games, quoted_texts

# The game's own scripts and the shared words base class (game_words.js: "Seat {n}").
SCRIPTS = [*sorted((ROOT / "assets" / "static" / "js" / "games" / "neurodrez").glob("*.js")),
           ROOT / "assets" / "static" / "js" / "game_words.js"]
TEXTS = ROOT / "templates" / "games" / "neurodrez" / "texts.html"
STYLES = ROOT / "assets" / "static" / "css" / "neurodrez.css"
TRANSLATIONS = ROOT / "referee" / "translations"
PLACEHOLDER = re.compile(r"\{\w+\}")
#: Texts that read the same in Spanish.
SAME_IN_SPANISH = {"Fauna", "Flora", "{figure} · {colour}", "{surface} ({colour})",
                   "{name}: {piece} {from}–{to}"}


def said() -> set[str]:
    """Every ``say("...")`` text of the NeuroDrez scripts."""
    return quoted_texts(SCRIPTS, "say")


def test_every_script_text_is_listed_and_none_is_left_over() -> None:
    listed = listed_texts(TEXTS)
    assert len(said()) > 60, "the scripts read their texts with say()"
    assert said() - listed == set(), "say() texts missing from neurodrez/texts.html"
    assert listed - said() == set(), "texts in neurodrez/texts.html no script says"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_carries_the_texts_in_its_language(app: Flask, lang: str) -> None:
    game = page_games(page(app.test_client(), f"/?lang={lang}"))["neurodrez"]
    compiled = Translations.load(str(TRANSLATIONS), [lang], domain="messages")
    assert (game["min_players"], game["max_players"]) == (1, 6)
    assert set(game["texts"]) == said()
    for msgid, text in game["texts"].items():
        assert text == compiled.ugettext(msgid)
        assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(msgid)), msgid
        if lang == "es" and msgid not in SAME_IN_SPANISH:
            assert text != msgid, f"no Spanish for {msgid!r}"


def test_the_screen_colours_are_the_printed_ones() -> None:
    css = STYLES.read_text()
    for colour in load("neurodrez").tables["colours"]:
        found = re.search(rf"\.nd-c-{colour['id']} {{ --nd: (#[0-9A-Fa-f]{{6}});", css)
        assert found, colour["id"]
        assert found.group(1).lower() == colour["hex"].lower()


@pytest.mark.parametrize(("lang", "legend"), [("es", "Cómo se juega"),
                                              ("en", "How the players play")])
def test_the_new_table_page_offers_the_options(app: Flask, lang: str, legend: str) -> None:
    html = page(app.test_client(), f"/?lang={lang}")
    options = re.search(r'<div class="game-options" data-game="neurodrez".*?'
                        r'data-option="safe_on_side_colours"', html, re.S)
    assert options, "no NeuroDrez options on the new table page"
    assert legend in options.group(0)
    for name in ("mode", "teams_of_six", "dice"):
        assert re.search(rf'name="neurodrez.{name}" value="\w+" checked', options.group(0)), name
    assert re.search(r'type="checkbox" checked data-option="auto_conquest"', options.group(0))


def test_a_table_made_with_the_pages_options_starts(app: Flask) -> None:
    table = new_table(app.test_client(), "neurodrez", players=3,
                      options={"mode": "cooperative", "teams_of_six": "3x2", "dice": "physical",
                               "auto_conquest": False, "safe_on_side_colours": True})
    view = table.view(table.seats[0])
    assert view["public"]["mode"] == "cooperative"
    assert view["phase"] == "start"
    assert len(view["private"]["tiles"]) == 10
    other = json.dumps(table.view(table.seats[1]))
    assert not [t for t in view["private"]["tiles"] if f'"{t}"' in other]
