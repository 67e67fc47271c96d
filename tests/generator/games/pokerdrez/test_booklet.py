"""The PokerDrez rules booklet (assets/rules/pokerdrez.*.md) and its figures
(generator/games/pokerdrez/booklet_figures.py): same chapters in both languages, every figure
registered and drawable, only embedded project fonts, the decisions (docs/rules-decisions.md
#pokerdrez and the other games' sections) stated as rules, with every engine's table options,
and matching the deck data, no open points and no file paths for the reader, and the booklet
set in both languages."""

from __future__ import annotations

import importlib
import re
from collections import Counter
from pathlib import Path

import pdfplumber
import pytest
from pypdf import PdfReader
from reportlab.platypus import SimpleDocTemplate

import assets
from assets import asset_path
from generator import fonts
from generator.booklets import figures, render
from generator.booklets.documents import booklet_pdf, reading_pdf
from generator.booklets.styles import make_styles
from generator.components import PrintOptions
from generator.games.neurodrez.data import load_data
from generator.games.pokerdrez import load_deck
from generator.games.pokerdrez.booklet_art import card
from generator.games.pokerdrez.booklet_boards import (
    ATTACKERS,
    DEFENDERS,
    KING,
    NEURO_START,
    sokudrez_solution,
)
from generator.geometry import pt
from tapete_testing.pdfgeometry import fonts_report
from tapete_testing.pdftext import page_texts

LANGS = ("es", "en")
CHAPTERS = {
    "es": ["La baraja", "PokerDrez", "PokerDrez para 4", "Poker7", "PokerGuess", "VikingDrez",
           "SoloDrez", "SokuDrez", "RummiDrez", "TriumfDrez", "BlackDrez", "DomiDrez",
           "NeuroDrez"],
    "en": ["The deck", "PokerDrez", "PokerDrez for 4", "Poker7", "PokerGuess", "VikingDrez",
           "SoloDrez", "SokuDrez", "RummiDrez", "TriumfDrez", "BlackDrez", "DomiDrez",
           "NeuroDrez"],
}
_FIGURE = re.compile(r"!\[[^\]]*\]\(figure:([a-z0-9-]+)\)|!\[figure:([a-z0-9-]+)\]")
#: The A5 booklet's text column (render.BOOKLET a4: 148.5 mm page, 15 mm sides), in pt.
A5 = render.BOOKLET["a4"]
COLUMN = pt(A5.size.width - 2 * A5.side)
TEXT_HEIGHT = pt(A5.size.height - A5.top - A5.bottom)


def _text(lang: str) -> str:
    return asset_path("rules", f"pokerdrez.{lang}.md").read_text(encoding="utf-8")


def _chapters(lang: str) -> dict[str, str]:
    """Chapter title → its Markdown body."""
    parts = re.split(r"^# (.+)$", _text(lang), flags=re.M)
    return {title.strip(): body for title, body in zip(parts[1::2], parts[2::2], strict=True)}


def _section(lang: str, chapter: str, heading: str) -> str:
    body = _chapters(lang)[chapter]
    match = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", body, flags=re.M | re.S)
    assert match, f"{lang}: chapter {chapter!r} has no section {heading!r}"
    return " ".join(match.group(1).split())


def _figure_names(lang: str) -> list[str]:
    return [a or b for a, b in _FIGURE.findall(_text(lang))]


def _pokerdrez_figures() -> list[str]:
    return sorted(set(_figure_names("es")) | set(_figure_names("en")))


# --- the texts ----------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_one_chapter_per_game_in_the_order_of_the_issue(lang):
    assert list(_chapters(lang)) == CHAPTERS[lang]


def test_both_languages_have_the_same_structure_chapter_by_chapter():
    for es, en in zip(CHAPTERS["es"], CHAPTERS["en"], strict=True):
        shape = {}
        for lang, title in (("es", es), ("en", en)):
            body = _chapters(lang)[title]
            shape[lang] = ([len(m) for m in re.findall(r"^(#{2,3}) ", body, flags=re.M)],
                           [a or b for a, b in _FIGURE.findall(body)],
                           body.count("\n> "))
        assert shape["es"] == shape["en"], f"chapter {es} / {en} differs between languages"


