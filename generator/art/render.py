"""Drawing a ``Drawing`` onto a reportlab canvas, once per PDF, reused as a Form XObject.

Each (drawing, style) is written into the PDF once as a form whose content sets no fill colour,
stroke colour or line width: those come from the graphics state at the place it is used, so one
form serves every colour and size. Only ``light`` shapes carry their own colour (part of the key).
"""

from __future__ import annotations

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import FILL_NON_ZERO, Canvas

from generator.art.outline import Command, Drawing, expand
from generator.geometry import Box

#: Extra room around a form's bounds for its outline strokes (drawing units).
FORM_MARGIN = 6.0


def fit(drawing: Drawing, box: Box) -> tuple[float, float, float]:
    """Scale and lower-left offset (mm) that centre ``drawing`` in ``box`` keeping its aspect."""
    x0, y0, x1, y1 = drawing.bounds
    scale = min(box.width / (x1 - x0), box.height / (y1 - y0))
    ox = box.x + (box.width - (x1 - x0) * scale) / 2 - x0 * scale
    oy = box.y + (box.height - (y1 - y0) * scale) / 2 - y0 * scale
    return scale, ox, oy


def draw(canvas: Canvas, name: str, drawing: Drawing, placement: tuple[float, float, float], *,
         fill: str, stroke: str | None, line_width: float, details: bool, light: str) -> None:
    """Paint ``drawing`` at ``placement`` = (scale mm per unit, x, y of the unit origin in mm).

    ``fill`` colours the body shapes and ``light`` the light ones ('#rrggbb'); with ``stroke``
    every shape is outlined (and, with ``details``, the detail lines drawn) ``line_width`` mm
    wide; without it the drawing is a flat silhouette in ``fill``. ``name`` identifies the
    drawing among forms of the same PDF. Raises ValueError for a malformed colour.
    """
    outlined = stroke is not None
    style = "solid" if not outlined else ("detailed" if details else "contour")
    form = f"tapete-{name}-{style}-{light.lstrip('#').lower()}"
    if not canvas.hasForm(form):
        _define(canvas, form, drawing, outlined=outlined, details=details and outlined,
                light=light)
    scale, ox, oy = placement
    canvas.saveState()
    canvas.translate(ox, oy)
    canvas.scale(scale, scale)
    canvas.setFillColor(HexColor(fill))
    if stroke is not None:
        canvas.setStrokeColor(HexColor(stroke))
        canvas.setLineWidth(line_width / scale)
    canvas.doForm(form)
    canvas.restoreState()


def _define(canvas: Canvas, form: str, drawing: Drawing, *, outlined: bool, details: bool,
            light: str) -> None:
    x0, y0, x1, y1 = drawing.bounds
    canvas.beginForm(form, x0 - FORM_MARGIN, y0 - FORM_MARGIN, x1 + FORM_MARGIN,
                     y1 + FORM_MARGIN)
    canvas.setLineJoin(1)
    canvas.setLineCap(1)
    for shape in drawing.shapes:
        path = _path(canvas, shape.commands)
        if shape.tone == "light" and outlined:
            canvas.saveState()
            canvas.setFillColor(HexColor(light))
            canvas.drawPath(path, stroke=1, fill=1, fillMode=FILL_NON_ZERO)
            canvas.restoreState()
        else:
            canvas.drawPath(path, stroke=1 if outlined else 0, fill=1, fillMode=FILL_NON_ZERO)
    if details:
        for line in drawing.strokes:
            canvas.drawPath(_path(canvas, line.commands), stroke=1, fill=0)
    canvas.endForm()


def _path(canvas: Canvas, commands: tuple[Command, ...]):
    path = canvas.beginPath()
    for cmd in expand(commands):
        op = cmd[0]
        if op == "M":
            path.moveTo(cmd[1], cmd[2])
        elif op == "L":
            path.lineTo(cmd[1], cmd[2])
        elif op == "C":
            path.curveTo(*cmd[1:])
        else:
            path.close()
    return path
