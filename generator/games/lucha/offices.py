"""The 5 office cards of Politburó, lucha de poder (seed 000, Ostentar Cargos; Habilidades).

Each shows the office, its loyalty threshold in the corner disc, its icon, its ability, and the
reminders every office shares: the ability is used once per candidacy in the holder's turn, any
office raises the hand limit to six, and an office is kept until another candidate reaches its
threshold. The General Secretary wins at once, so it shows only that.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from generator.games.lucha import icons
from generator.games.lucha.backs import office_back
from generator.games.lucha.data import LuchaData, Office
from generator.games.lucha.layout import BAND_Y, corner_disc, header, text_panel
from generator.games.lucha.style import GOLD, INK, WHITE, disc, fill_bleed, shade, sunburst
from generator.ink import SAVER, frame_line
from generator.pieces import Draw, Frame, Piece
from generator.text import plain

#: The text panel reaches higher than on game cards: offices carry three reminders.
PANEL_TOP = 46.0


def _note(data: LuchaData, office: Office, lang: str) -> str | None:
    if office.wins:
        return None
    lines = [data.s("office_ability", lang), data.s("office_hand", lang),
             data.s("office_keep", lang).format(threshold=office.threshold)]
    return "<br/>".join(plain(line) for line in lines)


def _front(data: LuchaData, office: Office, lang: str, saver: bool) -> Draw:
    style = data.styles["office"]
    where = f"lucha office {office.id}"

    def draw(c: Canvas, frame: Frame) -> None:
        centre_y = (PANEL_TOP + BAND_Y) / 2 + 1.5
        if saver:
            frame_line(c, frame, style.colour)
            disc(c, frame.width / 2, centre_y, 10.5, WHITE, ring=GOLD, ring_width=1.2)
            icons.draw(c, office.icon, frame.width / 2, centre_y, 13.5, style.colour, WHITE)
        else:
            fill_bleed(c, frame, style.colour)
            sunburst(c, frame.width / 2, centre_y, 90.0, shade(style.colour, 1.12), rays=18)
            disc(c, frame.width / 2, centre_y, 10.5, style.ink, ring=style.colour,
                 ring_width=0.8)
            icons.draw(c, office.icon, frame.width / 2, centre_y, 13.5, style.colour, style.ink)
        header(c, frame, office.name.get(lang), data.s("office_card", lang), (GOLD, INK), where,
               left=18.0, saver=saver)
        corner_disc(c, frame, str(office.threshold), (INK, GOLD),
                    caption=data.s("threshold", lang), where=where, saver=saver)
        text_panel(c, frame, plain(office.ability.get(lang)), _note(data, office, lang),
                   style.colour, where, top=PANEL_TOP, note_height=13.0, saver=saver)

    return draw


def pieces(data: LuchaData, lang: str, ink: str) -> list[Piece]:
    """The office cards in data order and ``ink`` mode, with the office back.

    Raises TextOverflow naming the office when a text does not fit.
    """
    size = data.sizes["offices"]
    saver = ink == SAVER
    back = office_back(data, lang, saver)
    return [Piece(office.id, size, _front(data, office, lang, saver), back)
            for office in data.offices]