def test_every_game_chapter_says_what_tapete_does_for_it():
    for lang, marker in (("es", "**Con Tapete.**"), ("en", "**With Tapete.**")):
        for title in CHAPTERS[lang][1:]:
            assert marker in _chapters(lang)[title], f"{lang}: {title} has no Tapete note"


@pytest.mark.parametrize("lang, heading", [("es", "Decisiones"), ("en", "Decisions")])
def test_the_deck_decisions_match_the_deck_data(lang, heading):
    deck = load_deck()
    decisions = _section(lang, CHAPTERS[lang][0], heading).lower()
    values = ", ".join(f"{f.name.get(lang).lower()} {f.die}" for f in reversed(deck.figures))
    assert values in decisions, f"die values not stated as in the data: {values}"
    for colour in deck.colours:
        assert f"{colour.number} {colour.name.get(lang).lower()}" in decisions
    assert ("7 cian" if lang == "es" else "7 cyan") in decisions


#: Chapters whose open points became decisions (with the deck chapter and PokerDrez, which had
#: decisions already); the other games state their choices in the rules themselves.
DECIDED = {"en": ["The deck", "PokerDrez", "PokerDrez for 4", "Poker7", "PokerGuess",
                  "VikingDrez", "RummiDrez", "TriumfDrez", "BlackDrez", "DomiDrez",
                  "NeuroDrez"],
           "es": ["La baraja", "PokerDrez", "PokerDrez para 4", "Poker7", "PokerGuess",
                  "VikingDrez", "RummiDrez", "TriumfDrez", "BlackDrez", "DomiDrez",
                  "NeuroDrez"]}
#: Options that only pick seats or a start position: the referee's concern, not a rule.
SEATING = {"white", "black", "colours", "fen", "position", "deck", "tiles"}


@pytest.mark.parametrize("lang", LANGS)
def test_decisions_not_open_points_and_no_file_named(lang):
    heading = "Decisiones" if lang == "es" else "Decisions"
    for title, body in _chapters(lang).items():
        assert not re.search(r"^## (Open points|Puntos abiertos)", body, flags=re.M), title
        decided = re.findall(rf"^## {heading}$", body, flags=re.M)
        assert len(decided) == (title in DECIDED[lang]), f"{lang} {title}: {decided}"
    assert not re.search(r"RULES\.md|[\w/-]+\.(md|yaml|py)\b", _text(lang))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game, chapter", [("pokerdrez", 1), ("pokerdrez-4", 2),
                                           ("vikingdrez", 5), ("neurodrez", 12)])
def test_every_rule_option_of_the_engine_is_named_as_a_table_option(lang, game, chapter):
    engine = importlib.import_module(f"referee.games.{game.replace('-', '_')}").GAME
    heading = "Decisiones" if lang == "es" else "Decisions"
    decisions = _section(lang, CHAPTERS[lang][chapter], heading)
    named = "opción de mesa" if lang == "es" else "table option"
    assert named in decisions.lower()
    for option in set(engine.option_defaults) - SEATING:
        assert f"`{option}`" in decisions, f"{lang} {game}: option {option} not named"


@pytest.mark.parametrize("lang, chapter, heading", [
    ("es", "BlackDrez", "Los puntos"), ("en", "BlackDrez", "The points")])
def test_blackdrez_points_are_the_corner_values_of_the_data(lang, chapter, heading):
    points = _section(lang, chapter, heading).lower()
    figures_ = [f for f in load_deck().figures if f.id != "joker"]
    assert ", ".join(f"{f.name.get(lang).lower()} {f.die}" for f in figures_) in points
    assert ("jóker vale 6 o 1" if lang == "es" else "joker counts 6 or 1") in points


