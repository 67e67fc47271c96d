"""The duplex calibration sheet: measures how far a printer puts back pages off their fronts.

Page 1 (front) carries two long hairlines through the sheet's centre lines and a 100 mm ruler to
check that nothing was scaled. Page 2 (back) carries two millimetre scales placed exactly where the
hairlines land after the flip. Held against a window, the hairline shows through on the scale at the
value to pass as ``--back-offset X,Y``: the scale reads in the back page's own coordinates, and the
number under the line is the correction (a printer that shifts backs by +s mm reads −s).
"""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.geometry import PAPERS, Box, Size, pt
from generator.imposition import mirror
from generator.pdf import new_canvas

SCALE_RANGE = 5.0   # the scales read −5…+5 mm
TICK_STEP = 0.5     # one tick every half millimetre
HAIRLINE_PT = 0.3
BAND = 30.0         # length of each hairline, and of each scale's ticks (mm)

_TEXT = {
    "front": [
        "Tapete — duplex calibration / calibración de dúplex",
        "1. Print both pages double-sided at 100 % (actual size), flip on the {edge} edge.",
        "1. Imprime ambas páginas a doble cara al 100 % (tamaño real), volteo por el borde "
        "{edge_es}.",
        "2. Check the ruler below: it must measure exactly 100 mm. / La regla debe medir 100 mm.",
        "3. Hold the sheet against a window and read the scales on the back.",
        "3. Mira la hoja a contraluz y lee las escalas del reverso.",
    ],
    "back": [
        "Read where each line from the front crosses its scale. / Lee dónde cruza cada línea.",
        "Pass the two readings as --back-offset X,Y (e.g. --back-offset 0.5,-1).",
        "Usa las dos lecturas como --back-offset X,Y (p. ej. --back-offset 0.5,-1).",
    ],
}


def write_calibration(out_dir: Path, paper_id: str, duplex: str) -> list[Path]:
    """Write ``calibration-PAPER-DUPLEX.pdf`` in ``out_dir``; returns ``[path]``.

    Raises ValueError for ``duplex='none'`` (there is no back page to calibrate).
    """
    if duplex not in ("long", "short"):
        raise ValueError("calibration needs --duplex long or short (it measures the back page)")
    paper = PAPERS[paper_id]
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"calibration-{paper_id}-{duplex}.pdf"
    canvas = new_canvas(path, paper, title="Tapete duplex calibration", duplex=duplex)
    x_line, y_line = _hairlines(paper)
    _front(canvas, paper, duplex, x_line, y_line)
    _back(canvas, paper, mirror(x_line, paper, duplex), mirror(y_line, paper, duplex))
    canvas.save()
    return [path]


def _hairlines(paper: Size) -> tuple[Box, Box]:
    """Zero-width boxes of the two front hairlines: a vertical one (reads X), a horizontal one."""
    cx, cy = paper.width / 2, paper.height / 2
    vertical = Box(cx, cy - 40 - BAND, 0.0, BAND)
    horizontal = Box(cx - BAND / 2, cy + 40, BAND, 0.0)
    return vertical, horizontal


def _write(canvas: Canvas, lines: list[str], x: float, top: float, size_pt: float = 9) -> None:
    canvas.setFillColorRGB(0, 0, 0)
    for i, line in enumerate(lines):
        canvas.setFont(fonts.SANS_BOLD if i == 0 else fonts.SANS, size_pt)
        canvas.drawString(pt(x), pt(top - i * 5.5), line)


def _front(canvas: Canvas, paper: Size, duplex: str, vertical: Box, horizontal: Box) -> None:
    edge, edge_es = ("long", "largo") if duplex == "long" else ("short", "corto")
    _write(canvas, [t.format(edge=edge, edge_es=edge_es) for t in _TEXT["front"]], 15,
           paper.height - 20)
    canvas.setLineWidth(HAIRLINE_PT)
    canvas.setStrokeColorRGB(0.85, 0, 0)
    canvas.line(pt(vertical.x), pt(vertical.y), pt(vertical.x), pt(vertical.top))
    canvas.line(pt(horizontal.x), pt(horizontal.y), pt(horizontal.right), pt(horizontal.y))
    _ruler(canvas, paper)
    canvas.showPage()


def _ruler(canvas: Canvas, paper: Size) -> None:
    x0, y0 = (paper.width - 100) / 2, 30.0
    canvas.setStrokeColorRGB(0, 0, 0)
    canvas.setLineWidth(0.4)
    canvas.line(pt(x0), pt(y0), pt(x0 + 100), pt(y0))
    canvas.setFont(fonts.SANS, 7)
    for mm in range(0, 101):
        height = 4.0 if mm % 10 == 0 else 2.5 if mm % 5 == 0 else 1.5
        canvas.line(pt(x0 + mm), pt(y0), pt(x0 + mm), pt(y0 + height))
        if mm % 10 == 0:
            canvas.drawCentredString(pt(x0 + mm), pt(y0 + 5), str(mm))
    canvas.drawCentredString(pt(x0 + 50), pt(y0 - 5), "100 mm")


def _back(canvas: Canvas, paper: Size, vertical: Box, horizontal: Box) -> None:
    _write(canvas, _TEXT["back"], 15, paper.height - 20)
    canvas.setStrokeColorRGB(0, 0, 0)
    canvas.setFillColorRGB(0, 0, 0)
    steps = int(SCALE_RANGE / TICK_STEP)
    for i in range(-steps, steps + 1):
        k = i * TICK_STEP
        major = i % 2 == 0
        canvas.setLineWidth(0.35 if major else 0.2)
        # X scale: vertical ticks spread along x around the landed vertical hairline.
        length = BAND if major else BAND * 0.6
        canvas.line(pt(vertical.x + k), pt(vertical.y), pt(vertical.x + k), pt(vertical.y + length))
        # Y scale: horizontal ticks spread along y around the landed horizontal hairline.
        canvas.line(pt(horizontal.x), pt(horizontal.y + k), pt(horizontal.x + length),
                    pt(horizontal.y + k))
        if major and i % 4 == 0:
            label = f"{k:+g}" if k else "0"
            canvas.setFont(fonts.SANS, 6)
            canvas.drawCentredString(pt(vertical.x + k), pt(vertical.y - 3.5), label)
            canvas.drawRightString(pt(horizontal.x - 1.5), pt(horizontal.y + k - 0.7), label)
    canvas.setFont(fonts.SANS_BOLD, 9)
    canvas.drawCentredString(pt(vertical.x), pt(vertical.y - 9), "X (mm)")
    canvas.drawRightString(pt(horizontal.x - 8), pt(horizontal.y - 1), "Y (mm)")
    canvas.showPage()
