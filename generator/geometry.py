"""Print geometry in millimetres, and the one conversion to PDF points.

All layout is computed in millimetres (floats) with the PDF convention: origin at the lower-left
corner of the sheet, y upwards. Only ``pt`` turns millimetres into points (1 mm = 72/25.4 pt).
"""

from __future__ import annotations

from dataclasses import dataclass

MM_PER_INCH = 25.4
PT_PER_MM = 72.0 / MM_PER_INCH


def pt(mm: float) -> float:
    """Millimetres to PDF points (1 pt = 1/72 inch)."""
    return mm * PT_PER_MM


def mm_from_pt(points: float) -> float:
    """PDF points to millimetres (for type sizes given in points)."""
    return points / PT_PER_MM


@dataclass(frozen=True)
class Size:
    """A width and height in millimetres."""

    width: float
    height: float

    def rotated(self) -> Size:
        """The same size turned a quarter (landscape ↔ portrait)."""
        return Size(self.height, self.width)


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle in mm: lower-left corner ``x, y``, ``width``, ``height``."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        """The right edge's x (mm)."""
        return self.x + self.width

    @property
    def top(self) -> float:
        """The top edge's y (mm)."""
        return self.y + self.height

    def grow(self, left: float, bottom: float, right: float, top: float) -> Box:
        """The box with each edge moved outwards by the given millimetres (negative: inwards)."""
        return Box(self.x - left, self.y - bottom, self.width + left + right,
                   self.height + bottom + top)

    def inset(self, margin: float) -> Box:
        """The box shrunk by ``margin`` mm on every side."""
        return self.grow(-margin, -margin, -margin, -margin)

    def shifted(self, dx: float, dy: float) -> Box:
        """The box moved by ``dx, dy`` mm."""
        return Box(self.x + dx, self.y + dy, self.width, self.height)

    def contains(self, x: float, y: float, tolerance: float = 1e-6) -> bool:
        """True if the point lies inside or on the edge (within ``tolerance`` mm)."""
        return (self.x - tolerance <= x <= self.right + tolerance
                and self.y - tolerance <= y <= self.top + tolerance)

    def overlaps(self, other: Box, tolerance: float = 1e-6) -> bool:
        """True if the interiors intersect (touching edges do not count)."""
        return (self.x < other.right - tolerance and other.x < self.right - tolerance
                and self.y < other.top - tolerance and other.y < self.top - tolerance)

    def as_list(self, digits: int = 3) -> list[float]:
        """``[x, y, width, height]`` rounded to ``digits`` (for manifests)."""
        return [round(v, digits) for v in (self.x, self.y, self.width, self.height)]

    def points(self) -> tuple[float, float, float, float]:
        """``(x1, y1, x2, y2)`` in PDF points, as page boxes are written."""
        return (pt(self.x), pt(self.y), pt(self.right), pt(self.top))


PAPERS: dict[str, Size] = {
    "a4": Size(210.0, 297.0),
    "letter": Size(215.9, 279.4),
}

POKER = Size(63.5, 88.9)
TAROT = Size(70.0, 120.0)

#: The paper edge band that printers cannot reach; no crop mark may enter it (mm).
PRINTER_MARGIN = 5.0
#: Default bleed (mm), and the safe-area inset inside the trim (mm).
DEFAULT_BLEED = 3.0
SAFE_INSET = 3.0
