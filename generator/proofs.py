"""PNG proofs of PDF pages, for looking before printing (rendered with PDFium)."""

from __future__ import annotations

from pathlib import Path

PROOF_DPI = 150


def write_proofs(pdf_path: Path, dpi: int = PROOF_DPI) -> list[Path]:
    """Render every page of ``pdf_path`` to ``<stem>-p<N>.png`` beside it; returns the paths."""
    import pypdfium2 as pdfium  # only when proofs are asked for: it is slow to load

    document = pdfium.PdfDocument(str(pdf_path))
    paths = []
    try:
        for index in range(len(document)):
            image = document[index].render(scale=dpi / 72).to_pil()
            path = pdf_path.with_name(f"{pdf_path.stem}-p{index + 1}.png")
            image.save(path, dpi=(dpi, dpi))
            paths.append(path)
    finally:
        document.close()
    return paths
