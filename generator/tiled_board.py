"""A square board too big for the paper, printed in parts to cut out and glue together.

All lengths are millimetres. Board millimetres have their origin at the board's lower-left corner
(front view). The board is cut into ``cols × rows`` equal shares, the fewest that fit the paper;
a part that has a neighbour to its right or above carries a glue strip of ``strip`` mm there,
which goes under that neighbour. Alignment triangles in the board's border meet tip to tip
across each seam once the parts are in place. Each sheet holds one part, centred, with crop
marks at its corners; above it the page tells which part it is, with a small map of the parts.

Used by the NeuroDrez board (7×7, with the PokerDrez 8×8 on its back) and the PokerDrez for 4
board (the 14×14 cross).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.art.shapes import polygon_path
from generator.geometry import PRINTER_MARGIN, Box, Size, mm_from_pt
from generator.imposition import Grid, ImpositionError, Placement, Sheet, crop_mark_lines, mirror
from generator.pieces import Piece
from generator.text import draw_line

MAX_PARTS_PER_SIDE = 8
#: Alignment triangle height (mm).
TRIANGLE = 2.6
#: Type size of the glue strip's label, and of the page notes outside the trim (pt).
LABEL_PT = 7.5
TITLE_PT = 11.0
NOTE_PT = 8.5
#: Notes keep this far from the crop marks' outer end (mm).
NOTE_CLEARANCE = 2.0
_INK = "#1A1A1A"
#: A map cell of another part: 10 % black.
_MAP_EMPTY = Color(0.9, 0.9, 0.9)


@dataclass(frozen=True)
class Part:
    """One sheet's share of the board: ``number`` 1… row by row from the top left,
    ``col``/``row`` counted from the left/bottom, ``region`` in board mm (glue strips included)."""

    number: int
    col: int
    row: int
    region: Box


@dataclass(frozen=True)
class BoardLayout:
    """The board (``size`` mm square) split into ``cols × rows`` parts with glue strips of
    ``strip`` mm; ``seams_x``/``seams_y`` are where neighbouring parts meet (board mm)."""

    size: float
    cols: int
    rows: int
    strip: float
    parts: tuple[Part, ...]
    seams_x: tuple[float, ...]
    seams_y: tuple[float, ...]

    def neighbour(self, col: int, row: int) -> int:
        """The number of the part at ``col``, ``row`` (StopIteration when there is none)."""
        return next(p.number for p in self.parts if p.col == col and p.row == row)


def _shares(board: float, strip: float, room: float, bleed: float) -> int:
    for n in range(1, MAX_PARTS_PER_SIDE + 1):
        part = board / n + (strip if n > 1 else 0.0)
        if part <= room - 2 * PRINTER_MARGIN + 1e-9 and part + 2 * bleed <= room + 1e-9:
            return n
    raise ImpositionError(f"the {board:g} mm board cannot be split into parts that fit "
                          f"{room:g} mm of paper")


def board_layout(size: float, strip: float, paper: Size, bleed: float) -> BoardLayout:
    """The fewest equal parts of a ``size`` mm square board, each with its glue strips of
    ``strip`` mm, its trim at least ``PRINTER_MARGIN`` inside ``paper`` and its ``bleed`` (mm)
    on the paper. Raises ImpositionError when even ``MAX_PARTS_PER_SIDE`` shares a side do not
    fit."""
    cols = _shares(size, strip, paper.width, bleed)
    rows = _shares(size, strip, paper.height, bleed)
    seams_x = tuple(size * k / cols for k in range(1, cols))
    seams_y = tuple(size * k / rows for k in range(1, rows))
    parts = []
    for row in reversed(range(rows)):
        for col in range(cols):
            x0, y0 = size * col / cols, size * row / rows
            x1 = size * (col + 1) / cols + (strip if col < cols - 1 else 0.0)
            y1 = size * (row + 1) / rows + (strip if row < rows - 1 else 0.0)
            parts.append(Part(len(parts) + 1, col, row, Box(x0, y0, x1 - x0, y1 - y0)))
    return BoardLayout(size, cols, rows, strip, tuple(parts), seams_x, seams_y)


def back_region(layout: BoardLayout, part: Part, duplex: str) -> Box:
    """The region (board mm, as seen after turning the board over the same way the sheet turns,
    ``duplex`` 'long' or 'short') of a back board printed behind ``part``."""
    return mirror(part.region, Size(layout.size, layout.size), duplex)


def part_sheet(part: Part, paper: Size, bleed: float, crop_marks: bool,
               piece: Callable[[Size], Piece]) -> Sheet:
    """The front sheet of one part: ``piece(size)`` (the part's trim size, mm) centred on
    ``paper`` with ``bleed`` mm, crop marks at its corners when ``crop_marks``."""
    size = Size(part.region.width, part.region.height)
    grid = Grid(paper, size, 1, 1, bleed, "shared-cut")
    trim, bled = grid.slot(0)
    marks = crop_mark_lines(grid, 1) if crop_marks else ()
    return Sheet(paper, "front", (Placement(piece(size), "front", trim, bled),), marks, bleed)


def draw_glue_strips(canvas: Canvas, layout: BoardLayout, part: Part,
                     label: Callable[[int], str]) -> None:
    """The glue strips of ``part`` (right, then top) on a canvas in board mm; ``label(n)`` is
    the text that says part ``n`` goes on top of the strip."""
    if part.col < layout.cols - 1:
        seam = layout.seams_x[part.col]
        draw_glue_strip(canvas, Box(seam, part.region.y, layout.strip, part.region.height),
                        label(layout.neighbour(part.col + 1, part.row)), vertical=True)
    if part.row < layout.rows - 1:
        seam = layout.seams_y[part.row]
        draw_glue_strip(canvas, Box(part.region.x, seam, part.region.width, layout.strip),
                        label(layout.neighbour(part.col, part.row + 1)), vertical=False)


def draw_glue_strip(canvas: Canvas, box: Box, label: str, *, vertical: bool) -> None:
    """One glue strip over ``box`` (mm): hatched over the art, the seam dashed (its left edge
    when ``vertical``, else its bottom edge), and ``label`` (whose part goes on top) in a white
    pill along the strip."""
    canvas.saveState()
    clip = canvas.beginPath()
    clip.rect(box.x, box.y, box.width, box.height)
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.setStrokeColor(HexColor("#8A8A8A"))
    canvas.setLineWidth(0.3)
    span = box.width + box.height
    for k in range(int(span / 2.5) + 2):
        x = box.x + k * 2.5 - box.height
        canvas.line(x, box.y, x + box.height, box.top)
    canvas.restoreState()
    canvas.saveState()
    canvas.setStrokeColor(HexColor(_INK))
    canvas.setLineWidth(0.35)
    canvas.setDash(2, 1.5)
    if vertical:
        canvas.line(box.x, box.y, box.x, box.top)
    else:
        canvas.line(box.x, box.y, box.right, box.y)
    canvas.restoreState()
    canvas.saveState()
    canvas.translate(box.x + box.width / 2, box.y + box.height / 2)
    if vertical:
        canvas.rotate(90)
    room = max(box.width, box.height) - 20
    width = min(fonts.text_width(label, fonts.SANS_SEMIBOLD, mm_from_pt(LABEL_PT)) + 4, room)
    canvas.setFillColorRGB(1, 1, 1)
    canvas.roundRect(-width / 2, -2.2, width, 4.4, 1, stroke=0, fill=1)
    canvas.setFillColor(HexColor(_INK))
    draw_line(canvas, label, 0, -0.9, fonts.SANS_SEMIBOLD, LABEL_PT, max_width=room,
              where="board glue strip")
    canvas.restoreState()


def draw_seam_triangles(canvas: Canvas, layout: BoardLayout, border: float, colour: str) -> None:
    """Tip-to-tip triangles (``TRIANGLE`` mm high, filled with ``colour``) in the middle of the
    ``border`` mm wide board border, at both ends of every seam: they meet once glued."""
    canvas.saveState()
    canvas.setFillColor(HexColor(colour))
    h, half = TRIANGLE, TRIANGLE * 0.8
    mid, far = border / 2, layout.size - border / 2
    triangles = []
    for seam in layout.seams_x:
        for y in (mid, far):
            triangles += [[(seam, y), (seam + dx, y - half), (seam + dx, y + half)]
                          for dx in (-h, h)]
    for seam in layout.seams_y:
        for x in (mid, far):
            triangles += [[(x, seam), (x - half, seam + dy), (x + half, seam + dy)]
                          for dy in (-h, h)]
    for points in triangles:
        canvas.drawPath(polygon_path(canvas, points), stroke=0, fill=1)
    canvas.restoreState()


def notes_box(trim: Box, paper: Size, bleed: float) -> Box:
    """The room for page notes above a part's ``trim`` (mm, on ``paper``): clear of its
    ``bleed`` and crop marks, up to the printer margin. Its height may be negative."""
    clear = bleed + 1.0 + 5.0 + NOTE_CLEARANCE
    return Box(trim.x, trim.top + clear, trim.width,
               paper.height - PRINTER_MARGIN - 1 - trim.top - clear)


def notes_below(trim: Box, bleed: float) -> Box:
    """The room for page notes below a part's ``trim`` (mm), clear of its bleed and crop marks.
    Its height may be negative."""
    clear = bleed + 1.0 + 5.0 + NOTE_CLEARANCE
    return Box(trim.x, PRINTER_MARGIN + 1, trim.width, trim.y - clear - PRINTER_MARGIN - 1)


def draw_parts_map(canvas: Canvas, layout: BoardLayout, part: Part, box: Box, side: str,
                   duplex: str) -> float:
    """A small map of the parts at the top right of ``box`` (mm), cells of at most 6 mm, the
    cell of ``part`` filled; on a ``side`` 'back' page the part as seen from the back (turned
    over the ``duplex`` edge, 'long' or 'short'). Returns the map's width (mm)."""
    cell = min(6.0, box.height / layout.rows)
    width = cell * layout.cols
    x0, y0 = box.right - width, box.top - cell * layout.rows
    canvas.saveState()
    canvas.setLineWidth(0.3)
    canvas.setStrokeColor(HexColor(_INK))
    shown = part.col, part.row
    if side == "back":
        shown = ((layout.cols - 1 - part.col, part.row) if duplex == "long"
                 else (part.col, layout.rows - 1 - part.row))
    for other in layout.parts:
        canvas.setFillColor(HexColor(_INK) if (other.col, other.row) == shown
                            else _MAP_EMPTY)
        canvas.rect(x0 + other.col * cell, y0 + other.row * cell, cell, cell, stroke=1, fill=1)
    canvas.restoreState()
    return width
