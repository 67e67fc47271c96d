"""Politburo's people: the 10 member cards and the General Secretary (seed 001,
docs/rules-decisions.md#politburo).

Member front: title, name, quote, the secret victory condition and its short formula. Member
back: the same drawing for all ten (nothing on it depends on the member), "Politburo member"
and the influence levels 3, 2, 1, 0 on the bottom, right, top and left edges: the card lies
face down with the current level pointing at its owner, and each quarter turn clockwise lowers
it by one. General Secretary: title, name, quote and turn order on the front, the turn duties
on the back. Ink saver: the header's title and name on white over a rule, white panels, the
formula pill, ribbon and tabs outlined; member backs keep a faint sunburst.
"""

from __future__ import annotations

from functools import partial

from reportlab.pdfgen.canvas import Canvas

from assets import CardData, Catalogue
from generator import fonts
from generator.art.colour import mix
from generator.games.politburo import style as st
from generator.games.politburo.column import Block, fit_column
from generator.geometry import Box
from generator.ink import frame_line
from generator.pieces import Frame
from generator.text import Type, fit_text, plain

#: Influence printed on each edge of a member back (docs/rules-decisions.md#politburo: 0..3, starts
#: at 3).
INFLUENCE_EDGES: tuple[tuple[str, int], ...] = (
    ("bottom", 3), ("right", 2), ("top", 1), ("left", 0))
#: Height of the header (title and name) on the fronts, from the top of the trim (mm).
HEADER = 31.0
QUOTES = {"en": ("“", "”"), "es": ("«", "»")}
#: Ink saver: how far the member back's sunburst moves the red towards white.
SAVER_RAYS = 0.9


def quoted(text: str, lang: str) -> str:
    """``text`` in the typographic quotation marks of ``lang``."""
    opening, closing = QUOTES[lang]
    return f"{opening}{text}{closing}"


def formula(card: CardData, cat: Catalogue, lang: str) -> str:
    """The victory condition in symbols, from ``card.values`` (the seed's symbol line).

    E.g. 'Security ≥ Defence, Finance' or 'Lost influence ≥ players ÷ 2'. Raises KeyError
    naming the card for an unknown condition.
    """
    ministries = cat.components["ministries"]
    names = {m.id: m.t("name", lang) for m in ministries.cards}
    condition = card.values.get("condition")
    if condition in ("most-repressing", "most-reforming"):
        own = card.values["ministry"]
        others = ", ".join(name for key, name in names.items() if key != own)
        sign = "≥" if condition == "most-repressing" else "≤"
        return f"{names[own]} {sign} {others}"
    if condition in ("total-at-least-zero", "total-at-most-zero"):
        sign = "≥" if condition == "total-at-least-zero" else "≤"
        return f"{' + '.join(names.values())} {sign} 0"
    if condition in ("lost-at-most-half", "lost-at-least-half"):
        sign = "≤" if condition == "lost-at-most-half" else "≥"
        return f"{cat.s('lost_influence', lang)} {sign} {cat.s('players', lang)} ÷ 2"
    raise KeyError(f"member {card.id!r}: unknown victory condition {condition!r}")


def _header(canvas: Canvas, frame: Frame, card: CardData, lang: str, *, where: str,
            dark: bool, saver: bool) -> None:
    """Title and name over a sunburst in the top ``HEADER`` mm, red (members) or black (GS);
    ink saver: on white over a rule in that colour, the name in it."""
    area = Box(st.FRAME, frame.height - HEADER, frame.width - 2 * st.FRAME,
               HEADER - st.FRAME)
    accent = st.INK if dark else st.RED
    if saver:
        canvas.setStrokeColor(accent)
        canvas.setLineWidth(0.8)
        canvas.line(area.x, area.y, area.right, area.y)
        st.star(canvas, frame.width / 2, area.top - 5.2, 3.4, accent)
    else:
        if dark:
            st.paint(canvas, area, st.INK, radius=1.2)
        st.rays(canvas, frame.width / 2, area.y - 6, area,
                "#2C2825" if dark else st.RED_DARK, count=30)
        st.star(canvas, frame.width / 2, area.top - 5.2, 3.4, st.GOLD)
    width = area.width - 6
    lines, size = st.fitted_lines(card.t("title", lang).upper(), font=fonts.SANS_SEMIBOLD,
                                  size=7.5, min_size=6.0, max_width=width,
                                  where=f"{where}: title", tracking=st.TRACKING)
    y = area.top - 12.2
    for text in lines:
        st.line(canvas, text, frame.width / 2, y, font=fonts.SANS_SEMIBOLD, size=size,
                color=st.INK_SOFT if saver else st.CREAM, where=f"{where}: title",
                max_width=width, tracking=st.TRACKING)
        y -= st.cap_height(size) * 1.75
    st.line(canvas, card.t("name", lang).upper(), frame.width / 2, area.y + 3.2,
            font=fonts.SANS_BLACK, size=24, min_size=16, color=accent if saver else st.CREAM,
            where=f"{where}: name", max_width=width, tracking=0.04)


