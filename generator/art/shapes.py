"""Plain vector paths the games' art is built from: polygons and five-pointed stars.

Coordinates are in the caller's canvas units (mm on Tapete faces, the icon's own units inside a
scaled icon). A function returns the path; the caller sets colours and draws it with
``canvas.drawPath`` (or clips to it).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

#: Inner radius of a five-pointed star as a share of the outer radius (a regular star: the
#: golden ratio's 1 − 1/φ, rounded as the art has always used it).
STAR_INNER = 0.382


def polygon_path(canvas: Canvas, points: Sequence[tuple[float, float]], *,
                 closed: bool = True) -> PDFPathObject:
    """The path through ``points`` in order, closed back to the first unless ``closed`` is
    False (an open polyline). Raises IndexError for no points."""
    path = canvas.beginPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    if closed:
        path.close()
    return path


def star_path(canvas: Canvas, cx: float, cy: float, radius: float,
              angle: float = 90.0) -> PDFPathObject:
    """A closed five-pointed star around ``(cx, cy)`` with outer ``radius``, its first point at
    ``angle`` degrees (90: pointing up)."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * STAR_INNER
        a = math.radians(angle + i * 36)
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return polygon_path(canvas, points)
