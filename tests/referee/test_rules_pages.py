"""The rules pages (referee.web.rules): every game's rules in both languages with the same
section ids, nothing loaded from another server, figures served from here, a clear 404, and the
rules section a refused move names (referee.service.rule_links) present on its page."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator

import orjson
import pytest
from flask import Flask
from PIL import Image

from referee import create_app
from referee.games import GAME_IDS
from referee.refusals import REFUSALS
from referee.service import rules_text
from referee.service.auth import Credentials
from referee.service.rule_links import RULE_SECTIONS
from referee.web import sockets
from tests.referee.referee_kit import new_table, page

IDS = re.compile(r'<h[1-3] id="([a-z0-9-]+)"')
CONTENTS_LINKS = re.compile(r'<a href="#([a-z0-9-]+)"')
ADDRESSES = re.compile(r'(?:src|href|action)="([^"]*)"')
# Words the page around the text says in each language (templates/rules.html).
CONTENTS = {"es": "Índice", "en": "Contents"}


def _ids(html: str) -> list[str]:
    return IDS.findall(html)


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[tuple[str, str], str]]:
    """Every game's rules page in both languages, by (game, lang)."""
    app = create_app({"INSTANCE_PATH": str(tmp_path_factory.mktemp("rules"))})
    client = app.test_client()
    try:
        yield {(game, lang): page(client, f"/rules/{game}?lang={lang}")
               for game in GAME_IDS for lang in ("es", "en")}
    finally:
        app.extensions["tapete"].close()


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_has_its_rules_in_both_languages_with_the_same_sections(
        pages: dict[tuple[str, str], str], game: str) -> None:
    spanish, english = pages[game, "es"], pages[game, "en"]
    for lang, html in (("es", spanish), ("en", english)):
        assert f'<html lang="{lang}">' in html
        assert f"<summary>{CONTENTS[lang]}</summary>" in html
        ids = _ids(html)
        assert len(ids) >= 5 and len(set(ids)) == len(ids), ids
        assert set(ids) == rules_text.section_ids(game)
        assert set(CONTENTS_LINKS.findall(html)) <= set(ids) | {"main"}
    assert _ids(spanish) == _ids(english)
    assert spanish.count("<p>") == english.count("<p>") and spanish != english
    # A game of the PokerDrez booklet starts at its own chapter; another game's booklet is whole.
    own_chapter = _ids(english)[0] == rules_text.slug(rules_text.game_name(game, "en"))
    assert own_chapter == (rules_text.family_of(game) == "pokerdrez"), _ids(english)[0]


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_rules_page_loads_nothing_from_another_server_and_runs_no_script(
        pages: dict[tuple[str, str], str], game: str) -> None:
    for lang in ("es", "en"):
        html = pages[game, lang]
        assert "<script" not in html
        for address in ADDRESSES.findall(html):
            assert not re.match(r"^(?:[a-z]+:)?//", address, re.I), (game, lang, address)


def test_a_game_of_a_booklet_of_several_starts_at_its_own_chapter(
        pages: dict[tuple[str, str], str]) -> None:
    """/rules/poker7 is the PokerDrez booklet's Poker7 chapter, then the deck's chapter that
    every game of the booklet shares; no other game's chapter."""
    html = pages["poker7", "es"]
    ids = _ids(html)
    assert ids[0] == "poker7" and '<h1 id="poker7">Poker7</h1>' in html
    assert "the-deck" in ids and not any(i.startswith(("pokerguess", "neurodrez")) for i in ids)
    assert ids.index("the-deck") > ids.index("poker7-decisions")
    assert "PokerDrez — La baraja y sus doce juegos" in html
    assert '<h1 id="pokerdrez-for-4">PokerDrez para 4</h1>' in pages["pokerdrez-4", "es"]


