"""The PokerDrez for 4 board drawn whole in board millimetres (origin at the board's lower-left
corner, y up); ``cross_board`` cuts it into parts (seed 004 PokerDrez para 4;
docs/rules-decisions.md#pokerdrez-4 D1).

The 14×14 cross: files a–n left to right, ranks 1–14 bottom to top, the four 3×3 corners left
out (drawn in the border's colour, so the board reads as a cross) and used for the legend: the
title and the start-square note, the turn order, the pairs, and a small map of the four sides.
Each army's 16 start squares (where its captured pieces re-enter) are tinted in its colour and
carry a small icon of the piece that starts there, turned to face its owner. The start position
is the referee's (``referee.games.pokerdrez_4.army``), so print and app cannot disagree.

Ink saver (``Legend.saver``): no border fill (a frame line inside the board's edge instead), the
dark squares a light tint, start squares a lighter tint of their army's colour, lines and
lettering dark on white.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.art.colour import mix as mix_hex
from generator.art.pieces import draw_piece
from generator.games.neurodrez.board_art import BACK_BORDER, BACK_DARK, BACK_LABEL, BACK_LIGHT
from generator.games.neurodrez.data import Colour
from generator.games.neurodrez.marks import colour_disc, colour_square, mix
from generator.geometry import Box, mm_from_pt
from generator.text import Type, draw_line, fit_text, plain
from referee.games.kit.board import CROSS
from referee.games.pokerdrez_4.army import ORDER, PAIRS, start_squares

SQUARES = 14
CORNER = 3
FILES = "abcdefghijklmn"
GOLD = "#C9A962"
INK = "#1A1A1A"
#: How far a start square's tone moves toward its army's colour.
TINT = 0.42
#: The icon's share of a square's side.
ICON = 0.52
#: Each army's side, as the rotation (degrees) that turns an icon to face its owner.
FACING = {"red": 0, "yellow": 180, "blue": -90, "green": 90}
#: Ink saver: how far the dark squares move towards white, the start squares' tint, the frame
#: line's inset from the board's edge and its width (mm).
SAVER_DARK = 0.6
SAVER_TINT = 0.3
SAVER_FRAME_INSET = 2.0
SAVER_FRAME_WIDTH = 0.8


@dataclass(frozen=True)
class Legend:
    """The legend's texts in one language and the four army colours (NeuroDrez's, with their
    colour-blind patterns) by colour id of the referee (``red`` …)."""

    title: str
    start_note: str
    turns: str
    pairs: Mapping[str, str]
    pairs_title: str
    colours: Mapping[str, Colour]
    names: Mapping[str, str]
    saver: bool = False

    @property
    def lettering(self) -> str:
        """The colour of the legend's and the edges' texts."""
        return INK if self.saver else BACK_LABEL


def cell_box(border: float, cell: float, file: int, rank: int) -> Box:
    """The square ``(file, rank)`` (0-based) in board mm."""
    return Box(border + file * cell, border + rank * cell, cell, cell)


def draw_cross(canvas: Canvas, size: float, border: float, bleed: float, legend: Legend) -> None:
    """The whole board over ``[0, size]²`` mm (plus ``bleed`` around)."""
    cell = (size - 2 * border) / SQUARES
    if legend.saver:
        canvas.setStrokeColor(HexColor(BACK_BORDER))
        canvas.setLineWidth(SAVER_FRAME_WIDTH)
        inset = SAVER_FRAME_INSET
        canvas.rect(inset, inset, size - 2 * inset, size - 2 * inset, stroke=1, fill=0)
        tones, tint = (mix_hex(BACK_DARK, "#FFFFFF", SAVER_DARK), "#FFFFFF"), SAVER_TINT
    else:
        canvas.setFillColor(HexColor(BACK_BORDER))
        canvas.rect(-bleed, -bleed, size + 2 * bleed, size + 2 * bleed, stroke=0, fill=1)
        tones, tint = (BACK_DARK, BACK_LIGHT), TINT
    starts = {at: (colour, figure) for colour in ORDER
              for figure, squares in start_squares(colour).items() for at in squares}
    for file in range(SQUARES):
        for rank in range(SQUARES):
            if not CROSS.exists((file, rank)):
                continue
            box = cell_box(border, cell, file, rank)
            tone = tones[(file + rank) % 2]
            start = starts.get((file, rank))
            fill = mix(tone, legend.colours[start[0]].hex, tint) if start else HexColor(tone)
            canvas.setFillColor(fill)
            canvas.rect(box.x, box.y, box.width, box.height, stroke=0, fill=1)
            if start:
                _icon(canvas, box, legend.colours[start[0]].hex, start[1], FACING[start[0]])
    _outline(canvas, border, cell, legend.saver)
    _labels(canvas, size, border, cell, legend.lettering)
    span = CORNER * cell
    far = border + (SQUARES - CORNER) * cell
    corners: list[tuple[Box, Callable[[Canvas, Box, Legend], None]]] = [
        (Box(border, far, span, span), _title),
        (Box(far, far, span, span), _turns),
        (Box(border, border, span, span), _pairs),
        (Box(far, border, span, span), _sides),
    ]
    for box, draw in corners:
        draw(canvas, box.inset(cell * 0.25), legend)


def _icon(canvas: Canvas, box: Box, hex_colour: str, figure: str, angle: float) -> None:
    canvas.saveState()
    canvas.translate(box.x + box.width / 2, box.y + box.height / 2)
    canvas.rotate(angle)
    side = box.width * ICON
    draw_piece(canvas, figure, Box(-side / 2, -side / 2, side, side), hex_colour, INK,
               line_width=side * 0.045)
    canvas.restoreState()


def _outline(canvas: Canvas, border: float, cell: float, saver: bool) -> None:
    """Thin lines between squares and the cross's gold outline."""
    canvas.saveState()
    canvas.setStrokeColor(mix(BACK_BORDER, "#ffffff", 0.6 if saver else 0.25))
    canvas.setLineWidth(0.2)
    for file in range(SQUARES):
        for rank in range(SQUARES):
            if CROSS.exists((file, rank)):
                box = cell_box(border, cell, file, rank)
                canvas.rect(box.x, box.y, box.width, box.height, stroke=1, fill=0)
    a, b, c, d = (border + k * cell for k in (0, CORNER, SQUARES - CORNER, SQUARES))
    points = [(b, a), (c, a), (c, b), (d, b), (d, c), (c, c), (c, d), (b, d), (b, c), (a, c),
              (a, b), (b, b)]
    path = canvas.beginPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.close()
    canvas.setStrokeColor(HexColor(GOLD))
    canvas.setLineWidth(0.8)
    canvas.drawPath(path, stroke=1, fill=0)
    canvas.restoreState()


