"""NeuroDrez board: parts, overlaps, squares and the 8×8 back, from the manifest and the PDF."""

from __future__ import annotations

import itertools
from pathlib import Path

import pdfplumber
import pytest
from reportlab.lib.colors import HexColor

from generator.games import neurodrez
from generator.games.neurodrez.board_art import BACK_DARK, FRONT_LINE
from generator.games.neurodrez.data import load_data
from generator.geometry import PAPERS, PRINTER_MARGIN, PT_PER_MM, Box, Size
from generator.imposition import mirror
from tapete_testing.pdfgeometry import (
    back_misalignments,
    fonts_report,
    read_pages,
    trims_from_marks,
)
from tapete_testing.printing import print_and_read

TOL = 0.1
DATA = load_data()
BOARD = 7 * DATA.tile + 2 * DATA.board_border


def _print(out: Path, component: str = "board", **options) -> tuple[Path, dict]:
    return print_and_read(neurodrez.GAME, component, out, **options)


@pytest.fixture(scope="module",
                params=[("a4", "es", "long"), ("letter", "en", "long"), ("a4", "en", "short")])
def printed(request, tmp_path_factory) -> tuple[Path, dict]:
    paper, lang, duplex = request.param
    return _print(tmp_path_factory.mktemp(f"board-{paper}-{duplex}"), paper=paper, lang=lang,
                  duplex=duplex)


def _sides(manifest: dict) -> tuple[dict[str, dict], dict[str, dict]]:
    fronts = {e["id"]: e for e in manifest["pieces"] if e["side"] == "front"}
    backs = {e["id"]: e for e in manifest["pieces"] if e["side"] == "back"}
    return fronts, backs


def _mm(points: float) -> float:
    return points / PT_PER_MM


def _close(a: list[float], b: list[float]) -> bool:
    return all(abs(p - q) <= TOL for p, q in zip(a, b, strict=True))


def test_parts_cover_the_board_with_the_fewest_sheets(printed):
    _, manifest = printed
    fronts, _ = _sides(manifest)
    paper = PAPERS[manifest["paper"]]
    regions = [Box(*e["region"]) for e in fronts.values()]
    for x, y in itertools.product(range(0, int(BOARD) + 1, 5), repeat=2):
        assert any(r.contains(x, y) for r in regions), f"({x}, {y}) mm of the board is missing"
    cols = len({r.x for r in regions})
    rows = len({r.y for r in regions})
    assert cols * rows == len(regions)
    room = Size(paper.width - 2 * PRINTER_MARGIN, paper.height - 2 * PRINTER_MARGIN)
    for r in regions:
        assert r.width <= room.width + 1e-6 and r.height <= room.height + 1e-6
    if cols > 1:
        assert BOARD / (cols - 1) + (DATA.glue_strip if cols > 2 else 0) > room.width
    if rows > 1:
        assert BOARD / (rows - 1) + (DATA.glue_strip if rows > 2 else 0) > room.height


def test_neighbouring_parts_overlap_by_the_glue_strip(printed):
    _, manifest = printed
    fronts, _ = _sides(manifest)
    regions = [Box(*e["region"]) for e in fronts.values()]
    pairs = 0
    for a, b in itertools.permutations(regions, 2):
        same_row = abs(a.y - b.y) <= TOL and abs(a.height - b.height) <= TOL
        same_col = abs(a.x - b.x) <= TOL and abs(a.width - b.width) <= TOL
        if same_row and a.x < b.x < a.right:
            assert a.right - b.x == pytest.approx(DATA.glue_strip, abs=TOL)
            pairs += 1
        if same_col and a.y < b.y < a.top:
            assert a.top - b.y == pytest.approx(DATA.glue_strip, abs=TOL)
            pairs += 1
    cols, rows = len({r.x for r in regions}), len({r.y for r in regions})
    assert pairs == (cols - 1) * rows + (rows - 1) * cols


def test_fronts_in_the_pdf_match_the_manifest_and_crop_marks_keep_clear(printed):
    pdf, manifest = printed
    paper = PAPERS[manifest["paper"]]
    pages = read_pages(pdf)
    for entry in manifest["pieces"]:
        page = pages[entry["page"] - 1]
        (face,) = page.faces
        trim = Box(*entry["trim"])
        assert face.origin == pytest.approx((trim.x, trim.y), abs=TOL)
        assert _close(face.bleed.as_list(), entry["bleed"])
        assert (trim.width, trim.height) == pytest.approx(tuple(entry["region"][2:]), abs=TOL)
        if entry["side"] == "front":
            assert any(_close(t.as_list(), trim.as_list())
                       for t in trims_from_marks(page, trim.width, trim.height))
            for x1, y1, x2, y2 in page.marks:
                for x, y in ((x1, y1), (x2, y2)):
                    assert PRINTER_MARGIN - 1e-3 <= x <= paper.width - PRINTER_MARGIN + 1e-3
                    assert PRINTER_MARGIN - 1e-3 <= y <= paper.height - PRINTER_MARGIN + 1e-3
                mid = ((x1 + x2) / 2, (y1 + y2) / 2)
                assert not trim.inset(0.05).contains(*mid, tolerance=0), "a mark on the part"
        else:
            assert not page.marks


