"""The PDFium text reader of the tests (tapete_testing.pdftext) gives pdfplumber's font boxes:
on a page with upright, scaled, turned and raised text in the project's fonts, every visible
character has pdfplumber's text, box, font, size and uprightness, a word's box runs from where
it was drawn for its advance width (not its ink: ``f``, ``j`` and accents overhang it), and the
text within a box is what pdfplumber extracts there."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from tapete_testing.pdftext import page_texts, read_text_pages, text_within

WORD = "fjord ñandú"


def _sample(path: Path) -> Path:
    """One A5 page: the word upright in three faces, halved by the CTM, turned a quarter and a
    half, and raised 3 pt."""
    fonts.register()
    canvas = Canvas(str(path), pagesize=(420, 595))
    for y, face in ((550, fonts.SERIF), (520, fonts.SANS_BLACK), (490, fonts.SANS_ITALIC)):
        canvas.setFont(face, 14)
        canvas.drawString(40, y, WORD)
    canvas.saveState()
    canvas.translate(40, 400)
    canvas.scale(0.5, 0.5)
    canvas.setFont(fonts.SANS_BOLD, 20)
    canvas.drawString(0, 0, WORD)
    canvas.restoreState()
    for angle, (x, y) in ((90, (300, 200)), (180, (380, 100))):
        canvas.saveState()
        canvas.translate(x, y)
        canvas.rotate(angle)
        canvas.setFont(fonts.SANS, 12)
        canvas.drawString(0, 0, WORD)
        canvas.restoreState()
    text = canvas.beginText(40, 300)
    text.setFont(fonts.SERIF, 11)
    text.setRise(3)
    text.textOut(WORD)
    canvas.drawText(text)
    canvas.showPage()
    canvas.save()
    return path


@pytest.fixture(scope="module")
def sample(tmp_path_factory) -> Path:
    return _sample(tmp_path_factory.mktemp("pdftext") / "sample.pdf")


def test_every_visible_character_has_pdfplumbers_box_font_and_size(sample):
    [page] = read_text_pages(sample)
    with pdfplumber.open(sample) as document:
        plumbed = document.pages[0]
        expected = sorted(plumbed.chars, key=lambda c: (round(c["top"], 1), round(c["x0"], 1)))
        size = (plumbed.width, plumbed.height)
    read = sorted(page.chars, key=lambda c: (round(c.top, 1), round(c.x0, 1)))
    assert (page.width, page.height) == pytest.approx(size)
    assert len(read) == len(expected) == 7 * len(WORD)
    for mine, theirs in zip(read, expected, strict=True):
        assert mine.text == theirs["text"]
        assert mine.fontname == theirs["fontname"].split("+")[-1]
        assert mine.upright == theirs["upright"]
        assert (mine.x0, mine.x1, mine.top, mine.bottom, mine.size) == pytest.approx(
            (theirs["x0"], theirs["x1"], theirs["top"], theirs["bottom"], theirs["size"]),
            abs=0.01), mine


def test_an_upright_words_box_is_its_advance_width_at_its_font_size(sample):
    [page] = read_text_pages(sample)
    for top_line, face in ((550, fonts.SERIF), (520, fonts.SANS_BLACK), (490, fonts.SANS_ITALIC)):
        line = [c for c in page.chars if abs(page.height - c.bottom - top_line) < 6]
        assert "".join(c.text for c in line) == WORD
        assert line[0].x0 == pytest.approx(40, abs=0.01)
        assert line[-1].x1 == pytest.approx(40 + stringWidth(WORD, face, 14), abs=0.01)
        assert {round(c.size, 2) for c in line} == {14}
        assert len({c.fontname for c in line}) == 1


#: Boxes (x0, top, x1, bottom in pt, top-down): the page, the three upright lines, the turned
#: words, and one cutting the first line's word in two.
BOXES = [(0, 0, 420, 595), (30, 30, 200, 110), (250, 300, 420, 520), (30, 30, 70, 50)]


@pytest.mark.parametrize("box", BOXES)
def test_text_within_a_box_is_pdfplumbers(sample, box):
    [page] = read_text_pages(sample)
    with pdfplumber.open(sample) as document:
        expected = document.pages[0].within_bbox(box).extract_text()
    assert text_within(page, box) == expected
    assert expected.strip()


def test_page_texts_hold_every_word_in_drawing_order(sample):
    [text] = page_texts(sample)
    assert "".join(text.split()) == "".join(WORD.split()) * 7
