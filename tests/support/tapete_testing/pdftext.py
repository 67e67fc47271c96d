"""The text of a PDF read with PDFium: each page's characters with their boxes, fonts and sizes
(and the text pdfplumber would extract from a box of them), or each page's text as one string.

The boxes are the ones pdfplumber (pdfminer) gives: font boxes, not ink. A character's box runs
along its baseline from its origin to its advance width, and across it from the font's descent
to descent + font size, in the character's own text space; the box on the page is that
rectangle through the character's matrix, made axis-aligned. PDFium's own "loose" box
(``FPDFText_GetLooseCharBox``) also takes in the glyph's ink, so an overhanging ``f`` or ``j``
or an accent would stick out of it; hence the box is built here from the origin, matrix, font
size, advance width and descent PDFium reports. tests/generator/test_pdftext.py checks the
boxes against pdfplumber's.

Units are points; ``top`` and ``bottom`` are measured down from the page's top edge, as in
pdfplumber. The spaces and line breaks PDFium infers are left out; the PDF's own spaces are
kept as PDFium reports them, which is not quite all of them (it merges a run of spaces into
one and drops a few more), so compare whitespace only as a word break.
"""

from __future__ import annotations

import ctypes
from dataclasses import asdict, dataclass
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from pdfplumber.utils import chars_to_textmap


@dataclass(frozen=True, slots=True)
class Char:
    """One character: ``text``; its box (``x0`` < ``x1`` from the page's left edge, ``top`` <
    ``bottom`` from its top edge, in pt); ``fontname`` (PostScript name, no subset tag);
    ``size`` (the box's height in pt, as pdfplumber's: for upright text, the font size through
    the text and page matrices); ``upright`` (pdfminer's: the matrix neither mirrors the text
    nor turns it a quarter; turned half a turn it is still upright)."""

    text: str
    x0: float
    x1: float
    top: float
    bottom: float
    fontname: str
    size: float
    upright: bool


@dataclass(frozen=True)
class TextPage:
    """A page's ``width`` and ``height`` in pt and its ``chars`` in content order."""

    width: float
    height: float
    chars: list[Char]


class _Fonts:
    """Names, descents and advance widths of a page's fonts, asked of PDFium once each (keyed
    by the font's address, which is only stable while its page is loaded)."""

    def __init__(self) -> None:
        self._names: dict[int, str] = {}
        self._descents: dict[int, float] = {}
        self._widths: dict[tuple[int, int], float] = {}
        self._buffer = ctypes.create_string_buffer(256)
        self._value = ctypes.c_float()

    def name(self, font: pdfium_c.FPDF_FONT, key: int) -> str:
        """The font's BaseFont without its subset tag (PDFium drops the ``ABCDEF+``)."""
        if key not in self._names:
            length = pdfium_c.FPDFFont_GetBaseFontName(font, self._buffer, len(self._buffer))
            self._names[key] = self._buffer.raw[:max(length - 1, 0)].decode("latin-1")
        return self._names[key]

    def descent(self, font: pdfium_c.FPDF_FONT, key: int) -> float:
        """The font's descent per point of size (negative: below the baseline)."""
        if key not in self._descents:
            pdfium_c.FPDFFont_GetDescent(font, 1000.0, self._value)
            self._descents[key] = self._value.value / 1000
        return self._descents[key]

    def width(self, font: pdfium_c.FPDF_FONT, key: int, unicode: int) -> float:
        """The advance width of ``unicode`` in the font, per point of size."""
        if (key, unicode) not in self._widths:
            pdfium_c.FPDFFont_GetGlyphWidth(font, unicode, 1000.0, self._value)
            self._widths[(key, unicode)] = self._value.value / 1000
        return self._widths[(key, unicode)]


