"""Card backs of Politburó, lucha de poder: one per deck, all reaching into the bleed.

- The draw pile: game cards and special cards share one back, because the seed shuffles them
  into one deck ("mazo") that players draw from (seed 000, Inicio de la partida; El turno de
  juego); different backs would reveal the top card.
- Offices, and candidates (a candidate is turned face down when eliminated, seed 000,
  Descartando un candidato), each have their own back.

Ink saver: the same design drawn on white: the sunburst in a faint tint of the field's colour
inside a frame line, the strip as two rules with the title in ink, the emblem a ring with its
star; the bleed stays white.
"""

from __future__ import annotations

import math

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.games.lucha.data import LuchaData
from generator.games.lucha.style import (
    GOLD,
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
    is_dark,
    shade,
    star,
    sunburst,
)
from generator.ink import FRAME_INSET, frame_line
from generator.pieces import Draw, Frame
from generator.text import draw_line


def _back(title: str, subtitle: str, field: Color, strip: Color, lettering: Color,
          emblem: tuple[Color, Color], caption: Color) -> Draw:
    """A back: ``field`` with a sunburst, a diagonal ``strip`` carrying ``title`` in
    ``lettering``, a star on a disc (``emblem`` = disc, star colours), ``subtitle`` in
    ``caption`` below."""

    def draw(c: Canvas, frame: Frame) -> None:
        fill_bleed(c, frame, field)
        w, h = frame.width, frame.height
        sunburst(c, w / 2, h * 0.64, 2 * h, shade(field, 1.15 if is_dark(field) else 0.9),
                 rays=20, turn=4)
        box = frame.bleed_box
        slant = w * 0.28
        strip_h = w * 0.25
        y0 = h * 0.32 - slant / 2
        band(c, frame, y0, strip_h, strip, slant=slant)
        radius = w * 0.27
        disc(c, w / 2, h * 0.64, radius, emblem[0], ring=strip, ring_width=1.2)
        star(c, w / 2, h * 0.64 - radius * 0.04, radius * 0.86, emblem[1])
        angle = math.degrees(math.atan2(slant, box.width))
        c.saveState()
        c.translate(w / 2, y0 + slant / 2 + strip_h * 0.5 - w * 0.002)
        c.rotate(angle)
        c.setFillColor(lettering)
        draw_line(c, title.upper(), 0, -w * 0.035, fonts.SANS_BLACK, w * 0.32, max_width=w * 0.82,
                  where=f"back {title}")
        c.restoreState()
        c.setFillColor(caption)
        draw_line(c, subtitle.upper(), w / 2, h * 0.12, fonts.SANS_BOLD, w * 0.14,
                  max_width=w - 2 * frame.safe_inset - 4, where=f"back {subtitle}")

    return draw


#: Ink saver: how far the sunburst's tint moves the accent towards white.
SAVER_RAYS = 0.9


def _saver_back(title: str, subtitle: str, accent: Color, strip: Color, star_colour: Color
                ) -> Draw:
    """The ink-saver back: ``accent`` for the frame line and (tinted) the sunburst, ``strip``
    for the strip's rules and its lettering, ``star_colour`` for the emblem's star; the same
    geometry as ``_back``."""

    def draw(c: Canvas, frame: Frame) -> None:
        w, h = frame.width, frame.height
        inner = frame.trim.inset(FRAME_INSET)
        c.saveState()
        clip_rect(c, inner.x, inner.y, inner.width, inner.height)
        sunburst(c, w / 2, h * 0.64, 2 * h, shade(accent, 1 + SAVER_RAYS), rays=20, turn=4)
        c.restoreState()
        frame_line(c, frame, accent)
        box = frame.bleed_box
        slant = w * 0.28
        strip_h = w * 0.25
        y0 = h * 0.32 - slant / 2
        for y in (y0, y0 + strip_h):
            band_rule(c, frame, y, strip, slant=slant, width=0.8)
        radius = w * 0.27
        disc(c, w / 2, h * 0.64, radius, WHITE, ring=strip, ring_width=1.2)
        star(c, w / 2, h * 0.64 - radius * 0.04, radius * 0.86, star_colour)
        angle = math.degrees(math.atan2(slant, box.width))
        c.saveState()
        c.translate(w / 2, y0 + slant / 2 + strip_h * 0.5 - w * 0.002)
        c.rotate(angle)
        c.setFillColor(strip)
        draw_line(c, title.upper(), 0, -w * 0.035, fonts.SANS_BLACK, w * 0.32, max_width=w * 0.82,
                  where=f"back {title}")
        c.restoreState()
        c.setFillColor(INK)
        draw_line(c, subtitle.upper(), w / 2, h * 0.12, fonts.SANS_BOLD, w * 0.14,
                  max_width=w - 2 * frame.safe_inset - 4, where=f"back {subtitle}")

    return draw


def draw_pile_back(data: LuchaData, lang: str, saver: bool = False) -> Draw:
    """The back of every game card and special card (one shuffled draw pile)."""
    title, subtitle = data.s("title", lang), data.s("subtitle", lang)
    if saver:
        return as_form("back-draw-pile", _saver_back(title, subtitle, RED, INK, RED))
    return as_form("back-draw-pile", _back(title, subtitle, RED, INK, PAPER, (PAPER, RED),
                                           PAPER))


def office_back(data: LuchaData, lang: str, saver: bool = False) -> Draw:
    """The back of the office cards."""
    title, subtitle = data.s("title", lang), data.s("office_card", lang)
    if saver:
        return as_form("back-office", _saver_back(title, subtitle, INK, INK, GOLD))
    return as_form("back-office", _back(title, subtitle, INK, GOLD, INK, (GOLD, INK), GOLD))


def candidate_back(data: LuchaData, lang: str, saver: bool = False) -> Draw:
    """The back of the candidate cards (face down: the candidate is out of the game)."""
    title, subtitle = data.s("title", lang), data.s("candidate_card", lang)
    if saver:
        return as_form("back-candidate", _saver_back(title, subtitle, INK, INK, RED))
    return as_form("back-candidate", _back(title, subtitle, PAPER, INK, PAPER, (RED, PAPER),
                                           INK))
