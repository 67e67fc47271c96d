"""The floor for the print benchmark: plain reportlab drawing N poker cards on the same grid.

Each card face gets a frame, two texts and a shape, in an embedded TrueType font; fronts and backs
interleave 9 to a sheet, as Tapete's shared-cut layout does. Usage: ``plain_reportlab.py N OUT``.
"""

from __future__ import annotations

import sys

import font_source_sans_pro
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

MM = 72 / 25.4
W, H = 63.5 * MM, 88.9 * MM
PAGE = (210 * MM, 297 * MM)


def main(count: int, out: str) -> None:
    pdfmetrics.registerFont(
        TTFont("Sans", f"{font_source_sans_pro.font_directory}/SourceSansPro-Regular.ttf"))
    canvas = Canvas(out, pagesize=PAGE, invariant=1, initialFontName="Sans")
    x0, y0 = (PAGE[0] - 3 * W) / 2, (PAGE[1] - 3 * H) / 2
    for start in range(0, count, 9):
        for side in ("front", "back"):
            for i in range(start, min(start + 9, count)):
                col, row = (i - start) % 3, (i - start) // 3
                if side == "back":
                    col = 2 - col
                x, y = x0 + col * W, y0 + (2 - row) * H
                canvas.rect(x, y, W, H)
                canvas.setFont("Sans", 14)
                canvas.drawString(x + 8, y + H - 20, f"{side} {i}")
                canvas.setFont("Sans", 8)
                canvas.drawString(x + 8, y + 10, "plain reportlab")
                canvas.circle(x + W / 2, y + H / 2, W / 4, fill=1)
            canvas.showPage()
    canvas.save()


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2])
