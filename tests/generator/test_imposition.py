"""Imposition and PDF geometry, read back from the PDF itself (see tapete_testing.pdfgeometry)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from assets import Text
from generator.components import Component, PrintGame, PrintOptions
from generator.geometry import PAPERS, POKER, PRINTER_MARGIN, Box, Size
from generator.imposition import ImpositionError, grid_for, impose
from generator.job import print_component
from generator.pdf import write_sheets
from tapete_testing.pdfgeometry import (
    back_misalignments,
    fonts_report,
    read_pages,
    trims_from_marks,
)
from tapete_testing.printing import print_and_read
from tapete_testing.probe import probe_pieces

CARD = (POKER.width, POKER.height)


def _print(tmp_path: Path, count: int = 10, **options) -> tuple[Path, dict]:
    game = PrintGame("probe", Text("Sonda", "Probe"), {})
    component = Component("cards", Text("Cartas", "Cards"),
                          pieces=lambda lang, ink: probe_pieces(count))
    return print_and_read(game, component, tmp_path, **options)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("layout", ["shared-cut", "gapped"])
@pytest.mark.parametrize("duplex", ["long", "short"])
def test_fronts_and_backs_land_where_the_manifest_says(tmp_path, paper, layout, duplex):
    pdf, manifest = _print(tmp_path, paper=paper, layout=layout, duplex=duplex)
    pages = read_pages(pdf)
    size = PAPERS[paper]
    by_page: dict[int, list[dict]] = {}
    for entry in manifest["pieces"]:
        by_page.setdefault(entry["page"], []).append(entry)
    assert len(pages) == len(by_page)
    for number, page in enumerate(pages, start=1):
        assert page.width == pytest.approx(size.width, abs=0.01)
        assert page.height == pytest.approx(size.height, abs=0.01)
        entries = by_page[number]
        assert {e["side"] for e in entries} == {"front" if number % 2 else "back"}
        assert len(page.faces) == len(entries)
        for face, entry in zip(page.faces, entries, strict=True):
            x, y, w, h = entry["trim"]
            assert (w, h) == pytest.approx(CARD, abs=0.1)
            assert face.origin == pytest.approx((x, y), abs=0.1)
            assert face.bleed.as_list() == pytest.approx(entry["bleed"], abs=0.1)
        if number % 2:   # a front: its trims, rebuilt from the crop marks, match the manifest
            from_marks = trims_from_marks(page, *CARD)
            for entry in entries:
                assert any(b.as_list() == pytest.approx(entry["trim"], abs=0.1)
                           for b in from_marks), entry["id"]
        else:
            assert page.marks == []
            assert back_misalignments(pages[number - 2], page, CARD, duplex) == []


def test_same_piece_on_front_and_back_is_mirrored(tmp_path):
    _, manifest = _print(tmp_path, duplex="long")
    fronts = {e["id"]: e for e in manifest["pieces"] if e["side"] == "front"}
    for back in (e for e in manifest["pieces"] if e["side"] == "back"):
        x, y, w, _ = fronts[back["id"]]["trim"]
        assert back["trim"][0] == pytest.approx(210 - x - w, abs=0.1)
        assert back["trim"][1] == pytest.approx(y, abs=0.1)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_nine_poker_cards_per_sheet_with_shared_cuts(paper):
    grid = grid_for(PAPERS[paper], POKER, 3.0, "shared-cut")
    assert (grid.cols, grid.rows) == (3, 3)
    block = grid.block
    assert block.x + block.width / 2 == pytest.approx(PAPERS[paper].width / 2)
    assert block.y + block.height / 2 == pytest.approx(PAPERS[paper].height / 2)


def test_gapped_layout_leaves_two_bleeds_between_cards(tmp_path):
    _, manifest = _print(tmp_path, layout="gapped", bleed=2.0)
    trims = [Box(*e["trim"]) for e in manifest["pieces"] if e["page"] == 1]
    xs = sorted({round(t.x, 3) for t in trims})
    assert xs[1] - xs[0] == pytest.approx(POKER.width + 4.0, abs=0.01)
    for entry in manifest["pieces"]:
        trim, bleed = Box(*entry["trim"]), Box(*entry["bleed"])
        assert trim.x - bleed.x == pytest.approx(2.0) and bleed.right - trim.right == (
            pytest.approx(2.0))


def test_crop_marks_stay_off_cards_and_paper_edges(tmp_path):
    for paper in ("a4", "letter"):
        for layout in ("shared-cut", "gapped"):
            pdf, manifest = _print(tmp_path / paper / layout, paper=paper, layout=layout)
            page = read_pages(pdf)[0]
            size = PAPERS[paper]
            trims = [Box(*e["trim"]) for e in manifest["pieces"] if e["page"] == 1]
            assert page.marks
            assert all(0.25 <= w <= 0.5 for w in page.mark_widths)
            for x1, y1, x2, y2 in page.marks:
                for x, y in ((x1, y1), (x2, y2)):
                    assert PRINTER_MARGIN - 0.01 <= x <= size.width - PRINTER_MARGIN + 0.01
                    assert PRINTER_MARGIN - 0.01 <= y <= size.height - PRINTER_MARGIN + 0.01
                segment = Box(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))
                assert not any(_touches_inside(segment, t) for t in trims)


def _touches_inside(segment: Box, trim: Box) -> bool:
    """True if an axis-aligned segment enters the trim's interior (its edge line is allowed)."""
    eps = 1e-3
    if segment.width == 0:   # vertical
        return (trim.x + eps < segment.x < trim.right - eps
                and min(segment.top, trim.top) - max(segment.y, trim.y) > eps)
    return (trim.y + eps < segment.y < trim.top - eps
            and min(segment.right, trim.right) - max(segment.x, trim.x) > eps)


