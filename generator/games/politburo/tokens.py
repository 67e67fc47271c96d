"""Politburo's table markers: the 3 ministry cards and the 3 execution cards (seed 001,
docs/rules-decisions.md#politburo).

Ministry card: the level −3..+3 is the number on the edge pointing at the rules card. The front
(repressing side, red) carries 0, +1, +2, +3 on its bottom, right, top and left edges; the back
(reforming side, black) 0, −1, −2, −3 on its bottom, left, top and right edges. Printed with a
long-edge flip, each physical edge shows the same size on both faces, so flipping the card
changes the sign of the level and a quarter turn changes its size by one.

Execution card: the REPRESS half (Ministry +1) reads upright, the REFORM half (Ministry −1) is
turned 180°, each with the card's number, so a card tucked half under the General Secretary
shows one choice. All three backs are one point-symmetric all-over pattern with no frame, text
or number: a tucked card's back tells neither its number nor which half is up, even when the
printer shifts the back a little.

Ink saver: the same cards on white, tabs, emblem discs and execution halves outlined in their
accent colour with the numbers in it; the execution back keeps its all-over lattice (still
nothing near the edges) in a faint red.
"""

from __future__ import annotations

import math

from reportlab.pdfgen.canvas import Canvas

from assets import CardData, Catalogue
from generator import fonts
from generator.art.colour import mix
from generator.art.shapes import polygon_path
from generator.games.politburo import style as st
from generator.geometry import Box
from generator.pieces import Frame
from generator.text import Type, fit_text, plain

#: Ministry level on each edge of the front and of the back (own coordinates of each face).
FRONT_LEVELS: tuple[tuple[str, int], ...] = (("bottom", 0), ("right", 1), ("top", 2), ("left", 3))
BACK_LEVELS: tuple[tuple[str, int], ...] = (
    ("bottom", 0), ("left", -1), ("top", -2), ("right", -3))
#: Depth of a ministry level tab from the trim edge inwards (mm).
TAB_DEPTH = 17.0
#: Ink saver: how far the execution back's lattice moves the red towards white.
SAVER_LATTICE = 0.75


def signed(level: int) -> str:
    """A level as printed: '0', '+2', '−3' (with a true minus sign)."""
    if level > 0:
        return f"+{level}"
    return f"−{-level}" if level < 0 else "0"


def ministry_face(canvas: Canvas, frame: Frame, *, card: CardData, cat: Catalogue, lang: str,
                  side: str, saver: bool = False) -> None:
    """One face of a ministry card; ``side`` 'front' (repressing) or 'back' (reforming)."""
    where = f"politburo ministries/{card.id} {side}"
    repress = side == "front"
    accent = st.RED if repress else st.INK
    panel = st.framed(canvas, frame, st.CREAM, saver)
    for edge, level in (FRONT_LEVELS if repress else BACK_LEVELS):
        with st.on_edge(canvas, frame, edge) as (width, _):
            _level_tab(canvas, width / 2, level, accent, where, saver)
    cx, cy = frame.width / 2, frame.height / 2
    if saver:
        canvas.setStrokeColor(accent)
        canvas.setLineWidth(0.6)
        canvas.circle(cx, cy + 1.2, 7.2, stroke=1, fill=0)
        _emblem(canvas, card.values.get("emblem", ""), cx, cy + 1.2, 7.2, st.WHITE, accent)
    else:
        _emblem(canvas, card.values.get("emblem", ""), cx, cy + 1.2, 7.2, accent, st.CREAM)
    _ministry_title(canvas, frame, card, lang, where, accent,
                    top=panel.top - TAB_DEPTH + st.FRAME - 3.6)
    label = cat.s("repressing" if repress else "reforming", lang).upper()
    st.line(canvas, label, cx, cy - 12.5, font=fonts.SANS_BOLD, size=6.5, color=accent,
            where=f"{where}: side", max_width=panel.width - 2 * TAB_DEPTH + 2 * st.FRAME,
            tracking=0.2)
    fit_text(canvas, plain(cat.s("level_hint", lang)),
             Box(cx - 18, TAB_DEPTH + 1.8, 36, cy - 15.5 - TAB_DEPTH - 1.8),
             Type(fonts.SANS_ITALIC, 7, 5.5, leading=1.15, color=st.INK_SOFT),
             where=f"{where}: hint", valign="middle")


