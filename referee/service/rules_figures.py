"""The figures of the rules pages (``![Caption](figure:name)`` in ``assets/rules/``), made by the
booklets' own figure makers (``generator.booklets.figures``), so a figure shows on a phone what
it prints.

A figure that is a table of text (the data tables of lucha and Politburo, built by
``generator.booklets.blocks.table``) becomes an HTML table, readable at the phone's own type
size; any other figure (vector drawings) is drawn ``WIDTH_PT`` points wide into a one-page PDF
and rasterised to a PNG (``referee.service.card_art.png_of``), once per process.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache

from markdown_it.common.utils import escapeHtml
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph, Table

from generator.booklets import figures
from generator.booklets.styles import make_styles
from generator.geometry import PT_PER_MM, Size
from generator.pieces import Frame
from referee.service.card_art import Face, png_of

#: The width a drawn figure is made for (pt): a phone's column of text, about 330 CSS px.
WIDTH_PT = 280.0
#: Body type size of the figures' styles (pt), as in the reading PDF.
BODY_PT = 11.0
#: CSS pixels per point a drawn figure is shown at, and image pixels per point (3 device
#: pixels per CSS pixel on the sharpest phones).
CSS_PX_PER_PT = 1.15
PNG_PX_PER_PT = 3 * CSS_PX_PER_PT
#: Tags of a table cell's paragraph markup kept as HTML (others are left out, their text kept).
_KEPT_TAGS = {"b", "i", "u", "br", "sub", "sup", "strong", "em"}
_ALIGN = {TA_CENTER: ' style="text-align:center"', TA_RIGHT: ' style="text-align:right"'}


@dataclass(frozen=True)
class Art:
    """A figure as the page shows it: ``table`` (HTML) for a table of text, else an image
    ``width`` × ``height`` CSS pixels."""

    table: str = ""
    width: int = 0
    height: int = 0


def art(name: str, lang: str, accent: str) -> Art:
    """The figure ``name`` in ``lang`` with the booklet's ``accent`` colour (#RRGGBB).

    Raises generator.booklets.BookletError for an unknown figure.
    """
    parts = _parts(name, lang, accent)
    if all(_is_text_table(part) for part in parts):
        return Art(table="".join(_table_html(part) for part in parts))  # type: ignore[arg-type]
    width, height = _size(parts)
    return Art(width=round(width * CSS_PX_PER_PT), height=round(height * CSS_PX_PER_PT))


@cache
def png(name: str, lang: str, accent: str) -> bytes:
    """PNG bytes of the drawn figure ``name`` (see ``art``), made once per process.

    Raises generator.booklets.BookletError for an unknown figure.
    """
    parts = _parts(name, lang, accent)
    width, height = _size(parts)

    def draw(canvas: Canvas, frame: Frame) -> None:
        canvas.scale(1 / PT_PER_MM, 1 / PT_PER_MM)  # the face is in mm, the flowables in pt
        top = height
        for part in parts:
            part_width, part_height = part.wrap(width, height)
            top -= part_height
            part.drawOn(canvas, (width - part_width) / 2, top)

    face = Face(Size(width / PT_PER_MM, height / PT_PER_MM), draw, round(width * PNG_PX_PER_PT))
    return png_of(face)


@cache
def _parts(name: str, lang: str, accent: str) -> tuple[Flowable, ...]:
    context = figures.FigureContext(lang, WIDTH_PT, make_styles(BODY_PT, accent))
    made = figures.make(name, context)
    return tuple(made if isinstance(made, list) else [made])


def _size(parts: tuple[Flowable, ...]) -> tuple[float, float]:
    """Width and height (pt) of ``parts`` stacked."""
    sizes = [part.wrap(WIDTH_PT, 10 * WIDTH_PT) for part in parts]
    return max(width for width, _ in sizes), sum(height for _, height in sizes)


def _is_text_table(part: Flowable) -> bool:
    return isinstance(part, Table) and all(isinstance(cell, Paragraph)
                                           for row in part._cellvalues for cell in row)


def _table_html(table: Table) -> str:
    """A table of paragraphs as an HTML table (class ``data-table``), its first row the header
    (as ``blocks.table`` makes it), each cell labelled with its column's header
    (``data-label``: a narrow screen shows each row as a block of labelled lines), in a box
    that scrolls sideways."""
    rows = table._cellvalues
    head = "".join(f"<th{_ALIGN.get(cell.style.alignment, '')}>{_cell_html(cell.text)}</th>"
                   for cell in rows[0])
    labels = [escapeHtml(_plain(cell.text)) for cell in rows[0]]
    body = "".join("<tr>" + "".join(
        f'<td data-label="{label}"{_ALIGN.get(cell.style.alignment, "")}>'
        f"{_cell_html(cell.text)}</td>" for label, cell in zip(labels, row, strict=True))
        + "</tr>" for row in rows[1:])
    return (f'<div class="table-scroll" tabindex="0"><table class="data-table"><thead><tr>'
            f"{head}</tr></thead><tbody>{body}</tbody></table></div>")


def _plain(markup: str) -> str:
    """The text of paragraph markup, without its tags."""
    try:
        return "".join(ET.fromstring(f"<p>{markup}</p>").itertext())
    except ET.ParseError:
        return markup


def _cell_html(markup: str) -> str:
    """Paragraph markup as HTML: bold, italic, line breaks and the like kept, any other tag
    left out with its text kept; every text escaped."""
    try:
        root = ET.fromstring(f"<p>{markup}</p>")
    except ET.ParseError:
        return escapeHtml(markup)
    return _inner_html(root)


def _inner_html(element: ET.Element) -> str:
    out = [escapeHtml(element.text or "")]
    for child in element:
        inner = _inner_html(child)
        if child.tag == "br":
            out.append("<br>")
        elif child.tag in _KEPT_TAGS:
            out.append(f"<{child.tag}>{inner}</{child.tag}>")
        else:
            out.append(inner)
        out.append(escapeHtml(child.tail or ""))
    return "".join(out)
