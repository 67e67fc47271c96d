"""The NeuroDrez board as a print job: the 7×7 board split into parts that fit the paper, the
8×8 PokerDrez board on the back of the same parts (seed 004, NeuroDrez: "Tablero 7x7
(reversible para ser usado también en PokerDrez)").

Board millimetres have their origin at the board's lower-left corner (front view). The board is
cut into ``cols × rows`` equal shares; a part that has a neighbour to its right or above carries
a glue strip of ``glue_strip`` mm there, which goes under that neighbour. Alignment triangles in
the border meet tip to tip across each seam once the parts are in place.

Each sheet holds one part, centred, with crop marks at its corners. Its back (duplex) shows the
part of the back board that lies behind it: ``back_region(part) = mirror(region, board,
duplex)``; after a long-edge flip the left part's back is the right of the 8×8 board.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.art.shapes import polygon_path
from generator.components import PrintOptions, document_title
from generator.games.neurodrez.board_art import TRIM_GOLD, draw_back, draw_front
from generator.games.neurodrez.data import NeuroData, load_data
from generator.games.neurodrez.marks import mix
from generator.geometry import PAPERS, PRINTER_MARGIN, Box, Size, mm_from_pt
from generator.imposition import (
    Grid,
    ImpositionError,
    Placement,
    Sheet,
    back_placement,
    crop_mark_lines,
    mirror,
)
from generator.manifest import entries_for
from generator.pdf import write_sheets
from generator.pieces import Draw, Frame, Piece
from generator.text import Type, draw_line, fit_text, plain

SQUARES = 7
MAX_PARTS_PER_SIDE = 8
#: Alignment triangle height (mm).
TRIANGLE = 2.6
#: Type size of the glue strip's label, and of the page notes outside the trim (pt).
LABEL_PT = 7.5
TITLE_PT = 11.0
NOTE_PT = 8.5
#: Notes keep this far from the crop marks' outer end (mm).
NOTE_CLEARANCE = 2.0


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
    """The board (``size`` mm square) split into ``cols × rows`` parts; ``seams_x``/``seams_y``
    are where neighbouring parts meet (board mm)."""

    size: float
    cols: int
    rows: int
    strip: float
    parts: tuple[Part, ...]
    seams_x: tuple[float, ...]
    seams_y: tuple[float, ...]


def board_size(data: NeuroData) -> float:
    """The board's side (mm): seven tile-sized squares and the border on both sides."""
    return SQUARES * data.tile + 2 * data.board_border


def _shares(board: float, strip: float, room: float, bleed: float) -> int:
    for n in range(1, MAX_PARTS_PER_SIDE + 1):
        part = board / n + (strip if n > 1 else 0.0)
        if part <= room - 2 * PRINTER_MARGIN + 1e-9 and part + 2 * bleed <= room + 1e-9:
            return n
    raise ImpositionError(f"the {board:g} mm board cannot be split into parts that fit "
                          f"{room:g} mm of paper")


def board_layout(data: NeuroData, paper: Size, bleed: float) -> BoardLayout:
    """The fewest equal parts (each with its glue strips, trim ≥ 5 mm inside the paper and its
    bleed on the paper) that cover the board. Raises ImpositionError when none fit."""
    size, strip = board_size(data), data.glue_strip
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
    """The region of the back board (mm, as seen after turning the board over the same way the
    sheet turns) printed behind ``part``."""
    return mirror(part.region, Size(layout.size, layout.size), duplex)


def _neighbour(layout: BoardLayout, col: int, row: int) -> int:
    return next(p.number for p in layout.parts if p.col == col and p.row == row)


def _front(data: NeuroData, layout: BoardLayout, part: Part, lang: str) -> Draw:
    def draw(canvas: Canvas, frame: Frame) -> None:
        canvas.saveState()
        canvas.translate(-part.region.x, -part.region.y)
        draw_front(canvas, layout.size, data.board_border, SQUARES, frame.bleed + layout.size)
        if part.col < layout.cols - 1:
            seam = layout.seams_x[part.col]
            _strip(canvas, Box(seam, part.region.y, layout.strip, part.region.height),
                   data.s("glue_under", lang, n=_neighbour(layout, part.col + 1, part.row)),
                   vertical=True)
        if part.row < layout.rows - 1:
            seam = layout.seams_y[part.row]
            _strip(canvas, Box(part.region.x, seam, part.region.width, layout.strip),
                   data.s("glue_under", lang, n=_neighbour(layout, part.col, part.row + 1)),
                   vertical=False)
        _triangles(canvas, layout, data.board_border)
        canvas.restoreState()
    return draw


def _strip(canvas: Canvas, box: Box, label: str, *, vertical: bool) -> None:
    """The glue strip: hatched over the art, the seam dashed, and whose part goes on top."""
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
    canvas.setStrokeColor(HexColor("#1A1A1A"))
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
    canvas.setFillColor(HexColor("#1A1A1A"))
    draw_line(canvas, label, 0, -0.9, fonts.SANS_SEMIBOLD, LABEL_PT, max_width=room,
              where="board glue strip")
    canvas.restoreState()


def _triangles(canvas: Canvas, layout: BoardLayout, border: float) -> None:
    """Tip-to-tip triangles in the border at both ends of every seam (they meet once glued)."""
    canvas.saveState()
    canvas.setFillColor(HexColor(TRIM_GOLD))
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


