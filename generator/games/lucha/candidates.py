"""The 15 candidate cards of Politburó, lucha de poder (tarot size, 70×120 mm).

Each card carries the candidate's name, a loyalty track (−5..25 by default) and a health track
(1..10) whose cells hold the level markers, and a spot for the action marker (seed 000,
Componentes de juego; Inicio de la partida: markers start on loyalty 5 and health 10). Office
thresholds on the loyalty track show the office's icon (docs/rules-decisions.md#lucha); negative
loyalty is
disgrace (Siberia at the end of the candidacy).

Ink saver: white card framed in the candidate colour, a rule in place of the header band, the
name in ink; track cells white, the special ones (offices, disgrace) in light tints.
"""

from __future__ import annotations

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.games.lucha import icons
from generator.games.lucha.backs import candidate_back
from generator.games.lucha.data import MINUS, Candidate, LuchaData, Track
from generator.games.lucha.style import (
    GOLD,
    ICE,
    INK,
    PAPER,
    RED,
    WHITE,
    as_form,
    band,
    band_rule,
    clip_rect,
    disc,
    fill_bleed,
    shade,
    sunburst,
)
from generator.geometry import Box
from generator.ink import SAVER, frame_line
from generator.pieces import Draw, Frame, Piece
from generator.text import TextOverflow, Type, draw_line, fit_text, plain

COLUMNS = 7
CELL_HEIGHT = 9.5
HEADER_Y = 83.0
HEADER_SLANT = 4.0
LOYALTY_TOP = 77.0
HEALTH_COLUMNS = 5
#: Room for a track's title row above its grid (mm).
LABEL_ROOM = 5.0

LEGEND = Type(fonts.SANS_SEMIBOLD, 6.5, min_size=5.0, leading=1.1, color="#4A443C", align="left")
#: Ink saver: how far the special track cells' fills move towards white (``shade`` factors).
SAVER_CELL_TINT = 1.7


def _paper(saver: bool) -> Color:
    return WHITE if saver else PAPER


def _cell_fill(colour: Color, full: float, saver: bool) -> Color:
    """A track cell's fill: ``colour`` lightened by ``full`` (a ``shade`` factor; 1: as is),
    or in ink saver a light tint of it."""
    factor = max(full, SAVER_CELL_TINT) if saver else full
    return colour if factor == 1 else shade(colour, factor)


def _number(value: int) -> str:
    return f"{MINUS}{abs(value)}" if value < 0 else str(value)


def _cell(c: Canvas, box: Box, value: int, fill: Color, start: bool, icon: str | None,
          icon_ink: Color) -> None:
    c.setFillColor(fill)
    c.setStrokeColor(INK)
    c.setLineWidth(0.3)
    c.rect(box.x, box.y, box.width, box.height, stroke=1, fill=1)
    cx, cy = box.x + box.width / 2, box.y + box.height / 2
    if start:
        c.saveState()
        c.setStrokeColor(RED)
        c.setLineWidth(0.45)
        c.setDash(0.8, 0.6)
        c.circle(cx, cy, min(box.width, box.height) / 2 - 0.5, stroke=1, fill=0)
        c.restoreState()
    if icon is not None:
        icons.draw(c, icon, box.x + 2.0, box.top - 2.0, 3.1, icon_ink, fill)
    c.setFillColor(INK)
    draw_line(c, _number(value), cx, cy - 1.25, fonts.SANS_BOLD, 10.5)


