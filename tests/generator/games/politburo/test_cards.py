"""Politburo's cards one by one (seed 001, docs/rules-decisions.md#politburo): the data file says
what the seed
says, every text fits or fails naming its card, and the faces put levels, choices and secrets
where the rules need them."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pdfplumber
import pytest
from PIL import ImageChops

from assets import LANGS, Catalogue
from generator.components import PrintOptions
from generator.games import politburo
from generator.geometry import POKER, PT_PER_MM
from generator.job import print_component
from generator.pdf import new_canvas
from generator.pieces import Draw, Frame
from generator.text import TextOverflow
from referee.games.politburo import rules as politburo_rules
from tapete_testing.raster import page_image

MINISTRIES = {"defence": ("Defence", "Defensa"), "finance": ("Finance", "Finanzas"),
              "security": ("Security", "Seguridad")}
#: What each member's victory condition is, read off seed 001 (kind, ministry, direction).
SEED_VICTORY = {
    "beria": ("most", "security", "repress"), "kaganovich": ("most", "finance", "repress"),
    "voroshilov": ("most", "defence", "repress"), "kirov": ("most", "security", "reform"),
    "kuybyshev": ("most", "finance", "reform"), "malenkov": ("most", "defence", "reform"),
    "bulganin": ("total", None, "repress"), "khrushchev": ("total", None, "reform"),
    "molotov": ("lost", None, "at-most"), "zhdanov": ("lost", None, "at-least"),
}


def _members():
    return politburo.catalogue().components["members"].cards


def test_the_data_file_has_every_card_of_the_seed():
    cat = politburo.catalogue()
    counts = {group: sum(c.count for c in cat.components[group].cards)
              for group in politburo.GROUPS}
    assert counts == {"members": 10, "general-secretary": 1, "rules": 1, "ministries": 3,
                      "executions": 3}
    assert [c.id for c in _members()] == list(politburo_rules.MEMBERS)
    assert all(set(c.text) == {"title", "name", "quote", "victory"} for c in _members())
    assert [c.id for c in cat.components["ministries"].cards] == list(politburo_rules.MINISTRIES)
    assert [c.values["number"] for c in cat.components["executions"].cards] == [1, 2, 3]


@pytest.mark.parametrize("member", list(SEED_VICTORY))
def test_victory_texts_say_what_the_seed_says(member):
    card = politburo.catalogue().components["members"].card(member)
    kind, ministry, direction = SEED_VICTORY[member]
    en, es = card.t("victory", "en"), card.t("victory", "es")
    if kind == "most":
        own_en, own_es = MINISTRIES[ministry]
        others = [names for key, names in MINISTRIES.items() if key != ministry]
        word_en = "repressing" if direction == "repress" else "reforming"
        word_es = "represor" if direction == "repress" else "reformista"
        assert en.startswith(f"{own_en} is the most {word_en} ministry")
        assert f"neither {others[0][0]} nor {others[1][0]} has " \
               f"{'higher' if direction == 'repress' else 'lower'} levels" in en
        assert es.startswith(f"{own_es} es el ministerio más {word_es}")
        assert f"ni {others[0][1]} ni {others[1][1]} tienen un nivel más " \
               f"{'alto' if direction == 'repress' else 'bajo'}" in es
    elif kind == "total":
        sign_en, sign_es = (("positive", "positiva") if direction == "repress"
                            else ("negative", "negativa"))
        assert f"total ministry level is zero or {sign_en}" in en
        assert f"es cero o {sign_es}" in es
    else:
        assert "total lost player influence" in en and "last" not in en
        assert "influencia total perdida" in es
        if direction == "at-most":
            assert "less than half the player count" in en and "menor que la mitad" in es
        else:
            assert "more than half the player count" in en and "mayor que la mitad" in es


def test_member_values_agree_with_the_rule_engine():
    for card in _members():
        condition = card.values["condition"]
        if condition == "most-repressing":
            assert politburo_rules.MOST_REPRESSING[card.id] == card.values["ministry"]
        elif condition == "most-reforming":
            assert politburo_rules.MOST_REFORMING[card.id] == card.values["ministry"]
        else:
            assert card.id not in politburo_rules.MOST_REPRESSING
            assert card.id not in politburo_rules.MOST_REFORMING


def _render(draw: Draw, path: Path) -> Path:
    """One face alone on a card-sized page (no bleed), as the imposition would draw it."""
    canvas = new_canvas(path, POKER, title="face", duplex="none")
    canvas.scale(PT_PER_MM, PT_PER_MM)
    draw(canvas, Frame(POKER.width, POKER.height, 0.0))
    canvas.showPage()
    canvas.save()
    return path


def _big_chars(pdf: Path, font_part: str = "Black", min_size: float = 15.0) -> list[dict]:
    with pdfplumber.open(str(pdf)) as document:
        page = document.pages[0]
        return [dict(c, page_width=page.width, page_height=page.height) for c in page.chars
                if font_part in c["fontname"] and c["size"] >= min_size]


def _edge(char: dict) -> str:
    """The card edge nearest to a character's centre (page coordinates, top-down y)."""
    cx, cy = (char["x0"] + char["x1"]) / 2, (char["top"] + char["bottom"]) / 2
    distances = {"left": cx, "right": char["page_width"] - cx, "top": cy,
                 "bottom": char["page_height"] - cy}
    return min(distances, key=distances.get)


def _levels_by_edge(pdf: Path) -> dict[str, int]:
    found: dict[str, str] = {}
    for char in _big_chars(pdf, min_size=0):
        if char["text"] not in "+−0123456789":
            continue
        found[_edge(char)] = found.get(_edge(char), "") + char["text"]
    levels = {}
    for edge, text in found.items():
        digits = [c for c in text if c.isdigit()]
        assert len(digits) == 1, (edge, text)
        levels[edge] = -int(digits[0]) if "−" in text else int(digits[0])
    return levels


