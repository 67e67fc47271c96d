"""The six NeuroDrez surfaces as vector icons: earth, water, air, fire, flora, fauna.

Each icon is drawn in its own 100 × 100 unit square (y up) and fitted into a box in the caller's
units (mm on Tapete canvases): ``draw_surface(canvas, "water", box, ink="#1C5F94",
light="#9FD0EC")``. ``ink`` paints the figure; ``light`` its highlights (usually the background
it sits on, so details read as cut-outs). Seed 004 (NeuroDrez) names the surfaces: tierra, agua,
aire, fuego, flora, fauna.
"""

from __future__ import annotations

from collections.abc import Callable

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator.art.shapes import polygon_path
from generator.geometry import Box

ICONS: tuple[str, ...] = ("earth", "water", "air", "fire", "flora", "fauna")

#: The icon's own square (units).
UNITS = 100.0


def draw_surface(canvas: Canvas, icon: str, box: Box, *, ink: str, light: str) -> None:
    """Draw ``icon`` centred in ``box`` (largest square that fits), in ``ink`` with ``light``
    highlights. Raises KeyError for an unknown icon, ValueError for a malformed colour."""
    try:
        painter = _PAINTERS[icon]
    except KeyError:
        known = ", ".join(ICONS)
        raise KeyError(f"unknown surface icon {icon!r}; expected one of {known}") from None
    side = min(box.width, box.height)
    canvas.saveState()
    canvas.translate(box.x + (box.width - side) / 2, box.y + (box.height - side) / 2)
    canvas.scale(side / UNITS, side / UNITS)
    canvas.setLineJoin(1)
    canvas.setLineCap(1)
    painter(canvas, HexColor(ink), HexColor(light))
    canvas.restoreState()


def _earth(canvas: Canvas, ink, light) -> None:
    """Two mountains with snow caps over a band of ground with pebbles."""
    canvas.setFillColor(ink)
    canvas.drawPath(polygon_path(canvas, [(4, 26), (38, 84), (60, 48), (70, 62), (96, 26)]),
                    stroke=0, fill=1)
    canvas.roundRect(4, 6, 92, 15, 4, stroke=0, fill=1)
    canvas.setFillColor(light)
    canvas.drawPath(polygon_path(canvas, [(38, 84), (27.8, 66.6), (32, 63.5), (36, 67), (40.5, 63),
                                      (44.6, 73.2)]), stroke=0, fill=1)
    canvas.drawPath(polygon_path(canvas, [(70, 62), (65.5, 55.7), (68.5, 53.5), (71.5, 56.5),
                                      (76.5, 53)]), stroke=0, fill=1)
    for x, y, rx, ry in ((16, 13.5, 4.5, 2.6), (33, 11.5, 3.2, 2.0), (52, 14, 5.0, 2.8),
                         (70, 11.5, 3.4, 2.0), (85, 14, 4.0, 2.4)):
        canvas.ellipse(x - rx, y - ry, x + rx, y + ry, stroke=0, fill=1)


def _water(canvas: Canvas, ink, light) -> None:
    """A drop over two waves."""
    canvas.setFillColor(ink)
    drop = canvas.beginPath()
    drop.moveTo(50, 97)
    drop.curveTo(43, 83, 25, 68, 25, 52)
    drop.curveTo(25, 38, 36, 28, 50, 28)
    drop.curveTo(64, 28, 75, 38, 75, 52)
    drop.curveTo(75, 68, 57, 83, 50, 97)
    drop.close()
    canvas.drawPath(drop, stroke=0, fill=1)
    canvas.setStrokeColor(light)
    canvas.setLineWidth(4.5)
    shine = canvas.beginPath()
    shine.moveTo(36, 52)
    shine.curveTo(36, 44, 40, 39, 46, 37)
    canvas.drawPath(shine, stroke=1, fill=0)
    canvas.setStrokeColor(ink)
    canvas.setLineWidth(6)
    for y in (17, 5):
        wave = canvas.beginPath()
        wave.moveTo(5, y)
        for i in range(6):
            x, rise = 5 + i * 15, 6.5 if i % 2 == 0 else -6.5
            wave.curveTo(x + 5, y + rise, x + 10, y + rise, x + 15, y)
        canvas.drawPath(wave, stroke=1, fill=0)