@pytest.mark.parametrize("lang, phrases", [
    ("es", {"VikingDrez": ["no tiene ninguna jugada legal, pierde", "se repite **tres veces**",
                           "**tablas**", "**Empiezan las negras**", "**rey está armado**"],
            "PokerDrez": ["**dado empieza en manos de las negras**", "**eligen primero las negras",
                          "**El enroque es una jugada de torre**", "**solo para ese jugador**",
                          "Con el **mazo vacío**", "las del rey cuentan siempre"],
            "NeuroDrez": ["**36 losetas**", "**3 dados**", "**10 fichas de límite**",
                          "**tablero 7×7** con el tablero 8×8 de PokerDrez al dorso"]}),
    ("en", {"VikingDrez": ["**has no legal move loses**", "occurs **three times**",
                           "**draw**", "**Black moves first**", "**king is armed**"],
            "PokerDrez": ["**die starts with Black**", "**Black chooses first**",
                          "**Castling is a rook move**", "**for that player only**",
                          "**deck empty**", "king moves always count"],
            "NeuroDrez": ["**36 tiles**", "**3 dice**", "**10 limit tokens**",
                          "**7×7 board** with the 8×8 PokerDrez board on its back"]}),
])
def test_decisions_are_stated_in_their_chapter(lang, phrases):
    for chapter, wanted in phrases.items():
        body = " ".join(_chapters(lang)[chapter].split())
        for phrase in wanted:
            assert phrase in body, f"{lang} {chapter}: missing {phrase!r}"


def test_neurodrez_decisions_name_the_data_colours_surfaces_and_tokens():
    data = load_data()
    ownership = assets.load("neurodrez").components["tokens"].card("ownership").count
    for lang, heading, printed in (
            ("es", "Decisiones", f"tapete imprime {ownership} por color"),
            ("en", "Decisions", f"tapete prints {ownership} per colour")):
        decisions = _section(lang, "NeuroDrez", heading).lower()
        for item in (*data.colours, *data.surfaces):
            assert item.name.get(lang).lower() in decisions
        assert printed in decisions


# --- the figures --------------------------------------------------------------------------------

def test_every_figure_the_texts_use_is_registered():
    assert _figure_names("es") == _figure_names("en")
    missing = set(_pokerdrez_figures()) - set(figures.names())
    assert not missing
    assert {"vikingdrez-start", "sokudrez-grid"} <= set(_pokerdrez_figures())


def _build(path: Path, lang: str, names: list[str], width: float = COLUMN) -> list:
    """Every figure in ``names`` on A5 pages of a ``width`` pt column; returns the flowables."""
    styles = make_styles(A5.body)
    story = []
    for name in names:
        art = figures.make(name, figures.FigureContext(lang, width, styles))
        story += art if isinstance(art, list) else [art]
    doc = SimpleDocTemplate(str(path), pagesize=(pt(A5.size.width), pt(A5.size.height)),
                            leftMargin=pt(A5.side), rightMargin=pt(A5.side),
                            topMargin=pt(A5.top), bottomMargin=pt(A5.bottom),
                            initialFontName=fonts.SANS)
    doc.build(list(story))
    return story


@pytest.mark.parametrize("lang", LANGS)
def test_every_figure_draws_and_fits_the_a5_column(tmp_path, lang):
    names = _pokerdrez_figures()
    story = _build(tmp_path / "figures.pdf", lang, names)
    assert len(story) == len(names)
    for name, flowable in zip(names, story, strict=True):
        width, height = flowable.wrap(COLUMN, TEXT_HEIGHT)
        assert 0 < width <= COLUMN + 0.01, name
        assert 0 < height <= TEXT_HEIGHT * 0.85, f"{name} leaves no room for its caption"
    assert len(PdfReader(str(tmp_path / "figures.pdf")).pages) >= 1


def test_figures_shrink_to_a_narrower_column(tmp_path):
    styles = make_styles(A5.body)
    narrow = COLUMN * 0.6
    for name in _pokerdrez_figures():
        art = figures.make(name, figures.FigureContext("en", narrow, styles))
        assert art.wrap(narrow, TEXT_HEIGHT)[0] <= narrow + 0.01, name


def test_figures_use_only_embedded_project_fonts(tmp_path):
    _build(tmp_path / "figures.pdf", "es", _pokerdrez_figures())
    found = dict(fonts_report(tmp_path / "figures.pdf"))
    assert found
    assert all(found.values()), f"not embedded: {[f for f, e in found.items() if not e]}"
    assert all("SourceSansPro" in f or "SourceSerifPro" in f for f in found), found


