"""NeuroDrez tokens: counts per colour, sizes, one sheet, mirrored backs, covering the circle."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from pypdf import PdfReader

from generator.games import neurodrez
from generator.games.neurodrez.data import load_data
from generator.games.neurodrez.tiles import CIRCLE_RING, circle_radius
from generator.geometry import PAPERS, PRINTER_MARGIN, Box
from generator.imposition import mirror
from tapete_testing.pdfgeometry import fonts_report, read_pages
from tapete_testing.printing import print_and_read

TOL = 0.1
DATA = load_data()


def _print(out: Path, **options) -> tuple[Path, dict]:
    return print_and_read(neurodrez.GAME, "tokens", out, **options)


@pytest.fixture(scope="module", params=[("a4", "es", "long"), ("letter", "en", "short")])
def printed(request, tmp_path_factory) -> tuple[Path, dict]:
    paper, lang, duplex = request.param
    return _print(tmp_path_factory.mktemp(f"tokens-{paper}"), paper=paper, lang=lang,
                  duplex=duplex)


def test_counts_per_colour_and_limit_tokens(printed):
    _, manifest = printed
    fronts = [e for e in manifest["pieces"] if e["side"] == "front"]
    per_colour = Counter(e["colour"] for e in fronts if e["kind"] == "ownership")
    assert per_colour == {c.id: DATA.ownership.count for c in DATA.colours}
    assert DATA.ownership.count == 12   # the issue: 12 per colour, said so in the booklet
    assert sum(e["kind"] == "limit" for e in fronts) == DATA.limit.count == 10
    assert len({e["id"] for e in fronts}) == len(fronts)


def test_sizes_spacing_and_paper_margins(printed):
    _, manifest = printed
    paper = PAPERS[manifest["paper"]]
    fronts = [e for e in manifest["pieces"] if e["side"] == "front"]
    trims = [Box(*e["trim"]) for e in fronts]
    for entry, trim in zip(fronts, trims, strict=True):
        diameter = DATA.ownership.diameter if entry["kind"] == "ownership" else \
            DATA.limit.diameter
        assert (trim.width, trim.height) == pytest.approx((diameter, diameter), abs=TOL)
        assert trim.x >= PRINTER_MARGIN - 1e-6 and trim.right <= paper.width - PRINTER_MARGIN
        assert trim.y >= PRINTER_MARGIN - 1e-6 and trim.top <= paper.height - PRINTER_MARGIN
        bleed = Box(*entry["bleed"])
        assert bleed.x >= 0 and bleed.right <= paper.width
    for i, a in enumerate(trims):
        for b in trims[i + 1:]:
            # cut circles keep at least 1.5 mm apart (the tokens are their inscribed circles)
            centre = ((a.x + a.width / 2) - (b.x + b.width / 2),
                      (a.y + a.height / 2) - (b.y + b.height / 2))
            gap = (centre[0] ** 2 + centre[1] ** 2) ** 0.5 - (a.width + b.width) / 2
            assert gap >= 1.5 - 1e-6


def test_all_tokens_fit_one_sheet_and_backs_mirror_fronts(printed):
    pdf, manifest = printed
    paper = PAPERS[manifest["paper"]]
    duplex = manifest["duplex"]
    assert {e["page"] for e in manifest["pieces"]} == {1, 2}
    fronts = {e["id"]: e for e in manifest["pieces"] if e["side"] == "front"}
    backs = {e["id"]: e for e in manifest["pieces"] if e["side"] == "back"}
    assert set(fronts) == set(backs)
    for token_id, front in fronts.items():
        expected = mirror(Box(*front["trim"]), paper, duplex)
        assert backs[token_id]["trim"] == pytest.approx(expected.as_list(), abs=TOL)
    pages = read_pages(pdf)
    for entry in manifest["pieces"]:
        page = pages[entry["page"] - 1]
        assert any(f.origin == pytest.approx(tuple(entry["trim"][:2]), abs=TOL)
                   for f in page.faces), entry["id"]
    assert not pages[0].marks and not pages[1].marks   # the cut circle is the cut line


def test_an_ownership_token_covers_a_tiles_colour_circle():
    assert DATA.ownership.diameter / 2 >= circle_radius(DATA) + CIRCLE_RING + 0.5


def test_simplex_prints_fronts_only(tmp_path):
    _, manifest = _print(tmp_path, duplex="none")
    assert {e["side"] for e in manifest["pieces"]} == {"front"}
    assert {e["page"] for e in manifest["pieces"]} == {1}


def test_language_and_embedded_fonts(printed):
    pdf, manifest = printed
    text = PdfReader(str(pdf)).pages[0].extract_text()
    lang = manifest["lang"]
    expected = {"es": ("Fichas de propiedad", "LÍMITE", "12 fichas"),
                "en": ("Ownership tokens", "LIMIT", "12 ownership tokens")}
    assert all(w in text for w in expected[lang])
    assert not any(w in text for w in expected["en" if lang == "es" else "es"][:1])
    report = fonts_report(pdf)
    assert report and all(embedded for _, embedded in report)
