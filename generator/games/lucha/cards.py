"""The 76 game cards of Politburó, lucha de poder, printed from the deck table.

One design per row of the deck table (``components.cards`` of ``assets/games/lucha.yaml``,
docs/rules-decisions.md#lucha), ``count`` copies each: the type's colour and icon, its name, its
value in the
top-left corner disc (visible in a fanned hand) and its effect text. Poker size, 63.5×88.9 mm.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from generator.games.lucha import icons
from generator.games.lucha.backs import draw_pile_back
from generator.games.lucha.data import DeckEntry, LuchaData
from generator.games.lucha.layout import BAND_Y, PANEL_TOP, corner_disc, header, text_panel
from generator.games.lucha.style import (
    INK,
    PAPER,
    WHITE,
    as_form,
    fill_bleed,
    shade,
    sunburst,
)
from generator.ink import SAVER, frame_line
from generator.pieces import Draw, Frame, Piece, copies
from generator.text import plain


def _front(data: LuchaData, entry: DeckEntry, lang: str, saver: bool) -> Draw:
    style = entry.style
    where = f"lucha {entry.id}"

    def draw(c: Canvas, frame: Frame) -> None:
        centre_y = (PANEL_TOP + BAND_Y) / 2 + 1.5
        if saver:
            frame_line(c, frame, style.colour)
            icons.draw(c, style.icon, frame.width / 2, centre_y, 24.0, style.colour, WHITE)
        else:
            fill_bleed(c, frame, style.colour)
            sunburst(c, frame.width / 2, centre_y, 90.0, shade(style.colour, 0.9), rays=18)
            icons.draw(c, style.icon, frame.width / 2, centre_y, 24.0, style.ink, style.colour)
        header(c, frame, entry.name.get(lang), data.s("game_card", lang),
               (style.colour if saver else INK, PAPER), where, left=18.0, saver=saver)
        corner_disc(c, frame, entry.value_label(), (style.colour, style.ink), icon=style.icon,
                    where=where, saver=saver)
        note = plain(entry.note.get(lang)) if entry.note else None
        text_panel(c, frame, plain(entry.effect_text(lang)), note, style.colour, where,
                   saver=saver)

    return draw


def pieces(data: LuchaData, lang: str, ink: str) -> list[Piece]:
    """The game cards in deck-table order and ``ink`` mode, ``count`` copies of each row, with
    the draw-pile back.

    Raises TextOverflow naming the card when a text does not fit.
    """
    size = data.sizes["cards"]
    saver = ink == SAVER
    back = draw_pile_back(data, lang, saver)
    result = []
    for entry in data.deck:
        front = as_form(f"card-{entry.id}", _front(data, entry, lang, saver))
        result += [Piece(piece_id, size, front, back) for piece_id in copies(entry.id, entry.count)]
    return result
