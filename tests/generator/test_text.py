"""Shrink-to-fit text: smaller when needed, an error naming the piece when it cannot fit."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.geometry import Box
from generator.text import TextOverflow, Type, draw_line, fit_lines, fit_text, plain

ALIGNS = ("left", "center", "right")


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


_WORDS = ("el", "General", "Secretario", "propone", "uno", "de", "los", "tres", "ministerios.",
          "cámbiala", "cuando", "quieras", "PokerDrez,", "a", "rival.")


@settings(max_examples=60)
@given(words=st.lists(st.sampled_from(_WORDS), min_size=1, max_size=40),
       width=st.floats(20, 60), height=st.floats(6, 30), align=st.sampled_from(ALIGNS))
def test_plain_lines_fit_as_the_paragraph_of_the_same_text_does(words, width, height, align):
    """fit_lines (no platypus) picks the size fit_text's paragraph picks, or fails with it."""
    text, box = " ".join(words), Box(0, 0, width, height)
    style = Type(fonts.SANS, 9, min_size=6, align=align)
    canvas = Canvas("unused.pdf")
    try:
        expected = fit_text(canvas, plain(text), box, style, where="p")
    except TextOverflow:
        with pytest.raises(TextOverflow, match="p: text does not fit"):
            fit_lines(canvas, text, box, style, where="p")
    else:
        assert fit_lines(canvas, text, box, style, where="p") == expected


def test_plain_lines_sit_on_the_paragraphs_baselines(tmp_path):
    """The same rule text set both ways gives the same words at the same places."""
    text = "En PokerDrez, cámbiala cuando quieras por una carta del mazo o de la mano del rival."
    places = []
    for fit, words in ((fit_text, plain(text)), (fit_lines, text)):
        path = tmp_path / f"{fit.__name__}.pdf"
        canvas = Canvas(str(path), pagesize=(200, 200))
        fit(canvas, words, Box(10, 10, 60, 40), Type(fonts.SANS, 8), where="r", valign="middle")
        canvas.save()
        bbox = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True,
                              text=True, check=True).stdout
        places.append([(round(float(x), 2), round(float(y), 2), word) for x, y, word in
                       re.findall(r'xMin="([\d.]+)" yMin="([\d.]+)".*?>([^<]+)</word>', bbox)])
    assert len(places[0]) == len(text.split())
    assert places[0] == places[1]


def test_the_deck_prints_without_platypus(tmp_path):
    """Plain card texts need no paragraph engine: the deck's print never imports it."""
    code = ("import contextlib, io, sys\n"
            "from generator import cli\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            f"    assert cli.main(['pokerdrez', 'deck', '--out', {str(tmp_path)!r}]) == 0\n"
            "print(sorted(m for m in sys.modules if m.startswith('reportlab.platypus')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "[]"