def test_every_cut_line_has_a_mark(tmp_path):
    pdf, manifest = _print(tmp_path, count=9)
    page = read_pages(pdf)[0]
    trims = [Box(*e["trim"]) for e in manifest["pieces"] if e["page"] == 1]
    xs = {round(v, 2) for t in trims for v in (t.x, t.right)}
    ys = {round(v, 2) for t in trims for v in (t.y, t.top)}
    marked_x = {round(x1, 2) for x1, y1, x2, y2 in page.marks if x1 == x2}
    marked_y = {round(y1, 2) for x1, y1, x2, y2 in page.marks if y1 == y2}
    assert xs == marked_x and ys == marked_y


def test_no_crop_marks_option(tmp_path):
    pdf, _ = _print(tmp_path, crop_marks=False)
    assert all(page.marks == [] for page in read_pages(pdf))


def test_back_offset_moves_backs_only(tmp_path):
    _, plain = _print(tmp_path / "plain")
    _, shifted = _print(tmp_path / "shifted", back_offset=(0.7, -1.2))
    for a, b in zip(plain["pieces"], shifted["pieces"], strict=True):
        dx, dy = (0.7, -1.2) if a["side"] == "back" else (0.0, 0.0)
        assert b["trim"][0] - a["trim"][0] == pytest.approx(dx, abs=0.01)
        assert b["trim"][1] - a["trim"][1] == pytest.approx(dy, abs=0.01)
    pdf = tmp_path / "shifted" / "probe-cards-a4-es.pdf"
    pages = read_pages(pdf)
    assert back_misalignments(pages[0], pages[1], CARD, "long") != []
    assert back_misalignments(pages[0], pages[1], CARD, "long", tolerance=1.5) == []


def test_a_back_shifted_by_half_a_millimetre_fails_the_alignment_check(tmp_path):
    sheets = impose(probe_pieces(9), PAPERS["a4"], bleed=3.0, layout="shared-cut",
                    duplex="long")
    front, back = sheets
    moved = back.placements[4]
    shifted = type(moved)(moved.piece, moved.side, moved.trim.shifted(0.5, 0),
                          moved.bleed.shifted(0.5, 0))
    mutated = (*back.placements[:4], shifted, *back.placements[5:])
    path = tmp_path / "mutant.pdf"
    write_sheets(path, [front, type(back)(back.paper, "back", mutated, (), back.bleed)],
                 title="mutant", duplex="long")
    pages = read_pages(path)
    assert len(back_misalignments(pages[0], pages[1], CARD, "long")) == 1


def test_duplex_none_prints_fronts_only(tmp_path):
    pdf, manifest = _print(tmp_path, duplex="none")
    assert {e["side"] for e in manifest["pieces"]} == {"front"}
    assert len(read_pages(pdf)) == 2


def test_zero_bleed_clips_to_the_trim(tmp_path):
    _, manifest = _print(tmp_path, bleed=0.0)
    assert all(e["trim"] == e["bleed"] for e in manifest["pieces"])


@pytest.mark.parametrize(("duplex", "preference"), [("long", "/DuplexFlipLongEdge"),
                                                     ("short", "/DuplexFlipShortEdge"),
                                                     ("none", "/Simplex")])
def test_viewer_preferences(tmp_path, duplex, preference):
    pdf, _ = _print(tmp_path, duplex=duplex)
    prefs = PdfReader(str(pdf)).trailer["/Root"]["/ViewerPreferences"]
    assert prefs["/PrintScaling"] == "/None"
    assert prefs["/Duplex"] == preference


