"""NeuroDrez tokens (seed 004, NeuroDrez): round ownership tokens in the six colours ("Fichas
redondas de los 6 colores: se utilizan para marcar como propias las losetas conquistadas") and
the 10 limit tokens ("10 tokens ... sirven para limitar el número de [piezas] sobre el terreno").

Ownership tokens carry their colour's pattern (the same as on the tiles and the colour die) and
are larger than a tile's colour circle, which they cover. The data file prints 12 per colour, not
36 (the booklet says so: ``tokens_note``). Tokens are packed in rows, one colour per row, with a
small gap between cut circles (``generator.token_sheet``); each is a
``generator.art.tokens.token_piece`` and its back (when printing duplex) repeats its front.

Ink saver: white tokens; an ownership token shows its colour and pattern as a ring inside the
cut circle (so it still hides the tile's colour circle it covers).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, Canvas

from generator import fonts
from generator.art.tokens import MAX_HALO, token_piece
from generator.components import PrintOptions, document_title
from generator.games.neurodrez.data import Colour, NeuroData, load_data
from generator.games.neurodrez.marks import pattern_form
from generator.geometry import PAPERS, PRINTER_MARGIN, Size, mm_from_pt
from generator.imposition import Sheet
from generator.ink import SAVER
from generator.manifest import entries_for
from generator.pdf import write_sheets
from generator.pieces import Piece
from generator.text import draw_line, page_heading
from generator.token_sheet import (
    Section,
    balanced_rows,
    draw_section_label,
    heading_box,
    per_row,
    rows_of,
    token_sheets,
)

LIMIT_FILL = "#DCE3EA"
LIMIT_INK = "#56687A"
#: Ink saver: the ownership ring's width as a share of the radius, and its dark edge.
SAVER_RING = 0.3
RING_EDGE = "#4A4A4A"


def _ownership_piece(colour: Colour, number: int, diameter: float, saver: bool) -> Piece:
    def content(canvas: Canvas, radius: float) -> None:
        pattern_form(canvas, colour.hex, colour.pattern, radius + MAX_HALO)

    def ring(canvas: Canvas, radius: float) -> None:
        inner = radius * (1 - SAVER_RING)
        canvas.saveState()
        band = canvas.beginPath()
        band.circle(0, 0, radius)
        band.circle(0, 0, inner)
        canvas.clipPath(band, stroke=0, fill=0, fillMode=FILL_EVEN_ODD)
        canvas.setFillColor(HexColor(colour.hex))
        canvas.circle(0, 0, radius, stroke=0, fill=1)
        pattern_form(canvas, colour.hex, colour.pattern, radius + MAX_HALO)
        canvas.restoreState()
        canvas.setStrokeColor(HexColor(RING_EDGE))
        canvas.setLineWidth(0.25)
        canvas.circle(0, 0, inner, stroke=1, fill=0)

    if saver:
        return token_piece(f"token-{colour.id}-{number}", diameter, ring, ring)
    return token_piece(f"token-{colour.id}-{number}", diameter, content, content, fill=colour.hex)


def _limit_piece(number: int, diameter: float, label: str, saver: bool) -> Piece:
    def content(canvas: Canvas, radius: float) -> None:
        canvas.setStrokeColor(HexColor(LIMIT_INK))
        canvas.setLineWidth(0.5)
        canvas.circle(0, 0, radius - 2.2, stroke=1, fill=0)
        cell = radius * 0.16
        canvas.setLineWidth(0.3)
        for col in range(3):
            for row in range(3):
                canvas.rect((col - 1.5) * cell, (row - 1.5) * cell, cell, cell, stroke=1, fill=0)
        canvas.setFillColor(HexColor(LIMIT_INK))
        size_pt = radius * 0.55
        for angle in (0, 180):
            canvas.saveState()
            canvas.rotate(angle)
            draw_line(canvas, label, 0, -radius + 3.6 + mm_from_pt(size_pt) * 0.2,
                      fonts.SANS_SEMIBOLD, size_pt, max_width=radius * 1.2,
                      where=f"limit token {number}")
            canvas.restoreState()
    return token_piece(f"token-limit-{number}", diameter, content, content,
                       fill="#ffffff" if saver else LIMIT_FILL)


def _sections(data: NeuroData, lang: str, room: float, saver: bool) -> list[Section]:
    own = data.ownership
    per = per_row(room, own.diameter)
    ownership_rows: tuple[tuple[Piece, ...], ...] = ()
    for colour in data.colours:
        ownership_rows += rows_of([_ownership_piece(colour, n, own.diameter, saver)
                                   for n in range(1, own.count + 1)], per)
    limit = data.limit
    pieces = [_limit_piece(n, limit.diameter, data.s("limit", lang), saver)
              for n in range(1, limit.count + 1)]
    return [Section(data.s("ownership_tokens", lang), ownership_rows),
            Section(data.s("limit_tokens", lang), balanced_rows(pieces, room, limit.diameter))]


def write_tokens(options: PrintOptions, pdf_path: Path) -> list[dict[str, Any]]:
    """Write the token sheets (fronts, and backs unless ``options.duplex`` is 'none', with
    ``back_offset``). Returns manifest entries (``kind`` 'ownership' with ``colour``, or
    'limit'). Tokens have no crop marks: the cut circle is the cut line. Raises
    ImpositionError when a row cannot fit the paper. ``options.ink`` 'saver' prints white
    tokens, ownership tokens with a ring in their colour and pattern."""
    data = load_data()
    paper = PAPERS[options.paper]
    sections = _sections(data, options.lang, paper.width - 2 * PRINTER_MARGIN,
                         options.ink == SAVER)
    sheets, labels = token_sheets(sections, paper, options)
    title = document_title(data.catalogue.name, data.catalogue.components["tokens"].name,
                           options.lang)

    def notes(canvas: Canvas, index: int, sheet: Sheet) -> None:
        if index == 0:
            _heading(canvas, data, paper, options.lang, title)
        for text, baseline in labels[index]:
            canvas.setFillColor(HexColor("#1A1A1A"))
            draw_section_label(canvas, text, baseline, paper, "token section label")

    write_sheets(pdf_path, sheets, title=title, duplex=options.duplex, notes=notes)
    entries = entries_for(sheets)
    for entry in entries:
        parts = entry["id"].split("-")
        entry["kind"] = "limit" if parts[1] == "limit" else "ownership"
        if entry["kind"] == "ownership":
            entry["colour"] = parts[1]
    return entries


def _heading(canvas: Canvas, data: NeuroData, paper: Size, lang: str, title: str) -> None:
    box = heading_box(paper)
    canvas.setFillColor(HexColor("#1A1A1A"))
    notes = f"{data.s('tokens_howto', lang)} {data.s('tokens_note', lang)}"
    page_heading(canvas, box, title, notes, where="tokens page")
