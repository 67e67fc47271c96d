"""The booklets' type scale and colours, derived from one body size (pt) and one accent colour.

Body text is Source Serif at ``body`` pt with 1.38 leading; headings, tables, captions and the
running header/footer are Source Sans. Every size is a multiple of the body size, so the A4
reading PDF (11 pt) and the A5 booklet (9.5 pt) keep the same proportions.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import Color, HexColor, white
from reportlab.lib.enums import TA_CENTER, TA_LEFT
from reportlab.lib.styles import ParagraphStyle

from generator import fonts

INK = HexColor("#1E1B18")
MUTED = HexColor("#5E5850")
RULE = HexColor("#B9B2A8")
DEFAULT_ACCENT = "#8C2F23"


def tint(colour: Color, amount: float) -> Color:
    """``colour`` mixed with white: ``amount`` 0 is white, 1 the colour itself."""
    return Color(1 - (1 - colour.red) * amount, 1 - (1 - colour.green) * amount,
                 1 - (1 - colour.blue) * amount)


@dataclass(frozen=True)
class Styles:
    """Paragraph styles of one booklet format (sizes in pt)."""

    body_size: float
    accent: Color
    body: ParagraphStyle
    item: ParagraphStyle
    h1: ParagraphStyle
    h2: ParagraphStyle
    h3: ParagraphStyle
    cell: ParagraphStyle
    head_cell: ParagraphStyle
    caption: ParagraphStyle
    callout: ParagraphStyle
    cover_title: ParagraphStyle
    cover_subtitle: ParagraphStyle
    cover_text: ParagraphStyle
    note: ParagraphStyle

    @property
    def leading(self) -> float:
        """Body leading in pt (the baseline grid the spacing follows)."""
        return self.body.leading


def make_styles(body: float, accent: str = DEFAULT_ACCENT) -> Styles:
    """The styles for body text of ``body`` pt and headings in ``accent`` (#RRGGBB).

    Raises ValueError for an accent that is not a #RRGGBB colour.
    """
    if not (len(accent) == 7 and accent.startswith("#")):
        raise ValueError(f"accent colour must be #RRGGBB, got {accent!r}")
    fonts.register()
    colour = HexColor(accent)
    lead = round(body * 1.38, 2)
    base = ParagraphStyle("body", fontName=fonts.SERIF, fontSize=body, leading=lead,
                          textColor=INK, spaceAfter=lead * 0.5, allowWidows=0, allowOrphans=0)
    item = ParagraphStyle("item", parent=base, spaceAfter=lead * 0.15)
    h1 = ParagraphStyle("h1", fontName=fonts.SANS_BLACK, fontSize=body * 2.1,
                        leading=body * 2.4, textColor=colour, spaceAfter=lead * 0.6)
    h2 = ParagraphStyle("h2", fontName=fonts.SANS_BOLD, fontSize=body * 1.42,
                        leading=body * 1.7, textColor=colour, spaceBefore=lead * 0.9,
                        spaceAfter=lead * 0.3)
    h3 = ParagraphStyle("h3", fontName=fonts.SANS_BOLD, fontSize=body * 1.1,
                        leading=body * 1.35, textColor=INK, spaceBefore=lead * 0.6,
                        spaceAfter=lead * 0.15)
    cell = ParagraphStyle("cell", fontName=fonts.SANS, fontSize=body * 0.92,
                          leading=body * 1.18, textColor=INK)
    head_cell = ParagraphStyle("head_cell", parent=cell, fontName=fonts.SANS_BOLD)
    caption = ParagraphStyle("caption", fontName=fonts.SANS_ITALIC, fontSize=body * 0.86,
                             leading=body * 1.1, textColor=MUTED, alignment=TA_CENTER,
                             spaceBefore=lead * 0.3)
    callout = ParagraphStyle("callout", parent=base, fontName=fonts.SANS, fontSize=body * 0.97,
                             leading=body * 1.3, spaceAfter=lead * 0.3)
    cover_title = ParagraphStyle("cover_title", fontName=fonts.SANS_BLACK, fontSize=body * 3.6,
                                 leading=body * 3.8, textColor=white, alignment=TA_LEFT)
    cover_subtitle = ParagraphStyle("cover_subtitle", fontName=fonts.SANS_SEMIBOLD,
                                    fontSize=body * 1.5, leading=body * 1.8,
                                    textColor=white, spaceBefore=body * 0.6)
    cover_text = ParagraphStyle("cover_text", parent=base, fontSize=body * 1.05,
                                leading=body * 1.5, spaceAfter=lead * 0.6)
    note = ParagraphStyle("note", fontName=fonts.SANS, fontSize=body * 0.8,
                          leading=body * 1.05, textColor=MUTED)
    return Styles(body, colour, base, item, h1, h2, h3, cell, head_cell, caption, callout,
                  cover_title, cover_subtitle, cover_text, note)
