"""Politburo's booklet figures: the member cards' victory conditions, read from
``assets/games/politburo.yaml`` (seed 001), and the ministry level track
(docs/rules-decisions.md#politburo)."""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.graphics.shapes import Drawing, Line, Polygon, Rect, String
from reportlab.lib.colors import HexColor, white
from reportlab.platypus import Table

from assets import load
from generator import fonts
from generator.booklets.blocks import table
from generator.booklets.figures import FigureContext, figure
from generator.booklets.styles import INK, MUTED, tint

LEVELS = range(-3, 4)
REFORM, REPRESS = HexColor("#2F5C8A"), HexColor("#A3271F")
HEADINGS = {"es": ("Miembro", "Gana si…"), "en": ("Member", "Wins if…")}
START = {"es": "inicio", "en": "start"}


@figure("politburo-members")
def members(context: FigureContext) -> Table:
    """The 10 member cards: title and name, and the secret victory condition."""
    lang = context.lang
    data = load("politburo").components["members"]
    rows = [list(HEADINGS[lang])]
    for card in data.cards:
        who = f"<b>{escape(card.t('name', lang))}</b><br/>{escape(card.t('title', lang))}"
        rows.append([who, escape(card.t("victory", lang))])
    return table(rows, context.styles, context.width, where="figure politburo-members")


def _signed(level: int) -> str:
    return f"+{level}" if level > 0 else ("0" if level == 0 else f"−{-level}")


@figure("politburo-track")
def track(context: FigureContext) -> Drawing:
    """A ministry's level track −3…+3: reform to the left, repression to the right, start 0."""
    lang = context.lang
    strings = load("politburo")
    size = context.styles.body_size
    cell = min(context.width / 8.2, size * 4.2)
    height = cell * 1.9
    drawing = Drawing(context.width, height)
    left = (context.width - cell * 7) / 2
    y = cell * 0.55
    for index, level in enumerate(LEVELS):
        colour = REPRESS if level > 0 else REFORM if level < 0 else HexColor("#6B655D")
        fill = tint(colour, 0.25 + 0.25 * abs(level)) if level else tint(colour, 0.35)
        x = left + index * cell
        drawing.add(Rect(x, y, cell, cell * 0.8, fillColor=fill, strokeColor=white,
                         strokeWidth=1.5))
        ink = white if abs(level) >= 2 else INK
        drawing.add(String(x + cell / 2, y + cell * 0.26, _signed(level), textAnchor="middle",
                           fontName=fonts.SANS_BOLD, fontSize=size * 1.35, fillColor=ink))
    middle = left + 3.5 * cell
    drawing.add(Polygon([middle - 4, y - 5, middle + 4, y - 5, middle, y - 1],
                        fillColor=MUTED, strokeColor=None))
    drawing.add(String(middle, y - 5 - size, START[lang], textAnchor="middle",
                       fontName=fonts.SANS_ITALIC, fontSize=size * 0.85, fillColor=MUTED))
    top = y + cell * 0.8 + size * 0.7
    for text, colour, anchor, x in (
            ("← " + strings.s("reforming", lang), REFORM, "start", left),
            (strings.s("repressing", lang) + " →", REPRESS, "end", left + 7 * cell)):
        drawing.add(String(x, top, text, textAnchor=anchor, fontName=fonts.SANS_BOLD,
                           fontSize=size, fillColor=colour))
    drawing.add(Line(left, y - 1, left + 7 * cell, y - 1, strokeColor=MUTED, strokeWidth=0.4))
    return drawing
