"""The ``api`` message catalogue: complete in Spanish, compiled, and used for victory texts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po
from flask import Flask

import assets
from referee.i18n import TRANSLATIONS_DIR, catalogue
from tests.referee.referee_kit import ROOT, new_table

KEYWORDS = {"_": None, "IllegalMove": (2,)}
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _api_sources() -> list[Path]:
    referee = ROOT / "referee"
    return sorted(p for p in referee.rglob("*.py") if p != referee / "web" / "pages.py")


def _msgids() -> set[str]:
    found = set()
    for path in _api_sources():
        for _line, message, _comments, _context in extract_from_file(
                "python", str(path), keywords=KEYWORDS):
            if isinstance(message, str):
                found.add(message)
    return found


def test_every_api_and_engine_message_has_a_spanish_translation() -> None:
    spanish = catalogue("es")
    missing, broken = [], []
    for msgid in sorted(_msgids()):
        text = spanish.gettext(msgid)
        if text == msgid:
            missing.append(msgid)
        elif set(PLACEHOLDER.findall(text)) != set(PLACEHOLDER.findall(msgid)):
            broken.append(msgid)
    assert not missing, f"untranslated (run pybabel update, see referee/i18n.py): {missing}"
    assert not broken, f"placeholders differ: {broken}"
    assert len(_msgids()) > 50


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_compiled_catalogue_matches_its_po_file(lang: str) -> None:
    with (TRANSLATIONS_DIR / lang / "LC_MESSAGES" / "api.po").open("rb") as po:
        source = read_po(po)
    compiled = catalogue(lang)
    for message in source:
        if message.id and message.string:
            assert compiled.gettext(message.id) == message.string


@pytest.mark.skipif(not (assets.ASSETS_DIR / "games" / "politburo.yaml").exists(),
                    reason="assets/games/politburo.yaml is not written yet")
@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_seat_reads_its_own_victory_condition_in_its_language(app: Flask, lang: str) -> None:
    table = new_table(app.test_client(), players=6)
    cards = assets.load("politburo").components["members"]
    for token in table.seats:
        response = table.call("GET", f"/view?lang={lang}", token)
        private = response.get_json()["private"]
        assert private["victory"] == cards.card(private["member"]).t("victory", lang)


def test_an_error_speaks_the_tables_language_in_a_process_that_has_not_cached_it(
        tmp_path) -> None:
    from referee import create_app

    url = f"sqlite:///{tmp_path / 'shared.db'}"
    first = create_app({"DATABASE_URL": url, "INSTANCE_PATH": str(tmp_path), "TESTING": True})
    created = first.test_client().post("/api/tables", json={
        "game": "politburo", "players": 5, "lang": "es", "moderator": "master"})
    code = created.get_json()["code"]
    second = create_app({"DATABASE_URL": url, "INSTANCE_PATH": str(tmp_path), "TESTING": True})
    answer = second.test_client().get(f"/api/tables/{code}/view")
    assert answer.status_code == 401
    assert answer.get_json()["error"]["message"] == (
        "Únete primero a la mesa: este móvil no tiene asiento aquí.")