def test_each_back_is_the_mirrored_part_of_the_8x8_board(printed):
    pdf, manifest = printed
    paper = PAPERS[manifest["paper"]]
    duplex = manifest["duplex"]
    fronts, backs = _sides(manifest)
    assert set(backs) == set(fronts)
    board = Size(BOARD, BOARD)
    for part_id, front in fronts.items():
        back = backs[part_id]
        assert (front["face"], back["face"]) == ("7x7", "8x8")
        assert back["page"] == front["page"] + 1
        assert _close(back["trim"], mirror(Box(*front["trim"]), paper, duplex).as_list())
        region = Box(*front["region"])
        assert _close(back["region"], mirror(region, board, duplex).as_list())
        if duplex == "long" and region.x == 0:   # the left part's back is the board's right
            assert back["region"][0] + back["region"][2] == pytest.approx(BOARD, abs=TOL)
        if duplex == "short" and region.y == 0:  # the bottom part's back is the board's top
            assert back["region"][1] + back["region"][3] == pytest.approx(BOARD, abs=TOL)
    pages = read_pages(pdf)
    for front in fronts.values():
        size = tuple(front["trim"][2:])
        assert back_misalignments(pages[front["page"] - 1], pages[front["page"]], size,
                                  duplex) == []


def test_board_squares_are_tile_sized_and_a1_is_dark(printed, tmp_path):
    pdf, manifest = printed
    _, tiles = _print(tmp_path, "tiles", paper=manifest["paper"], duplex="none")
    tile_sizes = {tuple(e["trim"][2:]) for e in tiles["pieces"]}
    (tile,) = {(round(w, 1), round(h, 1)) for w, h in tile_sizes}
    assert tile[0] == tile[1]
    found_front, found_back = set(), set()
    line_colour = tuple(round(c, 3) for c in HexColor(FRONT_LINE).rgb())
    dark_colour = tuple(round(c, 3) for c in HexColor(BACK_DARK).rgb())
    with pdfplumber.open(pdf) as doc:
        for entry in manifest["pieces"]:
            page = doc.pages[entry["page"] - 1]
            trim, region = Box(*entry["trim"]), Box(*entry["region"])
            dx, dy = region.x - trim.x, region.y - trim.y
            if entry["side"] == "front":
                for line in page.lines:
                    colour = tuple(round(c, 3) for c in line["stroking_color"] or ())
                    if colour == line_colour and abs(line["x0"] - line["x1"]) < 1e-3:
                        found_front.add(round(_mm(line["x0"]) + dx, 1))
            else:
                for rect in page.rects:
                    colour = tuple(round(c, 3) for c in rect["non_stroking_color"] or ())
                    if rect["fill"] and colour == dark_colour:
                        x, y = _mm(rect["x0"]) + dx, _mm(rect["y0"]) + dy
                        found_back.add((round(x, 1), round(y, 1), round(_mm(rect["width"]), 1)))
    border = DATA.board_border
    assert sorted(found_front) == pytest.approx([border + k * tile[0] for k in range(1, 7)],
                                                abs=TOL)
    cell = (BOARD - 2 * border) / 8
    expected = {(f, r) for f in range(8) for r in range(8) if (f + r) % 2 == 0}
    squares = set()
    for x, y, width in found_back:
        assert width == pytest.approx(cell, abs=TOL)
        file, rank = round((x - border) / cell), round((y - border) / cell)
        assert x == pytest.approx(border + file * cell, abs=TOL)
        assert y == pytest.approx(border + rank * cell, abs=TOL)
        squares.add((file, rank))
    assert squares == expected   # includes (0, 0): a1 is dark


def test_duplex_none_prints_fronts_only_and_back_offset_moves_backs_only(tmp_path):
    _, simplex = _print(tmp_path / "none", duplex="none")
    assert {e["side"] for e in simplex["pieces"]} == {"front"}
    _, plain = _print(tmp_path / "plain")
    _, shifted = _print(tmp_path / "shifted", back_offset=(1.0, -0.5))
    for a, b in zip(plain["pieces"], shifted["pieces"], strict=True):
        dx, dy = (1.0, -0.5) if a["side"] == "back" else (0.0, 0.0)
        assert _close(b["trim"], Box(*a["trim"]).shifted(dx, dy).as_list())
        assert b["region"] == a["region"]


def test_both_languages_and_embedded_fonts(printed):
    from pypdf import PdfReader
    pdf, manifest = printed
    total = len(_sides(manifest)[0])
    text = " ".join(p.extract_text() for p in PdfReader(str(pdf)).pages)
    edge = {"es": {"long": "largo", "short": "corto"},
            "en": {"long": "long", "short": "short"}}
    lang = manifest["lang"]
    words = {"es": (f"parte 1 de {total}", "Reverso: tablero PokerDrez", "pegar debajo",
                    f"borde {edge['es'][manifest['duplex']]}"),
             "en": (f"part 1 of {total}", "Back: PokerDrez", "glue under part",
                    f"the {edge['en'][manifest['duplex']]} edge")}
    assert all(w in text for w in words[lang])
    assert not any(w in text for w in words["en" if lang == "es" else "es"])
    report = fonts_report(pdf)
    assert report and all(embedded for _, embedded in report)
