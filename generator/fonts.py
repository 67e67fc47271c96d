"""The project's typefaces: Source Sans Pro and Source Serif Pro (SIL OFL 1.1), installed from
the PyPI packages ``font-source-sans-pro`` and ``font-source-serif-pro``.

Registered with reportlab as TrueType fonts, so every PDF embeds a subset of each font it uses.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import font_source_sans_pro
import font_source_serif_pro
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

SANS = "TapeteSans"
SANS_SEMIBOLD = "TapeteSans-Semibold"
SANS_BOLD = "TapeteSans-Bold"
SANS_BLACK = "TapeteSans-Black"
SANS_ITALIC = "TapeteSans-Italic"
SERIF = "TapeteSerif"
SERIF_BOLD = "TapeteSerif-Bold"
SERIF_ITALIC = "TapeteSerif-Italic"

_FILES: dict[str, tuple[str, str]] = {
    SANS: (font_source_sans_pro.font_directory, "SourceSansPro-Regular.ttf"),
    SANS_SEMIBOLD: (font_source_sans_pro.font_directory, "SourceSansPro-Semibold.ttf"),
    SANS_BOLD: (font_source_sans_pro.font_directory, "SourceSansPro-Bold.ttf"),
    SANS_BLACK: (font_source_sans_pro.font_directory, "SourceSansPro-Black.ttf"),
    SANS_ITALIC: (font_source_sans_pro.font_directory, "SourceSansPro-It.ttf"),
    SERIF: (font_source_serif_pro.font_directory, "SourceSerifPro-Regular.ttf"),
    SERIF_BOLD: (font_source_serif_pro.font_directory, "SourceSerifPro-Bold.ttf"),
    SERIF_ITALIC: (font_source_serif_pro.font_directory, "SourceSerifPro-It.ttf"),
}


@cache
def register() -> None:
    """Register every project font with reportlab (idempotent), with bold/italic families.

    Raises FileNotFoundError naming the file when a font package is incomplete.
    """
    for name, (folder, filename) in _FILES.items():
        path = Path(folder) / filename
        if not path.is_file():
            raise FileNotFoundError(f"font file missing: {path} (reinstall the font package)")
        pdfmetrics.registerFont(TTFont(name, str(path)))
    pdfmetrics.registerFontFamily(SANS, normal=SANS, bold=SANS_BOLD, italic=SANS_ITALIC,
                                  boldItalic=SANS_BOLD)
    pdfmetrics.registerFontFamily(SERIF, normal=SERIF, bold=SERIF_BOLD, italic=SERIF_ITALIC,
                                  boldItalic=SERIF_BOLD)


def text_width(text: str, font: str, size: float) -> float:
    """Advance width of ``text`` in the units of ``size`` (pt in, pt out; mm in, mm out)."""
    register()
    return pdfmetrics.stringWidth(text, font, size)
