"""Single-card output for print-on-demand services and image editors.

- ``write_pod``: one PDF with one card face per page (front, then its back), each page exactly the
  card's bleed box, with TrimBox and BleedBox set.
- ``write_card_pngs``: every face of that PDF as a PNG at 300 dpi, once with its bleed and once
  cut to the trim (``ID-front.png``, ``ID-front-trim.png``, ``ID-back.png``…).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from generator.geometry import Box, Size
from generator.imposition import Placement, Sheet
from generator.manifest import entries_for
from generator.pdf import write_sheets
from generator.pieces import Piece

CARD_DPI = 300


def pod_sheets(pieces: Sequence[Piece], bleed: float) -> list[Sheet]:
    """One sheet per face: page = bleed box, trim inset by ``bleed`` mm."""
    sheets = []
    for piece in pieces:
        page = Size(piece.size.width + 2 * bleed, piece.size.height + 2 * bleed)
        trim = Box(bleed, bleed, piece.size.width, piece.size.height)
        whole = Box(0, 0, page.width, page.height)
        for side, draw in (("front", piece.front), ("back", piece.back)):
            if draw is not None:
                sheets.append(Sheet(page, side, (Placement(piece, side, trim, whole),),
                                    bleed=bleed, page_boxes=(trim, whole)))
    return sheets


def write_pod(pieces: Sequence[Piece], path: Path, *, bleed: float, title: str) -> list[dict]:
    """Write the single-card PDF; returns manifest entries (one per page)."""
    sheets = pod_sheets(pieces, bleed)
    write_sheets(path, sheets, title=title, duplex="none")
    return entries_for(sheets)


def write_card_pngs(pod_pdf: Path, entries: Sequence[dict], out_dir: Path,
                    dpi: int = CARD_DPI) -> list[Path]:
    """Render each page of a POD PDF to PNG, with bleed and cut to the trim; returns the paths."""
    import pypdfium2 as pdfium  # only when card PNGs are asked for: it is slow to load

    out_dir.mkdir(parents=True, exist_ok=True)
    scale = dpi / 72
    px_per_mm = dpi / 25.4
    document = pdfium.PdfDocument(str(pod_pdf))
    written = []
    try:
        for index, entry in enumerate(entries):
            image = document[index].render(scale=scale).to_pil()
            x, y, w, h = entry["trim"]
            top = image.height - round((y + h) * px_per_mm)
            left = round(x * px_per_mm)
            trimmed = image.crop((left, top, left + round(w * px_per_mm),
                                  top + round(h * px_per_mm)))
            stem = f"{entry['id']}-{entry['side']}"
            for suffix, picture in (("", image), ("-trim", trimmed)):
                path = out_dir / f"{stem}{suffix}.png"
                picture.save(path, dpi=(dpi, dpi))
                written.append(path)
    finally:
        document.close()
    return written
