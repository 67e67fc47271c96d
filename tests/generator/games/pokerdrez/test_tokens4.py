"""The PokerDrez for 4 piece tokens (``pokerdrez tokens4``): 64 tokens, 16 per colour with the
pieces of an army, 18 mm, inside the paper margins, not overlapping, mirrored backs."""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

import pytest

from generator.games import pokerdrez
from generator.games.pokerdrez.army_tokens import DIAMETER
from generator.geometry import PAPERS, PRINTER_MARGIN, Box
from generator.imposition import mirror
from tapete_testing.pdfgeometry import fonts_report
from tapete_testing.pdftext import page_texts
from tapete_testing.printing import print_and_read

TOL = 0.1
ARMY = {"king": 1, "queen": 1, "rook": 2, "bishop": 2, "knight": 2, "pawn": 8}


@pytest.fixture(scope="module", params=[("a4", "es", "long"), ("letter", "en", "short")])
def printed(request, tmp_path_factory) -> tuple[Path, dict]:
    paper, lang, duplex = request.param
    return print_and_read(pokerdrez.GAME, "tokens4", tmp_path_factory.mktemp(f"t4-{paper}"),
                          paper=paper, lang=lang, duplex=duplex)


def test_sixty_four_tokens_sixteen_per_army(printed) -> None:
    _, manifest = printed
    fronts = [e for e in manifest["pieces"] if e["side"] == "front"]
    assert len(fronts) == 64 == len({e["id"] for e in fronts})
    assert Counter(e["colour"] for e in fronts) == {c: 16 for c in
                                                   ("yellow", "green", "red", "blue")}
    for colour in ("yellow", "green", "red", "blue"):
        assert Counter(e["piece"] for e in fronts if e["colour"] == colour) == ARMY


def test_sizes_margins_and_no_overlap(printed) -> None:
    _, manifest = printed
    paper = PAPERS[manifest["paper"]]
    fronts = [e for e in manifest["pieces"] if e["side"] == "front"]
    assert 17 <= DIAMETER <= 19
    trims = [(e["page"], Box(*e["trim"])) for e in fronts]
    for _, trim in trims:
        assert (trim.width, trim.height) == pytest.approx((DIAMETER, DIAMETER), abs=TOL)
        assert trim.x >= PRINTER_MARGIN - 1e-6 and trim.right <= paper.width - PRINTER_MARGIN
        assert trim.y >= PRINTER_MARGIN - 1e-6 and trim.top <= paper.height - PRINTER_MARGIN
    for (pa, a), (pb, b) in itertools.combinations(trims, 2):
        if pa == pb:
            centre = ((a.x - b.x) ** 2 + (a.y - b.y) ** 2) ** 0.5
            assert centre >= DIAMETER + 1.5, "cut circles closer than the least gap"


def test_backs_are_mirrored_fronts(printed) -> None:
    _, manifest = printed
    paper = PAPERS[manifest["paper"]]
    fronts = {e["id"]: e for e in manifest["pieces"] if e["side"] == "front"}
    backs = {e["id"]: e for e in manifest["pieces"] if e["side"] == "back"}
    assert set(backs) == set(fronts)
    for piece_id, front in fronts.items():
        expected = mirror(Box(*front["trim"]), paper, manifest["duplex"]).as_list()
        assert backs[piece_id]["trim"] == pytest.approx(expected, abs=TOL)


def test_texts_and_fonts(printed) -> None:
    pdf, manifest = printed
    text = " ".join(page_texts(pdf))
    words = {"es": ("Fichas de piezas para 4", "Amarillo", "16 por color"),
             "en": ("Piece tokens for 4", "Yellow", "16 per colour")}
    assert all(w in text for w in words[manifest["lang"]])
    report = fonts_report(pdf)
    assert report and all(embedded for _, embedded in report)
