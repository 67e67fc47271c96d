"""A column of headed paragraphs and lists shrunk to fit one box, for Politburo's text-heavy
faces (the rules card and the General Secretary's turn duties, seed 001).

All blocks scale together from one body size (pt), so headings keep their weight relative to
the text; an overflow at the minimum size is a TextOverflow naming the card, never clipping.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.enums import TA_JUSTIFY, TA_LEFT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph

from generator import fonts
from generator.games.politburo.style import INK, RED
from generator.geometry import Box, mm_from_pt
from generator.text import TextOverflow, shrink_sizes

#: Block roles: heading, body (justified paragraph), item (numbered or bulleted, label in
#: ``Block.label``), sub (indented item, e.g. "a)"), note (indented italic line).
ROLES = ("heading", "body", "item", "sub", "note")


@dataclass(frozen=True)
class Block:
    """One paragraph of a column: reportlab markup, its role and the label of a list item."""

    markup: str
    role: str = "body"
    label: str | None = None

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise ValueError(f"unknown block role {self.role!r}; expected one of {ROLES}")


def _style(role: str, size_pt: float, align: int) -> tuple[ParagraphStyle, float]:
    """The paragraph style of ``role`` at body size ``size_pt``, and its space before (mm)."""
    size = mm_from_pt(size_pt)
    base = dict(fontName=fonts.SANS, fontSize=size, leading=size * 1.13, textColor=INK,
                alignment=align, bulletFontName=fonts.SANS_BOLD, bulletFontSize=size)
    if role == "heading":
        big = size * 1.12
        return ParagraphStyle("h", **{**base, "fontName": fonts.SANS_BOLD, "fontSize": big,
                                      "leading": big * 1.1, "textColor": RED,
                                      "alignment": TA_LEFT}), size * 0.75
    indent = {"item": size * 1.15, "sub": size * 2.3, "note": size * 2.3}.get(role, 0.0)
    style = ParagraphStyle(role, **base, leftIndent=indent,
                           bulletIndent=indent - size * (1.15 if role == "item" else 1.2))
    if role == "note":
        style.fontName = fonts.SANS_ITALIC
        style.alignment = TA_LEFT
    gap = {"body": size * 0.25, "item": size * 0.3, "sub": size * 0.12, "note": size * 0.12}
    return style, gap[role]


def _layout(blocks: list[Block], width: float, size_pt: float,
            align: int = TA_JUSTIFY) -> tuple[list[tuple[Paragraph, float, float]], float]:
    """Paragraphs with (height, space before) at ``size_pt``; total height (inf if too wide)."""
    laid = []
    total = 0.0
    for index, block in enumerate(blocks):
        style, before = _style(block.role, size_pt, align)
        para = Paragraph(block.markup, style, bulletText=block.label)
        _, height = para.wrap(width, 10_000)
        lines = getattr(getattr(para, "blPara", None), "lines", [])
        if any(getattr(ln, "extraSpace", 0) < -1e-6 for ln in lines):
            return [], float("inf")
        before = 0.0 if index == 0 else before
        laid.append((para, height, before))
        total += before + height
    return laid, total


def fit_column(canvas: Canvas, blocks: list[Block], box: Box, *, size: float, min_size: float,
               where: str, justify: bool = True) -> float:
    """Set ``blocks`` top-down in ``box`` (mm) at the largest body size from ``size`` down to
    ``min_size`` (pt, 0.25 pt steps) at which all fit; returns that size. Body text is justified
    unless ``justify`` is False (ragged right suits narrow indented lists).

    Raises TextOverflow naming ``where`` when they do not fit even at ``min_size``.
    """
    fonts.register()
    for current in shrink_sizes(size, min_size):
        laid, total = _layout(blocks, box.width, current, TA_JUSTIFY if justify else TA_LEFT)
        if total <= box.height + 1e-6:
            break
    else:
        raise TextOverflow(f"{where}: text does not fit a {box.width:.1f}×{box.height:.1f} "
                           f"mm box even at {min_size} pt")
    y = box.top
    for para, height, before in laid:
        y -= before + height
        para.drawOn(canvas, box.x, y)
    return current
