"""Politburo's rules card (seed 001): "Politburo rules" (Setup, Objective, Plan) on the front,
"rules cont." (Execute, Purge, End of game) on the back. The ministry cards point at it.
Ink saver: white, the title in red over a red rule instead of the red band.
"""

from __future__ import annotations

from functools import partial

from reportlab.pdfgen.canvas import Canvas

from assets import CardData
from generator import fonts
from generator.games.politburo import style as st
from generator.games.politburo.column import Block, fit_column
from generator.geometry import Box
from generator.pieces import Frame
from generator.text import plain

#: Text fields of each face, in order: (field, role).
FRONT_FIELDS: tuple[tuple[str, str], ...] = (
    ("setup_heading", "heading"), ("setup_1", "item"), ("setup_2", "item"),
    ("setup_3", "item"), ("setup_4", "item"),
    ("objective_heading", "heading"), ("objective", "body"),
    ("plan_heading", "heading"), ("plan", "body"),
)
BACK_FIELDS: tuple[tuple[str, str], ...] = (
    ("execute_heading", "heading"), ("execute_1", "body"), ("execute_2", "body"),
    ("purge_heading", "heading"), ("purge", "body"), ("purge_a", "item"), ("purge_b", "item"),
    ("end_heading", "heading"), ("end", "body"),
)
#: Body type size range of the rules text (pt): the seed packs the full rules on one card.
BODY_SIZE, BODY_MIN = 6.4, 5.2


def rules_face(canvas: Canvas, frame: Frame, *, card: CardData, lang: str, side: str,
               saver: bool = False) -> None:
    """One face of the rules card; ``side`` 'front' or 'back'."""
    where = f"politburo rules/{card.id} {side}"
    t = partial(card.t, lang=lang)
    panel = st.framed(canvas, frame, st.CREAM, saver)
    band = Box(panel.x, panel.top - 8.6, panel.width, 8.6)
    if saver:
        canvas.setStrokeColor(st.RED)
        canvas.setLineWidth(0.8)
        canvas.line(band.x, band.y, band.right, band.y)
    else:
        st.paint(canvas, band, st.RED)
    title = t("title") if side == "front" else t("back_title")
    left, right = band.x + 2.6, band.right - 2.6
    if side == "front":
        players = t("players").upper()
        st.line(canvas, players, right, band.y + 3.1, font=fonts.SANS_BOLD, size=5.8,
                color=st.INK_SOFT if saver else st.GOLD, where=f"{where}: players",
                max_width=20, tracking=0.08, align="right")
        right -= st.tracked_width(players, fonts.SANS_BOLD, 5.8, 0.08) + 2.5
    st.line(canvas, title.upper(), left, band.y + 2.9, font=fonts.SANS_BLACK, size=9,
            min_size=6.8, color=st.RED if saver else st.CREAM, where=f"{where}: title",
            max_width=right - left, tracking=0.05, align="left")
    blocks = [Block(plain(t(field).upper() if role == "heading" else t(field)), role,
                    "•" if role == "item" else None)
              for field, role in (FRONT_FIELDS if side == "front" else BACK_FIELDS)]
    body = Box(panel.x + 2.2, panel.y + 2.0, panel.width - 4.4, band.y - panel.y - 3.6)
    fit_column(canvas, blocks, body, size=BODY_SIZE, min_size=BODY_MIN, where=where)
