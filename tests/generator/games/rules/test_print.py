"""Rules booklets as printed (generator.games.rules): both languages, embedded fonts, page and
manifest counts, no heading left at the foot of a page, nothing outside the text column, and
the lucha deck table printed from the data file."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader

from assets import load
from generator.booklets import render
from generator.booklets.documents import source_path
from generator.booklets.markdown import read
from generator.games import rules
from generator.geometry import PT_PER_MM
from generator.pdf import new_canvas
from tapete_testing.pdfgeometry import fonts_report
from tapete_testing.pdftext import Char, TextPage, page_texts, read_text_pages
from tapete_testing.printing import print_and_read

LANGS = ("es", "en")
HEADING = re.compile(r"^(#{1,3}) (.+)$", re.M)
FIGURE = re.compile(r"figure:([a-z0-9-]+)")


TYPOGRAPHIC = str.maketrans("’‘“”«»", "''\"\"\"\"")


def squash(text: str) -> str:
    """Casefolded, without whitespace, plain quotes: how PDF text and source text compare."""
    return re.sub(r"\s+", "", text.translate(TYPOGRAPHIC)).casefold()


def headings(family: str, lang: str) -> list[tuple[int, str]]:
    """(level, text) of every heading of a booklet text, with Markdown marks removed."""
    body = source_path(family, lang).read_text(encoding="utf-8")
    return [(len(m.group(1)), re.sub(r"[*`]", "", m.group(2))) for m in HEADING.finditer(body)]


@pytest.fixture(scope="module")
def printed(tmp_path_factory) -> dict[tuple[str, str, str, str], tuple[Path, dict]]:
    """Every document of the rules game: (family, variant, lang, paper) -> (pdf, manifest)."""
    out = tmp_path_factory.mktemp("rules")
    result = {}
    for component in rules.GAME.components.values():
        family = component.id.removesuffix("-booklet")
        variant = "booklet" if component.id.endswith("-booklet") else "reading"
        for lang in LANGS:
            for paper in ("a4", "letter"):
                result[(family, variant, lang, paper)] = print_and_read(
                    rules.GAME, component, out, lang=lang, paper=paper)
    return result


def test_every_family_has_a_reading_pdf_and_a_booklet():
    assert list(rules.GAME.components) == [
        name for family in rules.FAMILIES for name in (family, f"{family}-booklet")]
    for family in rules.FAMILIES:
        for lang in LANGS:
            assert source_path(family, lang).is_file()


@pytest.mark.parametrize("family", list(rules.FAMILIES))
def test_both_languages_have_the_same_structure(family: str):
    es, en = (source_path(family, lang).read_text(encoding="utf-8") for lang in LANGS)
    assert [level for level, _ in headings(family, "es")] == \
        [level for level, _ in headings(family, "en")]
    assert FIGURE.findall(es) == FIGURE.findall(en)
    for marker in ("\n| ", "\n> ", "\n- ", "\n1. "):
        assert es.count(marker) == en.count(marker), marker


def test_every_font_is_embedded_and_is_the_projects(printed):
    for key, (pdf, _) in printed.items():
        fonts = dict(fonts_report(pdf))
        assert fonts, key
        assert all(fonts.values()), (key, fonts)
        assert all(re.search(r"\+Source(Sans|Serif)Pro-", name) for name in fonts), (key, fonts)


def test_each_pdf_carries_its_own_language_in_order(printed):
    for (family, variant, lang, paper), (pdf, _) in printed.items():
        if variant != "reading":
            continue
        text = squash("".join(page_texts(pdf)))
        other = "en" if lang == "es" else "es"
        position = 0
        for _, heading in headings(family, lang):
            found = text.find(squash(heading), position)
            assert found >= 0, (family, lang, paper, heading)
            position = found
        own = {squash(h) for _, h in headings(family, lang)}
        foreign = [h for _, h in headings(family, other)
                   if squash(h) not in own and len(squash(h)) >= 12]  # distinctive ones only
        assert foreign and not any(squash(h) in text for h in foreign), (family, lang)
        cover = read(source_path(family, lang), lang).cover
        assert squash(cover.subtitle) in text


def test_reading_manifest_has_one_entry_per_page_alternating_sides(printed):
    for key, (pdf, manifest) in printed.items():
        if key[1] != "reading":
            continue
        pages = len(PdfReader(str(pdf)).pages)
        assert [e["page"] for e in manifest["pieces"]] == list(range(1, pages + 1)), key
        assert [e["side"] for e in manifest["pieces"]] == \
            ["front" if n % 2 else "back" for n in range(1, pages + 1)]
        size = render.READING[key[3]].size
        assert all(e["trim"] == [0, 0, size.width, size.height] == e["bleed"]
                   for e in manifest["pieces"])


def test_reading_pdf_without_duplex_is_all_fronts_and_simplex(tmp_path):
    component = rules.GAME.components["politburo"]
    pdf, manifest = print_and_read(rules.GAME, component, tmp_path, duplex="none")
    reader = PdfReader(str(pdf))
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/Duplex"] == "/Simplex"
    assert {e["side"] for e in manifest["pieces"]} == {"front"}


def _logical(family: str, lang: str, paper: str, tmp_path: Path) -> tuple[Path, render.Rendered]:
    """The booklet's logical pages (before imposition) as their own PDF."""
    fmt = render.BOOKLET[paper]
    path = tmp_path / f"{family}-{lang}-{paper}.pdf"
    rendered = render.render(read(source_path(family, lang), lang), fmt, path, note="note",
                             canvas=lambda p: new_canvas(p, fmt.size, title="t", duplex="long"),
                             pad_to=4, booklet=True)
    return path, rendered


