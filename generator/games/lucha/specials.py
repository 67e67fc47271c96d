"""The 22 special cards of Politburó, lucha de poder: the seed's 20 and 2 Cura.

Each carries the red five-pointed star in its upper-right corner (seed 000, Jugando cartas
especiales; FAQ: "estrella roja en la esquina superior derecha"), its seed number, the card text
and the seed's clarification, and its duration (seed 000, Duración del efecto de las cartas).
Cream cards with a coloured band, so they stand apart from the coloured game cards (ink saver:
white cards framed and ruled in the band's colour, the star in the corner as in full colour).
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.games.lucha import icons
from generator.games.lucha.backs import draw_pile_back
from generator.games.lucha.data import LuchaData, Special
from generator.games.lucha.layout import BAND_Y, header, two_texts
from generator.games.lucha.style import (
    GOLD,
    INK,
    PAPER,
    RED,
    WHITE,
    disc,
    fill_bleed,
    panel,
    shade,
    star,
)
from generator.geometry import Box
from generator.ink import SAVER, frame_line
from generator.pieces import Draw, Frame, Piece, copies
from generator.text import Type, draw_line, plain

BAR_HEIGHT = 8.0
DURATION_ICONS = {"immediate": "bolt", "turn_around": "cycle", "candidacy": "hourglass"}

RULES = Type(fonts.SANS_SEMIBOLD, 9.0, min_size=6.5, leading=1.18, color="#1F1B18")
CLARIFICATION = Type(fonts.SERIF_ITALIC, 7.0, min_size=5.4, leading=1.15, color="#4A443C")


def corner_star(c: Canvas, frame: Frame, saver: bool = False) -> None:
    """The red star on a cream (ink saver: white) disc in the upper-right corner (inside the
    safe area)."""
    cx, cy = frame.safe.right - 7.2, frame.safe.top - 7.2
    disc(c, cx, cy, 7.2, WHITE if saver else PAPER, ring=INK, ring_width=0.7)
    star(c, cx, cy - 0.4, 6.2, RED)


def _front(data: LuchaData, special: Special, number: int | None, lang: str,
           saver: bool) -> Draw:
    style = special.style
    where = f"lucha {special.id}"
    duration = data.s(f"duration_{special.duration}", lang)
    label = data.s("special_card", lang)
    if number is not None:
        label += f"  ·  Nº {number:02d}"

    def draw(c: Canvas, frame: Frame) -> None:
        safe = frame.safe
        if saver:
            frame_line(c, frame, style.colour)
        else:
            fill_bleed(c, frame, PAPER)
            body_cy = (BAND_Y + safe.y + BAR_HEIGHT) / 2
            icons.draw(c, style.icon, frame.width / 2, body_cy, 50.0, shade(PAPER, 0.96), PAPER)
        header(c, frame, special.name.get(lang), label,
               (style.colour, PAPER), where, right=16.0, saver=saver)
        corner_star(c, frame, saver)
        body = Box(safe.x + 2.0, safe.y + BAR_HEIGHT + 2.0, safe.width - 4.0,
                   BAND_Y - 2.0 - (safe.y + BAR_HEIGHT + 2.0))
        two_texts(c, body, (plain(special.rules.get(lang)), RULES),
                  (plain(special.clarification.get(lang)), CLARIFICATION), style.colour, where)
        bar(c, frame, special.duration, duration, where, saver)

    return draw


def bar(c: Canvas, frame: Frame, duration: str, text: str, where: str,
        saver: bool = False) -> None:
    """The black bar at the bottom (ink saver: a white bar outlined in ink): the duration's
    icon and ``text`` (one line)."""
    safe = frame.safe
    if saver:
        panel(c, safe.x, safe.y, safe.width, BAR_HEIGHT, WHITE, border=INK, border_width=0.5,
              radius=1.0)
        icons.draw(c, DURATION_ICONS[duration], safe.x + 4.5, safe.y + BAR_HEIGHT / 2, 5.0,
                   INK, WHITE)
    else:
        panel(c, safe.x, safe.y, safe.width, BAR_HEIGHT, INK, radius=1.0)
        icons.draw(c, DURATION_ICONS[duration], safe.x + 4.5, safe.y + BAR_HEIGHT / 2, 5.0,
                   GOLD, INK)
    c.setFillColor(INK if saver else PAPER)
    draw_line(c, text, safe.x + 8.5, safe.y + BAR_HEIGHT / 2 - 0.9, fonts.SANS_BOLD, 7.5,
              align="left", max_width=safe.right - 2.0 - safe.x - 8.5, where=f"{where} / duration")


def pieces(data: LuchaData, lang: str, ink: str) -> list[Piece]:
    """The special cards in ``ink`` mode, one piece per copy (each copy with its own seed
    number).

    Raises TextOverflow naming the card when a text does not fit.
    """
    size = data.sizes["specials"]
    saver = ink == SAVER
    back = draw_pile_back(data, lang, saver)
    result = []
    for special in data.specials:
        ids = copies(special.id, special.count)
        for i, piece_id in enumerate(ids):
            number = special.numbers[i] if special.numbers else None
            result.append(Piece(piece_id, size, _front(data, special, number, lang, saver),
                                back))
    return result