def _ministry_title(canvas: Canvas, frame: Frame, card: CardData, lang: str, where: str,
                    accent: str, *, top: float) -> None:
    """'MINISTRY OF' small over the ministry's name large, or the whole title if it does not
    end with the name."""
    title, name = card.t("title", lang), card.t("name", lang)
    width = frame.width - 2 * st.FRAME - 8
    if title.casefold().endswith(name.casefold()) and len(title) > len(name):
        prefix = title[: len(title) - len(name)].strip().upper()
        st.line(canvas, prefix, frame.width / 2, top - 3.0, font=fonts.SANS_BOLD, size=7.5,
                color=st.INK_SOFT, where=f"{where}: title", max_width=width, tracking=0.2)
        st.line(canvas, name.upper(), frame.width / 2, top - 10.6, font=fonts.SANS_BLACK,
                size=19, min_size=13, color=accent, where=f"{where}: title",
                max_width=width, tracking=0.05)
        return
    lines, size = st.fitted_lines(title.upper(), font=fonts.SANS_BLACK, size=13, min_size=9,
                                  max_width=width, where=f"{where}: title", tracking=0.05)
    y = top - st.cap_height(size) - 1
    for text in lines:
        st.line(canvas, text, frame.width / 2, y, font=fonts.SANS_BLACK, size=size,
                color=accent, where=f"{where}: title", max_width=width, tracking=0.05)
        y -= st.cap_height(size) * 1.6


def _level_tab(canvas: Canvas, x: float, level: int, accent: str, where: str,
               saver: bool) -> None:
    """A tab pointing at the bottom edge (local coordinates) with the level and its pips; ink
    saver: outlined in ``accent``, the level and pips in it."""
    base, half = st.FRAME + 0.9, 9.5
    tip, top = base, st.FRAME + TAB_DEPTH - 1.5
    path = canvas.beginPath()
    path.moveTo(x, tip)
    path.lineTo(x + half, tip + 4.0)
    path.lineTo(x + half, top - 1.5)
    path.arcTo(x + half - 3, top - 3, x + half, top, startAng=0, extent=90)
    path.lineTo(x - half + 1.5, top)
    path.arcTo(x - half, top - 3, x - half + 3, top, startAng=90, extent=90)
    path.lineTo(x - half, tip + 4.0)
    path.close()
    if saver:
        canvas.setStrokeColor(accent)
        canvas.setLineWidth(0.5)
        canvas.drawPath(path, stroke=1, fill=0)
    else:
        canvas.setFillColor(accent)
        canvas.drawPath(path, stroke=0, fill=1)
    lettering = accent if saver else st.CREAM
    st.line(canvas, signed(level), x, tip + 5.0, font=fonts.SANS_BLACK, size=23,
            color=lettering, where=f"{where}: level", max_width=2 * half - 1)
    for i in range(abs(level)):
        px = x + (i - (abs(level) - 1) / 2) * 3.6
        if level > 0:
            st.star(canvas, px, top - 2.0, 1.25, accent if saver else st.GOLD)
        else:
            canvas.setStrokeColor(lettering)
            canvas.setLineWidth(0.35)
            canvas.circle(px, top - 2.0, 0.85, stroke=1, fill=0)


def _emblem(canvas: Canvas, kind: str, cx: float, cy: float, r: float, color: str,
            figure: str) -> None:
    """The ministry's vector emblem in a disc of radius ``r`` mm: shield, gear or eye, in
    ``figure`` on a ``color`` disc (its details in ``color``)."""
    canvas.setFillColor(color)
    canvas.circle(cx, cy, r, stroke=0, fill=1)
    canvas.setFillColor(figure)
    canvas.setStrokeColor(figure)
    if kind == "shield":
        path = canvas.beginPath()
        w, top, bottom = r * 0.52, cy + r * 0.55, cy - r * 0.68
        path.moveTo(cx - w, top)
        path.lineTo(cx + w, top)
        path.curveTo(cx + w, cy - r * 0.1, cx + w * 0.6, cy - r * 0.45, cx, bottom)
        path.curveTo(cx - w * 0.6, cy - r * 0.45, cx - w, cy - r * 0.1, cx - w, top)
        path.close()
        canvas.drawPath(path, stroke=0, fill=1)
        st.star(canvas, cx, cy - r * 0.02, r * 0.36, color)
    elif kind == "gear":
        teeth, outer, root = 10, r * 0.7, r * 0.55
        points = []
        for i in range(teeth * 4):
            a = math.radians(i * 90 / teeth)
            rr = outer if i % 4 in (1, 2) else root
            points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        canvas.drawPath(polygon_path(canvas, points), stroke=0, fill=1)
        canvas.setFillColor(color)
        canvas.circle(cx, cy, r * 0.24, stroke=0, fill=1)
    elif kind == "eye":
        w, h = r * 0.72, r * 0.42
        path = canvas.beginPath()
        path.moveTo(cx - w, cy)
        path.curveTo(cx - w * 0.45, cy + h, cx + w * 0.45, cy + h, cx + w, cy)
        path.curveTo(cx + w * 0.45, cy - h, cx - w * 0.45, cy - h, cx - w, cy)
        path.close()
        canvas.drawPath(path, stroke=0, fill=1)
        canvas.setFillColor(color)
        canvas.circle(cx, cy, r * 0.26, stroke=0, fill=1)
        canvas.setFillColor(figure)
        canvas.circle(cx + r * 0.08, cy + r * 0.08, r * 0.08, stroke=0, fill=1)
    else:
        st.star(canvas, cx, cy - r * 0.05, r * 0.6, figure)