def _panel(canvas: Canvas, frame: Frame, saver: bool) -> Box:
    """The cream panel under the header (mm); ink saver: left white."""
    panel = Box(st.FRAME, st.FRAME, frame.width - 2 * st.FRAME,
                frame.height - HEADER - st.FRAME - 1.2)
    if not saver:
        st.paint(canvas, panel, st.CREAM, radius=1.2)
    return panel


def _ground(canvas: Canvas, frame: Frame, saver: bool) -> None:
    """Red over the whole bleed box; ink saver: the red frame line."""
    if saver:
        frame_line(canvas, frame, st.RED)
    else:
        st.paint(canvas, frame.bleed_box, st.RED)


def _bar(canvas: Canvas, box: Box, radius: float, saver: bool) -> str:
    """An ink bar (ink saver: outlined in ink); returns the colour of text set on it."""
    if saver:
        st.outline(canvas, box, st.INK, width=0.4, radius=radius)
        return st.INK
    st.paint(canvas, box, st.INK, radius=radius)
    return st.CREAM


def _divider(canvas: Canvas, x1: float, x2: float, y: float) -> None:
    """A thin red rule with a small star in its middle."""
    middle = (x1 + x2) / 2
    canvas.setStrokeColor(st.RED)
    canvas.setLineWidth(0.25)
    canvas.line(x1, y, middle - 2.6, y)
    canvas.line(middle + 2.6, y, x2, y)
    st.star(canvas, middle, y, 1.6, st.RED)


def member_front(canvas: Canvas, frame: Frame, *, card: CardData, cat: Catalogue,
                 lang: str, saver: bool = False) -> None:
    """A member's secret face: header, quote, victory condition and formula (seed 001)."""
    where = f"politburo members/{card.id}"
    _ground(canvas, frame, saver)
    _header(canvas, frame, card, lang, where=where, dark=False, saver=saver)
    panel = _panel(canvas, frame, saver)
    inner = panel.inset(3.2)
    fit_text(canvas, plain(quoted(card.t("quote", lang), lang)),
             Box(inner.x + 1, inner.top - 11.5, inner.width - 2, 11.5),
             Type(fonts.SERIF_ITALIC, 8.5, 6.5, leading=1.2, color=st.INK_SOFT),
             where=f"{where}: quote", valign="middle")
    _divider(canvas, inner.x + 4, inner.right - 4, inner.top - 14.3)
    st.line(canvas, cat.s("victory", lang).upper(), frame.width / 2, inner.top - 19.4,
            font=fonts.SANS_BOLD, size=7, color=st.RED, where=f"{where}: victory label",
            max_width=inner.width, tracking=0.2)
    pill = Box(inner.x, inner.y, inner.width, 6.2)
    fit_text(canvas, plain(card.t("victory", lang)),
             Box(inner.x, pill.top + 1.6, inner.width, inner.top - 21.2 - pill.top - 1.6),
             Type(fonts.SANS, 8.2, 6.5, leading=1.16, color=st.INK),
             where=f"{where}: victory", valign="middle")
    lettering = _bar(canvas, pill, pill.height / 2, saver)
    st.line(canvas, formula(card, cat, lang), frame.width / 2, pill.y + 2.05,
            font=fonts.SANS_SEMIBOLD, size=7.5, min_size=5.5, color=lettering,
            where=f"{where}: formula", max_width=pill.width - 5)


def member_back(canvas: Canvas, frame: Frame, *, cat: Catalogue, lang: str,
                saver: bool = False) -> None:
    """The back every member shares: title and influence 0–3 on the edges
    (docs/rules-decisions.md#politburo).

    Takes no card on purpose: a member back cannot depend on the member.
    """
    where = "politburo members/back"
    _ground(canvas, frame, saver)
    inner = frame.trim.inset(st.FRAME)
    cx, cy = frame.width / 2, frame.height / 2
    st.rays(canvas, cx, cy, inner, mix(st.RED, st.WHITE, SAVER_RAYS) if saver else st.RED_DARK,
            count=32)
    radius = 12.8
    canvas.setFillColor(st.WHITE if saver else st.CREAM)
    canvas.setStrokeColor(st.INK)
    canvas.setLineWidth(0.8)
    canvas.circle(cx, cy, radius, stroke=1, fill=1)
    st.star(canvas, cx, cy + 6.2, 5.0, st.RED)
    ribbon = Box(cx - radius - 1.6, cy - 3.3, 2 * radius + 3.2, 6.4)
    if saver:
        st.paint(canvas, ribbon, st.WHITE)
    lettering = _bar(canvas, ribbon, 0.0, saver)
    lines, size = st.fitted_lines(cat.s("member_back", lang).upper(), font=fonts.SANS_BLACK,
                                  size=7, min_size=5.2, max_width=ribbon.width - 3,
                                  where=f"{where}: title", tracking=0.06)
    step = st.cap_height(size) * 1.45
    y = cy - st.cap_height(size) / 2 + step * (len(lines) - 1) / 2
    for text in lines:
        st.line(canvas, text, cx, y, font=fonts.SANS_BLACK, size=size, color=lettering,
                where=f"{where}: title", max_width=ribbon.width - 3, tracking=0.06)
        y -= step
    st.line(canvas, cat.s("influence", lang).upper(), cx, cy - 8.0, font=fonts.SANS_BOLD,
            size=6, color=st.RED, where=f"{where}: influence", max_width=2 * radius - 8,
            tracking=0.2)
    for edge, level in INFLUENCE_EDGES:
        with st.on_edge(canvas, frame, edge) as (width, _):
            _influence_tab(canvas, width / 2, level, saver)


