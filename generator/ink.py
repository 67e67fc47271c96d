"""Ink modes: how much ink a print spends (``tapete-print --ink full|saver``).

- ``full`` (the default): the games' full-colour look, backgrounds and frames running into the
  bleed.
- ``saver``: white faces and backs; colour only where it tells something (a figure, a number, a
  thin frame or band in a card's colour), never over the bleed (it stays white, so a miscut
  shows no colour edge); dark text; boards and tiles drawn as outlines with light tints; backs
  keep a pattern light enough that duplex show-through does not matter. Geometry, ids and one
  card per slot are the same as in ``full``.

Renderers receive the mode (``Component.pieces(lang, ink)``, ``PrintOptions.ink``) and draw
either look; the helpers here are the ones several games' ink-saver faces share. Lengths in mm.
"""

from __future__ import annotations

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from generator.art.colour import mix
from generator.pieces import Frame

FULL = "full"
SAVER = "saver"
INKS: tuple[str, ...] = (FULL, SAVER)

#: Where an ink-saver frame line runs: its middle this far inside the trim (mm), and its width.
FRAME_INSET = 2.2
FRAME_WIDTH = 0.9
#: How far a light tint moves a colour towards white.
LIGHT = 0.85


def check_ink(ink: str) -> str:
    """``ink`` itself when it is one of ``INKS``; ValueError naming the modes otherwise."""
    if ink not in INKS:
        raise ValueError(f"unknown ink mode {ink!r}; expected one of {', '.join(INKS)}")
    return ink


def light_tint(hex_colour: str, amount: float = LIGHT) -> str:
    """``hex_colour`` moved ``amount`` of the way to white ('#RRGGBB'): an ink-saver fill."""
    return mix(hex_colour, "#FFFFFF", amount)


def frame_line(canvas: Canvas, frame: Frame, colour: str | Color, *, inset: float = FRAME_INSET,
               width: float = FRAME_WIDTH, radius: float = 2.4) -> None:
    """A rounded frame line in ``colour`` whose middle runs ``inset`` mm inside the trim: the
    ink-saver stand-in for a full-bleed colour frame."""
    canvas.saveState()
    canvas.setStrokeColor(HexColor(colour) if isinstance(colour, str) else colour)
    canvas.setLineWidth(width)
    canvas.roundRect(inset, inset, frame.width - 2 * inset, frame.height - 2 * inset, radius,
                     stroke=1, fill=0)
    canvas.restoreState()
