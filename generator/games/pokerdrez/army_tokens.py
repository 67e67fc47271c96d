"""Round piece tokens for PokerDrez for 4 (``tapete-print pokerdrez tokens4``): 16 per army —
king, queen, 2 rooks, 2 bishops, 2 knights, 8 pawns — for players without four chess sets (seed
004 PokerDrez para 4; docs/rules-decisions.md#pokerdrez-4 and #printing).

A token is ``DIAMETER`` mm: a ring in the army's colour with its colour-blind pattern (the
NeuroDrez colours and patterns), a light centre and the piece drawn in the army's colour. Both
faces are the same. The tokens are packed by the NeuroDrez tokens' packing (rows centred with an
even gap, one labelled section per army) and have no crop marks: the cut circle is the cut line.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

import assets
from generator import fonts
from generator.art.pieces import draw_piece
from generator.art.tokens import MAX_HALO, token_piece
from generator.components import PrintOptions, document_title
from generator.games.neurodrez.data import Colour, load_data
from generator.games.neurodrez.marks import mix, pattern_form
from generator.games.neurodrez.tokens import HEADING, Section, _pack, _per_row
from generator.games.pokerdrez.cross_board import CATALOGUE, NEURO_COLOURS
from generator.geometry import PAPERS, PRINTER_MARGIN, Box
from generator.imposition import Placement, Sheet, back_placement
from generator.manifest import entries_for
from generator.pdf import write_sheets
from generator.pieces import Piece
from generator.text import draw_line, page_heading
from referee.games.pokerdrez_4.army import ORDER

DIAMETER = 18.0
#: Each army's pieces in print order.
ARMY = (("king", 1), ("queen", 1), ("rook", 2), ("bishop", 2), ("knight", 2), ("pawn", 8))
#: The light centre's share of the radius, and its tone.
CENTRE = 0.74
CENTRE_TONE = "#FBF8F1"
INK = "#1A1A1A"


def _token(colour_id: str, colour: Colour, figure: str, number: int) -> Piece:
    def content(canvas: Canvas, radius: float) -> None:
        pattern_form(canvas, colour.hex, colour.pattern, radius + MAX_HALO)
        inner = radius * CENTRE
        canvas.setFillColor(HexColor(CENTRE_TONE))
        canvas.setStrokeColor(mix(colour.hex, "#000000", 0.45))
        canvas.setLineWidth(0.3)
        canvas.circle(0, 0, inner, stroke=1, fill=1)
        side = inner * 1.45
        draw_piece(canvas, figure, Box(-side / 2, -side / 2, side, side), colour.hex, INK,
                   line_width=side * 0.045)
    return token_piece(f"token4-{colour_id}-{figure}-{number}", DIAMETER, content, content,
                       fill=colour.hex)


def army_pieces(colour_id: str) -> list[Piece]:
    """The 16 tokens of the army ``colour_id`` (``yellow`` …), king first."""
    colour = load_data().colour(NEURO_COLOURS[colour_id])
    return [_token(colour_id, colour, figure, n) for figure, count in ARMY
            for n in range(1, count + 1)]


def _sections(lang: str, room: float) -> list[Section]:
    sections = []
    for colour_id in ORDER:
        pieces = army_pieces(colour_id)
        rows = math.ceil(len(pieces) / _per_row(room, DIAMETER))
        per_row = math.ceil(len(pieces) / rows)
        name = load_data().colour(NEURO_COLOURS[colour_id]).name.get(lang)
        sections.append(Section(name, tuple(tuple(pieces[i:i + per_row])
                                            for i in range(0, len(pieces), per_row))))
    return sections


def write_tokens4(options: PrintOptions, pdf_path: Path) -> list[dict[str, Any]]:
    """Write the token sheets (fronts, and backs unless ``options.duplex`` is 'none', with
    ``back_offset``). Returns manifest entries with ``colour`` and ``piece``. Raises
    ImpositionError when a row cannot fit the paper."""
    catalogue = assets.load(CATALOGUE)
    paper = PAPERS[options.paper]
    sheets: list[Sheet] = []
    labels: list[list[tuple[str, float]]] = []
    for page in _pack(_sections(options.lang, paper.width - 2 * PRINTER_MARGIN), paper,
                      options.bleed):
        halo = page.halo(options.bleed)
        placements = [Placement(piece, "front", trim, trim.inset(-halo))
                      for piece, trim in page.trims]
        sheets.append(Sheet(paper, "front", tuple(placements), bleed=halo))
        labels.append(page.labels)
        if options.duplex != "none":
            sheets.append(Sheet(paper, "back", tuple(
                back_placement(p, paper, options.duplex, options.back_offset)
                for p in placements), bleed=halo))
            labels.append([])
    title = document_title(catalogue.name, catalogue.components["tokens4"].name, options.lang)

    def notes(canvas: Canvas, index: int, sheet: Sheet) -> None:
        canvas.setFillColor(HexColor(INK))
        if index == 0:
            box = Box(PRINTER_MARGIN + 2, paper.height - PRINTER_MARGIN - HEADING + 2,
                      paper.width - 2 * PRINTER_MARGIN - 4, HEADING - 3)
            page_heading(canvas, box, title, catalogue.s("tokens4_howto", options.lang),
                         where="tokens4 page")
        for text, baseline in labels[index]:
            draw_line(canvas, text, PRINTER_MARGIN + 2, baseline, fonts.SANS_BOLD, 9,
                      align="left", max_width=paper.width - 2 * PRINTER_MARGIN - 4,
                      where="tokens4 section label")

    write_sheets(pdf_path, sheets, title=title, duplex=options.duplex, notes=notes)
    entries = entries_for(sheets)
    for entry in entries:
        _, colour, figure, _ = entry["id"].split("-")
        entry.update(colour=colour, piece=figure)
    return entries
