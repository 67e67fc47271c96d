"""NeuroDrez tokens (seed 004, NeuroDrez): round ownership tokens in the six colours ("Fichas
redondas de los 6 colores: se utilizan para marcar como propias las losetas conquistadas") and
the 10 limit tokens ("10 tokens ... sirven para limitar el número de [piezas] sobre el terreno").

Ownership tokens carry their colour's pattern (the same as on the tiles and the colour die) and
are larger than a tile's colour circle, which they cover. The data file prints 12 per colour, not
36 (the booklet says so: ``tokens_note``). Tokens are packed in rows, one colour per row, with a
small gap between cut circles; each is a ``generator.art.tokens.token_piece`` and its back (when
printing duplex) repeats its front.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.art.tokens import MAX_HALO, token_piece
from generator.components import PrintOptions, document_title
from generator.games.neurodrez.data import Colour, NeuroData, load_data
from generator.games.neurodrez.marks import pattern_form
from generator.geometry import PAPERS, PRINTER_MARGIN, Box, Size, mm_from_pt
from generator.imposition import ImpositionError, Placement, Sheet, back_placement
from generator.manifest import entries_for
from generator.pdf import write_sheets
from generator.pieces import Piece
from generator.text import draw_line, page_heading

LIMIT_FILL = "#DCE3EA"
LIMIT_INK = "#56687A"
#: Gaps between cut circles: least and most (mm).
MIN_GAP, MAX_GAP = 1.6, 4.0
#: Page heading height, and each section label's height (mm).
HEADING = 20.0
LABEL = 7.0


@dataclass(frozen=True)
class Section:
    """A labelled group of token rows (all tokens in a row the same size)."""

    label: str
    rows: tuple[tuple[Piece, ...], ...]


def _ownership_piece(colour: Colour, number: int, diameter: float) -> Piece:
    def content(canvas: Canvas, radius: float) -> None:
        pattern_form(canvas, colour.hex, colour.pattern, radius + MAX_HALO)
    return token_piece(f"token-{colour.id}-{number}", diameter, content, content, fill=colour.hex)


def _limit_piece(number: int, diameter: float, label: str) -> Piece:
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
    return token_piece(f"token-limit-{number}", diameter, content, content, fill=LIMIT_FILL)


def _per_row(room: float, diameter: float) -> int:
    return max(1, int((room + MIN_GAP) // (diameter + MIN_GAP)))


def _sections(data: NeuroData, lang: str, room: float) -> list[Section]:
    own = data.ownership
    per_row = _per_row(room, own.diameter)
    ownership_rows = []
    for colour in data.colours:
        pieces = [_ownership_piece(colour, n, own.diameter) for n in range(1, own.count + 1)]
        ownership_rows += [tuple(pieces[i:i + per_row]) for i in range(0, len(pieces), per_row)]
    limit = data.limit
    pieces = [_limit_piece(n, limit.diameter, data.s("limit", lang))
              for n in range(1, limit.count + 1)]
    rows_needed = math.ceil(len(pieces) / _per_row(room, limit.diameter))
    balanced = math.ceil(len(pieces) / rows_needed)
    limit_rows = [tuple(pieces[i:i + balanced]) for i in range(0, len(pieces), balanced)]
    return [Section(data.s("ownership_tokens", lang), tuple(ownership_rows)),
            Section(data.s("limit_tokens", lang), tuple(limit_rows))]


def _pack(sections: list[Section], paper: Size, bleed: float) -> list[_Page]:
    """Pages of token rows, top down, each row centred with an even gap (``MIN_GAP`` …
    ``MAX_GAP``), rows ``MAX_GAP`` apart. Each token's bleed (its colour halo) is half the
    smallest gap on its page, at most ``bleed``."""
    left, right = PRINTER_MARGIN, paper.width - PRINTER_MARGIN
    top_limit = paper.height - PRINTER_MARGIN - HEADING
    pages = [_Page([], [], [])]
    y = top_limit
    for section in sections:
        first = True
        for row in section.rows:
            diameter = row[0].size.width
            need = diameter + (LABEL if first else 0.0)
            if y - need < PRINTER_MARGIN + bleed:
                pages.append(_Page([], [], []))
                y = top_limit
            page = pages[-1]
            if first:
                page.labels.append((section.label, y - LABEL + 2.2))
                y -= LABEL
                first = False
            count = len(row)
            gap = MAX_GAP if count == 1 else min(
                MAX_GAP, (right - left - count * diameter) / (count - 1))
            if gap < MIN_GAP - 1e-9:
                raise ImpositionError(f"{count} tokens of {diameter:g} mm do not fit a row")
            x = (paper.width - count * diameter - (count - 1) * gap) / 2
            for piece in row:
                page.trims.append((piece, Box(x, y - diameter, diameter, diameter)))
                x += diameter + gap
            page.gaps.append(gap)
            y -= diameter + MAX_GAP
        y -= 3.0
    return pages


@dataclass
class _Page:
    trims: list[tuple[Piece, Box]]
    labels: list[tuple[str, float]]
    gaps: list[float]

    def halo(self, bleed: float) -> float:
        return min([bleed, *(gap / 2 for gap in self.gaps)])


def write_tokens(options: PrintOptions, pdf_path: Path) -> list[dict[str, Any]]:
    """Write the token sheets (fronts, and backs unless ``options.duplex`` is 'none', with
    ``back_offset``). Returns manifest entries (``kind`` 'ownership' with ``colour``, or
    'limit'). Tokens have no crop marks: the cut circle is the cut line. Raises
    ImpositionError when a row cannot fit the paper."""
    data = load_data()
    paper = PAPERS[options.paper]
    sections = _sections(data, options.lang, paper.width - 2 * PRINTER_MARGIN)
    sheets: list[Sheet] = []
    labels: list[list[tuple[str, float]]] = []
    for page in _pack(sections, paper, options.bleed):
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
    title = document_title(data.catalogue.name, data.catalogue.components["tokens"].name,
                           options.lang)

    def notes(canvas: Canvas, index: int, sheet: Sheet) -> None:
        if index == 0:
            _heading(canvas, data, paper, options.lang, title)
        for text, baseline in labels[index]:
            canvas.setFillColor(HexColor("#1A1A1A"))
            draw_line(canvas, text, PRINTER_MARGIN + 2, baseline, fonts.SANS_BOLD, 9,
                      align="left", max_width=paper.width - 2 * PRINTER_MARGIN - 4,
                      where="token section label")

    write_sheets(pdf_path, sheets, title=title, duplex=options.duplex, notes=notes)
    entries = entries_for(sheets)
    for entry in entries:
        parts = entry["id"].split("-")
        entry["kind"] = "limit" if parts[1] == "limit" else "ownership"
        if entry["kind"] == "ownership":
            entry["colour"] = parts[1]
    return entries


def _heading(canvas: Canvas, data: NeuroData, paper: Size, lang: str, title: str) -> None:
    box = Box(PRINTER_MARGIN + 2, paper.height - PRINTER_MARGIN - HEADING + 2,
              paper.width - 2 * PRINTER_MARGIN - 4, HEADING - 3)
    canvas.setFillColor(HexColor("#1A1A1A"))
    notes = f"{data.s('tokens_howto', lang)} {data.s('tokens_note', lang)}"
    page_heading(canvas, box, title, notes, where="tokens page")
