"""The look of Politburó, lucha de poder: a 1920s Soviet poster palette and its shapes.

Flat inks on cream paper (red, black, gold), five-pointed stars, sunbursts and diagonal bands,
heavy sans capitals. Everything is drawn in the millimetre canvas of ``generator.pieces``: the
origin is the trim's lower-left corner and backgrounds reach ``frame.bleed`` beyond the trim.

Ink saver (``generator.ink``): white paper instead of cream and of every coloured field, a thin
frame line in the card's colour inside the trim, a coloured rule where a band's lower edge runs,
icons and numbers in the card's colour, text in ink; nothing reaches into the bleed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from generator import pieces
from generator.art.shapes import polygon_path, star_path
from generator.ink import FRAME_INSET
from generator.pieces import Draw, Frame

PAPER = HexColor("#F3E9D2")
WHITE = HexColor("#FFFFFF")
INK = HexColor("#1F1B18")
RED = HexColor("#C4261D")
GOLD = HexColor("#E0AC22")
ICE = HexColor("#B9CCD6")


@dataclass(frozen=True)
class Style:
    """One kind of card's look: ``colour`` of the field, ``ink`` for text and icon on it."""

    colour: Color
    ink: Color
    icon: str


def shade(colour: Color, factor: float) -> Color:
    """``colour`` darkened (factor < 1) or lightened towards white (factor > 1)."""
    if factor <= 1:
        return Color(colour.red * factor, colour.green * factor, colour.blue * factor)
    mix = factor - 1
    return Color(*(c + (1 - c) * mix for c in (colour.red, colour.green, colour.blue)))


def is_dark(colour: Color) -> bool:
    """True for colours dark enough to carry light text (relative luminance below 0.35)."""
    return 0.2126 * colour.red + 0.7152 * colour.green + 0.0722 * colour.blue < 0.35


def on_white(colour: Color) -> Color:
    """``colour`` for lines and lettering on white paper: itself when dark, else a darker
    shade of it (a gold or an orange number would not read on white)."""
    return colour if is_dark(colour) else shade(colour, 0.62)


def fill_bleed(c: Canvas, frame: Frame, colour: Color) -> None:
    """Fill the whole face, bleed included, with ``colour``."""
    box = frame.bleed_box
    c.setFillColor(colour)
    c.rect(box.x, box.y, box.width, box.height, stroke=0, fill=1)


def star(c: Canvas, cx: float, cy: float, radius: float, fill: Color,
         outline: Color | None = None, outline_width: float = 0.4) -> None:
    """A five-pointed star (vector), optionally outlined ``outline_width`` mm."""
    c.saveState()
    c.setFillColor(fill)
    if outline is not None:
        c.setStrokeColor(outline)
        c.setLineWidth(outline_width)
        c.setLineJoin(1)
    c.drawPath(star_path(c, cx, cy, radius), stroke=int(outline is not None), fill=1)
    c.restoreState()


def sunburst(c: Canvas, cx: float, cy: float, reach: float, colour: Color, rays: int = 16,
             turn: float = 0.0) -> None:
    """Alternate wedges of ``colour`` radiating from ``(cx, cy)`` out to ``reach`` mm."""
    c.saveState()
    c.setFillColor(colour)
    step = 2 * math.pi / (2 * rays)
    for i in range(rays):
        a0 = math.radians(turn) + 2 * i * step
        wedge = [(cx, cy), (cx + reach * math.cos(a0), cy + reach * math.sin(a0)),
                 (cx + reach * math.cos(a0 + step), cy + reach * math.sin(a0 + step))]
        c.drawPath(polygon_path(c, wedge), stroke=0, fill=1)
    c.restoreState()


def band(c: Canvas, frame: Frame, y: float, height: float, colour: Color,
         slant: float = 0.0) -> None:
    """A band across the whole face (bleed included) from ``y`` up ``height`` mm.

    ``slant`` raises the right end by that many mm (a diagonal band).
    """
    box = frame.bleed_box
    c.setFillColor(colour)
    c.drawPath(polygon_path(c, [(box.x, y), (box.right, y + slant),
                                (box.right, y + slant + height), (box.x, y + height)]),
               stroke=0, fill=1)


def band_rule(c: Canvas, frame: Frame, y: float, colour: Color, slant: float = 0.0,
              width: float = 1.0) -> None:
    """Ink saver's band: a line where the lower edge of ``band(c, frame, y, …, slant)`` runs,
    between the frame lines (``generator.ink.FRAME_INSET`` mm inside the trim)."""
    box = frame.bleed_box

    def edge(x: float) -> float:
        return y + slant * (x - box.x) / box.width

    left, right = FRAME_INSET, frame.width - FRAME_INSET
    c.saveState()
    c.setStrokeColor(colour)
    c.setLineWidth(width)
    c.line(left, edge(left), right, edge(right))
    c.restoreState()


def clip_rect(c: Canvas, x: float, y: float, width: float, height: float) -> None:
    """Clip further drawing to a rectangle (call inside saveState/restoreState)."""
    path = c.beginPath()
    path.rect(x, y, width, height)
    c.clipPath(path, stroke=0, fill=0)


def panel(c: Canvas, x: float, y: float, width: float, height: float, fill: Color,
          border: Color | None = None, border_width: float = 0.35, radius: float = 1.2) -> None:
    """A rounded panel (mm), optionally outlined."""
    c.saveState()
    c.setFillColor(fill)
    if border is not None:
        c.setStrokeColor(border)
        c.setLineWidth(border_width)
    c.roundRect(x, y, width, height, radius, stroke=int(border is not None), fill=1)
    c.restoreState()


def disc(c: Canvas, cx: float, cy: float, radius: float, fill: Color,
         ring: Color | None = None, ring_width: float = 0.5) -> None:
    """A filled circle, optionally ringed ``ring_width`` mm."""
    c.saveState()
    c.setFillColor(fill)
    if ring is not None:
        c.setStrokeColor(ring)
        c.setLineWidth(ring_width)
    c.circle(cx, cy, radius, stroke=int(ring is not None), fill=1)
    c.restoreState()


def as_form(key: str, draw: Draw) -> Draw:
    """``draw`` as a lucha form reused for every copy (``generator.pieces.as_form``); ``key``
    unique among lucha designs, e.g. the card id."""
    return pieces.as_form("lucha", key, draw)
