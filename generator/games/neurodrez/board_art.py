"""The two faces of the NeuroDrez board, drawn whole in board millimetres (origin at the board's
lower-left corner, y up); ``board`` cuts them into parts.

- Front: the 7×7 NeuroDrez board (seed 004, NeuroDrez: "Tablero 7x7"), one square per tile,
  with a faint checker to count squares by, and the throne (centre) and the four corners marked
  for VikingDrez, which the seed plays on this board.
- Back: the 8×8 PokerDrez board ("reversible para ser usado también en PokerDrez"): a1 dark at
  the lower left, files a–h and ranks 1–8 in the border, repeated upside down on the far sides.

Ink saver (``saver=True``): no border fill (the bleed stays white), a thin frame line in the
border's colour inside the board's edge; the front's squares white with a faint checker, the
back's light squares white and its dark squares a light tint, labels in the border's colour.
"""

from __future__ import annotations

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.art.colour import mix as mix_hex
from generator.games.neurodrez.marks import mix
from generator.geometry import mm_from_pt

FRONT_BORDER = "#33302B"
FRONT_LIGHT = "#F1EBDD"
FRONT_SHADE = "#E7DECB"
FRONT_LINE = "#A89B7E"
FRONT_MARK = "#C2B18C"
TRIM_GOLD = "#C9A962"
BACK_BORDER = "#2E2620"
BACK_LIGHT = "#EAD7B5"
BACK_DARK = "#A67B55"
BACK_LABEL = "#EADBC0"
FILES = "abcdefgh"
#: Ink saver: the frame line's inset from the board's edge and its width (mm); how far the
#: checker tones move towards white.
SAVER_FRAME_INSET = 2.0
SAVER_FRAME_WIDTH = 0.8
SAVER_SHADE = 0.55
SAVER_DARK = 0.6


def _border(canvas: Canvas, size: float, bleed: float, colour: str, saver: bool) -> None:
    """``colour`` over the whole face and its ``bleed``; ink saver: a frame line in it."""
    if saver:
        canvas.setStrokeColor(HexColor(colour))
        canvas.setLineWidth(SAVER_FRAME_WIDTH)
        inset = SAVER_FRAME_INSET
        canvas.rect(inset, inset, size - 2 * inset, size - 2 * inset, stroke=1, fill=0)
        return
    canvas.setFillColor(HexColor(colour))
    canvas.rect(-bleed, -bleed, size + 2 * bleed, size + 2 * bleed, stroke=0, fill=1)


def draw_front(canvas: Canvas, size: float, border: float, squares: int, bleed: float,
               saver: bool = False) -> None:
    """The 7×7 face over ``[0, size]²`` mm (plus ``bleed`` around): ``squares`` per side."""
    cell = (size - 2 * border) / squares
    _border(canvas, size, bleed, FRONT_BORDER, saver)
    tones = (("#FFFFFF", mix_hex(FRONT_SHADE, "#FFFFFF", SAVER_SHADE)) if saver
             else (FRONT_LIGHT, FRONT_SHADE))
    for col in range(squares):
        for row in range(squares):
            tone = tones[(col + row) % 2]
            canvas.setFillColor(HexColor(tone))
            canvas.rect(border + col * cell, border + row * cell, cell, cell, stroke=0, fill=1)
    last = squares - 1
    for col, row in ((last // 2, last // 2), (0, 0), (0, last), (last, 0), (last, last)):
        _vantage(canvas, border + col * cell, border + row * cell, cell)
    canvas.setStrokeColor(HexColor(FRONT_LINE))
    canvas.setLineWidth(0.45)
    for k in range(1, squares):
        offset = border + k * cell
        canvas.line(offset, border, offset, size - border)
        canvas.line(border, offset, size - border, offset)
    canvas.setStrokeColor(HexColor(TRIM_GOLD))
    canvas.setLineWidth(0.8)
    canvas.rect(border, border, size - 2 * border, size - 2 * border, stroke=1, fill=0)


def _vantage(canvas: Canvas, x: float, y: float, cell: float) -> None:
    """The VikingDrez mark of the throne and the corners: a double inset square."""
    canvas.saveState()
    canvas.setStrokeColor(HexColor(FRONT_MARK))
    for inset, width in ((cell * 0.1, 0.7), (cell * 0.16, 0.35)):
        canvas.setLineWidth(width)
        canvas.rect(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset, stroke=1, fill=0)
    canvas.restoreState()


def draw_back(canvas: Canvas, size: float, border: float, bleed: float,
              saver: bool = False) -> None:
    """The 8×8 PokerDrez face over ``[0, size]²`` mm (plus ``bleed`` around)."""
    cell = (size - 2 * border) / 8
    _border(canvas, size, bleed, BACK_BORDER, saver)
    dark_tone, light_tone = ((mix_hex(BACK_DARK, "#FFFFFF", SAVER_DARK), "#FFFFFF") if saver
                             else (BACK_DARK, BACK_LIGHT))
    for file in range(8):
        for rank in range(8):
            dark = (file + rank) % 2 == 0
            canvas.setFillColor(HexColor(dark_tone if dark else light_tone))
            canvas.rect(border + file * cell, border + rank * cell, cell, cell, stroke=0, fill=1)
    canvas.setStrokeColor(mix(BACK_BORDER, "#ffffff", 0.35))
    canvas.setLineWidth(0.6)
    canvas.rect(border, border, size - 2 * border, size - 2 * border, stroke=1, fill=0)
    _labels(canvas, size, border, cell, BACK_BORDER if saver else BACK_LABEL)


def _labels(canvas: Canvas, size: float, border: float, cell: float, colour: str) -> None:
    font_size = mm_from_pt(min(13.0, border * 1.6))
    canvas.setFillColor(HexColor(colour))
    canvas.setFont(fonts.SANS_SEMIBOLD, font_size)
    rise = font_size * 0.35
    for k in range(8):
        centre = border + (k + 0.5) * cell
        for x, y, angle, text in ((centre, border / 2, 0, FILES[k]),
                                  (centre, size - border / 2, 180, FILES[k]),
                                  (border / 2, centre, 0, str(k + 1)),
                                  (size - border / 2, centre, 180, str(k + 1))):
            canvas.saveState()
            canvas.translate(x, y)
            canvas.rotate(angle)
            canvas.drawCentredString(0, -rise, text)
            canvas.restoreState()
