"""Imposition: placing pieces on sheets, with duplex backs, bleed and crop marks.

Everything is in millimetres on the sheet, origin at the lower-left corner (PDF convention).

- ``shared-cut``: trims butt against each other, one cut between neighbours; bleed only on the
  outer edges of the grid. The only way 9 poker cards with bleed fit A4 or Letter.
- ``gapped``: a gap of 2 × bleed between trims; every piece keeps its own bleed on all sides.
- ``gutterfold``: for printers without duplex. The paper is turned to landscape; fronts fill the
  left half (shared cuts), each back sits at the mirror of its front across the vertical fold line
  in the gutter, so folding the printed sheet puts every back behind its own front. Single-sided.

A grid fits when every trim lies at least ``PRINTER_MARGIN`` (5 mm) inside the paper edge and every
bleed box lies on the paper. The grid is centred, so the mirrored back grid coincides with it.

Duplex: back pages interleave with their front pages. Long-edge flip mirrors columns
(x ↦ paper width − x), short-edge flip mirrors rows (y ↦ paper height − y). ``back_offset``
(mm, in the back page's own coordinates) moves back pages only, to correct a printer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from generator.geometry import PRINTER_MARGIN, Box, Size
from generator.pieces import Piece

LAYOUTS: tuple[str, ...] = ("shared-cut", "gapped", "gutterfold")
GRID_LAYOUTS: tuple[str, ...] = ("shared-cut", "gapped")
DUPLEX_MODES: tuple[str, ...] = ("long", "short", "none")

#: Longest crop mark, and the clearance kept from a trim when there is room for it (mm).
MARK_LENGTH = 5.0
MARK_CLEARANCE = 1.0


class ImpositionError(ValueError):
    """The pieces cannot be imposed as asked (e.g. a piece larger than the paper allows)."""


@dataclass(frozen=True)
class Line:
    """A straight line from ``(x1, y1)`` to ``(x2, y2)`` in mm on the sheet."""

    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True)
class Placement:
    """One face of a piece on a sheet: its trim box and the bleed box it is clipped to (mm)."""

    piece: Piece
    side: str
    trim: Box
    bleed: Box


@dataclass(frozen=True)
class Sheet:
    """One page of the PDF: ``side`` is 'front' or 'back'; crop marks only on fronts.

    ``bleed`` (mm) is how far each face is drawn beyond its trim before clipping; ``folds`` are
    fold lines (drawn dashed), used by the gutterfold layout; ``page_boxes`` are the page's
    TrimBox and BleedBox (default: the whole page).
    """

    paper: Size
    side: str
    placements: tuple[Placement, ...]
    marks: tuple[Line, ...] = ()
    bleed: float = 0.0
    folds: tuple[Line, ...] = ()
    page_boxes: tuple[Box, Box] | None = None


@dataclass(frozen=True)
class Grid:
    """A centred grid of ``cols`` × ``rows`` slots of ``card`` size on ``paper``."""

    paper: Size
    card: Size
    cols: int
    rows: int
    bleed: float
    layout: str

    @property
    def gap(self) -> float:
        """Distance between neighbouring trims (mm)."""
        return 0.0 if self.layout == "shared-cut" else 2 * self.bleed

    @property
    def capacity(self) -> int:
        """Slots on one sheet: ``cols × rows``."""
        return self.cols * self.rows

    @property
    def block(self) -> Box:
        """The box around all trims of a full grid."""
        width = self.cols * self.card.width + (self.cols - 1) * self.gap
        height = self.rows * self.card.height + (self.rows - 1) * self.gap
        return Box((self.paper.width - width) / 2, (self.paper.height - height) / 2, width, height)

    def slot(self, index: int) -> tuple[Box, Box]:
        """Trim and bleed boxes of slot ``index`` (row-major, top row first)."""
        col, row_from_top = index % self.cols, index // self.cols
        row = self.rows - 1 - row_from_top
        block = self.block
        trim = Box(block.x + col * (self.card.width + self.gap),
                   block.y + row * (self.card.height + self.gap),
                   self.card.width, self.card.height)
        if self.layout == "gapped":
            return trim, trim.inset(-self.bleed)
        b = self.bleed
        bleed = trim.grow(b if col == 0 else 0.0, b if row == 0 else 0.0,
                          b if col == self.cols - 1 else 0.0, b if row == self.rows - 1 else 0.0)
        return trim, bleed


def _count(paper: float, card: float, gap: float, bleed: float) -> int:
    n = 0
    while True:
        nxt = n + 1
        span = nxt * card + (nxt - 1) * gap
        if span > paper - 2 * PRINTER_MARGIN + 1e-9 or span + 2 * bleed > paper + 1e-9:
            return n
        n = nxt


def grid_for(paper: Size, card: Size, bleed: float, layout: str) -> Grid:
    """The largest centred grid of ``card`` on ``paper`` (see module doc for what fits).

    Raises ImpositionError if the layout is unknown, the bleed negative, or not one piece fits.
    """
    if layout not in GRID_LAYOUTS:
        raise ImpositionError(
            f"unknown grid layout {layout!r}; expected one of {', '.join(GRID_LAYOUTS)}")
    if bleed < 0:
        raise ImpositionError(f"bleed must be 0 or more millimetres, got {bleed}")
    gap = 0.0 if layout == "shared-cut" else 2 * bleed
    cols = _count(paper.width, card.width, gap, bleed)
    rows = _count(paper.height, card.height, gap, bleed)
    if cols == 0 or rows == 0:
        raise ImpositionError(
            f"a {card.width}×{card.height} mm piece with {bleed} mm bleed does not fit on "
            f"{paper.width}×{paper.height} mm paper")
    return Grid(paper, card, cols, rows, bleed, layout)


def mirror(box: Box, paper: Size, duplex: str) -> Box:
    """Where ``box`` of a front lands on the back page after a long- or short-edge flip."""
    if duplex == "long":
        return Box(paper.width - box.right, box.y, box.width, box.height)
    if duplex == "short":
        return Box(box.x, paper.height - box.top, box.width, box.height)
    raise ImpositionError(f"no back page for duplex mode {duplex!r}")


def back_placement(front: Placement, paper: Size, duplex: str,
                   back_offset: tuple[float, float] = (0.0, 0.0)) -> Placement:
    """The back face of ``front`` on the back page: its boxes mirrored for the ``duplex`` flip
    ('long' or 'short'), then moved by ``back_offset`` (mm, the back page's own coordinates).

    Raises ImpositionError for another duplex mode.
    """
    dx, dy = back_offset
    return Placement(front.piece, "back", mirror(front.trim, paper, duplex).shifted(dx, dy),
                     mirror(front.bleed, paper, duplex).shifted(dx, dy))


def impose(pieces: Sequence[Piece], paper: Size, *, bleed: float, layout: str, duplex: str,
           back_offset: tuple[float, float] = (0.0, 0.0), crop_marks: bool = True) -> list[Sheet]:
    """Sheets for ``pieces``, in print order (front, back, front, back… or fronts only).

    Pieces of different sizes start new sheets per size, in order of first appearance. A piece
    without a back gets a blank back slot when others on its sheet have one. ``duplex='none'``
    gives fronts only. ``layout='gutterfold'`` ignores ``duplex`` and ``back_offset``.
    Raises ImpositionError for an unknown mode or a piece that does not fit.
    """
    if layout == "gutterfold":
        return _gutterfold(pieces, paper, bleed=bleed, crop_marks=crop_marks)
    if duplex not in DUPLEX_MODES:
        raise ImpositionError(f"unknown duplex mode {duplex!r}; expected one of "
                              f"{', '.join(DUPLEX_MODES)}")
    sheets: list[Sheet] = []
    for size, group in _by_size(pieces):
        grid = grid_for(paper, size, bleed, layout)
        for start in range(0, len(group), grid.capacity):
            batch = group[start:start + grid.capacity]
            front = tuple(Placement(p, "front", *grid.slot(i)) for i, p in enumerate(batch))
            marks = crop_mark_lines(grid, len(batch)) if crop_marks else ()
            sheets.append(Sheet(paper, "front", front, marks, bleed))
            if duplex != "none" and any(p.back is not None for p in batch):
                back = tuple(back_placement(pl, paper, duplex, back_offset)
                             for pl in front if pl.piece.back is not None)
                sheets.append(Sheet(paper, "back", back, bleed=bleed))
    return sheets


def _gutterfold(pieces: Sequence[Piece], paper: Size, *, bleed: float,
                crop_marks: bool) -> list[Sheet]:
    sheet_size = paper if paper.width > paper.height else paper.rotated()
    half = Size(sheet_size.width / 2, sheet_size.height)
    fold = Line(half.width, PRINTER_MARGIN, half.width, sheet_size.height - PRINTER_MARGIN)
    sheets = []
    for size, group in _by_size(pieces):
        grid = grid_for(half, size, bleed, "shared-cut")
        for start in range(0, len(group), grid.capacity):
            batch = group[start:start + grid.capacity]
            placements = []
            for i, piece in enumerate(batch):
                placements.append(Placement(piece, "front", *grid.slot(i)))
                if piece.back is not None:
                    placements.append(back_placement(placements[-1], sheet_size, "long"))
            marks: tuple[Line, ...] = ()
            if crop_marks:
                left = crop_mark_lines(grid, len(batch))
                right = tuple(Line(sheet_size.width - m.x1, m.y1, sheet_size.width - m.x2, m.y2)
                              for m in left)
                marks = left + right
            sheets.append(Sheet(sheet_size, "front", tuple(placements), marks, bleed, (fold,)))
    return sheets


def _by_size(pieces: Sequence[Piece]) -> list[tuple[Size, list[Piece]]]:
    groups: dict[Size, list[Piece]] = {}
    for piece in pieces:
        groups.setdefault(piece.size, []).append(piece)
    return list(groups.items())


def crop_mark_lines(grid: Grid, used: int) -> tuple[Line, ...]:
    """Crop marks for the first ``used`` slots: on every cut line, outside every trim.

    Marks sit beyond the grid, start ``MARK_CLEARANCE`` mm past the outer bleed when there is
    room (else just outside the trim), are at most ``MARK_LENGTH`` long and stop
    ``PRINTER_MARGIN`` mm from the paper edge.
    """
    trims = [grid.slot(i)[0] for i in range(used)]
    block = Box(min(t.x for t in trims), min(t.y for t in trims),
                max(t.right for t in trims) - min(t.x for t in trims),
                max(t.top for t in trims) - min(t.y for t in trims))
    xs = sorted({round(v, 6) for t in trims for v in (t.x, t.right)})
    ys = sorted({round(v, 6) for t in trims for v in (t.y, t.top)})
    paper = grid.paper
    lines: list[Line] = []
    for x in xs:
        for start, end in (_span(block.top, paper.height - PRINTER_MARGIN, grid.bleed),
                           _span(block.y, PRINTER_MARGIN, grid.bleed)):
            if start is not None:
                lines.append(Line(x, start, x, end))
    for y in ys:
        for start, end in (_span(block.right, paper.width - PRINTER_MARGIN, grid.bleed),
                           _span(block.x, PRINTER_MARGIN, grid.bleed)):
            if start is not None:
                lines.append(Line(start, y, end, y))
    return tuple(lines)


def _span(edge: float, limit: float, bleed: float) -> tuple[float | None, float]:
    """A mark running from just past ``edge`` towards ``limit`` (either direction)."""
    direction = 1.0 if limit > edge else -1.0
    room = abs(limit - edge)
    clear = bleed + MARK_CLEARANCE
    offset = clear if room - clear >= 2.0 else min(MARK_CLEARANCE, room * 0.3)
    length = min(MARK_LENGTH, room - offset)
    if length < 0.5:
        return None, edge
    start = edge + direction * offset
    return start, start + direction * length
