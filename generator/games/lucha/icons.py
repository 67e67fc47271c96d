"""Vector icons of Politburó, lucha de poder: one per card type, office and marker.

Each icon is drawn in a unit square ([-1, 1] on both axes) filled with ``ink``; cut-outs are
painted in ``bg``, the colour of what lies under the icon. ``draw`` places and scales it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from generator.art.shapes import polygon_path, star_path

IconDraw = Callable[[Canvas, Color, Color], None]


def _poly(c: Canvas, points: list[tuple[float, float]]) -> None:
    c.drawPath(polygon_path(c, points), stroke=0, fill=1)


def _rect(c: Canvas, x1: float, y1: float, x2: float, y2: float) -> None:
    c.rect(x1, y1, x2 - x1, y2 - y1, stroke=0, fill=1)


def _arc_arrow(c: Canvas, cx: float, cy: float, r: float, start: float, extent: float,
               width: float) -> None:
    """A stroked arc (counter-clockwise from ``start`` over ``extent`` degrees) with a head."""
    path = c.beginPath()
    path.arc(cx - r, cy - r, cx + r, cy + r, start, extent)
    c.setLineWidth(width)
    c.drawPath(path, stroke=1, fill=0)
    end = math.radians(start + extent)
    ex, ey = cx + r * math.cos(end), cy + r * math.sin(end)
    tx, ty = -math.sin(end), math.cos(end)      # direction of travel
    nx, ny = math.cos(end), math.sin(end)       # outward normal
    head, half = width * 2.0, width * 1.5
    _poly(c, [(ex + tx * head, ey + ty * head), (ex + nx * half, ey + ny * half),
              (ex - nx * half, ey - ny * half)])


def _megaphone(c: Canvas, ink: Color, bg: Color) -> None:
    _poly(c, [(-0.55, -0.22), (-0.55, 0.22), (0.4, 0.68), (0.4, -0.68)])
    _rect(c, -0.82, -0.16, -0.5, 0.16)
    _poly(c, [(-0.36, -0.2), (-0.26, -0.62), (-0.08, -0.62), (-0.16, -0.26)])
    c.setLineWidth(0.1)
    for radius in (0.32, 0.52):
        path = c.beginPath()
        path.arc(0.4 - radius, -radius, 0.4 + radius, radius, -38, 76)
        c.drawPath(path, stroke=1, fill=0)


def _nib(c: Canvas, ink: Color, bg: Color) -> None:
    _poly(c, [(0, -0.95), (0.52, -0.1), (0.42, 0.48), (-0.42, 0.48), (-0.52, -0.1)])
    _rect(c, -0.42, 0.58, 0.42, 0.95)
    c.setFillColor(bg)
    c.circle(0, 0.05, 0.13, stroke=0, fill=1)
    _rect(c, -0.035, -0.95, 0.035, 0.05)


def _dagger(c: Canvas, ink: Color, bg: Color) -> None:
    c.rotate(-35)
    _poly(c, [(0, 0.98), (0.15, 0.58), (0.15, -0.22), (-0.15, -0.22), (-0.15, 0.58)])
    _rect(c, -0.46, -0.36, 0.46, -0.22)
    _rect(c, -0.09, -0.76, 0.09, -0.36)
    c.circle(0, -0.84, 0.13, stroke=0, fill=1)
    c.setFillColor(bg)
    _rect(c, -0.025, -0.12, 0.025, 0.6)


def _shield(c: Canvas, ink: Color, bg: Color) -> None:
    path = c.beginPath()
    path.moveTo(-0.74, 0.8)
    path.lineTo(0.74, 0.8)
    path.lineTo(0.74, 0.05)
    path.curveTo(0.74, -0.45, 0.32, -0.76, 0, -0.96)
    path.curveTo(-0.32, -0.76, -0.74, -0.45, -0.74, 0.05)
    path.close()
    c.drawPath(path, stroke=0, fill=1)
    c.setFillColor(bg)
    c.drawPath(star_path(c, 0, 0.02, 0.42), stroke=0, fill=1)


def _return_arrow(c: Canvas, ink: Color, bg: Color) -> None:
    c.setLineCap(0)
    _arc_arrow(c, -0.05, 0.1, 0.55, 0, 190, 0.24)
    _rect(c, 0.38, -0.9, 0.62, 0.1)


def _medal(c: Canvas, ink: Color, bg: Color) -> None:
    _poly(c, [(-0.55, 0.97), (-0.22, 0.97), (0.12, 0.15), (-0.2, 0.15)])
    _poly(c, [(0.55, 0.97), (0.22, 0.97), (-0.12, 0.15), (0.2, 0.15)])
    c.setFillColor(bg)
    c.circle(0, -0.3, 0.66, stroke=0, fill=1)
    c.setFillColor(ink)
    c.circle(0, -0.3, 0.6, stroke=0, fill=1)
    c.setFillColor(bg)
    c.drawPath(star_path(c, 0, -0.31, 0.4), stroke=0, fill=1)


def _puppet(c: Canvas, ink: Color, bg: Color) -> None:
    _rect(c, -0.78, 0.8, 0.78, 0.94)
    _rect(c, -0.07, 0.56, 0.07, 1.0)
    c.setLineWidth(0.045)
    for x1, y1, x2, y2 in ((-0.72, 0.8, -0.5, -0.15), (0.72, 0.8, 0.5, -0.15),
                           (0, 0.56, 0, 0.26)):
        c.line(x1, y1, x2, y2)
    c.circle(0, 0.1, 0.16, stroke=0, fill=1)
    _poly(c, [(-0.2, -0.08), (0.2, -0.08), (0.16, -0.55), (-0.16, -0.55)])
    c.setLineWidth(0.1)
    c.setLineCap(1)
    for x1, y1, x2, y2 in ((-0.17, -0.1, -0.5, -0.15), (0.17, -0.1, 0.5, -0.15),
                           (-0.1, -0.55, -0.28, -0.95), (0.1, -0.55, 0.28, -0.95)):
        c.line(x1, y1, x2, y2)


def _vial(c: Canvas, ink: Color, bg: Color) -> None:
    _rect(c, -0.24, 0.8, 0.24, 0.95)
    _rect(c, -0.15, 0.3, 0.15, 0.85)
    c.circle(0, -0.28, 0.66, stroke=0, fill=1)
    c.setFillColor(bg)
    _rect(c, -0.34, -0.37, 0.34, -0.19)
    _rect(c, -0.09, -0.62, 0.09, 0.06)


def _gear(c: Canvas, ink: Color, bg: Color) -> None:
    c.circle(0, 0, 0.66, stroke=0, fill=1)
    for i in range(10):
        c.saveState()
        c.rotate(i * 36)
        _rect(c, -0.13, 0.55, 0.13, 0.95)
        c.restoreState()
    c.setFillColor(bg)
    c.circle(0, 0, 0.26, stroke=0, fill=1)


def _key(c: Canvas, ink: Color, bg: Color) -> None:
    c.rotate(-40)
    c.circle(-0.58, 0, 0.4, stroke=0, fill=1)
    _rect(c, -0.25, -0.1, 0.98, 0.1)
    _rect(c, 0.62, -0.38, 0.74, -0.1)
    _rect(c, 0.82, -0.3, 0.94, -0.1)
    c.setFillColor(bg)
    c.circle(-0.62, 0, 0.17, stroke=0, fill=1)


def _newspaper(c: Canvas, ink: Color, bg: Color) -> None:
    _rect(c, -0.82, -0.78, 0.82, 0.78)
    c.setFillColor(bg)
    _rect(c, -0.66, 0.36, 0.66, 0.62)
    for y in (0.16, -0.04, -0.24, -0.44, -0.62):
        _rect(c, -0.66, y - 0.05, -0.06, y + 0.05)
    c.drawPath(star_path(c, 0.34, -0.16, 0.3), stroke=0, fill=1)


def _eye(c: Canvas, ink: Color, bg: Color) -> None:
    path = c.beginPath()
    path.moveTo(-0.96, 0)
    path.curveTo(-0.45, 0.7, 0.45, 0.7, 0.96, 0)
    path.curveTo(0.45, -0.7, -0.45, -0.7, -0.96, 0)
    path.close()
    c.drawPath(path, stroke=0, fill=1)
    c.setFillColor(bg)
    c.circle(0, 0, 0.36, stroke=0, fill=1)
    c.setFillColor(ink)
    c.circle(0, 0, 0.17, stroke=0, fill=1)


def _star_icon(c: Canvas, ink: Color, bg: Color) -> None:
    c.drawPath(star_path(c, 0, -0.05, 1.0), stroke=0, fill=1)


def _heart(c: Canvas, ink: Color, bg: Color) -> None:
    path = c.beginPath()
    path.moveTo(0, -0.85)
    path.curveTo(-0.9, -0.2, -0.98, 0.5, -0.5, 0.72)
    path.curveTo(-0.2, 0.85, 0, 0.65, 0, 0.45)
    path.curveTo(0, 0.65, 0.2, 0.85, 0.5, 0.72)
    path.curveTo(0.98, 0.5, 0.9, -0.2, 0, -0.85)
    path.close()
    c.drawPath(path, stroke=0, fill=1)


def _bolt(c: Canvas, ink: Color, bg: Color) -> None:
    _poly(c, [(0.2, 0.98), (-0.55, -0.08), (-0.05, -0.08), (-0.25, -0.98), (0.55, 0.12),
              (0.05, 0.12)])


def _cycle(c: Canvas, ink: Color, bg: Color) -> None:
    c.setLineCap(0)
    _arc_arrow(c, 0, 0, 0.62, 100, 290, 0.2)


def _hourglass(c: Canvas, ink: Color, bg: Color) -> None:
    _rect(c, -0.6, 0.8, 0.6, 0.96)
    _rect(c, -0.6, -0.96, 0.6, -0.8)
    _poly(c, [(-0.46, 0.8), (0.46, 0.8), (0.07, 0), (0.46, -0.8), (-0.46, -0.8), (-0.07, 0)])


def _snowflake(c: Canvas, ink: Color, bg: Color) -> None:
    c.setLineWidth(0.13)
    c.setLineCap(1)
    for i in range(6):
        c.saveState()
        c.rotate(i * 60)
        c.line(0, 0, 0, 0.92)
        c.line(0, 0.55, 0.25, 0.8)
        c.line(0, 0.55, -0.25, 0.8)
        c.restoreState()


ICONS: dict[str, IconDraw] = {
    "megaphone": _megaphone, "nib": _nib, "dagger": _dagger, "shield": _shield,
    "return": _return_arrow, "medal": _medal, "puppet": _puppet, "vial": _vial, "gear": _gear,
    "key": _key, "newspaper": _newspaper, "eye": _eye, "star": _star_icon, "heart": _heart,
    "bolt": _bolt, "cycle": _cycle, "hourglass": _hourglass, "snowflake": _snowflake,
}


def draw(c: Canvas, name: str, cx: float, cy: float, size: float, ink: Color,
         bg: Color) -> None:
    """Draw icon ``name`` centred on ``(cx, cy)`` in a ``size`` mm square.

    Raises KeyError naming the icon and the known ones for an unknown ``name``.
    """
    try:
        icon = ICONS[name]
    except KeyError:
        raise KeyError(f"unknown icon {name!r}; known icons: {', '.join(sorted(ICONS))}") from None
    c.saveState()
    c.translate(cx, cy)
    c.scale(size / 2, size / 2)
    c.setFillColor(ink)
    c.setStrokeColor(ink)
    icon(c, ink, bg)
    c.restoreState()
