"""The phone pages without a browser (referee.web.pages): both languages, no secret in the HTML,
QR codes that decode to the right links, and the page texts in step with the catalogues."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import zxingcpp
from babel.messages.pofile import read_po
from babel.support import Translations
from flask import Flask
from PIL import Image, ImageDraw

from tests.referee.page_texts import catalogue_texts, quoted_texts
from tests.referee.referee_kit import new_table, page, table_pages

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "referee" / "translations"
JS_DIR = ROOT / "assets" / "static" / "js"
PLACEHOLDER = re.compile(r"\{\w+\}|%\(\w+\)s")
#: A count of one written into a text ("1 card", "king and 1 defender"), the noun after it.
COUNT_OF_ONE = re.compile(r"(?:^|[\s(])1 ([a-z]+)")
#: Two texts chosen by a count: ``n === 1 ? say("…") : say("…{n}…")``.
CHOSEN_BY_COUNT = re.compile(r'===\s*1\s*\?\s*(?:[\w.]+\.)?(?:say|t)\("([^"]*)"'
                             r'(?:\s*,\s*\{[^}]*\})?\s*\)'
                             r'\s*:\s*(?:[\w.]+\.)?(?:say|t)\("([^"]*\{[^"]*)"')


def _words(text: str) -> set[str]:
    """The words of a text without its placeholders, each without a plural "s"."""
    return {word.removesuffix("s")
            for word in re.findall(r"[a-z]+", re.sub(r"\{\w+\}", "", text.lower()))}
MODULE_PX = 6


def qr_text(svg: str) -> str:
    """Rasterise a QR SVG of ``referee.web.pages.qr_svg`` (one path of unit squares) and decode
    it; also checks the white quiet zone of 4 modules."""
    size = int(re.search(r'viewBox="0 0 (\d+) \1"', svg).group(1))
    squares = [tuple(map(int, m)) for m in re.findall(r"M(\d+),(\d+)H(\d+)V(\d+)H\d+z", svg)]
    assert squares, "the SVG draws no modules"
    assert min(min(x, y) for x, y, _x2, _y2 in squares) >= 4, "quiet zone under 4 modules"
    assert max(max(x2, y2) for _x, _y, x2, y2 in squares) <= size - 4, "quiet zone under 4"
    image = Image.new("L", (size * MODULE_PX, size * MODULE_PX), 255)
    draw = ImageDraw.Draw(image)
    for x, y, x2, y2 in squares:
        draw.rectangle((x * MODULE_PX, y * MODULE_PX, x2 * MODULE_PX - 1, y2 * MODULE_PX - 1),
                       fill=0)
    found = zxingcpp.read_barcodes(image)
    assert found, "the QR code does not decode"
    return found[0].text


@pytest.mark.parametrize(("accept", "title", "your_turn"), [
    ("es-ES,es;q=0.9", "Mesa nueva", "Te toca."),
    ("en-GB,en;q=0.9", "New table", "Your turn."),
])
def test_home_speaks_the_browsers_language(app: Flask, accept: str, title: str,
                                           your_turn: str) -> None:
    html = page(app.test_client(), "/", **{"Accept-Language": accept})
    assert f"<h1>{title}</h1>" in html
    strings = json.loads(re.search(r'id="tapete-i18n">(.*?)</script>', html).group(1))
    assert strings["Your turn."] == your_turn


@pytest.mark.parametrize(("lang", "counts", "not_said"), [
    ("es", ["1 jugador", "2 jugadores", "De 1 a 4 jugadores", "1 ficha", "2 fichas"],
     ["De 2 a 2", "De 1 a 1", "1 fichas"]),
    ("en", ["1 player", "2 players", "1–4 players", "1 chip", "2 chips"],
     ["2–2", "1–1", "1 chips"])])
def test_the_home_page_says_its_counts_in_the_singular_or_plural(app: Flask, lang: str,
                                                                 counts: list[str],
                                                                 not_said: list[str]) -> None:
    html = page(app.test_client(), f"/?lang={lang}")
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))
    for count in counts:
        assert f" {count} " in text, count
    for wrong in not_said:
        assert wrong not in text, wrong


@pytest.mark.parametrize(("lang", "said"), [
    ("es", ["Rummy: baja series de números o de figuras", "Blackjack a 11"]),
    ("en", ["Rummy: lay runs of numbers or of figures", "Blackjack to 11"])])
def test_the_home_page_says_what_each_game_is_in_one_line(app: Flask, lang: str,
                                                          said: list[str]) -> None:
    # Re-walk X1: a first-time moderator saw only the games' names.
    html = page(app.test_client(), f"/?lang={lang}")
    games = re.findall(r'<label class="choice">\s*<input type="radio" name="game".*?</label>',
                       html, re.S)
    assert games and all('class="sub tagline"' in game for game in games), "one line each"
    for text in said:
        assert text in html, text


def test_lang_choice_is_kept_in_a_cookie_and_wins_over_the_browser(app: Flask) -> None:
    client = app.test_client()
    response = client.get("/?lang=en", headers={"Accept-Language": "es"})
    assert "tapete_lang=en" in response.headers["Set-Cookie"]
    assert '<html lang="en">' in page(client, "/", **{"Accept-Language": "es"})
    client.get("/?lang=es")
    assert '<html lang="es">' in page(client, "/", **{"Accept-Language": "en"})


def test_table_pages_render_in_both_languages(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, start=False, join=2)
    code = table.code
    for lang, join_title, loading in (("es", f"Entrar en la mesa {code}", "Cargando la mesa"),
                                      ("en", f"Join table {code}", "Loading the table")):
        assert join_title in page(client, f"/join/{code.lower()}?lang={lang}")
        assert loading in page(client, f"/table/{code}?lang={lang}")
    assert client.get("/table/no-such!code").status_code == 404


@pytest.mark.parametrize("moderator", ["master", "player"])
def test_the_table_page_is_the_same_for_every_phone(app: Flask, moderator: str) -> None:
    """Nothing in the server-rendered HTML depends on who asks (a moderator who plays
    included): secrets come only from the API, per phone. No token is in it either."""
    client = app.test_client()
    table = new_table(client, moderator=moderator)
    assert len(table_pages(client, table, "en")) == 1


def test_join_qr_decodes_to_the_tables_join_url(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, start=False, join=0)
    response = client.get(f"/table/{table.code}/join.svg")
    assert response.mimetype == "image/svg+xml"
    join_url = client.get(f"/api/tables/{table.code}").get_json()["join_url"]
    assert join_url.endswith(f"/join/{table.code}")
    assert qr_text(response.get_data(as_text=True)) == join_url


def test_join_qr_follows_the_public_url(make_app: Any) -> None:
    client = make_app(PUBLIC_URL="http://192.168.1.20:8000").test_client()
    table = new_table(client, start=False, join=0)
    svg = client.get(f"/table/{table.code}/join.svg").get_data(as_text=True)
    assert qr_text(svg) == f"http://192.168.1.20:8000/join/{table.code}"


def test_the_join_page_asks_who_the_phone_is_only_when_it_holds_a_pass(app: Flask) -> None:
    """A phone that never joined finds the form without asking for its view (which would be
    refused 401 and show in its console); one with a seat or moderator cookie asks."""
    client = app.test_client()
    table = new_table(client, join=2, start=False)
    path = f"/join/{table.code}"
    assert 'data-has-pass="no"' in page(client, path)
    client.set_cookie(f"tapete_seat_{table.code}", table.seats[1])
    assert 'data-has-pass="yes"' in page(client, path)
    other = app.test_client()
    other.set_cookie(f"tapete_mod_{table.code}", table.moderator)
    assert 'data-has-pass="yes"' in page(other, path)


def test_own_rejoin_qr_needs_the_phones_seat_cookie(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client)
    path = f"/table/{table.code}/rejoin.svg"
    assert client.post(path, json={}).status_code == 404
    client.set_cookie(f"tapete_mod_{table.code}", table.moderator)
    assert client.post(path, json={}).status_code == 404, "a moderator token is not a seat"
    client.set_cookie(f"tapete_seat_{table.code}", "not-a-token")
    assert client.post(path, json={}).status_code == 404
    client.set_cookie(f"tapete_seat_{table.code}", table.seats[2])
    first = qr_text(client.post(path, json={}).get_data(as_text=True))
    assert f"/rejoin/{table.code}?t=" in first and table.seats[2] not in first
    second = qr_text(client.post(path, json={}).get_data(as_text=True))
    assert second != first
    assert table.claim(first).status_code == 404, "a newer code replaces the shown one"
    assert table.claim(second).get_json()["seat"] == 2
    assert client.post(path, json={}).status_code == 404, "the seat moved to the other phone"
    assert client.get(path).status_code == 405, "the code is never fetched by a GET URL"


def test_posted_text_qr(app: Flask) -> None:
    client = app.test_client()
    url = "http://10.0.0.5:8000/rejoin/ABCDE?t=abc"
    assert qr_text(client.post("/qr.svg", json={"text": url}).get_data(as_text=True)) == url
    assert client.post("/qr.svg", json={"text": "x" * 513}).status_code == 400
    assert client.post("/qr.svg", json={"text": 5}).status_code == 400
    assert client.post("/qr.svg", data="nonsense",
                       content_type="application/json").status_code == 400


def js_msgids() -> set[str]:
    """The English msgids (a text with a count by its singular) the page scripts hand to ``t``
    and ``tn``, read with a regular expression, apart from the server's reading."""
    scripts = sorted(JS_DIR.rglob("*.js"))
    return quoted_texts(scripts, "t") | quoted_texts(scripts, "tn")


