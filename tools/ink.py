"""How much ink a PDF spends: the mean ink coverage of its pages.

    python tools/ink.py PDF [PDF ...] [--dpi 50]

Every page is rendered with PDFium (pypdfium2) at ``--dpi`` (default 50) on white paper; each
pixel's RGB becomes a naive CMYK (K = 1 − max(R, G, B); C = (1 − R − K) / (1 − K), M and Y
alike, all 0–1) and its coverage is C + M + Y + K: 0 for white paper, 1 for black, 2 for a pure
red (magenta and yellow at full). A page's coverage is the mean over its pixels, as a percentage
of the page's area (a page half black, half white: 50 %); a file's is the mean of its pages'.
It prints one line per file, ``COVERAGE %  PAGES  PATH``, and exits 2 with a message when a file
cannot be read.

The naive conversion knows no printer profile, no black generation and no ink limit: it compares
prints with each other (``--ink full`` against ``--ink saver``), it does not predict a printer's
consumption.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from PIL import Image, ImageChops, ImageMath

DEFAULT_DPI = 50.0
#: Below this brightness (0–255) a pixel's max channel counts as 0 in the division (black).
_DARKEST = 0.5


def image_coverage(image: Image.Image) -> float:
    """The mean C + M + Y + K of ``image``'s pixels (naive CMYK from RGB), 0 (white) to 4."""
    red, green, blue = image.convert("RGB").split()
    brightest = ImageChops.lighter(ImageChops.lighter(red, green), blue)

    def per_pixel(a: dict) -> Image.Image:
        # K + C + M + Y = (1 − m) + (3m − R − G − B) / m, with m = max(R, G, B); m = 0 gives
        # 1 (black), as the numerator is then 0.
        return (1 - a["m"] / 255 + (a["m"] * 3 - a["r"] - a["g"] - a["b"])
                / a["max"](a["m"], _DARKEST))

    total = ImageMath.lambda_eval(per_pixel, m=brightest.convert("F"), r=red.convert("F"),
                                  g=green.convert("F"), b=blue.convert("F"))
    return float(total.resize((1, 1), Image.Resampling.BOX).getpixel((0, 0)))


def pdf_coverage(path: Path, dpi: float = DEFAULT_DPI) -> tuple[float, int]:
    """``(coverage in %, pages)`` of the PDF at ``path``: the mean over its pages of
    ``image_coverage`` of each page rendered at ``dpi`` on white, × 100.

    Raises pypdfium2's PdfiumError for a file that is not a readable PDF, ValueError for a PDF
    without pages.
    """
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(str(path))
    try:
        pages = [image_coverage(page.render(scale=dpi / 72).to_pil()) for page in document]
    finally:
        document.close()
    if not pages:
        raise ValueError(f"{path}: the PDF has no pages")
    return 100 * sum(pages) / len(pages), len(pages)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the coverage of every file; 0 when every file was measured, 2 otherwise."""
    import pypdfium2 as pdfium

    parser = argparse.ArgumentParser(prog="ink", description=__doc__.split("\n\n")[0])
    parser.add_argument("pdfs", nargs="+", type=Path, metavar="PDF")
    parser.add_argument("--dpi", type=float, default=DEFAULT_DPI,
                        help=f"rendering resolution (default {DEFAULT_DPI:g})")
    args = parser.parse_args(argv)
    if not 10 <= args.dpi <= 600:
        parser.error(f"--dpi must be between 10 and 600, got {args.dpi:g}")
    status = 0
    for path in args.pdfs:
        if not path.is_file():
            print(f"ink: error: {path}: no such file", file=sys.stderr)
            status = 2
            continue
        try:
            coverage, pages = pdf_coverage(path, args.dpi)
        except (OSError, ValueError, pdfium.PdfiumError) as exc:
            print(f"ink: error: {path}: {exc}", file=sys.stderr)
            status = 2
            continue
        print(f"{coverage:6.1f} %  {pages:3d}  {path}")
    return status


if __name__ == "__main__":
    sys.exit(main())
