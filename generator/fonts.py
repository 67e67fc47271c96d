"""The project's typefaces: Source Sans Pro and Source Serif Pro (SIL OFL 1.1), installed from
the PyPI packages ``font-source-sans-pro`` and ``font-source-serif-pro``.

Registered with reportlab as TrueType fonts, so every PDF embeds a subset of each font it uses.
Reading a face's file costs ~15 ms and a component uses two or three of the eight faces, so
``register()`` only makes the names known: each face is read the first time reportlab looks it
up (a ``setFont``, a paragraph style, a width). Which faces are loaded, and in which order, does
not change a PDF's bytes: reportlab numbers a document's fonts in the order that document uses
them.
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

#: reportlab's own fallback for a font name it has not registered (the standard 14 fonts).
_REPORTLAB_FIND = pdfmetrics.findFontAndRegister


@cache
def register() -> None:
    """Make every project font available to reportlab (idempotent), with bold/italic families.

    The files are checked now and each is read on its first use. Raises FileNotFoundError
    naming the file when a font package is incomplete.
    """
    for folder, filename in _FILES.values():
        path = Path(folder) / filename
        if not path.is_file():
            raise FileNotFoundError(f"font file missing: {path} (reinstall the font package)")
    pdfmetrics.findFontAndRegister = _find_and_register
    _map_families()


def loaded() -> list[str]:
    """The project faces read so far in this process, in ``_FILES`` order (for tests)."""
    registered = set(pdfmetrics.getRegisteredFontNames())
    return [name for name in _FILES if name in registered]


def _find_and_register(font_name: str) -> pdfmetrics.Font:
    """reportlab's lookup of a font it does not know yet: a project face is read and
    registered; any other name goes to reportlab's own search."""
    if font_name not in _FILES:
        return _REPORTLAB_FIND(font_name)
    folder, filename = _FILES[font_name]
    font = TTFont(font_name, str(Path(folder) / filename))
    pdfmetrics.registerFont(font)
    _map_families()  # registering a face maps its own name over the families: map them again
    return font


def _map_families() -> None:
    """The family mappings (what ``<b>`` and ``<i>`` pick in a paragraph), exactly as
    registering all eight faces and then the two families leaves them."""
    for name in _FILES:
        pdfmetrics.registerFontFamily(name)
    pdfmetrics.registerFontFamily(SANS, normal=SANS, bold=SANS_BOLD, italic=SANS_ITALIC,
                                  boldItalic=SANS_BOLD)
    pdfmetrics.registerFontFamily(SERIF, normal=SERIF, bold=SERIF_BOLD, italic=SERIF_ITALIC,
                                  boldItalic=SERIF_BOLD)


def text_width(text: str, font: str, size: float) -> float:
    """Advance width of ``text`` in the units of ``size`` (pt in, pt out; mm in, mm out)."""
    register()
    return pdfmetrics.stringWidth(text, font, size)
