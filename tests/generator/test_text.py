"""Shrink-to-fit text: smaller when needed, an error naming the piece when it cannot fit."""

from __future__ import annotations

import pytest
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.geometry import Box
from generator.text import TextOverflow, Type, draw_line, fit_text, plain


@pytest.fixture
def canvas(tmp_path):
    return Canvas(str(tmp_path / "t.pdf"))


def test_text_that_fits_keeps_its_size(canvas):
    assert fit_text(canvas, "Plan", Box(0, 0, 40, 20), Type(fonts.SANS, 10), where="c") == 10


def test_text_shrinks_before_it_overflows(canvas):
    words = plain("The general secretary proposes one of the three ministries. " * 3)
    size = fit_text(canvas, words, Box(0, 0, 40, 22), Type(fonts.SANS, 10, min_size=5), where="c")
    assert 5 <= size < 10


def test_overflow_names_the_piece(canvas):
    with pytest.raises(TextOverflow, match="card beria/victory"):
        fit_text(canvas, plain("word " * 200), Box(0, 0, 30, 10), Type(fonts.SANS, 10),
                 where="card beria/victory")


def test_a_word_wider_than_its_box_is_an_overflow_not_a_broken_word(canvas):
    with pytest.raises(TextOverflow, match="title"):
        fit_text(canvas, "INDUSTRIALIZACIÓN", Box(0, 0, 12, 30), Type(fonts.SANS_BOLD, 12),
                 where="title")


def test_a_single_line_shrinks_to_its_width_or_fails(canvas):
    draw_line(canvas, "MINISTRY OF DEFENCE", 0, 0, fonts.SANS_BOLD, 12, max_width=40, where="m")
    with pytest.raises(TextOverflow, match=r"wider than 10\.0 mm"):
        draw_line(canvas, "MINISTRY OF DEFENCE", 0, 0, fonts.SANS_BOLD, 12, max_width=10,
                  where="m")
