"""NeuroDrez tiles: 6 colours × 6 surfaces, tile-sized trims read from the PDF, hidden backs."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from generator.games import neurodrez
from generator.games.neurodrez.data import load_data
from generator.games.neurodrez.tiles import tile_pieces
from generator.pieces import Frame
from tapete_testing.pdfgeometry import (
    back_misalignments,
    fonts_report,
    read_pages,
    trims_from_marks,
)
from tapete_testing.printing import print_and_read

TOL = 0.1
DATA = load_data()


@pytest.fixture(scope="module", params=[("a4", "es", "long", "shared-cut"),
                                        ("letter", "en", "short", "gapped")])
def printed(request, tmp_path_factory) -> tuple[Path, dict]:
    paper, lang, duplex, layout = request.param
    out = tmp_path_factory.mktemp(f"tiles-{paper}-{lang}")
    return print_and_read(neurodrez.GAME, "tiles", out, paper=paper, lang=lang, duplex=duplex,
                          layout=layout)


def test_one_tile_of_each_colour_and_surface_each_with_a_back(printed):
    _, manifest = printed
    fronts = sorted(e["id"] for e in manifest["pieces"] if e["side"] == "front")
    backs = sorted(e["id"] for e in manifest["pieces"] if e["side"] == "back")
    expected = sorted(f"tile-{c.id}-{s.id}" for c, s in itertools.product(DATA.colours,
                                                                          DATA.surfaces))
    assert fronts == backs == expected
    assert len(expected) == 36


def test_tile_trims_in_the_pdf_are_tile_sized_and_backs_aligned(printed):
    pdf, manifest = printed
    pages = read_pages(pdf)
    by_page: dict[int, list[dict]] = {}
    for entry in manifest["pieces"]:
        by_page.setdefault(entry["page"], []).append(entry)
        assert entry["trim"][2:] == pytest.approx([DATA.tile, DATA.tile], abs=TOL)
    for number, entries in by_page.items():
        page = pages[number - 1]
        origins = sorted(f.origin for f in page.faces)
        trims = sorted((e["trim"][0], e["trim"][1]) for e in entries)
        assert len(origins) == len(trims)
        for origin, trim in zip(origins, trims, strict=True):
            assert origin == pytest.approx(trim, abs=TOL)
        if entries[0]["side"] == "front":
            from_marks = trims_from_marks(page, DATA.tile, DATA.tile)
            for x, y in trims:
                assert any(abs(b.x - x) <= TOL and abs(b.y - y) <= TOL for b in from_marks)
            back = pages[number]
            assert back_misalignments(page, back, (DATA.tile, DATA.tile),
                                      manifest["duplex"]) == []


def test_every_back_is_the_same_so_dealt_tiles_stay_hidden(tmp_path):
    streams = set()
    for piece in tile_pieces("es")[:: 7]:
        canvas = Canvas(str(tmp_path / f"{piece.id}.pdf"), invariant=1, pageCompression=0)
        piece.back(canvas, Frame(DATA.tile, DATA.tile, 3.0))
        canvas.showPage()
        streams.add(canvas.getpdfdata().split(b"stream", 2)[1])
    assert len(streams) == 1


def test_names_in_the_chosen_language_and_fonts_embedded(printed):
    pdf, manifest = printed
    lang = manifest["lang"]
    other = "en" if lang == "es" else "es"
    words = set(" ".join(page.extract_text() for page in PdfReader(str(pdf)).pages).split())
    for item in (*DATA.colours, *DATA.surfaces):
        assert item.name.get(lang).upper() in words
    missing = [i.name.get(other).upper() for i in (*DATA.colours, *DATA.surfaces)
               if i.name.get(other) != i.name.get(lang)]
    assert missing and not words.intersection(missing)
    report = fonts_report(pdf)
    assert report and all(embedded for _, embedded in report)
    assert not any(name.lstrip("/").split("+")[-1].startswith(("Helvetica", "Times", "Courier"))
                   for name, _ in report)