def _labels(canvas: Canvas, size: float, border: float, cell: float, colour: str) -> None:
    """Files a–n along the bottom and top, ranks 1–14 along the left and right, each read from
    the side it is on, in ``colour``."""
    font_size = mm_from_pt(min(12.0, border * 1.4))
    canvas.saveState()
    canvas.setFillColor(HexColor(colour))
    canvas.setFont(fonts.SANS_SEMIBOLD, font_size)
    rise = font_size * 0.35
    for k in range(SQUARES):
        centre = border + (k + 0.5) * cell
        for x, y, angle, text in ((centre, border / 2, 0, FILES[k]),
                                  (centre, size - border / 2, 180, FILES[k]),
                                  (border / 2, centre, -90, str(k + 1)),
                                  (size - border / 2, centre, 90, str(k + 1))):
            canvas.saveState()
            canvas.translate(x, y)
            canvas.rotate(angle)
            canvas.drawCentredString(0, -rise, text)
            canvas.restoreState()
    canvas.restoreState()


def _light(size_pt: float, colour: str) -> Type:
    return Type(fonts.SANS, size_pt, min_size=size_pt * 0.7, color=colour, align="left")


def _title(canvas: Canvas, box: Box, legend: Legend) -> None:
    heading = mm_from_pt(15) * 1.5
    canvas.setFillColor(HexColor(legend.lettering))
    draw_line(canvas, legend.title, box.x, box.top - mm_from_pt(15), fonts.SANS_BOLD, 15,
              align="left", max_width=box.width, where="board4 title")
    fit_text(canvas, plain(legend.start_note), box.grow(0, 0, 0, -heading),
             _light(9.5, legend.lettering), where="board4 start note")


