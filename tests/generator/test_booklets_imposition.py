"""Saddle-stitch booklets (generator.booklets.saddle): the printed sheets, cut into half-sheets
and read back, give the logical pages 1..N in reading order; pages are placed unscaled; the PDF
asks for short-edge duplex; the manifest says where each page is."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from hypothesis import given
from hypothesis import strategies as st
from pypdf import PdfReader

from generator.booklets import render
from generator.booklets.documents import source_path
from generator.booklets.markdown import read
from generator.booklets.saddle import booklet_order, slots
from generator.components import PrintOptions
from generator.games import rules
from generator.geometry import PAPERS, PT_PER_MM, Size
from generator.imposition import ImpositionError
from generator.job import print_component
from tapete_testing.printing import print_and_read

FOLIO = re.compile(r"^\s*(\d+)\s*$")


def reading_walk(sheets: int) -> list[tuple[int, str, str]]:
    """Where each page of a folded booklet is, in reading order, found by leafing through it:
    the stack is folded with sheet 0 outside. The right halves are read from the outermost
    sheet inwards (front, then — turning the leaf — the back's left half), then the left halves
    from the innermost sheet outwards (the back's right half, then the front's left half).
    Returns (sheet, side, half) per page 1..N."""
    walk = []
    for sheet in range(sheets):
        walk += [(sheet, "front", "right"), (sheet, "back", "left")]
    for sheet in reversed(range(sheets)):
        walk += [(sheet, "back", "right"), (sheet, "front", "left")]
    return walk


@given(st.integers(min_value=1, max_value=40))
def test_booklet_order_matches_leafing_through_the_folded_stack(sheets: int):
    pages = 4 * sheets
    order = booklet_order(pages)
    assert len(order) == 2 * sheets
    for number, (sheet, side, half) in enumerate(reading_walk(sheets), start=1):
        left, right = order[2 * sheet + (0 if side == "front" else 1)]
        assert (left if half == "left" else right) == number


@given(st.integers(min_value=-8, max_value=200).filter(lambda n: n <= 0 or n % 4))
def test_booklet_order_refuses_counts_that_are_not_multiples_of_4(pages: int):
    with pytest.raises(ImpositionError, match="multiple of 4"):
        booklet_order(pages)


def test_a_page_too_large_for_half_the_sheet_is_refused():
    with pytest.raises(ImpositionError, match="do not fit"):
        slots(Size(150, 210), PAPERS["a4"].rotated())


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_booklet_pages_are_exactly_half_a_sheet(paper: str):
    page = render.BOOKLET[paper].size
    sheet = PAPERS[paper].rotated()
    left, right = slots(page, sheet)
    assert (left.x, left.y, right.right, right.top) == pytest.approx((0, 0, sheet.width,
                                                                      sheet.height))
    assert left.right == pytest.approx(right.x)


def _folio(textpage: pdfium.PdfTextPage, x0_mm: float, x1_mm: float,
           margin_mm: float) -> int | None:
    """The page number printed in the footer band of the half-sheet from ``x0_mm`` to ``x1_mm``
    (from the sheet's left edge; the band is the bottom ``margin_mm`` of the half), or None."""
    band = textpage.get_text_bounded(x0_mm * PT_PER_MM, 0, x1_mm * PT_PER_MM,
                                     margin_mm * PT_PER_MM)
    numbers = [int(m.group(1)) for line in band.splitlines() if (m := FOLIO.match(line))]
    assert len(numbers) <= 1, numbers
    return numbers[0] if numbers else None


CASES = [(family, lang, paper) for family in rules.FAMILIES for lang in ("es", "en")
         for paper in ("a4", "letter")]


@pytest.fixture(scope="module", params=CASES, ids=lambda case: "-".join(case))
def booklet(request, tmp_path_factory) -> tuple[str, str, str, Path, dict]:
    family, lang, paper = request.param
    out = tmp_path_factory.mktemp(f"{family}-{lang}-{paper}")
    component = rules.GAME.components[f"{family}-booklet"]
    pdf, manifest = print_and_read(rules.GAME, component, out, lang=lang, paper=paper)
    return family, lang, paper, pdf, manifest


def test_unimposed_half_sheets_give_pages_1_to_n_in_reading_order(booklet):
    family, lang, paper, pdf, _ = booklet
    fmt = render.BOOKLET[paper]
    title = read(source_path(family, lang), lang).cover.title
    with pdfium.PdfDocument(str(pdf)) as document:
        sheets = len(document) // 2
        assert len(document) == 2 * sheets
        found = {}
        for sheet, side, half in reading_walk(sheets):
            page = document[2 * sheet + (0 if side == "front" else 1)]
            textpage = page.get_textpage()
            x0 = 0.0 if half == "left" else fmt.size.width
            found[(sheet, side, half)] = (
                _folio(textpage, x0, x0 + fmt.size.width, fmt.bottom - 3),
                textpage.get_text_bounded(x0 * PT_PER_MM, 0, (x0 + fmt.size.width) * PT_PER_MM,
                                          page.get_height()))
    numbers = [found[spot][0] for spot in reading_walk(sheets)]
    assert numbers[0] is None, "the cover carries no page number"
    assert title.split()[0] in found[reading_walk(sheets)[0]][1]
    assert numbers[1:] == list(range(2, 4 * sheets + 1))


def test_sheets_are_landscape_and_pages_are_placed_unscaled(booklet):
    _, _, paper, pdf, _ = booklet
    reader = PdfReader(str(pdf))
    sheet = PAPERS[paper].rotated()
    for page in reader.pages:
        assert float(page.mediabox.width) == pytest.approx(sheet.width * PT_PER_MM, abs=0.01)
        assert float(page.mediabox.height) == pytest.approx(sheet.height * PT_PER_MM, abs=0.01)
        operations = page.get_contents().operations
        matrices = [[float(v) for v in ops] for ops, op in operations if op == b"cm"]
        assert all(m[:4] == [1, 0, 0, 1] for m in matrices), "only translations"
        offsets, x = [], 0.0
        for ops, op in operations:
            if op == b"q":
                x = 0.0
            elif op == b"cm":
                x += float(ops[4])
            elif op == b"Do":
                offsets.append(x / PT_PER_MM)
        assert sorted(offsets) == pytest.approx([0, sheet.width / 2], abs=0.01)


def test_booklet_asks_for_short_edge_duplex_at_actual_size(booklet):
    _, lang, _, pdf, _ = booklet
    reader = PdfReader(str(pdf))
    preferences = reader.trailer["/Root"]["/ViewerPreferences"]
    assert preferences["/Duplex"] == "/DuplexFlipShortEdge"
    assert preferences["/PrintScaling"] == "/None"
    subject = reader.metadata.subject
    assert ("borde corto" if lang == "es" else "short edge") in subject


def test_manifest_lists_every_logical_page_once_on_its_sheet_side(booklet):
    _, _, paper, pdf, manifest = booklet
    entries = manifest["pieces"]
    pages = len(PdfReader(str(pdf)).pages)
    assert [e["id"] for e in entries] == [f"page-{n}" for n in range(1, 2 * pages + 1)]
    order = booklet_order(2 * pages)
    size = render.BOOKLET[paper].size
    for entry in entries:
        number = int(entry["id"].removeprefix("page-"))
        left, right = order[entry["page"] - 1]
        assert number in (left, right)
        assert entry["side"] == ("front" if entry["page"] % 2 else "back")
        x = 0.0 if number == left else size.width
        assert entry["trim"] == pytest.approx([x, 0.0, size.width, size.height], abs=0.001)
        assert entry["bleed"] == entry["trim"]


def test_the_same_text_gives_the_same_bytes(tmp_path):
    component = rules.GAME.components["inside-job-booklet"]
    first, second = (print_component(rules.GAME, component, PrintOptions(lang="en"),
                                     tmp_path / name)[0] for name in ("a", "b"))
    assert first.read_bytes() == second.read_bytes()