def test_tables_scroll_sideways_and_data_tables_are_text(
        pages: dict[tuple[str, str], str]) -> None:
    html = pages["lucha", "en"]
    data = '<div class="table-scroll" tabindex="0"><table class="data-table">'
    assert html.count(data) == 3  # its figures: the offices, the deck, the specials
    assert "<th>Office</th>" in html
    assert '<td data-label="Office"><b>Minister of Industry</b></td>' in html
    inside = pages["inside-job", "es"]
    tables = inside.count("<table>")
    assert tables >= 2 and inside.count('<div class="table-scroll" tabindex="0"><table>') == tables


def test_a_drawn_figure_is_served_from_here_and_cached(
        app: Flask, pages: dict[tuple[str, str], str]) -> None:
    html = pages["poker7", "en"]
    found = re.search(r'<img src="(poker7/figures/en/poker7-example\.png)" width="(\d+)" '
                      r'height="(\d+)" alt="([^"]+)"', html)
    assert found, "the Poker7 example is not on the page"
    client = app.test_client()
    image = client.get(f"/rules/{found.group(1)}")
    assert image.status_code == 200 and image.mimetype == "image/png"
    assert "public" in image.headers["Cache-Control"]
    width, height = Image.open(io.BytesIO(image.data)).size
    assert abs(width / height - int(found.group(2)) / int(found.group(3))) < 0.02
    assert client.get("/rules/poker7/figures/en/lucha-deck.png").status_code == 404
    assert client.get("/rules/lucha/figures/en/lucha-deck.png").status_code == 404  # text
    assert client.get("/rules/poker7/figures/xx/poker7-example.png").status_code == 404


def test_the_language_is_chosen_as_on_the_other_pages(app: Flask) -> None:
    client = app.test_client()
    english = page(client, "/rules/politburo", **{"Accept-Language": "en-GB,en;q=0.9"})
    assert '<html lang="en">' in english and "<h1>Politburo</h1>" in english
    spanish = page(client, "/rules/politburo", **{"Accept-Language": "es-ES,es;q=0.9"})
    assert "<h1>Politburó</h1>" in spanish
    assert "tapete_lang=en" in client.get("/rules/politburo?lang=en").headers["Set-Cookie"]
    assert '<html lang="en">' in page(client, "/rules/lucha", **{"Accept-Language": "es"})


def test_an_unknown_game_gets_a_page_that_says_so(app: Flask) -> None:
    answer = app.test_client().get("/rules/chess?lang=en", headers={"Accept": "text/html"})
    assert answer.status_code == 404
    html = answer.get_data(as_text=True)
    assert "No rules by that name" in html and "“chess”" in html
    assert all(f'href="/rules/{game}"' in html for game in GAME_IDS)


def test_every_rule_a_refusal_names_is_a_section_of_its_games_page() -> None:
    assert set(RULE_SECTIONS) <= set(GAME_IDS)
    for game, sections in RULE_SECTIONS.items():
        on_page = rules_text.section_ids(game)
        for code, section in sections.items():
            assert code in REFUSALS and REFUSALS[code].status in (409, 422), (game, code)
            assert section in on_page, (game, code, section)


def test_a_refused_moves_rule_link_lands_on_its_section(app: Flask) -> None:
    client = app.test_client()
    table = new_table(client, "vikingdrez", players=2, lang="es")
    refused = table.move(0, "move", {"from": "d1", "to": "a1"})  # a pawn onto a corner
    assert refused.status_code == 422
    error = refused.get_json()["error"]
    assert error["code"] == "restricted_square"
    assert error["rule"] == "/rules/vikingdrez#vikingdrez-movement"
    address, section = error["rule"].split("#")
    for lang in ("es", "en"):
        assert section in _ids(page(client, f"{address}?lang={lang}"))
    with app.test_request_context():  # the move socket answers the same refusal
        answer = orjson.loads(sockets.answer(
            table.code, Credentials(bearer=table.seats[0]),
            orjson.dumps({"move": "move", "args": {"from": "d1", "to": "a1"}, "id": "x"}), "es"))
    assert answer["error"] == error
    not_yours = table.move(1, "move", {"from": "d1", "to": "d2"})
    assert not_yours.status_code == 409 and "rule" not in not_yours.get_json()["error"]
