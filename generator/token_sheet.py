"""Round tokens packed on sheets: labelled sections of rows, the cut circle as the cut line.

All lengths are millimetres. Tokens are ``generator.art.tokens.token_piece`` pieces (square
trim, the circle inscribed). Rows are packed top down below a page heading, each row centred
with an even gap between cut circles; a section's label stands above its first row. Each
token's bleed (its colour halo) is half the smallest gap on its page, at most the print's bleed.
Backs (when printing duplex) mirror the fronts' placements.

Used by the NeuroDrez tokens and the PokerDrez for 4 army tokens.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.components import PrintOptions
from generator.geometry import PRINTER_MARGIN, Box, Size
from generator.imposition import ImpositionError, Placement, Sheet, back_placement
from generator.pieces import Piece
from generator.text import draw_line

#: Gaps between cut circles: least and most (mm).
MIN_GAP, MAX_GAP = 1.6, 4.0
#: Page heading height, and each section label's height (mm).
HEADING = 20.0
LABEL = 7.0
#: Section label type size (pt).
LABEL_PT = 9


@dataclass(frozen=True)
class Section:
    """A labelled group of token rows (all tokens in a row the same size)."""

    label: str
    rows: tuple[tuple[Piece, ...], ...]


@dataclass
class TokenPage:
    """One packed page: ``trims`` (each token and its trim box, mm on the paper), ``labels``
    (section label and its baseline, mm from the paper's bottom) and the row ``gaps`` (mm)."""

    trims: list[tuple[Piece, Box]]
    labels: list[tuple[str, float]]
    gaps: list[float]

    def halo(self, bleed: float) -> float:
        """The tokens' bleed on this page (mm): half the smallest gap, at most ``bleed``."""
        return min([bleed, *(gap / 2 for gap in self.gaps)])


def per_row(room: float, diameter: float) -> int:
    """How many tokens of ``diameter`` mm fit a row ``room`` mm wide ``MIN_GAP`` apart (≥ 1)."""
    return max(1, int((room + MIN_GAP) // (diameter + MIN_GAP)))


def rows_of(pieces: Sequence[Piece], per: int) -> tuple[tuple[Piece, ...], ...]:
    """``pieces`` in rows of ``per`` (the last row may be shorter)."""
    return tuple(tuple(pieces[i:i + per]) for i in range(0, len(pieces), per))


def balanced_rows(pieces: Sequence[Piece], room: float, diameter: float
                  ) -> tuple[tuple[Piece, ...], ...]:
    """``pieces`` (all ``diameter`` mm) in the fewest rows that fit ``room`` mm, as even as
    they can be (16 in rows of 11 become 8 and 8)."""
    rows_needed = math.ceil(len(pieces) / per_row(room, diameter))
    return rows_of(pieces, math.ceil(len(pieces) / rows_needed))


def pack(sections: Sequence[Section], paper: Size, bleed: float) -> list[TokenPage]:
    """Pages of token rows, top down below ``HEADING``, each row centred with an even gap
    (``MIN_GAP`` … ``MAX_GAP``), rows ``MAX_GAP`` apart, a new page where a row (with its
    section label) would come within ``PRINTER_MARGIN + bleed`` of the bottom. Raises
    ImpositionError when a row does not fit the paper's width."""
    left, right = PRINTER_MARGIN, paper.width - PRINTER_MARGIN
    top_limit = paper.height - PRINTER_MARGIN - HEADING
    pages = [TokenPage([], [], [])]
    y = top_limit
    for section in sections:
        first = True
        for row in section.rows:
            diameter = row[0].size.width
            need = diameter + (LABEL if first else 0.0)
            if y - need < PRINTER_MARGIN + bleed:
                pages.append(TokenPage([], [], []))
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


def token_sheets(sections: Sequence[Section], paper: Size, options: PrintOptions
                 ) -> tuple[list[Sheet], list[list[tuple[str, float]]]]:
    """The sheets of ``sections`` packed on ``paper`` (``pack``): a front per page and, unless
    ``options.duplex`` is 'none', its back (``options.back_offset`` applied); no crop marks.
    Returns the sheets and, per sheet, the section labels to draw on it (``TokenPage.labels``;
    none on backs). Raises ImpositionError as ``pack``."""
    sheets: list[Sheet] = []
    labels: list[list[tuple[str, float]]] = []
    for page in pack(sections, paper, options.bleed):
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
    return sheets, labels


def heading_box(paper: Size) -> Box:
    """Where the page heading goes on the first sheet (mm): ``HEADING`` below the top margin."""
    return Box(PRINTER_MARGIN + 2, paper.height - PRINTER_MARGIN - HEADING + 2,
               paper.width - 2 * PRINTER_MARGIN - 4, HEADING - 3)


def draw_section_label(canvas: Canvas, text: str, baseline: float, paper: Size,
                       where: str) -> None:
    """One section label at ``baseline`` (mm), left-aligned inside the margins, in the
    canvas's current fill colour; ``where`` names it in fitting errors."""
    draw_line(canvas, text, PRINTER_MARGIN + 2, baseline, fonts.SANS_BOLD, LABEL_PT,
              align="left", max_width=paper.width - 2 * PRINTER_MARGIN - 4, where=where)