def _air(canvas: Canvas, ink, light) -> None:
    """Three gusts of wind ending in curls."""
    canvas.setStrokeColor(ink)
    canvas.setLineWidth(7)
    top = canvas.beginPath()
    top.moveTo(6, 70)
    top.lineTo(60, 70)
    top.curveTo(76, 70, 84, 80, 80, 89)
    top.curveTo(76, 97, 63, 96, 62, 87)
    canvas.drawPath(top, stroke=1, fill=0)
    middle = canvas.beginPath()
    middle.moveTo(18, 49)
    middle.lineTo(92, 49)
    canvas.drawPath(middle, stroke=1, fill=0)
    bottom = canvas.beginPath()
    bottom.moveTo(6, 28)
    bottom.lineTo(54, 28)
    bottom.curveTo(70, 28, 78, 18, 74, 10)
    bottom.curveTo(70, 2, 57, 3, 56, 12)
    canvas.drawPath(bottom, stroke=1, fill=0)


def _fire(canvas: Canvas, ink, light) -> None:
    """A flame with a side tongue and a light heart."""
    canvas.setFillColor(ink)
    flame = canvas.beginPath()
    flame.moveTo(52, 98)
    flame.curveTo(58, 80, 82, 68, 82, 42)
    flame.curveTo(82, 20, 68, 5, 50, 5)
    flame.curveTo(32, 5, 18, 20, 18, 40)
    flame.curveTo(18, 54, 25, 63, 33, 71)
    flame.curveTo(32, 61, 35, 54, 42, 50)
    flame.curveTo(38, 68, 46, 84, 52, 98)
    flame.close()
    canvas.drawPath(flame, stroke=0, fill=1)
    canvas.setFillColor(light)
    heart = canvas.beginPath()
    heart.moveTo(54, 60)
    heart.curveTo(56, 48, 68, 42, 67, 28)
    heart.curveTo(66, 18, 59, 12, 50, 12)
    heart.curveTo(40, 12, 33, 19, 33, 29)
    heart.curveTo(33, 38, 39, 43, 44, 46)
    heart.curveTo(44, 40, 46, 36, 49, 34)
    heart.curveTo(49, 45, 53, 52, 54, 60)
    heart.close()
    canvas.drawPath(heart, stroke=0, fill=1)


def _flora(canvas: Canvas, ink, light) -> None:
    """A leafy tree: round crown of three lobes on a trunk, with leaf veins."""
    canvas.setFillColor(ink)
    trunk = polygon_path(canvas, [(45, 36), (44, 12), (36, 5), (64, 5), (56, 12), (55, 36)])
    canvas.drawPath(trunk, stroke=0, fill=1)
    for x, y, r in ((50, 70, 26), (29, 54, 18), (71, 54, 18), (50, 48, 18)):
        canvas.circle(x, y, r, stroke=0, fill=1)
    canvas.setStrokeColor(light)
    canvas.setLineWidth(3.2)
    for x0, y0, x1, y1 in ((50, 40, 50, 84), (50, 62, 38, 72), (50, 62, 62, 72),
                           (50, 50, 33, 58), (50, 50, 67, 58)):
        canvas.line(x0, y0, x1, y1)


def _fauna(canvas: Canvas, ink, light) -> None:
    """An animal's paw print: a pad and four toes."""
    canvas.setFillColor(ink)
    pad = canvas.beginPath()
    pad.moveTo(50, 56)
    pad.curveTo(64, 56, 78, 42, 76, 28)
    pad.curveTo(74, 14, 62, 12, 50, 17)
    pad.curveTo(38, 12, 26, 14, 24, 28)
    pad.curveTo(22, 42, 36, 56, 50, 56)
    pad.close()
    canvas.drawPath(pad, stroke=0, fill=1)
    for x, y, angle in ((17, 59, 28), (37, 80, 8), (63, 80, -8), (83, 59, -28)):
        canvas.saveState()
        canvas.translate(x, y)
        canvas.rotate(angle)
        canvas.ellipse(-9, -12.5, 9, 12.5, stroke=0, fill=1)
        canvas.restoreState()


_PAINTERS: dict[str, Callable[[Canvas, object, object], None]] = {
    "earth": _earth, "water": _water, "air": _air, "fire": _fire, "flora": _flora,
    "fauna": _fauna,
}