def test_no_script_chooses_the_form_of_a_count_by_hand() -> None:
    scripts = sorted(JS_DIR.rglob("*.js"))
    texts = quoted_texts(scripts, "t") | quoted_texts(scripts, "say")
    written = sorted(text for text in texts for noun in COUNT_OF_ONE.findall(text)
                     if any(f"}} {noun}s" in other for other in texts))
    assert not written, f"a count's singular written out, say it with tn/sayN: {written}"
    chosen = [f"{path.relative_to(ROOT)}: {one!r} / {other!r}" for path in scripts
              for one, other in CHOSEN_BY_COUNT.findall(path.read_text())
              if _words(one) == _words(other)]
    assert not chosen, "a form chosen with === 1, say it with tn/sayN:\n" + "\n".join(chosen)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_page_carries_each_js_text_in_its_language_and_no_other(app: Flask,
                                                                      lang: str) -> None:
    html = page(app.test_client(), f"/?lang={lang}")
    found = re.search(r'id="tapete-i18n">(.*?)</script>', html, re.S)
    assert found, "the page carries no texts for its scripts"
    texts = json.loads(found.group(1))
    assert set(texts) == js_msgids(), "the page's texts are not the scripts' t() texts"
    catalogue = catalogue_texts(lang)
    assert all(text == catalogue[msgid] for msgid, text in texts.items())
    assert lang == "en" or texts["(you)"] == "(tú)"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_catalogue_is_complete_compiled_and_keeps_placeholders(lang: str) -> None:
    po_path = TRANSLATIONS / lang / "LC_MESSAGES" / "messages.po"
    with po_path.open("rb") as handle:
        catalogue = read_po(handle)
    compiled = Translations.load(str(TRANSLATIONS), [lang], domain="messages")
    ids = {message.id if isinstance(message.id, str) else message.id[0]
           for message in catalogue if message.id}
    assert js_msgids() <= ids, "run pybabel extract/update: JS texts missing from the .po"
    for message in catalogue:
        if not message.id:
            continue
        assert "fuzzy" not in message.flags, message.id
        english = [message.id] if isinstance(message.id, str) else list(message.id)
        forms = [message.string] if isinstance(message.string, str) else list(message.string)
        if lang == "en":
            assert all(form in ("", english[min(i, len(english) - 1)])
                       for i, form in enumerate(forms)), f"{message.id!r} is not English"
        else:
            assert all(forms), f"no Spanish for {message.id!r}"
            for form, source in zip(forms, english, strict=True):
                assert (sorted(PLACEHOLDER.findall(form))
                        == sorted(PLACEHOLDER.findall(source))), message.id
        compiled_forms = ([compiled.ugettext(message.id)] if isinstance(message.id, str) else
                          [compiled.ungettext(*message.id, n) for n in (1, 2)])
        assert compiled_forms == [form or english[min(i, len(english) - 1)]
                                  for i, form in enumerate(forms)], (
            f"{lang} .mo is older than the .po ({message.id!r}): run pybabel compile")