def _back(data: NeuroData, layout: BoardLayout, region: Box) -> Draw:
    def draw(canvas: Canvas, frame: Frame) -> None:
        canvas.saveState()
        canvas.translate(-region.x, -region.y)
        draw_back(canvas, layout.size, data.board_border, frame.bleed + layout.size)
        canvas.restoreState()
    return draw


def write_board(options: PrintOptions, pdf_path: Path) -> list[dict[str, Any]]:
    """Write the board PDF: per part a front page and, unless ``options.duplex`` is 'none', its
    back page (``back_offset`` applied). Returns manifest entries, each with ``region`` (board
    mm of the face shown) and ``face`` ('7x7' or '8x8'). The layout option does not apply: a
    board part is a whole sheet. Raises ImpositionError when the board cannot be split.
    """
    data = load_data()
    paper = PAPERS[options.paper]
    layout = board_layout(data, paper, options.bleed)
    sheets: list[Sheet] = []
    parts: list[Part] = []
    for part in layout.parts:
        size = Size(part.region.width, part.region.height)
        grid = Grid(paper, size, 1, 1, options.bleed, "shared-cut")
        trim, bleed = grid.slot(0)
        region = back_region(layout, part, options.duplex) if options.duplex != "none" else None
        piece = Piece(f"board-part-{part.number}", size, _front(data, layout, part, options.lang),
                      _back(data, layout, region) if region is not None else None)
        marks = crop_mark_lines(grid, 1) if options.crop_marks else ()
        front = Placement(piece, "front", trim, bleed)
        sheets.append(Sheet(paper, "front", (front,), marks, options.bleed))
        parts.append(part)
        if region is not None:
            back = back_placement(front, paper, options.duplex, options.back_offset)
            sheets.append(Sheet(paper, "back", (back,), bleed=options.bleed))
            parts.append(part)

    def notes(canvas: Canvas, index: int, sheet: Sheet) -> None:
        _page_notes(canvas, data, layout, parts[index], sheet.side, sheet.placements[0].trim,
                    paper, options)

    title = document_title(data.catalogue.name, data.catalogue.components["board"].name,
                           options.lang)
    write_sheets(pdf_path, sheets, title=title, duplex=options.duplex, notes=notes)
    entries = entries_for(sheets)
    for entry, sheet, part in zip(entries, sheets, parts, strict=True):
        front = sheet.side == "front"
        region = part.region if front else back_region(layout, part, options.duplex)
        entry.update(region=region.as_list(), face="7x7" if front else "8x8")
    return entries


def _page_notes(canvas: Canvas, data: NeuroData, layout: BoardLayout, part: Part, side: str,
                trim: Box, paper: Size, options: PrintOptions) -> None:
    """What the page says outside the trim: which part this is, a map of the parts and, on
    fronts, how to assemble and print. Skipped where the paper leaves no room."""
    lang, total = options.lang, len(layout.parts)
    clear = options.bleed + 1.0 + 5.0 + NOTE_CLEARANCE
    top = Box(trim.x, trim.top + clear, trim.width,
              paper.height - PRINTER_MARGIN - 1 - trim.top - clear)
    if top.height >= 10:
        key = "board_part" if side == "front" else "board_back_part"
        canvas.setFillColor(HexColor("#1A1A1A"))
        map_box = _parts_map(canvas, layout, part, top, side, options.duplex)
        heading = top.grow(0, 0, -(map_box + 4), 0)
        draw_line(canvas, data.s(key, lang, n=part.number, total=total), heading.x,
                  heading.top - mm_from_pt(TITLE_PT), fonts.SANS_BOLD, TITLE_PT, align="left",
                  max_width=heading.width, where="board page title")
        if side == "front":
            fit_text(canvas, plain(data.s("board_howto", lang)),
                     heading.grow(0, 0, 0, -mm_from_pt(TITLE_PT) * 1.6),
                     Type(fonts.SANS, NOTE_PT, align="left"), where="board page notes")
    bottom = Box(trim.x, PRINTER_MARGIN + 1, trim.width,
                 trim.y - clear - PRINTER_MARGIN - 1)
    if side == "front" and options.duplex != "none" and bottom.height >= 8:
        edge = data.s(f"edge_{options.duplex}", lang)
        fit_text(canvas, plain(data.s("board_duplex", lang, edge=edge)), bottom,
                 Type(fonts.SANS_ITALIC, NOTE_PT, align="left"), where="board page notes")


def _parts_map(canvas: Canvas, layout: BoardLayout, part: Part, box: Box, side: str,
               duplex: str) -> float:
    """A small map of the parts (this one filled) at the top right of ``box``; its width."""
    cell = min(6.0, box.height / layout.rows)
    width = cell * layout.cols
    x0, y0 = box.right - width, box.top - cell * layout.rows
    canvas.saveState()
    canvas.setLineWidth(0.3)
    canvas.setStrokeColor(HexColor("#1A1A1A"))
    shown = part.col, part.row
    if side == "back":
        shown = ((layout.cols - 1 - part.col, part.row) if duplex == "long"
                 else (part.col, layout.rows - 1 - part.row))
    for other in layout.parts:
        canvas.setFillColor(HexColor("#1A1A1A") if (other.col, other.row) == shown
                            else mix("#ffffff", "#000000", 0.1))
        canvas.rect(x0 + other.col * cell, y0 + other.row * cell, cell, cell, stroke=1, fill=1)
    canvas.restoreState()
    return width
