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
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table, TableStyle

from assets import CatalogueError
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


def _measure(para: Paragraph) -> tuple[float, float]:
    """(longest word, longest line unbroken) of a cell paragraph, in pt, with its fonts."""
    lines = [0.0]
    for frag in para.frags:
        if getattr(frag, "lineBreak", False):
            lines.append(0.0)
        else:
            lines[-1] += stringWidth(getattr(frag, "text", ""), frag.fontName, frag.fontSize)
    return para.minWidth(), max(lines)


def column_widths(cells: Sequence[Sequence[Paragraph]], width: float, pad: float,
                  *, where: str) -> list[float]:
    """Column widths (pt) that fill ``width``, as a browser lays out an automatic table:
    columns whose text fits on one line within a fair share get that width; the others share
    what is left in proportion to their text's length, never below their longest word.

    Raises BookletError naming ``where`` when even the longest words do not fit side by side.
    """
    columns = len(cells[0])
    least = [0.0] * columns
    natural = [0.0] * columns
    for row in cells:
        for c, para in enumerate(row):
            word, line = _measure(para)
            least[c] = max(least[c], word + 2 * pad + 1)
            natural[c] = max(natural[c], line + 2 * pad + 1)
    if sum(least) > width:
        raise BookletError(f"{where}: the table's {columns} columns need at least "
                           f"{sum(least) / 72 * 25.4:.0f} mm, the page has "
                           f"{width / 72 * 25.4:.0f} mm")
    natural = [max(n, m) for n, m in zip(natural, least, strict=True)]
    widths: dict[int, float] = {}
    open_columns = list(range(columns))
    while open_columns:
        remaining = width - sum(widths.values())
        share = remaining / len(open_columns)
        settled = [c for c in open_columns if natural[c] <= share]
        if not settled:
            break
        for c in settled:
            widths[c] = natural[c]
            open_columns.remove(c)
    while open_columns:
        remaining = width - sum(widths.values())
        total = sum(natural[c] for c in open_columns)
        floored = [c for c in open_columns if remaining * natural[c] / total < least[c]]
        if not floored:
            for c in open_columns:
                widths[c] = remaining * natural[c] / total
            break
        for c in floored:
            widths[c] = least[c]
            open_columns.remove(c)
    if not open_columns and sum(widths.values()) < width:
        grow = width / sum(widths.values())
        widths = {c: w * grow for c, w in widths.items()}
    return [widths[c] for c in range(columns)]


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
    cells = [[Paragraph(markup, _cell_style(styles.head_cell if r == 0 else styles.cell,
                                            aligns[c]))
              for c, markup in enumerate(row)] for r, row in enumerate(rows)]
    widths = column_widths(cells, width, pad, where=where)
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


class Kept(KeepTogether):
    """A short table kept on one page."""


def keep_short(table: Table, width: float, page_height: float) -> Flowable:
    """``table`` kept whole on one page when it is at most 40 % of a page tall (a long one
    still runs across pages, its header row repeated)."""
    _, height = table.wrap(width, page_height)
    return Kept([table]) if height <= page_height * 0.4 else table


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


def figure(art: Flowable | list[Flowable], caption: str | None, styles: Styles,
           width: float, page_height: float) -> list[Flowable]:
    """A figure (one or more flowables) and its caption (paragraph markup, or None): kept on
    one page as a ``Figure`` when it fits in ``page_height`` pt, else left to flow (a long data
    table then runs onto the next page with its header row repeated)."""
    parts: list[Flowable] = [Spacer(1, styles.leading * 0.25)]
    parts += art if isinstance(art, list) else [art]
    if caption:
        parts.append(Paragraph(caption, styles.caption))
    parts.append(Spacer(1, styles.leading * 0.7))
    height = sum(part.wrap(width, page_height)[1] + part.getSpaceBefore() + part.getSpaceAfter()
                 for part in parts)
    return [Figure(parts)] if height <= page_height * 0.92 else parts