def _box(x: float, y: float, matrix: pdfium_c.FS_MATRIX, advance: float, low: float,
         size: float) -> tuple[float, float, float, float]:
    """(left, right, bottom, top) of the rectangle (0, low)–(advance, low + size) of a
    character's text space placed at its origin (x, y) through ``matrix`` (linear part)."""
    a, b, c, d = matrix.a, matrix.b, matrix.c, matrix.d
    if b == 0 and c == 0:
        xs, ys = (x, x + a * advance), (y + d * low, y + d * (low + size))
    else:
        xs = tuple(x + a * u + c * v for u in (0.0, advance) for v in (low, low + size))
        ys = tuple(y + b * u + d * v for u in (0.0, advance) for v in (low, low + size))
    return min(xs), max(xs), min(ys), max(ys)


def _page_chars(page: pdfium.PdfPage, height: float) -> list[Char]:
    """The page's characters; the font and size a text object's characters share are asked of
    PDFium once per text object (the matrix per character: a form drawn twice may share its
    text objects)."""
    fonts = _Fonts()
    textpage = page.get_textpage()
    try:
        raw = textpage.raw
        chars = []
        x, y = ctypes.c_double(), ctypes.c_double()
        matrix = pdfium_c.FS_MATRIX()
        current = None
        for index in range(pdfium_c.FPDFText_CountChars(raw)):
            if pdfium_c.FPDFText_IsGenerated(raw, index):
                continue
            unicode = pdfium_c.FPDFText_GetUnicode(raw, index)
            textobj = pdfium_c.FPDFText_GetTextObject(raw, index)
            if ctypes.addressof(textobj.contents) != current:
                current = ctypes.addressof(textobj.contents)
                font = pdfium_c.FPDFTextObj_GetFont(textobj)
                key = ctypes.addressof(font.contents)
                size = pdfium_c.FPDFText_GetFontSize(raw, index)
                low = fonts.descent(font, key) * size
                name = fonts.name(font, key)
            pdfium_c.FPDFText_GetMatrix(raw, index, matrix)
            pdfium_c.FPDFText_GetCharOrigin(raw, index, x, y)
            left, right, bottom, top = _box(x.value, y.value, matrix,
                                            fonts.width(font, key, unicode) * size, low, size)
            chars.append(Char(chr(unicode), left, right, height - top, height - bottom, name,
                              top - bottom, matrix.a * matrix.d > 0 and matrix.b * matrix.c <= 0))
        return chars
    finally:
        textpage.close()


def read_text_pages(path: Path) -> list[TextPage]:
    """Every page of the PDF at ``path``, with its characters (see the module's docstring).
    Raises ``pypdfium2.PdfiumError`` if PDFium cannot open the file."""
    document = pdfium.PdfDocument(str(path))
    try:
        pages = []
        for page in document:
            width, height = page.get_size()
            pages.append(TextPage(width, height, _page_chars(page, height)))
            page.close()
        return pages
    finally:
        document.close()


def text_within(page: TextPage, box: tuple[float, float, float, float]) -> str:
    """What pdfplumber's ``page.within_bbox(box).extract_text()`` gives for the characters of
    ``page`` lying wholly inside ``box`` (x0, top, x1, bottom in pt, top-down): pdfplumber's
    own line and word grouping run on these characters, without reading the PDF again."""
    x0, top, x1, bottom = box
    inside = [dict(asdict(c), doctop=c.top, width=c.x1 - c.x0, height=c.bottom - c.top)
              for c in page.chars
              if x0 <= c.x0 and c.x1 <= x1 and top <= c.top and c.bottom <= bottom]
    if not inside:
        return ""
    return chars_to_textmap(inside, layout_bbox=box, layout_width=x1 - x0,
                            layout_height=bottom - top).as_string


def page_texts(path: Path) -> list[str]:
    """Each page's text as PDFium extracts it: characters in content order, with the spaces
    and line breaks PDFium infers from their positions (its own guess: pypdf and pdfplumber may
    space a text differently). Raises ``pypdfium2.PdfiumError`` if PDFium cannot open it."""
    document = pdfium.PdfDocument(str(path))
    try:
        texts = []
        for page in document:
            textpage = page.get_textpage()
            texts.append(textpage.get_text_range())
            textpage.close()
            page.close()
        return texts
    finally:
        document.close()
