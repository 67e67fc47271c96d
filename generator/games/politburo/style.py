"""Politburo's print look (docs/rules-decisions.md#politburo): a Soviet-era poster palette, vector
stars, rays
and emblems, and the text helpers every card face shares.

Canvas units are millimetres with the origin at the lower-left corner of the trim, as
``generator.pieces`` sets them up; type sizes are given in points.

Every face but the execution cards' has the same plain red band ``FRAME`` mm wide inside its trim
(and over the bleed). On a shared-cut sheet a slightly missed cut therefore shows the same red
next to a member back whatever its neighbour is, so no member back can be told from another by
the sheet it was printed on. (Execution backs are an all-over pattern instead: see
``tokens``; in the ``cards`` print they never sit next to a member back.)

Ink saver (``generator.ink``): white faces; the red band becomes a thin red frame line inside
the trim (the bleed stays white, the same for every card), cream panels are white, filled bars
and tabs become outlines, and their lettering is in ink or the card's accent colour.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.art.shapes import star_path
from generator.geometry import Box, mm_from_pt
from generator.ink import frame_line
from generator.pieces import Frame
from generator.text import TextOverflow, shrink_sizes, tracked_width

RED = "#A61E1A"
RED_DARK = "#8C1915"
CREAM = "#F4EBD5"
INK = "#1F1C1A"
INK_SOFT = "#3A3532"
GOLD = "#E2A72E"
WHITE = "#FFFFFF"

#: Width of the plain red band inside every trim (mm); art and text stay inside it.
FRAME = 3.5
#: Letter-spacing of tracked capitals, as a fraction of the type size.
TRACKING = 0.12


def paint(canvas: Canvas, box: Box, color: str, radius: float = 0.0) -> None:
    """Fill ``box`` (mm) with ``color``; ``radius`` (mm) rounds the corners."""
    canvas.setFillColor(color)
    if radius > 0:
        canvas.roundRect(box.x, box.y, box.width, box.height, radius, stroke=0, fill=1)
    else:
        canvas.rect(box.x, box.y, box.width, box.height, stroke=0, fill=1)


def framed(canvas: Canvas, frame: Frame, inner: str, saver: bool = False) -> Box:
    """Red over the whole bleed box, an ``inner`` panel inside the red band; returns the panel.
    Ink saver: a red frame line inside the trim and no panel fill."""
    panel = frame.trim.inset(FRAME)
    if saver:
        frame_line(canvas, frame, RED)
        return panel
    paint(canvas, frame.bleed_box, RED)
    paint(canvas, panel, inner, radius=1.2)
    return panel


def outline(canvas: Canvas, box: Box, color: str, width: float = 0.45,
            radius: float = 0.0) -> None:
    """Stroke ``box`` (mm) ``width`` mm wide in ``color``: the ink-saver form of ``paint``."""
    canvas.setStrokeColor(color)
    canvas.setLineWidth(width)
    if radius > 0:
        canvas.roundRect(box.x, box.y, box.width, box.height, radius, stroke=1, fill=0)
    else:
        canvas.rect(box.x, box.y, box.width, box.height, stroke=1, fill=0)


def star(canvas: Canvas, cx: float, cy: float, radius: float, color: str,
         angle: float = 90.0) -> None:
    """A filled five-pointed star centred on ``(cx, cy)``, outer ``radius`` mm, first point at
    ``angle`` degrees (90: pointing up)."""
    canvas.setFillColor(color)
    canvas.drawPath(star_path(canvas, cx, cy, radius, angle), stroke=0, fill=1)


def rays(canvas: Canvas, cx: float, cy: float, clip: Box, color: str, count: int = 28) -> None:
    """A constructivist sunburst: ``count`` wedges from ``(cx, cy)``, every other one filled with
    ``color``, clipped to ``clip`` (mm). ``count`` is even, so the burst is point-symmetric."""
    reach = math.hypot(clip.width, clip.height) + math.hypot(cx - clip.x, cy - clip.y)
    canvas.saveState()
    outline = canvas.beginPath()
    outline.rect(clip.x, clip.y, clip.width, clip.height)
    canvas.clipPath(outline, stroke=0, fill=0)
    path = canvas.beginPath()
    step = 360.0 / count
    for i in range(0, count, 2):
        a1, a2 = math.radians(i * step), math.radians((i + 1) * step)
        path.moveTo(cx, cy)
        path.lineTo(cx + reach * math.cos(a1), cy + reach * math.sin(a1))
        path.lineTo(cx + reach * math.cos(a2), cy + reach * math.sin(a2))
        path.close()
    canvas.setFillColor(color)
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.restoreState()


@contextmanager
def on_edge(canvas: Canvas, frame: Frame, edge: str) -> Iterator[tuple[float, float]]:
    """Turn the canvas so that ``edge`` ('bottom', 'right', 'top', 'left') is the bottom edge.

    Inside the block the origin is that edge's left end as seen from outside the card and the
    yielded ``(width, height)`` are the card's size in that orientation, so what is drawn near
    y = 0 reads upright to a player that edge points at.
    """
    turns = {"bottom": 0, "right": 90, "top": 180, "left": 270}
    if edge not in turns:
        raise ValueError(f"unknown edge {edge!r}; expected one of {', '.join(turns)}")
    angle = turns[edge]
    width, height = ((frame.width, frame.height) if angle in (0, 180)
                     else (frame.height, frame.width))
    canvas.saveState()
    canvas.translate(frame.width / 2, frame.height / 2)
    canvas.rotate(angle)
    canvas.translate(-width / 2, -height / 2)
    try:
        yield width, height
    finally:
        canvas.restoreState()


def line(canvas: Canvas, text: str, x: float, y: float, *, font: str, size: float,
         color: str, where: str, max_width: float, min_size: float | None = None,
         tracking: float = 0.0, align: str = "center") -> float:
    """Draw one line at baseline ``y`` (mm), anchored at ``x`` by ``align``.

    The size (pt) shrinks in 0.25 pt steps down to ``min_size`` (default 75 % of ``size``) until
    the line is at most ``max_width`` mm wide. Returns the size used. Raises TextOverflow
    naming ``where`` if even the minimum is too wide.
    """
    fonts.register()
    floor = min_size if min_size is not None else round(size * 0.75, 2)
    for current in shrink_sizes(size, floor):
        width = tracked_width(text, font, current, tracking)
        if width <= max_width + 1e-6:
            break
    else:
        raise TextOverflow(f"{where}: line {text!r} is wider than {max_width:.1f} mm "
                           f"even at {floor} pt")
    start = {"center": x - width / 2, "left": x, "right": x - width}[align]
    size_mm = mm_from_pt(current)
    canvas.setFillColor(color)
    canvas.setFont(font, size_mm)
    canvas.drawString(start, y, text, charSpace=tracking * size_mm)
    return current


def cap_height(size_pt: float) -> float:
    """Approximate cap height in mm of Source Sans at ``size_pt`` (0.66 em)."""
    return mm_from_pt(size_pt) * 0.66


def fitted_lines(text: str, *, font: str, size: float, min_size: float, max_width: float,
                 where: str, tracking: float = 0.0, max_lines: int = 2) -> tuple[list[str], float]:
    """Break ``text`` into as few lines as possible (at most ``max_lines``) at the largest size
    from ``size`` down to ``min_size`` (pt) at which every line is at most ``max_width`` mm.

    Fewer lines win over a larger size; among breaks with the same count the most balanced wins.
    Returns ``(lines, size_pt)``. Raises TextOverflow naming ``where`` if nothing fits.
    """
    words = text.split()
    for count in range(1, min(max_lines, len(words)) + 1):
        options = _breaks(words, count)
        for current in shrink_sizes(size, min_size):
            widths = [max(tracked_width(ln, font, current, tracking) for ln in lines)
                      for lines in options]
            fitting = [(width, lines) for width, lines in zip(widths, options, strict=True)
                       if width <= max_width + 1e-6]
            if fitting:
                return min(fitting, key=lambda pair: pair[0])[1], current
    raise TextOverflow(f"{where}: {text!r} does not fit {max_lines} line(s) of "
                       f"{max_width:.1f} mm even at {min_size} pt")


def _breaks(words: list[str], count: int) -> list[list[str]]:
    """Every way to cut ``words`` into ``count`` non-empty lines."""
    if count == 1:
        return [[" ".join(words)]]
    result = []
    for cut in range(1, len(words) - count + 2):
        for rest in _breaks(words[cut:], count - 1):
            result.append([" ".join(words[:cut]), *rest])
    return result
