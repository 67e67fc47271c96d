"""The table card: a folded tent card with the referee's QR code and how to join, in Spanish and
English.

The sheet (A4 or Letter, portrait) folds along its horizontal centre line into a tent; the lower
half reads upright from one side and the upper half, printed upside down, from the other. Each
half carries the QR code of the referee URL (vector, quiet zone of 4 modules, about 90 mm wide so
it scans at arm's length), the URL in text, and three lines on how to join in both languages.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlparse

from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.geometry import PAPERS, PRINTER_MARGIN, PT_PER_MM, Box, Size, mm_from_pt, pt
from generator.imposition import Line
from generator.pdf import draw_fold, new_canvas
from generator.qr import draw_qr
from generator.text import Type, draw_line, fit_text, plain

QR_SIZE = 88.0  # mm, quiet zone included

HOW_TO_JOIN = {
    "es": ("Únete a la mesa",
           ["Abre la cámara del móvil y apunta al código.",
            "Toca el enlace y escribe tu nombre.",
            "Elige tu asiento: tu pantalla es solo tuya."]),
    "en": ("Join the table",
           ["Open your phone's camera and point it at the code.",
            "Tap the link and type your name.",
            "Claim your seat: your screen is yours alone."]),
}


#: Longest URL the card prints legibly under its QR code (characters).
MAX_URL_LENGTH = 80


class TableCardError(ValueError):
    """The URL cannot go on a table card (not an http(s) URL with a host, or too long)."""


def check_url(url: str) -> str:
    """Return ``url`` if it is an http or https URL with a host of at most ``MAX_URL_LENGTH``
    characters; else raise TableCardError saying which."""
    parsed = urlparse(url)
    if parsed.scheme not in ("http", "https") or not parsed.netloc:
        raise TableCardError(f"not an http(s) URL with a host: {url!r} "
                             "(e.g. http://192.168.1.20:8000/)")
    if len(url) > MAX_URL_LENGTH:
        raise TableCardError(f"the URL has {len(url)} characters; a table card takes at most "
                             f"{MAX_URL_LENGTH} (use the server's address, e.g. "
                             "http://192.168.1.20:8000/)")
    return url


def write_table_card(out_dir: Path, paper_id: str, url: str, game_name: str | None) -> list[Path]:
    """Write ``table-card-PAPER.pdf`` in ``out_dir``; returns ``[path]``.

    Raises TableCardError for a URL that is not http(s) with a host.
    """
    check_url(url)
    paper = PAPERS[paper_id]
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"table-card-{paper_id}.pdf"
    canvas = new_canvas(path, paper, title="Tapete — table card", duplex="none")
    half = Size(paper.width, paper.height / 2)
    _face(canvas, half, url, game_name)
    canvas.saveState()
    canvas.translate(pt(paper.width), pt(paper.height))
    canvas.rotate(180)
    _face(canvas, half, url, game_name)
    canvas.restoreState()
    draw_fold(canvas, Line(PRINTER_MARGIN, half.height, paper.width - PRINTER_MARGIN, half.height))
    canvas.showPage()
    canvas.save()
    return [path]


def _face(canvas: Canvas, half: Size, url: str, game_name: str | None) -> None:
    """One half of the tent, drawn in mm (canvas scaled inside)."""
    canvas.saveState()
    canvas.scale(PT_PER_MM, PT_PER_MM)
    margin = 12.0
    qr_y = (half.height - QR_SIZE) / 2 - 4
    draw_qr(canvas, url, margin, qr_y, QR_SIZE)
    canvas.setFillColorRGB(0.1, 0.1, 0.1)
    draw_line(canvas, url, margin + QR_SIZE / 2, qr_y - 4, fonts.SANS, 9,
              max_width=QR_SIZE + 10, where="table card URL")
    column = Box(margin + QR_SIZE + 8, 14, half.width - (margin + QR_SIZE + 8) - margin,
                 half.height - 28)
    title = "Tapete" + (f" · {game_name}" if game_name else "")
    body = [f"<font name='{fonts.SANS_BOLD}' size='{mm_from_pt(22):.3f}'>{plain(title)}</font>"]
    for lang in ("es", "en"):
        heading, steps = HOW_TO_JOIN[lang]
        body.append(f"<br/><font name='{fonts.SANS_BOLD}'>{plain(heading)}</font>")
        body += [f"{n}. {plain(step)}" for n, step in enumerate(steps, start=1)]
    fit_text(canvas, "<br/>".join(body), column,
             Type(fonts.SANS, 12, min_size=8, leading=1.3, align="left"),
             where="table card", valign="middle")
    canvas.restoreState()
