"""PDF pages rendered to images with PDFium, for tests that look at colours and pixels.

Images are PIL images, ``dpi`` pixels per inch (``dpi / 25.4`` per mm), y downwards from the
page's top edge as in any image.
"""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image


def page_images(pdf: Path, dpi: float, mode: str = "RGB") -> list[Image.Image]:
    """Every page of ``pdf`` at ``dpi``, converted to ``mode`` ('RGB', 'L', ...)."""
    document = pdfium.PdfDocument(str(pdf))
    try:
        return [page.render(scale=dpi / 72).to_pil().convert(mode) for page in document]
    finally:
        document.close()


def page_image(pdf: Path, page: int = 1, *, dpi: float, mode: str = "RGB") -> Image.Image:
    """Page ``page`` (counted from 1, as in manifests) of ``pdf`` at ``dpi`` in ``mode``."""
    document = pdfium.PdfDocument(str(pdf))
    try:
        return document[page - 1].render(scale=dpi / 72).to_pil().convert(mode)
    finally:
        document.close()
