"""The ``api`` message catalogue: complete in Spanish, compiled, used for victory texts, and
with a form per count for the messages that show one (``referee.plural.Plural``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po
from flask import Flask

import assets
from referee.i18n import TRANSLATIONS_DIR, catalogue, translate
from referee.plural import Plural
from tests.referee.referee_kit import ROOT, new_table

KEYWORDS = {"_": None, "IllegalMove": (2,), "Plural": (1, 2)}
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _api_sources() -> list[Path]:
    referee = ROOT / "referee"
    return sorted(p for p in referee.rglob("*.py") if p != referee / "web" / "pages.py")


def _msgids() -> set[str | tuple[str, str]]:
    """Every msgid of the API and the engines; a message with a count as (singular, plural)."""
    found: set[str | tuple[str, str]] = set()
    for path in _api_sources():
        for _line, message, _comments, _context in extract_from_file(
                "python", str(path), keywords=KEYWORDS):
            if isinstance(message, str):
                found.add(message)
            elif all(isinstance(part, str) for part in message):
                found.add((message[0], message[1]))
    return found


def test_every_api_and_engine_message_has_a_spanish_translation() -> None:
    spanish = catalogue("es")
    missing, broken = [], []
    for msgid in sorted(_msgids(), key=str):
        english = [msgid] if isinstance(msgid, str) else list(msgid)
        texts = ([spanish.gettext(msgid)] if isinstance(msgid, str)
                 else [spanish.ngettext(*msgid, n) for n in (1, 2)])
        for text, source in zip(texts, english, strict=True):
            if text == source:
                missing.append(source)
            elif set(PLACEHOLDER.findall(text)) != set(PLACEHOLDER.findall(source)):
                broken.append(source)
    assert not missing, f"untranslated (run pybabel update, see referee/i18n.py): {missing}"
    assert not broken, f"placeholders differ: {broken}"
    assert len(_msgids()) > 50
    assert sum(not isinstance(msgid, str) for msgid in _msgids()) >= 5, "the Plural messages"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_compiled_catalogue_matches_its_po_file(lang: str) -> None:
    with (TRANSLATIONS_DIR / lang / "LC_MESSAGES" / "api.po").open("rb") as po:
        source = read_po(po)
    compiled = catalogue(lang)
    for message in source:
        if isinstance(message.id, str) and message.id and message.string:
            assert compiled.gettext(message.id) == message.string
        elif isinstance(message.id, tuple) and all(message.string):
            assert [compiled.ngettext(*message.id, n) for n in (1, 2)] == list(message.string)


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
        "Únete primero a la mesa: este móvil no tiene plaza aquí.")


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "Discard exactly 1 card.", "Discard exactly 2 cards."),
    ("es", "Descarta exactamente 1 carta.", "Descarta exactamente 2 cartas.")])
def test_a_message_with_a_count_takes_the_form_for_its_count(lang: str, one: str,
                                                             two: str) -> None:
    message = Plural("Discard exactly {count} card.", "Discard exactly {count} cards.", "count")
    assert message.format(count=2) == "Discard exactly 2 cards."  # a template like any other
    assert translate(message, lang, {"count": 1}) == one
    assert translate(message, lang, {"count": 2}) == two


@pytest.mark.parametrize(("lang", "full", "wrong_count"), [
    ("en", "The only seat is taken.", "This game takes 2 players."),
    ("es", "La única plaza está ocupada.", "Este juego es para 2 jugadores.")])
def test_refusals_with_a_count_read_in_the_singular_or_plural(app: Flask, lang: str, full: str,
                                                              wrong_count: str) -> None:
    client = app.test_client()
    solo = new_table(client, "solodrez", players=1, lang=lang, start=False)
    refused = client.post(f"/api/tables/{solo.code}/seats", json={"name": "Zoe"})
    assert refused.get_json()["error"] == {"code": "lobby_full", "message": full}
    created = client.post(f"/api/tables?lang={lang}", json={
        "game": "pokerdrez", "players": 3, "lang": lang, "moderator": "master"})
    assert created.get_json()["error"] == {"code": "bad_players", "message": wrong_count}


@pytest.mark.parametrize("domain", ["messages", "api"])
def test_the_spanish_texts_call_a_seat_plaza_only(domain: str) -> None:
    """PD17: the pages' Spanish (domain ``messages``) and the API's refusals (domain ``api``)
    name a seat with one word, "plaza" (as the lobby, the options and the moderator's tools
    do), never "asiento"."""
    with (TRANSLATIONS_DIR / "es" / "LC_MESSAGES" / f"{domain}.po").open("rb") as po:
        texts = [message.string for message in read_po(po) if message.id]
    said = [form for text in texts for form in ([text] if isinstance(text, str) else text)]
    assert [form for form in said if "asiento" in form.lower()] == []
    assert any("plaza" in form for form in said)