@pytest.mark.parametrize("lang", LANGS)
def test_the_deck_chart_prints_each_figure_with_its_die_value(tmp_path, lang):
    path = tmp_path / "deck.pdf"
    _build(path, lang, ["pokerdrez-deck"])
    with pdfplumber.open(path) as pdf:
        words = pdf.pages[0].extract_words()
    deck = load_deck()
    for figure in deck.figures:
        first = figure.name.get(lang).split()[0]
        name = next(w for w in words if w["text"] == first)
        same_line = [w["text"] for w in words
                     if abs(w["top"] - name["top"]) < 2 and w["x0"] > name["x1"]]
        assert str(figure.die) in same_line, f"{first}: {same_line}"
    texts = {w["text"] for w in words}
    assert {c.name.get(lang) for c in deck.colours} <= texts
    assert str(len(deck.cards)) in texts


def test_vikingdrez_start_is_the_brandubh_cross():
    centre = (3, 3)
    assert centre == KING
    assert sorted(DEFENDERS) == sorted([(2, 3), (4, 3), (3, 2), (3, 4)])
    assert len(ATTACKERS) == 8 and len(set(ATTACKERS)) == 8
    for f, r in ATTACKERS:
        assert (f == 3) != (r == 3), "attackers stand on the arms of the cross"
        assert abs(f - 3) + abs(r - 3) >= 2
    occupied = {KING, *DEFENDERS, *ATTACKERS}
    assert len(occupied) == 13
    assert not occupied & {(0, 0), (0, 6), (6, 0), (6, 6)}


def test_the_sokudrez_grid_is_a_solution():
    grid = sokudrez_solution()
    assert [len(row) for row in grid] == [9] * 6
    cards = [card(spec) for row in grid for spec in row]
    assert len({c.id for c in cards}) == 54 and not any(c.neutral for c in cards)
    for row in grid:
        assert sorted(card(s).colour.number for s in row) == list(range(1, 10))
    for col in range(9):
        assert len({card(grid[row][col]).figure.id for row in range(6)}) == 6


def test_neurodrez_start_has_one_tile_of_each_colour_and_surface_in_the_centre():
    data = load_data()
    assert sorted(c for _, _, c, _ in NEURO_START) == sorted(c.id for c in data.colours)
    assert sorted(s for _, _, _, s in NEURO_START) == sorted(s.id for s in data.surfaces)
    assert all(2 <= f <= 4 and 2 <= r <= 4 for f, r, _, _ in NEURO_START)


def test_an_unknown_example_card_is_refused_by_name():
    with pytest.raises(KeyError, match="bishop-10"):
        card("bishop-10")


# --- the booklet --------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_the_booklet_and_the_reading_pdf_set_every_chapter(tmp_path, lang):
    options = PrintOptions(paper="a4", lang=lang)
    entries = booklet_pdf("pokerdrez", options, tmp_path / "booklet.pdf")
    assert len(entries) % 4 == 0
    assert all(embedded for _, embedded in fonts_report(tmp_path / "booklet.pdf"))
    reading_pdf("pokerdrez", options, tmp_path / "reading.pdf")
    reader = PdfReader(str(tmp_path / "reading.pdf"))
    outline = [item.title for item in reader.outline if not isinstance(item, list)]
    assert outline == CHAPTERS[lang]
    text = " ".join(page_texts(tmp_path / "reading.pdf"))
    assert ("Decisiones" if lang == "es" else "Decisions") in text
    assert ".md" not in text and ".yaml" not in text, "the printed text names a file"
    assert all(embedded for _, embedded in fonts_report(tmp_path / "reading.pdf"))


def test_tapete_print_rules_pokerdrez(tmp_path, capsys):
    from generator.cli import main

    for lang in LANGS:
        assert main(["rules", "pokerdrez", "pokerdrez-booklet", "--lang", lang,
                     "--out", str(tmp_path)]) == 0
    written = [Path(p) for p in capsys.readouterr().out.split() if p.endswith(".pdf")]
    assert len(written) == 4 and all(p.stat().st_size > 0 for p in written)
    assert Counter(p.name.count("booklet") for p in written) == Counter({0: 2, 1: 2})