def _loyalty_track(c: Canvas, data: LuchaData, frame: Frame, top: float, lang: str,
                   saver: bool) -> float:
    """Draw the loyalty grid from ``top`` down, then the disgrace legend; returns the bottom."""
    track: Track = data.loyalty
    safe = frame.safe
    width = safe.width / COLUMNS
    thresholds = {office.threshold: office for office in data.offices}
    values = list(range(track.low, track.high + 1))
    for i, value in enumerate(values):
        row, col = divmod(i, COLUMNS)
        box = Box(safe.x + col * width, top - (row + 1) * CELL_HEIGHT, width, CELL_HEIGHT)
        office = thresholds.get(value)
        if office is not None and office.wins:
            fill, icon, ink = _cell_fill(RED, 1.45, saver), office.icon, RED
        elif office is not None:
            fill, icon, ink = _cell_fill(GOLD, 1, saver), office.icon, INK
        elif value < 0:
            fill, icon, ink = _cell_fill(ICE, 1, saver), "snowflake", shade(ICE, 0.55)
        else:
            fill, icon, ink = _paper(saver), None, INK
        _cell(c, box, value, fill, value == track.start, icon, ink)
    # The legend takes the free cells after the last value, or a row of its own.
    used, row = len(values) % COLUMNS, len(values) // COLUMNS
    start = safe.x + used * width + 1.0
    box = Box(start, top - (row + 1) * CELL_HEIGHT, safe.right - start, CELL_HEIGHT)
    icons.draw(c, "snowflake", box.x + 2.0, box.y + box.height / 2, 3.4, shade(ICE, 0.5),
               _paper(saver))
    fit_text(c, plain(data.s("disgrace", lang)),
             Box(box.x + 4.6, box.y, box.width - 4.6, box.height), LEGEND,
             where=f"lucha candidate / {data.s('disgrace', lang)}", valign="middle")
    return box.y


def _health_track(c: Canvas, data: LuchaData, frame: Frame, top: float, saver: bool) -> None:
    track = data.health
    safe = frame.safe
    width = safe.width / COLUMNS
    fill = _cell_fill(data.styles["health"].colour, 1.75, saver)
    for i, value in enumerate(range(track.low, track.high + 1)):
        row, col = divmod(i, HEALTH_COLUMNS)
        box = Box(safe.x + col * width, top - (row + 1) * CELL_HEIGHT, width, CELL_HEIGHT)
        _cell(c, box, value, fill, value == track.start, None, INK)


def _label(c: Canvas, x: float, y: float, icon: str, colour: Color, text: str,
           note: str, width: float, where: str, paper: Color) -> None:
    """A track's title row: icon, TITLE in capitals, and a small ``note`` right-aligned."""
    icons.draw(c, icon, x + 1.8, y + 1.3, 3.6, colour, paper)
    c.setFillColor(INK)
    draw_line(c, text.upper(), x + 4.6, y, fonts.SANS_BLACK, 9.0, align="left")
    title_width = fonts.text_width(text.upper(), fonts.SANS_BLACK, 9.0 * 25.4 / 72) + 6.5
    c.setFillColor(HexColor(LEGEND.color))
    draw_line(c, note, x + width, y, fonts.SANS_SEMIBOLD, 6.0, align="right",
              max_width=width - title_width, where=where)


def _header(c: Canvas, data: LuchaData, frame: Frame, candidate: Candidate, lang: str,
            saver: bool) -> None:
    style = data.styles["candidate"]
    where = f"lucha candidate {candidate.id}"
    if saver:
        band_rule(c, frame, HEADER_Y, style.colour, slant=HEADER_SLANT, width=1.2)
    else:
        band(c, frame, HEADER_Y, frame.height + frame.bleed - HEADER_Y, style.colour,
             slant=HEADER_SLANT)
        c.saveState()
        clip_rect(c, -frame.bleed, HEADER_Y + HEADER_SLANT, frame.width + 2 * frame.bleed,
                  frame.height)
        sunburst(c, frame.width / 2, 106.0, 80.0, shade(style.colour, 0.9), rays=20)
        c.restoreState()
    name = candidate.name.get(lang)
    disc(c, frame.width / 2, 106.5, 8.8, _paper(saver), ring=INK, ring_width=0.8)
    c.setFillColor(style.colour)
    draw_line(c, name[0].upper(), frame.width / 2, 102.6, fonts.SANS_BLACK, 30)
    c.setFillColor(INK if saver else style.ink)
    width = frame.safe.width
    draw_line(c, name.upper(), frame.width / 2, 91.6, fonts.SANS_BLACK, 21, max_width=width,
              where=f"{where} / name")
    line = candidate.full_name.get(lang)
    if candidate.years:
        line += f" · {candidate.years}"
    draw_line(c, line, frame.width / 2, 87.6, fonts.SERIF_ITALIC, 7.5, max_width=width,
              where=f"{where} / full name")


