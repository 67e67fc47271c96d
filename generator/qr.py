"""QR codes drawn as vectors (one filled path), with the standard quiet zone of 4 modules."""

from __future__ import annotations

import qrcode
from qrcode.constants import ERROR_CORRECT_M
from reportlab.pdfgen.canvas import Canvas

QUIET_ZONE = 4  # modules of white around the symbol, as the QR standard asks


def qr_matrix(data: str) -> list[list[bool]]:
    """The symbol's modules (True = dark), without quiet zone; error correction level M."""
    code = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=0)
    code.add_data(data)
    code.make(fit=True)
    return code.get_matrix()


def draw_qr(canvas: Canvas, data: str, x: float, y: float, size: float) -> float:
    """Draw ``data`` as a QR code filling the square ``x, y, size`` (canvas units), quiet zone
    included: a white square with the dark modules inside, 4 modules from each side.

    Returns the module size. Dark runs of each row are merged into one rectangle, so the code is
    a single vector path whatever the resolution.
    """
    matrix = qr_matrix(data)
    modules = len(matrix) + 2 * QUIET_ZONE
    unit = size / modules
    canvas.saveState()
    canvas.setFillColorRGB(1, 1, 1)
    canvas.rect(x, y, size, size, stroke=0, fill=1)
    canvas.setFillColorRGB(0, 0, 0)
    path = canvas.beginPath()
    for row, cells in enumerate(matrix):
        top = y + size - (row + QUIET_ZONE) * unit
        col = 0
        while col < len(cells):
            if not cells[col]:
                col += 1
                continue
            start = col
            while col < len(cells) and cells[col]:
                col += 1
            path.rect(x + (start + QUIET_ZONE) * unit, top - unit, (col - start) * unit, unit)
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.restoreState()
    return unit