def _turns(canvas: Canvas, box: Box, legend: Legend) -> None:
    line = box.height / 5.2
    canvas.setFillColor(HexColor(legend.lettering))
    draw_line(canvas, legend.turns, box.x, box.top - mm_from_pt(12), fonts.SANS_BOLD, 12,
              align="left", max_width=box.width, where="board4 turn order")
    radius = line * 0.32
    for k, colour in enumerate(ORDER):
        y = box.top - line * (k + 1.55)
        colour_disc(canvas, legend.colours[colour].hex, legend.colours[colour].pattern,
                    box.x + radius + 0.5, y, radius, ring=0.5)
        canvas.setFillColor(HexColor(legend.lettering))
        draw_line(canvas, f"{k + 1}. {legend.names[colour]}", box.x + 2 * radius + 3,
                  y - mm_from_pt(10.5) * 0.35, fonts.SANS_SEMIBOLD, 10.5, align="left",
                  max_width=box.width - 2 * radius - 3, where="board4 turn order")


def _pairs(canvas: Canvas, box: Box, legend: Legend) -> None:
    canvas.setFillColor(HexColor(legend.lettering))
    draw_line(canvas, legend.pairs_title, box.x, box.top - mm_from_pt(12), fonts.SANS_BOLD, 12,
              align="left", max_width=box.width, where="board4 pairs")
    block = (box.height - mm_from_pt(12) * 1.6) / 2
    radius = block * 0.16
    for k, (pair, colours) in enumerate(PAIRS.items()):
        top = box.top - mm_from_pt(12) * 1.6 - k * block
        canvas.setFillColor(HexColor(legend.lettering))
        draw_line(canvas, legend.pairs[pair], box.x, top - mm_from_pt(10.5), fonts.SANS_SEMIBOLD,
                  10.5, align="left", max_width=box.width, where="board4 pairs")
        y = top - mm_from_pt(10.5) * 1.4 - radius * 1.4
        for j, colour in enumerate(colours):
            x = box.x + radius + 0.5 + j * box.width / 2
            colour_disc(canvas, legend.colours[colour].hex, legend.colours[colour].pattern,
                        x, y, radius, ring=0.5)
            canvas.setFillColor(HexColor(legend.lettering))
            draw_line(canvas, legend.names[colour], x + radius + 1.5, y - mm_from_pt(9) * 0.35,
                      fonts.SANS, 9, align="left", max_width=box.width / 2 - 2 * radius - 2,
                      where="board4 pairs")


def _sides(canvas: Canvas, box: Box, legend: Legend) -> None:
    """A small map: the cross with each army's side in its colour and pattern."""
    side = min(box.width, box.height)
    unit = side / 14
    x0 = box.x + (box.width - side) / 2
    y0 = box.y + (box.height - side) / 2
    canvas.saveState()
    canvas.setFillColor(mix(BACK_BORDER, "#ffffff", 0.85 if legend.saver else 0.15))
    for fx, fy, w, h in ((3, 0, 8, 14), (0, 3, 14, 8)):
        canvas.rect(x0 + fx * unit, y0 + fy * unit, w * unit, h * unit, stroke=0, fill=1)
    bands = {"red": (3, 0, 8, 2), "yellow": (3, 12, 8, 2), "blue": (0, 3, 2, 8),
             "green": (12, 3, 2, 8)}
    for colour, (fx, fy, w, h) in bands.items():
        colour_square(canvas, legend.colours[colour].hex, legend.colours[colour].pattern,
                      x0 + fx * unit, y0 + fy * unit, w * unit, h * unit)
    canvas.restoreState()