def _action_spot(c: Canvas, data: LuchaData, x: float, y: float, width: float, height: float,
                 lang: str, paper: Color) -> None:
    """The place for the action marker, in the free corner beside the health track: a dashed
    ring just wider than the action marker (its diameter from the data)."""
    action = next((m for m in data.markers if m.id == "action"), None)
    label_room = 3.6
    radius = min(width, height - label_room) / 2 - 0.6
    if action is not None:
        radius = min(radius, action.diameter / 2 + 0.9)
    cx, cy = x + width / 2, y + label_room + (height - label_room) / 2
    c.saveState()
    c.setStrokeColor(INK)
    c.setLineWidth(0.45)
    c.setDash(1.0, 0.7)
    c.circle(cx, cy, radius, stroke=1, fill=0)
    c.restoreState()
    style = data.styles["action"]
    icons.draw(c, style.icon, cx, cy, radius * 1.1, shade(INK, 1.82), paper)
    c.setFillColor(INK)
    draw_line(c, data.s("action", lang).upper(), cx, y + 0.6, fonts.SANS_BLACK, 7.0,
              max_width=width, where="lucha candidate / action")


def _tracks(data: LuchaData, lang: str, saver: bool) -> Draw:
    """Everything below the header, the same on every candidate card: both tracks with their
    title rows and legends, and the action spot."""
    where = "lucha candidate cards"
    loyalty, health = data.styles["loyalty"], data.styles["health"]

    def draw(c: Canvas, frame: Frame) -> None:
        safe = frame.safe
        _label(c, safe.x, LOYALTY_TOP + 1.3, loyalty.icon, loyalty.colour,
               data.s("loyalty", lang), data.s("assigned", lang), safe.width,
               f"{where} / assigned", _paper(saver))
        bottom = _loyalty_track(c, data, frame, LOYALTY_TOP, lang, saver)
        health_rows = -(-(data.health.high - data.health.low + 1) // HEALTH_COLUMNS)
        health_top = safe.y + health_rows * CELL_HEIGHT
        if health_top + LABEL_ROOM > bottom + 1e-6:
            raise TextOverflow(f"{where}: the loyalty ({data.loyalty.low}..{data.loyalty.high}) "
                               f"and health ({data.health.low}..{data.health.high}) tracks do "
                               f"not fit a {frame.width:g}×{frame.height:g} mm card")
        health_width = HEALTH_COLUMNS * safe.width / COLUMNS
        _label(c, safe.x, health_top + 1.3, health.icon, health.colour,
               data.s("health", lang), data.s("dead", lang), health_width, f"{where} / dead",
               _paper(saver))
        _health_track(c, data, frame, health_top, saver)
        _action_spot(c, data, safe.x + health_width, safe.y, safe.width - health_width,
                     health_top + LABEL_ROOM - safe.y, lang, _paper(saver))

    return as_form("candidate-tracks", draw)


def _front(data: LuchaData, candidate: Candidate, lang: str, tracks: Draw, saver: bool) -> Draw:
    def draw(c: Canvas, frame: Frame) -> None:
        if saver:
            frame_line(c, frame, data.styles["candidate"].colour)
        else:
            fill_bleed(c, frame, PAPER)
        _header(c, data, frame, candidate, lang, saver)
        tracks(c, frame)

    return draw


def pieces(data: LuchaData, lang: str, ink: str) -> list[Piece]:
    """One candidate card per candidate of the data in ``ink`` mode, with the candidate back.

    Raises TextOverflow naming the candidate when a text does not fit, or when the tracks of
    the data do not fit the card.
    """
    size = data.sizes["candidates"]
    saver = ink == SAVER
    back = candidate_back(data, lang, saver)
    tracks = _tracks(data, lang, saver)
    return [Piece(cand.id, size, _front(data, cand, lang, tracks, saver), back)
            for cand in data.candidates]
