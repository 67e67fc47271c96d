"""The booklets' building blocks as platypus flowables: headings, tables, callouts, figures.

Shared by the Markdown converter and by figures built from data (e.g. the lucha deck table), so a
table typed in Markdown and one printed from a YAML file look the same. Widths are in points.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from xml.sax.saxutils import unescape

from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table, TableStyle

from assets import CatalogueError
from generator import fonts
from generator.booklets.styles import RULE, Styles, tint

ALIGNS = {"left": TA_LEFT, "center": TA_CENTER, "right": TA_RIGHT}


class BookletError(CatalogueError):
    """A booklet text cannot be set: the message names the file and line (or the figure).

    A CatalogueError, as the texts are assets like the data files (the CLI reports it, exit 1).
    """


class Heading(Paragraph):
    """A heading paragraph that also knows its ``level`` (1–3) and ``plain`` text, so the page
    template can put chapters in the running header and every heading in the PDF outline."""

    def __init__(self, markup: str, style: ParagraphStyle, level: int, plain: str) -> None:
        super().__init__(markup, style)
        self.level = level
        self.plain = plain


def plain_text(markup: str) -> str:
    """The text of paragraph ``markup`` without tags or entities."""
    return unescape(re.sub(r"<[^>]+>", "", markup), {"&quot;": '"', "&#x27;": "'"})


def _cell_style(style: ParagraphStyle, align: str) -> ParagraphStyle:
    if align == "left":
        return style
    return ParagraphStyle(f"{style.name}-{align}", parent=style, alignment=ALIGNS[align])


def column_widths(rows: Sequence[Sequence[str]], styles: Styles, width: float, pad: float,
                  *, where: str) -> list[float]:
    """Column widths (pt) that fill ``width``: every column gets at least its longest word, the
    rest is shared in proportion to how much wider each column's longest cell would like to be.

    Raises BookletError naming ``where`` when even the longest words do not fit side by side.
    """
    columns = max(len(row) for row in rows)
    least = [0.0] * columns
    natural = [0.0] * columns
    for r, row in enumerate(rows):
        style = styles.head_cell if r == 0 else styles.cell
        for c, markup in enumerate(row):
            text = plain_text(markup)
            words = text.split() or [""]
            least[c] = max(least[c], *(fonts.text_width(w, style.fontName, style.fontSize)
                                       for w in words))
            natural[c] = max(natural[c],
                             fonts.text_width(text, style.fontName, style.fontSize) * 1.04)
    least = [w + 2 * pad + 1 for w in least]
    natural = [max(n + 2 * pad + 1, m) for n, m in zip(natural, least, strict=True)]
    if sum(least) > width:
        raise BookletError(f"{where}: the table's {columns} columns need at least "
                           f"{sum(least) / 72 * 25.4:.0f} mm, the page has "
                           f"{width / 72 * 25.4:.0f} mm")
    if sum(natural) <= width:
        return [n * width / sum(natural) for n in natural]
    slack = [n - m for n, m in zip(natural, least, strict=True)]
    spare = width - sum(least)
    return [m + spare * s / sum(slack) for m, s in zip(least, slack, strict=True)]


def table(rows: Sequence[Sequence[str]], styles: Styles, width: float, *,
          aligns: Sequence[str] | None = None, where: str) -> Table:
    """A full-width table of paragraph-markup cells; row 0 is the header (repeated on every
    page the table runs onto). ``aligns`` per column: 'left', 'center' or 'right'.

    Raises BookletError naming ``where`` for an empty table, rows of different lengths or
    columns that cannot fit ``width`` pt.
    """
    if not rows or not rows[0]:
        raise BookletError(f"{where}: empty table")
    columns = len(rows[0])
    if any(len(row) != columns for row in rows):
        raise BookletError(f"{where}: every row needs {columns} cells")
    aligns = list(aligns or ["left"] * columns)
    pad = styles.body_size * 0.42
    widths = column_widths(rows, styles, width, pad, where=where)
    cells = [[Paragraph(markup, _cell_style(styles.head_cell if r == 0 else styles.cell,
                                            aligns[c]))
              for c, markup in enumerate(row)] for r, row in enumerate(rows)]
    commands = [
        ("FONTNAME", (0, 0), (-1, -1), styles.cell.fontName),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), pad),
        ("RIGHTPADDING", (0, 0), (-1, -1), pad),
        ("TOPPADDING", (0, 0), (-1, -1), pad * 0.55),
        ("BOTTOMPADDING", (0, 0), (-1, -1), pad * 0.75),
        ("LINEBELOW", (0, 0), (-1, 0), 0.9, styles.accent),
        ("LINEBELOW", (0, 1), (-1, -2), 0.3, RULE),
        ("LINEBELOW", (0, -1), (-1, -1), 0.6, styles.accent),
    ]
    commands += [("BACKGROUND", (0, r), (-1, r), tint(styles.accent, 0.06))
                 for r in range(2, len(rows), 2)]
    return Table(cells, colWidths=widths, repeatRows=1, style=TableStyle(commands),
                 hAlign="LEFT", spaceBefore=styles.leading * 0.3,
                 spaceAfter=styles.leading * 0.7)


class Callout(Table):
    """A blockquote's tinted box (one cell; never split across pages)."""


class Figure(KeepTogether):
    """A figure with its caption (never split across pages)."""


def callout(content: list[Flowable], styles: Styles, width: float) -> Callout:
    """A tinted box with an accent bar on the left holding ``content`` (a blockquote)."""
    pad = styles.body_size * 0.9
    box = Callout([[content]], colWidths=[width], style=TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), styles.cell.fontName),
        ("BACKGROUND", (0, 0), (-1, -1), tint(styles.accent, 0.08)),
        ("LINEBEFORE", (0, 0), (0, -1), 2.4, styles.accent),
        ("LEFTPADDING", (0, 0), (-1, -1), pad),
        ("RIGHTPADDING", (0, 0), (-1, -1), pad),
        ("TOPPADDING", (0, 0), (-1, -1), pad * 0.7),
        ("BOTTOMPADDING", (0, 0), (-1, -1), pad * 0.4),
    ]), hAlign="LEFT", spaceBefore=styles.leading * 0.3, spaceAfter=styles.leading * 0.8)
    return box


def figure(art: Flowable | list[Flowable], caption: str | None, styles: Styles) -> Figure:
    """A figure (one or more flowables) and its caption (paragraph markup, or None)."""
    parts: list[Flowable] = [Spacer(1, styles.leading * 0.25)]
    parts += art if isinstance(art, list) else [art]
    if caption:
        parts.append(Paragraph(caption, styles.caption))
    parts.append(Spacer(1, styles.leading * 0.7))
    return Figure(parts)