@pytest.fixture(scope="module")
def logical(tmp_path_factory) -> Callable[[str, str, str], tuple[Path, render.Rendered]]:
    """``logical(family, lang, paper)``: ``_logical``, rendered once per module (and worker)
    for the tests that read the same booklet."""
    out = tmp_path_factory.mktemp("logical")
    done: dict[tuple[str, str, str], tuple[Path, render.Rendered]] = {}

    def get(family: str, lang: str, paper: str) -> tuple[Path, render.Rendered]:
        if (family, lang, paper) not in done:
            done[(family, lang, paper)] = _logical(family, lang, paper, out)
        return done[(family, lang, paper)]

    return get


def _layouts(printed, logical, family: str) -> list[tuple[str, Path, render.PageFormat, int]]:
    """(name, pdf, format, number of text pages) of a family's reading PDFs and booklets."""
    layouts = [(f"{k}", pdf, render.READING[k[3]], len(PdfReader(str(pdf)).pages))
               for k, (pdf, _) in printed.items() if k[1] == "reading" and k[0] == family]
    for lang in LANGS:
        for paper in ("a4", "letter"):
            pdf, done = logical(family, lang, paper)
            layouts.append((f"{family}-{lang}-{paper} booklet", pdf, render.BOOKLET[paper],
                            done.pages - done.notes))
    return layouts


def _lines(page: TextPage) -> list[list[Char]]:
    """The page's characters grouped into lines (by rounded top), top to bottom."""
    rows: dict[int, list[Char]] = {}
    for char in page.chars:
        if char.text.strip():
            rows.setdefault(round(char.top), []).append(char)
    return [rows[top] for top in sorted(rows)]


def _is_heading(line: list[Char], body: float) -> bool:
    sizes = {1: 2.1, 2: 1.42, 3: 1.1}
    fonts = Counter((c.fontname, round(c.size / body, 2)) for c in line)
    (font, ratio), _ = fonts.most_common(1)[0]
    return any(font == name and abs(ratio - size) < 0.03
               for name, size in (("SourceSansPro-Black", sizes[1]),
                                  ("SourceSansPro-Bold", sizes[2]),
                                  ("SourceSansPro-Bold", sizes[3])))


@pytest.mark.parametrize("family", list(rules.FAMILIES))
def test_no_heading_ends_a_page_and_no_text_leaves_the_column(printed, logical, family):
    for name, pdf, fmt, pages in _layouts(printed, logical, family):
        left = fmt.side * PT_PER_MM - 0.5
        right = (fmt.size.width - fmt.side) * PT_PER_MM + 0.5
        frame_bottom = (fmt.size.height - fmt.bottom) * PT_PER_MM
        for number, page in enumerate(read_text_pages(pdf)[1:pages], start=2):
            outside = [c.text for c in page.chars
                       if c.text.strip() and not left <= c.x0 <= c.x1 <= right]
            assert not outside, (name, number, "".join(outside)[:40])
            body = [line for line in _lines(page) if line[0].bottom < frame_bottom]
            assert body, (name, number, "empty page")
            assert not _is_heading(body[-1], fmt.body), (
                name, number, "".join(c.text for c in body[-1]))


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_booklets_are_padded_with_note_pages_to_a_multiple_of_4(paper, logical):
    for family in rules.FAMILIES:
        for lang in LANGS:
            pdf, rendered = logical(family, lang, paper)
            assert rendered.pages % 4 == 0 and 0 <= rendered.notes < 4
            reader = PdfReader(str(pdf))
            assert len(reader.pages) == rendered.pages
            word = "Notas" if lang == "es" else "Notes"
            for number in range(rendered.pages - rendered.notes + 1, rendered.pages + 1):
                words = reader.pages[number - 1].extract_text().split()
                assert word in words and words[-1] == str(number), (family, lang, number)


def test_lucha_deck_table_prints_the_data_files_counts(printed):
    cards = load("lucha").components["cards"].cards
    for lang in LANGS:
        pdf, _ = printed[("lucha", "reading", lang, "a4")]
        text = "\n".join(page.extract_text() for page in PdfReader(str(pdf)).pages)
        by_type: dict[str, int] = {}
        for card in cards:
            by_type[card.t("name", lang)] = by_type.get(card.t("name", lang), 0) + card.count
        for name, count in by_type.items():
            assert re.search(rf"{re.escape(name)}\s+{count}\b", text), (lang, name, count)
        total = "Total"
        assert re.search(rf"{total}\s+{sum(c.count for c in cards)}\b", text)
        for office in load("lucha").components["offices"].cards:
            assert re.search(rf"{re.escape(office.t('name', lang))}\s+"
                             rf"{office.values['threshold']}\b", text.replace("\n", " ")), office
