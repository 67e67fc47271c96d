"""TriumfDrez's own page without a browser: the new table page offers its options. Its name,
players, texts and table page are checked with every game's in
tests/referee/test_game_pages.py."""

from __future__ import annotations

import pytest
from flask import Flask

from tests.referee.referee_kit import page


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_new_table_page_offers_the_target_and_the_neutrals(app: Flask, lang: str) -> None:
    html = page(app.test_client(), f"/?lang={lang}")
    assert 'name="triumfdrez.target"' in html and 'name="triumfdrez.neutrals"' in html
