"""NeuroDrez colour marks: a player colour as a filled shape with its pattern, for colour-blind
players (the same pattern on tiles, ownership tokens and the colour die).

Patterns read the same however a round token lies (no pattern depends on direction alone):
``plain``, ``stripes`` (parallel lines), ``dots``, ``rings`` (concentric circles), ``grid``
(crossed lines). Units are the caller's (mm on Tapete canvases).
"""

from __future__ import annotations

import math

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from generator.art.colour import luminance

PATTERNS: tuple[str, ...] = ("plain", "stripes", "dots", "rings", "grid")


def mix(hex_colour: str, other: str, amount: float) -> Color:
    """``hex_colour`` moved ``amount`` (0…1) of the way towards ``other``."""
    a, b = HexColor(hex_colour), HexColor(other)
    return Color(a.red + (b.red - a.red) * amount, a.green + (b.green - a.green) * amount,
                 a.blue + (b.blue - a.blue) * amount)


def highlight(hex_colour: str) -> str:
    """A lighter tint of ``hex_colour`` as '#rrggbb', for highlights drawn on that colour."""
    colour = mix(hex_colour, "#ffffff", 0.5)
    return "#" + "".join(f"{round(c * 255):02x}" for c in (colour.red, colour.green, colour.blue))


def pattern_ink(hex_colour: str) -> Color:
    """The pattern's ink on ``hex_colour``: a light tint on dark colours, a dark shade on light."""
    if luminance(hex_colour) < 0.3:
        return mix(hex_colour, "#ffffff", 0.62)
    return mix(hex_colour, "#000000", 0.38)


def text_ink(hex_colour: str) -> str:
    """Black or white, whichever reads better on ``hex_colour``."""
    return "#ffffff" if luminance(hex_colour) < 0.3 else "#1a1a1a"


def pattern_step(radius: float) -> float:
    """The pattern's repeat for a mark of ``radius``: about seven repeats across, 1.5–3.2."""
    return min(max(radius / 3.4, 1.5), 3.2)


def draw_pattern(canvas: Canvas, pattern: str, radius: float, ink: Color,
                 step: float | None = None) -> None:
    """Paint ``pattern`` over the square of half-side ``radius`` around the origin (the caller
    clips it to its shape), repeating every ``step`` (default ``pattern_step(radius)``).
    Raises KeyError for an unknown pattern."""
    if pattern not in PATTERNS:
        raise KeyError(f"unknown pattern {pattern!r}; expected one of {', '.join(PATTERNS)}")
    if pattern == "plain":
        return
    step = step or pattern_step(radius)
    width = step * 0.28
    canvas.saveState()
    canvas.setStrokeColor(ink)
    canvas.setFillColor(ink)
    canvas.setLineWidth(width)
    reach = radius * math.sqrt(2) + step
    count = int(reach / step) + 1
    if pattern == "stripes":
        canvas.rotate(45)
        for i in range(-count, count + 1):
            canvas.line(i * step, -reach, i * step, reach)
    elif pattern == "grid":
        for i in range(-count, count + 1):
            canvas.line(i * step + step / 2, -reach, i * step + step / 2, reach)
            canvas.line(-reach, i * step + step / 2, reach, i * step + step / 2)
    elif pattern == "dots":
        for i in range(-count, count + 1):
            for j in range(-count, count + 1):
                x = (i + (0.5 if j % 2 else 0.0)) * step
                canvas.circle(x, j * step * 0.87, step * 0.24, stroke=0, fill=1)
    else:   # rings
        canvas.circle(0, 0, step * 0.3, stroke=0, fill=1)
        for k in range(1, count + 1):
            canvas.circle(0, 0, k * step, stroke=1, fill=0)
    canvas.restoreState()


def pattern_form(canvas: Canvas, hex_colour: str, pattern: str, radius: float,
                 step: float | None = None) -> None:
    """``draw_pattern`` in ``hex_colour``'s pattern ink, written once per PDF as a form and
    reused (a sheet of tokens repeats the same pattern dozens of times)."""
    if pattern == "plain":
        return
    step = step or pattern_step(radius)
    name = f"neurodrez-{pattern}-{hex_colour.lstrip('#').lower()}-{radius:.3f}-{step:.3f}"
    if not canvas.hasForm(name):
        reach = radius * 1.5 + step
        canvas.beginForm(name, -reach, -reach, reach, reach)
        draw_pattern(canvas, pattern, radius, pattern_ink(hex_colour), step)
        canvas.endForm()
    canvas.doForm(name)


def colour_disc(canvas: Canvas, hex_colour: str, pattern: str, cx: float, cy: float,
                radius: float, *, ring: float = 0.0) -> None:
    """A disc of ``radius`` at ``(cx, cy)`` in the colour with its pattern; with ``ring`` > 0 a
    white ring of that width and a thin dark outline set it off from busy backgrounds."""
    canvas.saveState()
    if ring > 0:
        canvas.setFillColorRGB(1, 1, 1)
        canvas.setStrokeColor(mix("#000000", "#ffffff", 0.3))
        canvas.setLineWidth(0.2)
        canvas.circle(cx, cy, radius + ring, stroke=1, fill=1)
    canvas.translate(cx, cy)
    clip = canvas.beginPath()
    clip.circle(0, 0, radius)
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.setFillColor(HexColor(hex_colour))
    canvas.rect(-radius, -radius, 2 * radius, 2 * radius, stroke=0, fill=1)
    pattern_form(canvas, hex_colour, pattern, radius)
    canvas.restoreState()
    if luminance(hex_colour) > 0.7:
        canvas.saveState()
        canvas.setStrokeColor(mix(hex_colour, "#000000", 0.45))
        canvas.setLineWidth(0.25)
        canvas.circle(cx, cy, radius, stroke=1, fill=0)
        canvas.restoreState()


def colour_square(canvas: Canvas, hex_colour: str, pattern: str, x: float, y: float,
                  width: float, height: float, step: float | None = None) -> None:
    """A rectangle (e.g. a die face with its bleed) filled with the colour and its pattern,
    centred on the rectangle's centre and repeating every ``step``."""
    canvas.saveState()
    clip = canvas.beginPath()
    clip.rect(x, y, width, height)
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.setFillColor(HexColor(hex_colour))
    canvas.rect(x, y, width, height, stroke=0, fill=1)
    canvas.translate(x + width / 2, y + height / 2)
    pattern_form(canvas, hex_colour, pattern, max(width, height) / 2, step)
    canvas.restoreState()
