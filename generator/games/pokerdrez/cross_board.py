"""The PokerDrez for 4 board as a print job (``tapete-print pokerdrez board4``): the 14×14 cross
board (``cross_art``) in parts to glue, tiled over sheets by the NeuroDrez board's machinery
(seed 004 PokerDrez para 4; docs/rules-decisions.md#pokerdrez-4 and #printing).

Squares are ``SQUARE`` mm (22: 14 × 22 = 308 mm plus the border). The parts come from
``generator.games.neurodrez.board.board_layout`` — the fewest equal shares with glue strips that
fit the paper — which depends only on the board's side and the glue strip: it is handed a copy
of the NeuroDrez data whose 7 "tiles" are two of these squares each. The glue strips, the
alignment triangles, the parts map and the cut-and-glue text are the NeuroDrez board's too. The
board is one-sided: no back pages whatever the duplex option.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

import assets
from assets import Catalogue
from generator import fonts
from generator.components import PrintOptions, document_title
from generator.games.neurodrez.board import (
    NOTE_CLEARANCE,
    NOTE_PT,
    SQUARES,
    TITLE_PT,
    BoardLayout,
    Part,
    _neighbour,
    _parts_map,
    _strip,
    _triangles,
    board_layout,
)
from generator.games.neurodrez.data import NeuroData, load_data
from generator.games.pokerdrez.cross_art import Legend, draw_cross
from generator.geometry import PAPERS, PRINTER_MARGIN, Box, Size, mm_from_pt
from generator.imposition import Grid, Placement, Sheet, crop_mark_lines
from generator.manifest import entries_for
from generator.pdf import write_sheets
from generator.pieces import Draw, Frame, Piece
from generator.text import Type, draw_line, fit_text, plain
from referee.games.pokerdrez_4.army import ORDER

CATALOGUE = "pokerdrez"
#: A square's side and the border around the cross (mm).
SQUARE = 22.0
BORDER = 12.0
BOARD_SQUARES = 14
#: The NeuroDrez colour of each army (same colours and colour-blind patterns).
NEURO_COLOURS = {"yellow": "amarillo", "green": "verde", "red": "rojo", "blue": "azul"}


def board_side() -> float:
    """The board's side (mm): 14 squares and the border on both sides."""
    return BOARD_SQUARES * SQUARE + 2 * BORDER


def _sizes() -> NeuroData:
    """The NeuroDrez data with this board's sizes: ``board_layout`` reads only the side
    (7 tiles and the border) and the glue strip."""
    return dataclasses.replace(load_data(), tile=BOARD_SQUARES * SQUARE / SQUARES,
                               board_border=BORDER)


def layout_for(paper: Size, bleed: float) -> BoardLayout:
    """The parts of the board for ``paper`` and ``bleed`` (ImpositionError when none fit)."""
    return board_layout(_sizes(), paper, bleed)


def legend(catalogue: Catalogue, lang: str) -> Legend:
    """The legend's texts in ``lang`` and the army colours."""
    data = load_data()
    colours = {colour: data.colour(NEURO_COLOURS[colour]) for colour in ORDER}
    return Legend(
        title=catalogue.s("board4_title", lang),
        start_note=catalogue.s("board4_start", lang),
        turns=catalogue.s("board4_turns", lang),
        pairs={"light": catalogue.s("board4_light", lang),
               "dark": catalogue.s("board4_dark", lang)},
        pairs_title=catalogue.s("board4_pairs", lang),
        colours=colours,
        names={colour: colours[colour].name.get(lang) for colour in ORDER},
    )


def _front(layout: BoardLayout, part: Part, drawn: Legend, lang: str) -> Draw:
    neuro = load_data()

    def draw(canvas: Canvas, frame: Frame) -> None:
        canvas.saveState()
        canvas.translate(-part.region.x, -part.region.y)
        draw_cross(canvas, layout.size, BORDER, frame.bleed + layout.size, drawn)
        if part.col < layout.cols - 1:
            seam = layout.seams_x[part.col]
            _strip(canvas, Box(seam, part.region.y, layout.strip, part.region.height),
                   neuro.s("glue_under", lang, n=_neighbour(layout, part.col + 1, part.row)),
                   vertical=True)
        if part.row < layout.rows - 1:
            seam = layout.seams_y[part.row]
            _strip(canvas, Box(part.region.x, seam, part.region.width, layout.strip),
                   neuro.s("glue_under", lang, n=_neighbour(layout, part.col, part.row + 1)),
                   vertical=False)
        _triangles(canvas, layout, BORDER)
        canvas.restoreState()
    return draw


def write_board4(options: PrintOptions, pdf_path: Path) -> list[dict[str, Any]]:
    """Write the board PDF: one front page per part (crop marks unless turned off). Returns
    manifest entries, each with ``region`` (board mm of the part, glue strips included),
    ``square`` (mm) and ``board`` (the board's side, mm). The layout and duplex options do not
    apply. Raises ImpositionError when the board cannot be split for the paper."""
    paper = PAPERS[options.paper]
    layout = layout_for(paper, options.bleed)
    drawn = legend(assets.load(CATALOGUE), options.lang)
    sheets: list[Sheet] = []
    for part in layout.parts:
        size = Size(part.region.width, part.region.height)
        grid = Grid(paper, size, 1, 1, options.bleed, "shared-cut")
        trim, bleed = grid.slot(0)
        piece = Piece(f"board4-part-{part.number}", size,
                      _front(layout, part, drawn, options.lang), None)
        marks = crop_mark_lines(grid, 1) if options.crop_marks else ()
        sheets.append(Sheet(paper, "front", (Placement(piece, "front", trim, bleed),), marks,
                            options.bleed))

    def notes(canvas: Canvas, index: int, sheet: Sheet) -> None:
        _page_notes(canvas, layout, layout.parts[index], sheet.placements[0].trim, paper,
                    options)

    catalogue = assets.load(CATALOGUE)
    title = document_title(catalogue.name, catalogue.components["board4"].name, options.lang)
    write_sheets(pdf_path, sheets, title=title, duplex="none", notes=notes)
    entries = entries_for(sheets)
    for entry, part in zip(entries, layout.parts, strict=True):
        entry.update(region=part.region.as_list(), square=SQUARE, board=layout.size)
    return entries


def _page_notes(canvas: Canvas, layout: BoardLayout, part: Part, trim: Box, paper: Size,
                options: PrintOptions) -> None:
    """Above the part: which part this is, the parts map and how to cut and glue."""
    lang = options.lang
    clear = options.bleed + 1.0 + 5.0 + NOTE_CLEARANCE
    top = Box(trim.x, trim.top + clear, trim.width,
              paper.height - PRINTER_MARGIN - 1 - trim.top - clear)
    if top.height < 10:
        return
    canvas.setFillColor(HexColor("#1A1A1A"))
    map_width = _parts_map(canvas, layout, part, top, "front", options.duplex)
    heading = top.grow(0, 0, -(map_width + 4), 0)
    draw_line(canvas, assets.load(CATALOGUE).s("board4_part", lang).format(n=part.number,
                                                                 total=len(layout.parts)),
              heading.x, heading.top - mm_from_pt(TITLE_PT), fonts.SANS_BOLD, TITLE_PT,
              align="left", max_width=heading.width, where="board4 page title")
    fit_text(canvas, plain(load_data().s("board_howto", lang)),
             heading.grow(0, 0, 0, -mm_from_pt(TITLE_PT) * 1.6),
             Type(fonts.SANS, NOTE_PT, align="left"), where="board4 page notes")
