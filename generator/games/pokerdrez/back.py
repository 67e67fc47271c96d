"""The shared back of the PokerDrez deck (mm on the card, type in pt).

A night-blue chequerboard runs into the bleed; a gold-framed panel carries a ring of the nine
number colours round a small chessboard, and the title above and (turned) below it. Every
element is centred on the card and repeated or built so the back is the same under a 180°
turn: how a card lies never shows which way its front faces.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.geometry import mm_from_pt
from generator.ink import FULL, SAVER, light_tint
from generator.pieces import Draw, Frame, as_form

NIGHT = "#1B2140"
NIGHT_LIGHT = "#273060"
GOLD = "#D9B560"
SQUARE = 4.5                 # chequerboard square (mm)
FRAME_INSET = 5.6            # gold frame, from the trim (mm)
RING_OUTER, RING_INNER = 14.6, 11.0
BOARD = 4                    # squares per side of the central board (even: turn-symmetric)
TITLE_PT = 12.5
#: Ink saver: the outer frame line's inset from the trim (mm), the chequer's two tints of the
#: night blue, and the ring's inner radius (mm).
SAVER_OUTER = 2.6
SAVER_SQUARE_TINTS = (0.94, 0.86)
SAVER_RING_INNER = 12.6


@dataclass(frozen=True)
class _Look:
    """The back's colours: chequer squares, panel, lines, title; the ring's inner radius."""

    squares: tuple[str, str]
    panel: str
    line: str
    title: str
    ring_inner: float


_LOOKS = {
    FULL: _Look((NIGHT, NIGHT_LIGHT), NIGHT, GOLD, GOLD, RING_INNER),
    SAVER: _Look(tuple(light_tint(NIGHT, t) for t in SAVER_SQUARE_TINTS), "#FFFFFF", NIGHT,
                 NIGHT, SAVER_RING_INNER),
}


def back_draw(title: str, colours: Sequence[str], ink: str = FULL) -> Draw:
    """The back in ``ink`` mode: ``title`` (printed twice, once turned) and a ring of
    ``colours`` ('#rrggbb').

    The back is written into each PDF once, as a form, and reused for every card.
    """
    key = "|".join((title, *colours) if ink == FULL else (title, *colours, ink))
    return as_form("pokerdrez-back", key,
                   lambda canvas, frame: _paint(canvas, frame, title, colours, ink))


def _paint(canvas: Canvas, frame: Frame, title: str, colours: Sequence[str], ink: str) -> None:
    look = _LOOKS[ink]
    cx, cy = frame.width / 2, frame.height / 2
    _chequers(canvas, frame, cx, cy, look, ink == SAVER)
    inset = FRAME_INSET
    canvas.setFillColor(HexColor(look.panel))
    canvas.setStrokeColor(HexColor(look.line))
    canvas.setLineWidth(0.55)
    canvas.roundRect(inset, inset, frame.width - 2 * inset, frame.height - 2 * inset, 2.4,
                     stroke=1, fill=1)
    canvas.setLineWidth(0.22)
    inner = inset + 1.3
    canvas.roundRect(inner, inner, frame.width - 2 * inner, frame.height - 2 * inner, 1.6,
                     stroke=1, fill=0)
    _ring(canvas, cx, cy, colours, look.ring_inner)
    _board(canvas, cx, cy)
    for turn in (0, 180):
        canvas.saveState()
        canvas.translate(cx, cy)
        canvas.rotate(turn)
        _title(canvas, title, frame, look.title)
        canvas.restoreState()


def _chequers(canvas: Canvas, frame: Frame, cx: float, cy: float, look: _Look,
              saver: bool) -> None:
    """The chequer over the whole bleed box (ink saver: inside a frame line ``SAVER_OUTER`` mm
    inside the trim); grid lines through the centre keep the pattern the same under a 180°
    turn."""
    bleed = frame.bleed_box
    if saver:
        canvas.saveState()
        area = canvas.beginPath()
        area.roundRect(SAVER_OUTER, SAVER_OUTER, frame.width - 2 * SAVER_OUTER,
                       frame.height - 2 * SAVER_OUTER, 2.4)
        canvas.clipPath(area, stroke=0, fill=0)
    canvas.setFillColor(HexColor(look.squares[0]))
    canvas.rect(bleed.x, bleed.y, bleed.width, bleed.height, stroke=0, fill=1)
    canvas.setFillColor(HexColor(look.squares[1]))
    path = canvas.beginPath()
    i0 = math.floor((bleed.x - cx) / SQUARE)
    i1 = math.ceil((bleed.right - cx) / SQUARE)
    j0 = math.floor((bleed.y - cy) / SQUARE)
    j1 = math.ceil((bleed.top - cy) / SQUARE)
    for i in range(i0, i1):
        for j in range(j0, j1):
            if (i + j) % 2 == 0:
                path.rect(cx + i * SQUARE, cy + j * SQUARE, SQUARE, SQUARE)
    canvas.drawPath(path, stroke=0, fill=1)
    if saver:
        canvas.restoreState()
        canvas.setStrokeColor(HexColor(look.line))
        canvas.setLineWidth(0.5)
        canvas.roundRect(SAVER_OUTER, SAVER_OUTER, frame.width - 2 * SAVER_OUTER,
                         frame.height - 2 * SAVER_OUTER, 2.4, stroke=1, fill=0)


def _ring(canvas: Canvas, cx: float, cy: float, colours: Sequence[str], inner: float) -> None:
    """The number colours twice round a ring from radius ``inner`` to ``RING_OUTER`` (segment
    k and k + n face each other, same colour), with gold rims."""
    count = 2 * len(colours)
    step = 360.0 / count
    for k in range(count):
        a0 = 90 + k * step
        path = canvas.beginPath()
        path.arc(cx - RING_OUTER, cy - RING_OUTER, cx + RING_OUTER, cy + RING_OUTER, a0, step)
        path.arcTo(cx - inner, cy - inner, cx + inner, cy + inner, a0 + step, -step)
        path.close()
        canvas.setFillColor(HexColor(colours[k % len(colours)]))
        canvas.drawPath(path, stroke=0, fill=1)
    canvas.setStrokeColor(HexColor(GOLD))
    canvas.setLineWidth(0.5)
    canvas.circle(cx, cy, RING_OUTER, stroke=1, fill=0)
    canvas.circle(cx, cy, inner, stroke=1, fill=0)
    canvas.setLineWidth(0.22)
    canvas.circle(cx, cy, RING_OUTER + 1.2, stroke=1, fill=0)


def _board(canvas: Canvas, cx: float, cy: float) -> None:
    """A small gold-and-night chessboard standing on a corner in the ring."""
    side = (RING_INNER - 1.6) * math.sqrt(2)
    square = side / BOARD
    canvas.saveState()
    canvas.translate(cx, cy)
    canvas.rotate(45)
    canvas.setFillColor(HexColor(GOLD))
    path = canvas.beginPath()
    for i in range(BOARD):
        for j in range(BOARD):
            if (i + j) % 2 == 0:
                path.rect(-side / 2 + i * square, -side / 2 + j * square, square, square)
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.setStrokeColor(HexColor(GOLD))
    canvas.setLineWidth(0.35)
    canvas.rect(-side / 2, -side / 2, side, side, stroke=1, fill=0)
    canvas.restoreState()


def _title(canvas: Canvas, title: str, frame: Frame, colour: str) -> None:
    """The title in ``colour``, tracked capitals, centred between the ring and the upper frame
    (origin at the card's centre)."""
    size = mm_from_pt(TITLE_PT)
    text = title.upper()
    tracking = 0.18 * size
    width = fonts.text_width(text, fonts.SANS_BLACK, size) + tracking * (len(text) - 1)
    room = frame.width - 2 * (FRAME_INSET + 4.0)
    if width > room:
        size *= room / width
        tracking, width = 0.18 * size, room
    top_room = frame.height / 2 - FRAME_INSET
    y = (RING_OUTER + 1.2 + top_room) / 2 - size * 0.33
    canvas.setFont(fonts.SANS_BLACK, size)
    canvas.setFillColor(HexColor(colour))
    canvas.drawCentredString(0, y, text, charSpace=tracking)
    canvas.setStrokeColor(HexColor(colour))
    canvas.setLineWidth(0.22)
    for sign in (-1, 1):
        x0 = sign * (width / 2 + 2.5)
        canvas.line(x0, y + size * 0.33, x0 + sign * 4.0, y + size * 0.33)
