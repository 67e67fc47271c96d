"""The 22 special cards of Politburó, lucha de poder: the seed's 20 and 2 Cura.

Each carries the red five-pointed star in its upper-right corner (seed 000, Jugando cartas
especiales; FAQ: "estrella roja en la esquina superior derecha"), its seed number, the card text
and the seed's clarification, and its duration (seed 000, Duración del efecto de las cartas).
Cream cards with a coloured band, so they stand apart from the coloured game cards.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.games.lucha import icons
from generator.games.lucha.backs import draw_pile_back
from generator.games.lucha.data import LuchaData, Special
from generator.games.lucha.layout import BAND_Y, header, two_texts
from generator.games.lucha.style import GOLD, INK, PAPER, RED, disc, fill_bleed, panel, shade, star
from generator.geometry import Box
from generator.pieces import Draw, Frame, Piece, copies
from generator.text import Type, draw_line, plain

BAR_HEIGHT = 8.0
DURATION_ICONS = {"immediate": "bolt", "turn_around": "cycle", "candidacy": "hourglass"}

RULES = Type(fonts.SANS_SEMIBOLD, 9.0, min_size=6.5, leading=1.18, color="#1F1B18")
CLARIFICATION = Type(fonts.SERIF_ITALIC, 7.0, min_size=5.4, leading=1.15, color="#4A443C")


def corner_star(c: Canvas, frame: Frame) -> None:
    """The red star on a cream disc in the upper-right corner (inside the safe area)."""
    cx, cy = frame.safe.right - 7.2, frame.safe.top - 7.2
    disc(c, cx, cy, 7.2, PAPER, ring=INK, ring_width=0.7)
    star(c, cx, cy - 0.4, 6.2, RED)


def _front(data: LuchaData, special: Special, number: int | None, lang: str) -> Draw:
    style = special.style
    where = f"lucha {special.id}"
    duration = data.s(f"duration_{special.duration}", lang)
    label = data.s("special_card", lang)
    if number is not None:
        label += f"  ·  Nº {number:02d}"

    def draw(c: Canvas, frame: Frame) -> None:
        fill_bleed(c, frame, PAPER)
        safe = frame.safe
        body_cy = (BAND_Y + safe.y + BAR_HEIGHT) / 2
        icons.draw(c, style.icon, frame.width / 2, body_cy, 50.0, shade(PAPER, 0.96), PAPER)
        header(c, frame, special.name.get(lang), label,
               (style.colour, PAPER), where, right=16.0)
        corner_star(c, frame)
        body = Box(safe.x + 2.0, safe.y + BAR_HEIGHT + 2.0, safe.width - 4.0,
                   BAND_Y - 2.0 - (safe.y + BAR_HEIGHT + 2.0))
        two_texts(c, body, (plain(special.rules.get(lang)), RULES),
                  (plain(special.clarification.get(lang)), CLARIFICATION), style.colour, where)
        bar(c, frame, special.duration, duration, where)

    return draw


def bar(c: Canvas, frame: Frame, duration: str, text: str, where: str) -> None:
    """The black bar at the bottom: the duration's icon and ``text`` (one line)."""
    safe = frame.safe
    panel(c, safe.x, safe.y, safe.width, BAR_HEIGHT, INK, radius=1.0)
    icons.draw(c, DURATION_ICONS[duration], safe.x + 4.5, safe.y + BAR_HEIGHT / 2, 5.0, GOLD, INK)
    c.setFillColor(PAPER)
    draw_line(c, text, safe.x + 8.5, safe.y + BAR_HEIGHT / 2 - 0.9, fonts.SANS_BOLD, 7.5,
              align="left", max_width=safe.right - 2.0 - safe.x - 8.5, where=f"{where} / duration")


def pieces(data: LuchaData, lang: str, ink: str) -> list[Piece]:
    """The special cards, one piece per copy (each copy with its own seed number).

    Raises TextOverflow naming the card when a text does not fit.
    """
    size = data.sizes["specials"]
    back = draw_pile_back(data, lang)
    result = []
    for special in data.specials:
        ids = copies(special.id, special.count)
        for i, piece_id in enumerate(ids):
            number = special.numbers[i] if special.numbers else None
            result.append(Piece(piece_id, size, _front(data, special, number, lang), back))
    return result