def test_every_font_is_embedded_and_subset(tmp_path):
    pdf, _ = _print(tmp_path)
    report = fonts_report(pdf)
    assert report
    for name, embedded in report:
        assert embedded, name
        assert name[7] == "+" and name[1:7].isalpha(), f"{name} is not a subset"


def test_same_input_gives_identical_bytes(tmp_path):
    first, _ = _print(tmp_path / "a")
    second, _ = _print(tmp_path / "b")
    assert first.read_bytes() == second.read_bytes()


def test_a_piece_too_large_for_the_paper_is_refused():
    with pytest.raises(ImpositionError, match="does not fit"):
        grid_for(PAPERS["a4"], Size(250, 100), 3.0, "shared-cut")


def test_pieces_of_two_sizes_start_separate_sheets():
    pieces = probe_pieces(2) + probe_pieces(2, Size(70, 120))
    sheets = impose(pieces, PAPERS["a4"], bleed=3.0, layout="gapped", duplex="none")
    assert [len(s.placements) for s in sheets] == [2, 2]
    assert {p.trim.width for p in sheets[1].placements} == {70}


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_gutterfold_puts_each_back_behind_its_own_front(tmp_path, paper):
    pdf, manifest = _print(tmp_path, paper=paper, layout="gutterfold")
    pages = read_pages(pdf)
    landscape = PAPERS[paper].rotated()
    fronts = {(e["page"], e["id"]): e for e in manifest["pieces"] if e["side"] == "front"}
    backs = [e for e in manifest["pieces"] if e["side"] == "back"]
    assert len(backs) == len(fronts) == 10
    for back in backs:
        front = fronts[(back["page"], back["id"])]
        x, y, w, h = front["trim"]
        assert back["trim"] == pytest.approx([landscape.width - x - w, y, w, h], abs=0.1)
        assert x + w <= landscape.width / 2 - PRINTER_MARGIN + 0.01   # fronts left of the fold
    for page in pages:
        assert page.width == pytest.approx(landscape.width, abs=0.01)
        assert page.folds == [pytest.approx((landscape.width / 2, PRINTER_MARGIN,
                                             landscape.width / 2,
                                             landscape.height - PRINTER_MARGIN), abs=0.01)]
        for face in page.faces:
            assert not face.bleed.contains(landscape.width / 2, landscape.height / 2,
                                           tolerance=-0.5)
    prefs = PdfReader(str(pdf)).trailer["/Root"]["/ViewerPreferences"]
    assert prefs["/Duplex"] == "/Simplex"


def test_pod_gives_one_face_per_page_with_trim_and_bleed_boxes(tmp_path):
    pdf, manifest = _print(tmp_path, count=3, pod=True, bleed=3.0)
    assert pdf.name == "probe-cards-pod-es.pdf"
    reader = PdfReader(str(pdf))
    assert len(reader.pages) == 6
    assert [e["side"] for e in manifest["pieces"]] == ["front", "back"] * 3
    for page in reader.pages:
        media = [float(v) / (72 / 25.4) for v in page.mediabox]
        trim = [float(v) / (72 / 25.4) for v in page.trimbox]
        bleed = [float(v) / (72 / 25.4) for v in page.bleedbox]
        assert media == pytest.approx([0, 0, 69.5, 94.9], abs=0.01)
        assert bleed == pytest.approx(media, abs=0.01)
        assert trim == pytest.approx([3, 3, 66.5, 91.9], abs=0.01)


def test_png_cards_with_and_without_bleed_at_300_dpi(tmp_path):
    from PIL import Image

    game = PrintGame("probe", Text("Sonda", "Probe"), {})
    component = Component("cards", Text("Cartas", "Cards"),
                          pieces=lambda lang, ink: probe_pieces(2))
    written = print_component(game, component, PrintOptions(png_cards=True), tmp_path)
    folder = tmp_path / "probe-cards-es-cards"
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        f"probe-{n}-{side}{cut}.png" for n in (1, 2) for side in ("front", "back")
        for cut in ("", "-trim"))
    assert set(folder.iterdir()) <= set(written)
    with Image.open(folder / "probe-1-front.png") as full, \
            Image.open(folder / "probe-1-front-trim.png") as trimmed:
        assert full.size == (round(69.5 / 25.4 * 300), round(94.9 / 25.4 * 300))
        assert abs(trimmed.size[0] - 63.5 / 25.4 * 300) <= 1
        assert abs(trimmed.size[1] - 88.9 / 25.4 * 300) <= 1
