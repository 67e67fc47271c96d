"""NeuroDrez's own pages without a browser: the screen's colours are the printed ones, the new
table page offers its options, and a table made with them starts with hidden hands. Its name,
players, texts and table page are checked with every game's in
tests/referee/test_game_pages.py."""

from __future__ import annotations

import json
import re

import pytest
from flask import Flask

from assets.catalogue import load
from tests.referee.referee_kit import ROOT, new_table, options_box

STYLES = ROOT / "assets" / "static" / "css" / "neurodrez.css"


def test_the_screen_colours_are_the_printed_ones() -> None:
    css = STYLES.read_text()
    for colour in load("neurodrez").tables["colours"]:
        found = re.search(rf"\.nd-c-{colour['id']} {{ --nd: (#[0-9A-Fa-f]{{6}});", css)
        assert found, colour["id"]
        assert found.group(1).lower() == colour["hex"].lower()


@pytest.mark.parametrize(("lang", "legend"), [("es", "Cómo se juega"),
                                              ("en", "How the players play")])
def test_the_new_table_page_offers_the_options(app: Flask, lang: str, legend: str) -> None:
    options = options_box(app.test_client(), lang, "neurodrez",
                          'data-option="safe_on_side_colours"')
    assert legend in options
    for name in ("mode", "teams_of_six", "dice"):
        assert re.search(rf'name="neurodrez.{name}" value="\w+" data-option="{name}" checked',
                         options), name
    assert re.search(r'type="checkbox" name="neurodrez.auto_conquest" data-option="auto_conquest"'
                     r' checked', options)


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
