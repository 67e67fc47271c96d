"""A die face with pips, for cards (PokerDrez's die value) and dice nets."""

from __future__ import annotations

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator.geometry import Box

#: Pip centres of each value, in a unit square (0–1, y upwards), as on a Western die.
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.25, 0.75), (0.75, 0.25)),
    3: ((0.25, 0.75), (0.5, 0.5), (0.75, 0.25)),
    4: ((0.25, 0.25), (0.25, 0.75), (0.75, 0.25), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.25, 0.75), (0.5, 0.5), (0.75, 0.25), (0.75, 0.75)),
    6: ((0.25, 0.2), (0.25, 0.5), (0.25, 0.8), (0.75, 0.2), (0.75, 0.5), (0.75, 0.8)),
}


def draw_die_face(canvas: Canvas, box: Box, value: int, *, face: str = "#FFFFFF",
                  pip: str = "#1E1F24", edge: str | None = "#1E1F24",
                  line_width: float = 0.3) -> None:
    """A die face showing ``value`` (1–6) filling the square ``box`` (mm; the smaller side).

    Rounded square in ``face`` with an ``edge`` outline ``line_width`` mm wide (None: no
    outline), pips in ``pip``. The 2, 3 and 6 are drawn as on a die seen upright, so the face is
    the same under a 180° turn. Each distinct face (value, size, colours, line) is written into
    a PDF once, as a form placed wherever it shows (a deck shows each of six faces ~18 times).
    Raises ValueError for a value outside 1–6.
    """
    if value not in PIPS:
        raise ValueError(f"a die face shows 1 to 6, not {value!r}")
    side = min(box.width, box.height)
    form = "-".join(("tapete-die", str(value), f"{side:.4f}", f"{line_width:.4f}",
                     *(colour.lstrip("#").lower() if colour else "none"
                       for colour in (face, pip, edge))))
    if not canvas.hasForm(form):
        margin = line_width + 1.0
        canvas.beginForm(form, -margin, -margin, side + margin, side + margin)
        _paint(canvas, side, value, face=face, pip=pip, edge=edge, line_width=line_width)
        canvas.endForm()
    canvas.saveState()
    canvas.translate(box.x + (box.width - side) / 2, box.y + (box.height - side) / 2)
    canvas.doForm(form)
    canvas.restoreState()


def _paint(canvas: Canvas, side: float, value: int, *, face: str, pip: str, edge: str | None,
           line_width: float) -> None:
    """The face of ``value`` with its lower-left corner at the origin, ``side`` mm wide."""
    canvas.setFillColor(HexColor(face))
    if edge is not None:
        canvas.setStrokeColor(HexColor(edge))
        canvas.setLineWidth(line_width)
    inset = line_width / 2 if edge is not None else 0.0
    canvas.roundRect(inset, inset, side - 2 * inset, side - 2 * inset, side * 0.18,
                     stroke=1 if edge is not None else 0, fill=1)
    canvas.setFillColor(HexColor(pip))
    radius = side * (0.11 if value > 1 else 0.14)
    for px, py in PIPS[value]:
        canvas.circle(px * side, py * side, radius, stroke=0, fill=1)