@pytest.mark.parametrize("lang", LANGS)
def test_all_member_backs_are_the_same_drawing(tmp_path, lang):
    pieces = politburo.group_pieces("members", lang)
    streams = {_render(p.back, tmp_path / f"{p.id}.pdf").read_bytes() for p in pieces}
    assert len(pieces) == 10 and len(streams) == 1
    fronts = {_render(p.front, tmp_path / f"{p.id}-f.pdf").read_bytes() for p in pieces}
    assert len(fronts) == 10


def test_member_back_shows_influence_3_towards_its_owner_and_0_to_3_around(tmp_path):
    back = politburo.group_pieces("members", "en")[0].back
    levels = _levels_by_edge(_render(back, tmp_path / "back.pdf"))
    # Face down with 3 at the owner; each clockwise quarter turn brings the next lower level.
    assert levels == {"bottom": 3, "right": 2, "top": 1, "left": 0}


@pytest.mark.parametrize("ministry", list(MINISTRIES))
def test_ministry_faces_carry_all_seven_levels_and_a_flip_negates(tmp_path, ministry):
    [piece] = [p for p in politburo.group_pieces("ministries", "es") if p.id == ministry]
    front = _levels_by_edge(_render(piece.front, tmp_path / "front.pdf"))
    back = _levels_by_edge(_render(piece.back, tmp_path / "back.pdf"))
    assert sorted(front.values()) == [0, 1, 2, 3]
    assert sorted(back.values()) == [-3, -2, -1, 0]
    assert front["bottom"] == back["bottom"] == 0
    # Printed with a long-edge flip, the back's left edge lies under the front's right edge.
    under = {"left": "right", "right": "left", "top": "top", "bottom": "bottom"}
    assert all(back[under[edge]] == -level for edge, level in front.items())


@pytest.mark.parametrize("lang", LANGS)
def test_execution_halves_read_from_opposite_ends(tmp_path, lang):
    cat = politburo.catalogue()
    for number, piece in enumerate(politburo.group_pieces("executions", lang), start=1):
        pdf = _render(piece.front, tmp_path / f"{piece.id}.pdf")
        with pdfplumber.open(str(pdf)) as document:
            page = document.pages[0]
            chars = page.chars
            middle = page.height / 2
        repress, reform = cat.s("repress", lang).upper(), cat.s("reform", lang).upper()
        upright = [c for c in chars if c["matrix"][0] > 0]
        turned = [c for c in chars if c["matrix"][0] < 0]
        assert all(c["top"] > middle for c in upright)       # REPRESS half: the lower one
        assert all(c["bottom"] < middle for c in turned)     # REFORM half: turned, the upper
        assert sorted(c["text"] for c in turned if c["text"].isalpha()) == sorted(
            ch for ch in reform + cat.s("ministry_down", lang) if ch.isalpha())
        assert sorted(c["text"] for c in upright if c["text"].isalpha()) == sorted(
            ch for ch in repress + cat.s("ministry_up", lang) if ch.isalpha())
        numbers = [c for c in _big_chars(pdf, min_size=30) if c["text"].isdigit()]
        assert sorted(c["text"] for c in numbers) == [str(number)] * 2


def test_execution_backs_are_one_point_symmetric_drawing(tmp_path):
    pieces = politburo.group_pieces("executions", "en")
    streams = {_render(p.back, tmp_path / f"{p.id}.pdf").read_bytes() for p in pieces}
    assert len(streams) == 1
    image = page_image(tmp_path / "execution-1.pdf", dpi=100)
    assert image.size == (250, 350)          # 2.5 × 3.5 inches at 100 dpi: a symmetric grid
    turned = image.rotate(180)
    difference = ImageChops.difference(image, turned).convert("L")
    histogram = difference.histogram()
    mean = sum(value * count for value, count in enumerate(histogram)) / sum(histogram)
    assert mean < 1.0
    assert not _big_chars(tmp_path / "execution-1.pdf", font_part="", min_size=0)


def _with_text(cat: Catalogue, group: str, card_id: str, field: str, lang: str,
               text: str) -> Catalogue:
    component = cat.components[group]
    cards = tuple(
        replace(c, text={**c.text, field: replace(c.text[field], **{lang: text})})
        if c.id == card_id else c for c in component.cards)
    return replace(cat, components={**cat.components, group: replace(component, cards=cards)})


@pytest.mark.parametrize(("group", "card_id", "field", "text"), [
    ("members", "beria", "victory", "Security is the most repressing ministry. " * 12),
    ("members", "kirov", "name", "Kirovsky-Leningradsky-Petrogradsky"),
    ("members", "molotov", "quote", "Only a fool would attack us. " * 10),
    ("rules", "rules", "plan", "The general secretary proposes a ministry. " * 20),
    ("general-secretary", "general-secretary", "execute_b", "Replace members. " * 40),
    ("ministries", "finance", "title", "Ministry of Finance, Planning and Five-Year Plans"),
])
def test_a_text_that_does_not_fit_fails_naming_its_card(tmp_path, monkeypatch, group,
                                                        card_id, field, text):
    patched = _with_text(politburo.catalogue(), group, card_id, field, "en", text)
    monkeypatch.setattr(politburo, "catalogue", lambda: patched)
    with pytest.raises(TextOverflow, match=card_id):
        print_component(politburo.GAME, politburo.GAME.components[group],
                        PrintOptions(lang="en"), tmp_path)


def test_unknown_group_or_language_is_refused():
    with pytest.raises(KeyError, match="members"):
        politburo.group_pieces("commissars", "en")
    with pytest.raises(KeyError, match="fr"):
        politburo.group_pieces("members", "fr")