def _influence_tab(canvas: Canvas, x: float, level: int, saver: bool) -> None:
    """A cream tab (ink saver: white, outlined in red) at the bottom edge (local coordinates)
    with ``level`` and as many stars."""
    tab = Box(x - 8.0, st.FRAME + 0.8, 16.0, 10.8)
    st.paint(canvas, tab, st.WHITE if saver else st.CREAM, radius=1.8)
    if saver:
        st.outline(canvas, tab, st.RED, width=0.45, radius=1.8)
    st.line(canvas, str(level), x, tab.y + 4.1, font=fonts.SANS_BLACK, size=19,
            color=st.RED, where="politburo members/back: influence", max_width=tab.width)
    for i in range(level):
        st.star(canvas, x + (i - (level - 1) / 2) * 3.2, tab.y + 2.0, 1.15, st.INK)


def gs_front(canvas: Canvas, frame: Frame, *, card: CardData, lang: str,
             saver: bool = False) -> None:
    """The General Secretary's face: header, quote and the turn order (seed 001)."""
    where = f"politburo general-secretary/{card.id}"
    _ground(canvas, frame, saver)
    _header(canvas, frame, card, lang, where=where, dark=True, saver=saver)
    panel = _panel(canvas, frame, saver)
    inner = panel.inset(3.2)
    band = Box(inner.x, inner.y, inner.width, 15.5)
    fit_text(canvas, plain(quoted(card.t("quote", lang), lang)),
             Box(inner.x + 1.5, band.top + 4.5, inner.width - 3, inner.top - band.top - 4.5),
             Type(fonts.SERIF_ITALIC, 10, 7.5, leading=1.22, color=st.INK_SOFT),
             where=f"{where}: quote", valign="middle")
    _divider(canvas, inner.x + 4, inner.right - 4, band.top + 2.2)
    lettering = _bar(canvas, band, 1.6, saver)
    fit_text(canvas, f"<b>{plain(card.t('motto', lang))}</b>", band.inset(2.2),
             Type(fonts.SANS, 8.5, 6.5, leading=1.2, color=lettering),
             where=f"{where}: motto", valign="middle")


def gs_back(canvas: Canvas, frame: Frame, *, card: CardData, lang: str,
            saver: bool = False) -> None:
    """The General Secretary's turn duties (seed 001: Plan, Execute, Purge with their cases)."""
    where = f"politburo general-secretary/{card.id} back"
    panel = st.framed(canvas, frame, st.CREAM, saver)
    title_box = Box(panel.x, panel.top - 11.5, panel.width, 11.5)
    if saver:
        lettering = _bar(canvas, title_box, 1.2, saver)
    else:
        st.paint(canvas, title_box, st.INK, radius=1.2)
        st.paint(canvas, Box(title_box.x, title_box.y, title_box.width, 2), st.INK)
        lettering = st.CREAM
    lines, size = st.fitted_lines(card.t("duties_title", lang).upper(), font=fonts.SANS_BLACK,
                                  size=8.5, min_size=6.5, max_width=title_box.width - 5,
                                  where=f"{where}: title", tracking=0.06)
    step = st.cap_height(size) * 1.6
    y = title_box.y + title_box.height / 2 - st.cap_height(size) / 2 + step * (len(lines) - 1) / 2
    for text in lines:
        st.line(canvas, text, frame.width / 2, y, font=fonts.SANS_BLACK, size=size,
                color=lettering, where=f"{where}: title", max_width=title_box.width - 5,
                tracking=0.06)
        y -= step
    t = partial(card.t, lang=lang)
    blocks: list[Block] = []
    for number, phase in enumerate(("plan", "execute", "purge"), start=1):
        blocks.append(Block(f"<b>{plain(t(phase))}</b> {plain(t(phase + '_text'))}", "item",
                            f"{number}."))
        blocks += [Block(plain(t(f"{phase}_{letter}")), "sub", f"{letter})")
                   for letter in "ab"]
        if phase == "execute":
            blocks.append(Block(plain(t("execute_note")), "note"))
    body = Box(panel.x + 3, panel.y + 3, panel.width - 6, title_box.y - panel.y - 5.5)
    fit_column(canvas, blocks, body, size=8.4, min_size=6.0, where=where, justify=False)

