"""The PokerDrez for 4 board (``pokerdrez board4``): parts, overlaps, crop marks, 22 mm squares,
the cross with its start squares, texts in both languages, from the manifest and the PDF."""

from __future__ import annotations

import itertools
from pathlib import Path

import pdfplumber
import pytest
from reportlab.lib.colors import HexColor

from generator.games import pokerdrez
from generator.games.neurodrez.board_art import BACK_DARK, BACK_LIGHT
from generator.games.neurodrez.data import load_data
from generator.games.pokerdrez.cross_board import BORDER, SQUARE, board_side
from generator.geometry import PAPERS, PRINTER_MARGIN, PT_PER_MM, Box, Size
from referee.games.kit.board import CROSS
from tapete_testing.pdfgeometry import fonts_report, read_pages, trims_from_marks
from tapete_testing.pdftext import page_texts
from tapete_testing.printing import print_and_read

TOL = 0.1
STRIP = load_data().glue_strip
BOARD = board_side()


@pytest.fixture(scope="module", params=[("a4", "es"), ("letter", "en")])
def printed(request, tmp_path_factory) -> tuple[Path, dict]:
    paper, lang = request.param
    return print_and_read(pokerdrez.GAME, "board4", tmp_path_factory.mktemp(f"board4-{paper}"),
                          paper=paper, lang=lang)


def _regions(manifest: dict) -> list[Box]:
    return [Box(*e["region"]) for e in manifest["pieces"]]


def test_the_board_is_not_part_of_the_default_print() -> None:
    assert [c.id for c in pokerdrez.GAME.default_components()] == ["deck"]
    assert set(pokerdrez.GAME.components) == {"deck", "board4", "tokens4"}


def test_squares_are_at_least_22_mm_and_the_board_has_its_border(printed) -> None:
    _, manifest = printed
    assert SQUARE >= 22
    assert board_side() == pytest.approx(14 * SQUARE + 2 * BORDER)
    assert {e["square"] for e in manifest["pieces"]} == {SQUARE}
    assert [e["board"] for e in manifest["pieces"]] == pytest.approx([BOARD] * 4)


def test_parts_cover_the_board_with_the_fewest_sheets(printed) -> None:
    _, manifest = printed
    paper = PAPERS[manifest["paper"]]
    regions = _regions(manifest)
    assert all(e["side"] == "front" for e in manifest["pieces"])
    for x, y in itertools.product(range(0, int(BOARD) + 1, 4), repeat=2):
        assert any(r.contains(x, y) for r in regions), f"({x}, {y}) mm of the board is missing"
    cols, rows = len({r.x for r in regions}), len({r.y for r in regions})
    assert cols * rows == len(regions) == 4
    room = Size(paper.width - 2 * PRINTER_MARGIN, paper.height - 2 * PRINTER_MARGIN)
    for r in regions:
        assert r.width <= room.width + 1e-6 and r.height <= room.height + 1e-6
    assert max(room.width, room.height) < BOARD   # one sheet could not hold it


def test_neighbouring_parts_overlap_by_the_glue_strip(printed) -> None:
    _, manifest = printed
    regions = _regions(manifest)
    pairs = 0
    for a, b in itertools.permutations(regions, 2):
        if abs(a.y - b.y) <= TOL and a.x < b.x < a.right:
            assert a.right - b.x == pytest.approx(STRIP, abs=TOL)
            pairs += 1
        if abs(a.x - b.x) <= TOL and a.y < b.y < a.top:
            assert a.top - b.y == pytest.approx(STRIP, abs=TOL)
            pairs += 1
    assert pairs == 4


def test_crop_marks_frame_each_part_and_keep_off_it(printed) -> None:
    pdf, manifest = printed
    paper = PAPERS[manifest["paper"]]
    pages = read_pages(pdf)
    assert len(pages) == len(manifest["pieces"])
    for entry in manifest["pieces"]:
        page = pages[entry["page"] - 1]
        trim = Box(*entry["trim"])
        assert any(all(abs(p - q) <= TOL for p, q in zip(t.as_list(), trim.as_list(),
                                                          strict=True))
                   for t in trims_from_marks(page, trim.width, trim.height))
        for x1, y1, x2, y2 in page.marks:
            for x, y in ((x1, y1), (x2, y2)):
                assert PRINTER_MARGIN - 1e-3 <= x <= paper.width - PRINTER_MARGIN + 1e-3
                assert PRINTER_MARGIN - 1e-3 <= y <= paper.height - PRINTER_MARGIN + 1e-3
            assert not trim.inset(0.05).contains((x1 + x2) / 2, (y1 + y2) / 2, tolerance=0)


def _rgb(hex_colour: str) -> tuple[float, ...]:
    return tuple(round(c, 3) for c in HexColor(hex_colour).rgb())


def test_the_cross_has_160_squares_of_22_mm_and_64_tinted_start_squares(printed) -> None:
    pdf, manifest = printed
    plain = {_rgb(BACK_DARK), _rgb(BACK_LIGHT)}
    found: dict[tuple[int, int], bool] = {}
    with pdfplumber.open(pdf) as doc:
        for entry in manifest["pieces"]:
            page = doc.pages[entry["page"] - 1]
            trim, region = Box(*entry["trim"]), Box(*entry["region"])
            dx, dy = region.x - trim.x, region.y - trim.y
            for rect in page.rects:
                width = rect["width"] / PT_PER_MM
                if not rect["fill"] or abs(width - SQUARE) > TOL:
                    continue
                x = rect["x0"] / PT_PER_MM + dx - BORDER
                y = rect["y0"] / PT_PER_MM + dy - BORDER
                coord = (round(x / SQUARE), round(y / SQUARE))
                assert x == pytest.approx(coord[0] * SQUARE, abs=TOL)
                colour = tuple(round(c, 3) for c in rect["non_stroking_color"] or ())
                found[coord] = colour not in plain
    assert set(found) == {CROSS.coord(square) for square in CROSS.squares()}
    assert len(found) == 160
    tinted = {coord for coord, tint in found.items() if tint}
    assert len(tinted) == 64
    assert CROSS.coord("h1") in tinted and CROSS.coord("a7") in tinted
    assert CROSS.coord("h3") not in tinted


def test_texts_in_the_language_and_embedded_fonts(printed) -> None:
    pdf, manifest = printed
    text = " ".join(page_texts(pdf))
    words = {"es": ("PokerDrez para 4", "parte 1 de 4", "Turnos", "Parejas", "Amarillo",
                    "pegar debajo"),
             "en": ("PokerDrez for 4", "part 1 of 4", "Turn order", "Pairs", "Yellow",
                    "glue under part")}
    lang = manifest["lang"]
    assert all(w in text for w in words[lang])
    assert not any(w in text for w in words["en" if lang == "es" else "es"])
    report = fonts_report(pdf)
    assert report and all(embedded for _, embedded in report)