def execution_front(canvas: Canvas, frame: Frame, *, card: CardData, cat: Catalogue,
                    lang: str, saver: bool = False) -> None:
    """Both halves of an execution card: REPRESS upright, REFORM turned 180° (seed 001)."""
    number = card.values.get("number")
    if not isinstance(number, int) or not 1 <= number <= 3:
        raise ValueError(f"politburo executions/{card.id}: values.number must be 1, 2 or 3")
    for edge, choice, effect, color in (("bottom", "repress", "ministry_up", st.RED),
                                        ("top", "reform", "ministry_down", st.INK)):
        with st.on_edge(canvas, frame, edge) as (width, height):
            _execution_half(canvas, frame.bleed, width, height / 2, number,
                            cat.s(choice, lang).upper(), cat.s(effect, lang), color,
                            f"politburo executions/{card.id}: {choice}", saver)


def _execution_half(canvas: Canvas, bleed: float, width: float, height: float, number: int,
                    label: str, effect: str, color: str, where: str, saver: bool) -> None:
    """One half in local coordinates: its outer edge at y = 0, the card's middle at ``height``.
    Ink saver: white, outlined and lettered in ``color``."""
    if not saver:
        st.paint(canvas, Box(-bleed, -bleed, width + 2 * bleed, height + bleed), color)
    outline = Box(st.FRAME, st.FRAME, width - 2 * st.FRAME, height - st.FRAME - 1.0)
    canvas.setStrokeColor(color if saver else st.CREAM)
    canvas.setLineWidth(0.8 if saver else 0.5)
    canvas.roundRect(outline.x, outline.y, outline.width, outline.height, 1.6, stroke=1, fill=0)
    cx = width / 2
    lettering, number_colour = (color, color) if saver else (st.CREAM, st.GOLD)
    st.line(canvas, label, cx, st.FRAME + 5.2, font=fonts.SANS_BLACK, size=17, min_size=12,
            color=lettering, where=where, max_width=outline.width - 6, tracking=0.08)
    st.line(canvas, str(number), cx, st.FRAME + 15.8, font=fonts.SANS_BLACK, size=42,
            color=number_colour, where=where, max_width=20)
    for side in (-1, 1):
        st.star(canvas, cx + side * 14.5, st.FRAME + 21.0, 4.4, st.GOLD)
    st.line(canvas, effect, cx, height - 9.5, font=fonts.SANS_SEMIBOLD, size=10, min_size=7.5,
            color=st.INK if saver else st.CREAM, where=where, max_width=outline.width - 6,
            tracking=0.04)


def execution_back(canvas: Canvas, frame: Frame, saver: bool = False) -> None:
    """The back all execution cards share: red with a diamond lattice and rings, symmetric under
    a half turn about the centre, with nothing near the edges that a shifted print would move
    visibly (ink saver: white, the lattice in a faint red over the whole face, so a shift
    still shows nothing). Takes no card on purpose."""
    if not saver:
        st.paint(canvas, frame.bleed_box, st.RED)
    cx, cy = frame.width / 2, frame.height / 2
    box = frame.bleed_box
    pitch = 3.2
    canvas.setStrokeColor(mix(st.RED, st.WHITE, SAVER_LATTICE) if saver else st.RED_DARK)
    canvas.setLineWidth(0.45)
    reach = int(math.hypot(box.width, box.height) / pitch) + 2
    span = box.width + box.height
    for k in range(-reach, reach + 1):
        # Lines x − y = c and x + y = c through the centre lattice (c = k × pitch × √2).
        offset = k * pitch * math.sqrt(2)
        canvas.line(cx + offset - span, cy - span, cx + offset + span, cy + span)
        canvas.line(cx + offset - span, cy + span, cx + offset + span, cy - span)
    ground, rim = (st.WHITE, st.RED) if saver else (st.RED, st.GOLD)
    for radius, width, color in ((15.0, 3.0, ground), (12.5, 0.8, rim), (9.5, 0.5, rim),
                                 (17.5, 0.5, rim)):
        canvas.setStrokeColor(color)
        canvas.setLineWidth(width)
        canvas.circle(cx, cy, radius, stroke=1, fill=0)
    canvas.setFillColor(ground)
    canvas.circle(cx, cy, 9.2, stroke=0, fill=1)
    canvas.setFillColor(rim)
    for i in range(8):
        a = math.radians(i * 45)
        canvas.circle(cx + 5.2 * math.cos(a), cy + 5.2 * math.sin(a), 0.9, stroke=0, fill=1)
    canvas.circle(cx, cy, 1.8, stroke=0, fill=1)
