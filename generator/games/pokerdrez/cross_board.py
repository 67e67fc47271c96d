"""The PokerDrez for 4 board as a print job (``tapete-print pokerdrez board4``): the 14×14 cross
board (``cross_art``) in parts to glue, tiled over sheets by ``generator.tiled_board`` as the
NeuroDrez board is (seed 004 PokerDrez para 4; docs/rules-decisions.md#pokerdrez-4 and
#printing).

Squares are ``SQUARE`` mm (22: 14 × 22 = 308 mm plus the border). The parts are the fewest equal
shares with glue strips (the NeuroDrez board's ``glue_strip``) that fit the paper; the glue
strips, the alignment triangles (NeuroDrez's gold), the parts map and the cut-and-glue text are
the NeuroDrez board's too. The board is one-sided: no back pages whatever the duplex option.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

import assets
from assets import Catalogue
from generator import fonts
from generator.components import PrintOptions, document_title
from generator.games.neurodrez.board_art import TRIM_GOLD
from generator.games.neurodrez.data import load_data
from generator.games.pokerdrez.cross_art import Legend, draw_cross
from generator.geometry import PAPERS, Box, Size, mm_from_pt
from generator.imposition import Sheet
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
    board_layout,
    draw_glue_strips,
    draw_parts_map,
    draw_seam_triangles,
    notes_box,
    part_sheet,
)
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


def layout_for(paper: Size, bleed: float) -> BoardLayout:
    """The parts of the board for ``paper`` and ``bleed`` (ImpositionError when none fit)."""
    return board_layout(board_side(), load_data().glue_strip, paper, bleed)


def legend(catalogue: Catalogue, lang: str, saver: bool = False) -> Legend:
    """The legend's texts in ``lang`` and the army colours (``saver``: the ink-saver look)."""
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
        saver=saver,
    )


def _front(layout: BoardLayout, part: Part, drawn: Legend, lang: str) -> Draw:
    neuro = load_data()

    def draw(canvas: Canvas, frame: Frame) -> None:
        canvas.saveState()
        canvas.translate(-part.region.x, -part.region.y)
        draw_cross(canvas, layout.size, BORDER, frame.bleed + layout.size, drawn)
        draw_glue_strips(canvas, layout, part, lambda n: neuro.s("glue_under", lang, n=n))
        draw_seam_triangles(canvas, layout, BORDER, TRIM_GOLD)
        canvas.restoreState()
    return draw


def write_board4(options: PrintOptions, pdf_path: Path) -> list[dict[str, Any]]:
    """Write the board PDF: one front page per part (crop marks unless turned off). Returns
    manifest entries, each with ``region`` (board mm of the part, glue strips included),
    ``square`` (mm) and ``board`` (the board's side, mm). The layout and duplex options do not
    apply; ``options.ink`` 'saver' draws the board on white with light tints. Raises
    ImpositionError when the board cannot be split for the paper."""
    paper = PAPERS[options.paper]
    layout = layout_for(paper, options.bleed)
    drawn = legend(assets.load(CATALOGUE), options.lang, options.ink == SAVER)
    sheets = [part_sheet(part, paper, options.bleed, options.crop_marks,
                         lambda size, part=part: Piece(f"board4-part-{part.number}", size,
                                                       _front(layout, part, drawn, options.lang),
                                                       None))
              for part in layout.parts]

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
    top = notes_box(trim, paper, options.bleed)
    if top.height < 10:
        return
    canvas.setFillColor(HexColor("#1A1A1A"))
    map_width = draw_parts_map(canvas, layout, part, top, "front", options.duplex)
    heading = top.grow(0, 0, -(map_width + 4), 0)
    draw_line(canvas, assets.load(CATALOGUE).s("board4_part", lang).format(n=part.number,
                                                                 total=len(layout.parts)),
              heading.x, heading.top - mm_from_pt(TITLE_PT), fonts.SANS_BOLD, TITLE_PT,
              align="left", max_width=heading.width, where="board4 page title")
    fit_text(canvas, plain(load_data().s("board_howto", lang)),
             heading.grow(0, 0, 0, -mm_from_pt(TITLE_PT) * 1.6),
             Type(fonts.SANS, NOTE_PT, align="left"), where="board4 page notes")
