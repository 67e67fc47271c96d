"""Round piece tokens for PokerDrez for 4 (``tapete-print pokerdrez tokens4``): 16 per army —
king, queen, 2 rooks, 2 bishops, 2 knights, 8 pawns — for players without four chess sets (seed
004 PokerDrez para 4; docs/rules-decisions.md#pokerdrez-4 and #printing).

A token is ``DIAMETER`` mm: a ring in the army's colour with its colour-blind pattern (the
NeuroDrez colours and patterns), a light centre and the piece drawn in the army's colour. Both
faces are the same. The tokens are packed by ``generator.token_sheet`` as the NeuroDrez tokens are
(rows centred with an even gap, one labelled section per army) and have no crop marks: the cut
circle is the cut line. Ink saver: a white token, a narrower ring in the army's colour and
pattern, the piece in the army's colour.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

import assets
from generator.art.pieces import draw_piece
from generator.art.tokens import MAX_HALO, token_piece
from generator.components import PrintOptions, document_title
from generator.games.neurodrez.data import Colour, load_data
from generator.games.neurodrez.marks import mix, pattern_form
from generator.games.pokerdrez.cross_board import CATALOGUE, NEURO_COLOURS
from generator.geometry import PAPERS, PRINTER_MARGIN, Box
from generator.imposition import Sheet
from generator.ink import SAVER
from generator.manifest import entries_for
from generator.pdf import write_sheets
from generator.pieces import Piece
from generator.text import page_heading
from generator.token_sheet import (
    Section,
    balanced_rows,
    draw_section_label,
    heading_box,
    token_sheets,
)
from referee.games.pokerdrez_4.army import ORDER

DIAMETER = 18.0
#: Each army's pieces in print order.
ARMY = (("king", 1), ("queen", 1), ("rook", 2), ("bishop", 2), ("knight", 2), ("pawn", 8))
#: The light centre's share of the radius, and its tone.
CENTRE = 0.74
CENTRE_TONE = "#FBF8F1"
INK = "#1A1A1A"
#: Ink saver: the light centre's share of the radius (a narrower ring) and its tone.
SAVER_CENTRE = 0.82
SAVER_CENTRE_TONE = "#FFFFFF"


def _token(colour_id: str, colour: Colour, figure: str, number: int, saver: bool) -> Piece:
    centre, tone = (SAVER_CENTRE, SAVER_CENTRE_TONE) if saver else (CENTRE, CENTRE_TONE)

    def content(canvas: Canvas, radius: float) -> None:
        if saver:  # the ring stops at the cut circle: the halo (bleed) stays white
            canvas.saveState()
            ring = canvas.beginPath()
            ring.circle(0, 0, radius)
            canvas.clipPath(ring, stroke=0, fill=0)
            canvas.setFillColor(HexColor(colour.hex))
            canvas.circle(0, 0, radius, stroke=0, fill=1)
        pattern_form(canvas, colour.hex, colour.pattern, radius + MAX_HALO)
        if saver:
            canvas.restoreState()
        inner = radius * centre
        canvas.setFillColor(HexColor(tone))
        canvas.setStrokeColor(mix(colour.hex, "#000000", 0.45))
        canvas.setLineWidth(0.3)
        canvas.circle(0, 0, inner, stroke=1, fill=1)
        side = inner * 1.45
        draw_piece(canvas, figure, Box(-side / 2, -side / 2, side, side), colour.hex, INK,
                   line_width=side * 0.045)
    return token_piece(f"token4-{colour_id}-{figure}-{number}", DIAMETER, content, content,
                       fill="#ffffff" if saver else colour.hex)


def army_pieces(colour_id: str, saver: bool = False) -> list[Piece]:
    """The 16 tokens of the army ``colour_id`` (``yellow`` …), king first (``saver``: the
    ink-saver look)."""
    colour = load_data().colour(NEURO_COLOURS[colour_id])
    return [_token(colour_id, colour, figure, n, saver) for figure, count in ARMY
            for n in range(1, count + 1)]


def _sections(lang: str, room: float, saver: bool) -> list[Section]:
    sections = []
    for colour_id in ORDER:
        name = load_data().colour(NEURO_COLOURS[colour_id]).name.get(lang)
        sections.append(Section(name, balanced_rows(army_pieces(colour_id, saver), room,
                                                    DIAMETER)))
    return sections


def write_tokens4(options: PrintOptions, pdf_path: Path) -> list[dict[str, Any]]:
    """Write the token sheets (fronts, and backs unless ``options.duplex`` is 'none', with
    ``back_offset``). Returns manifest entries with ``colour`` and ``piece``. Raises
    ImpositionError when a row cannot fit the paper."""
    catalogue = assets.load(CATALOGUE)
    paper = PAPERS[options.paper]
    sections = _sections(options.lang, paper.width - 2 * PRINTER_MARGIN, options.ink == SAVER)
    sheets, labels = token_sheets(sections, paper, options)
    title = document_title(catalogue.name, catalogue.components["tokens4"].name, options.lang)

    def notes(canvas: Canvas, index: int, sheet: Sheet) -> None:
        canvas.setFillColor(HexColor(INK))
        if index == 0:
            page_heading(canvas, heading_box(paper), title,
                         catalogue.s("tokens4_howto", options.lang), where="tokens4 page")
        for text, baseline in labels[index]:
            draw_section_label(canvas, text, baseline, paper, "tokens4 section label")

    write_sheets(pdf_path, sheets, title=title, duplex=options.duplex, notes=notes)
    entries = entries_for(sheets)
    for entry in entries:
        _, colour, figure, _ = entry["id"].split("-")
        entry.update(colour=colour, piece=figure)
    return entries
