"""The NeuroDrez board as a print job: the 7×7 board split into parts that fit the paper, the
8×8 PokerDrez board on the back of the same parts (seed 004, NeuroDrez: "Tablero 7x7
(reversible para ser usado también en PokerDrez)").

The parts, glue strips, alignment triangles and parts map are ``generator.tiled_board``'s
(board millimetres from the board's lower-left corner, front view; glue strips of the data's
``glue_strip`` mm).

Each sheet holds one part, centred, with crop marks at its corners. Its back (duplex) shows the
part of the back board that lies behind it: ``back_region(part) = mirror(region, board,
duplex)``; after a long-edge flip the left part's back is the right of the 8×8 board.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.components import PrintOptions, document_title
from generator.games.neurodrez.board_art import TRIM_GOLD, draw_back, draw_front
from generator.games.neurodrez.data import NeuroData, load_data
from generator.geometry import PAPERS, Box, Size, mm_from_pt
from generator.imposition import Sheet, back_placement
from generator.ink import SAVER
from generator.manifest import entries_for
from generator.pdf import write_sheets
from generator.pieces import Draw, Frame, Piece
from generator.text import Type, draw_line, fit_text, plain
from generator.tiled_board import (
    NOTE_PT,
    TITLE_PT,
    BoardLayout,
    Part,
    back_region,
    draw_glue_strips,
    draw_parts_map,
    draw_seam_triangles,
    notes_below,
    notes_box,
    part_sheet,
)
from generator.tiled_board import board_layout as tiled_layout

SQUARES = 7


def board_size(data: NeuroData) -> float:
    """The board's side (mm): seven tile-sized squares and the border on both sides."""
    return SQUARES * data.tile + 2 * data.board_border


def board_layout(data: NeuroData, paper: Size, bleed: float) -> BoardLayout:
    """The fewest equal parts (each with its glue strips, trim ≥ 5 mm inside the paper and its
    bleed on the paper) that cover the board. Raises ImpositionError when none fit."""
    return tiled_layout(board_size(data), data.glue_strip, paper, bleed)


def _front(data: NeuroData, layout: BoardLayout, part: Part, lang: str, saver: bool) -> Draw:
    def draw(canvas: Canvas, frame: Frame) -> None:
        canvas.saveState()
        canvas.translate(-part.region.x, -part.region.y)
        draw_front(canvas, layout.size, data.board_border, SQUARES, frame.bleed + layout.size,
                   saver)
        draw_glue_strips(canvas, layout, part, lambda n: data.s("glue_under", lang, n=n))
        draw_seam_triangles(canvas, layout, data.board_border, TRIM_GOLD)
        canvas.restoreState()
    return draw


def _back(data: NeuroData, layout: BoardLayout, region: Box, saver: bool) -> Draw:
    def draw(canvas: Canvas, frame: Frame) -> None:
        canvas.saveState()
        canvas.translate(-region.x, -region.y)
        draw_back(canvas, layout.size, data.board_border, frame.bleed + layout.size, saver)
        canvas.restoreState()
    return draw


def write_board(options: PrintOptions, pdf_path: Path) -> list[dict[str, Any]]:
    """Write the board PDF: per part a front page and, unless ``options.duplex`` is 'none', its
    back page (``back_offset`` applied). Returns manifest entries, each with ``region`` (board
    mm of the face shown) and ``face`` ('7x7' or '8x8'). The layout option does not apply: a
    board part is a whole sheet; ``options.ink`` 'saver' draws both faces as outlines with
    light tints. Raises ImpositionError when the board cannot be split.
    """
    data = load_data()
    saver = options.ink == SAVER
    paper = PAPERS[options.paper]
    layout = board_layout(data, paper, options.bleed)
    sheets: list[Sheet] = []
    parts: list[Part] = []
    for part in layout.parts:
        region = back_region(layout, part, options.duplex) if options.duplex != "none" else None

        def piece(size: Size, part: Part = part, region: Box | None = region) -> Piece:
            return Piece(f"board-part-{part.number}", size,
                         _front(data, layout, part, options.lang, saver),
                         _back(data, layout, region, saver) if region is not None else None)
        sheets.append(part_sheet(part, paper, options.bleed, options.crop_marks, piece))
        parts.append(part)
        if region is not None:
            back = back_placement(sheets[-1].placements[0], paper, options.duplex,
                                  options.back_offset)
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
    top = notes_box(trim, paper, options.bleed)
    if top.height >= 10:
        key = "board_part" if side == "front" else "board_back_part"
        canvas.setFillColor(HexColor("#1A1A1A"))
        map_box = draw_parts_map(canvas, layout, part, top, side, options.duplex)
        heading = top.grow(0, 0, -(map_box + 4), 0)
        draw_line(canvas, data.s(key, lang, n=part.number, total=total), heading.x,
                  heading.top - mm_from_pt(TITLE_PT), fonts.SANS_BOLD, TITLE_PT, align="left",
                  max_width=heading.width, where="board page title")
        if side == "front":
            fit_text(canvas, plain(data.s("board_howto", lang)),
                     heading.grow(0, 0, 0, -mm_from_pt(TITLE_PT) * 1.6),
                     Type(fonts.SANS, NOTE_PT, align="left"), where="board page notes")
    bottom = notes_below(trim, options.bleed)
    if side == "front" and options.duplex != "none" and bottom.height >= 8:
        edge = data.s(f"edge_{options.duplex}", lang)
        fit_text(canvas, plain(data.s("board_duplex", lang, edge=edge)), bottom,
                 Type(fonts.SANS_ITALIC, NOTE_PT, align="left"), where="board page notes")
