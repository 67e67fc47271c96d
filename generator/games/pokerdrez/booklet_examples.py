"""PokerDrez booklet figures that show example hands with small cards: the seed's Poker7 /
PokerGuess table, RummiDrez groups, a TriumfDrez trick, a BlackDrez table, DomiDrez.

The Poker7 and TriumfDrez examples are the seed's own (seed 004: "Ejemplo"); the others are
built for this booklet. Cards are deck ids (``bishop-5``) resolved against the deck data, so a
card that does not exist fails loudly. Lengths in mm, type in pt.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.games.pokerdrez.booklet_art import (
    MUTED,
    CardGroup,
    MmFigure,
    card_box,
    card_groups,
    mini_card,
    text,
)

WIDTH = 118.0

_TEXT = {
    "top": {"es": "Arriba", "en": "Top"},
    "left": {"es": "Izquierda", "en": "Left"},
    "bottom": {"es": "Abajo", "en": "Bottom"},
    "right": {"es": "Derecha", "en": "Right"},
    "common": {"es": "Cartas comunes", "en": "Common cards"},
    "figure_run": {"es": "Escalera de figura: torres 3, 4, 5",
                   "en": "Figure run: rooks 3, 4, 5"},
    "colour_run": {"es": "Escalera de color: peón, caballo, alfil verdes",
                   "en": "Colour run: green pawn, knight, bishop"},
    "wild_run": {"es": "La neutral hace de dama 6", "en": "The neutral card stands in for queen 6"},
    "lead": {"es": "1.º sale caballo verde", "en": "1st leads the green knight"},
    "trump": {"es": "2.º sin caballos: alfil (triunfo)", "en": "2nd, no knights: bishop (trump)"},
    "follow": {"es": "3.º sirve caballo rojo", "en": "3rd follows with the red knight"},
    "super": {"es": "4.º sin caballos: peón cian (supertriunfo), gana",
              "en": "4th, no knights: cyan pawn (supertrump), wins"},
    "bj_top": {"es": "Arriba: 5 + 4 = 9", "en": "Top: 5 + 4 = 9"},
    "bj_left": {"es": "Izquierda: 5 + 5 = 10", "en": "Left: 5 + 5 = 10"},
    "bj_bottom": {"es": "Abajo: 5 + 3 = 8", "en": "Bottom: 5 + 3 = 8"},
    "bj_right": {"es": "Derecha: 4 + 3 + 5 = 12, se pasa",
                 "en": "Right: 4 + 3 + 5 = 12, bust"},
    "dm_table": {"es": "Última carta: jóker morado", "en": "Last card: purple Joker"},
    "dm_yes": {"es": "Pueden seguir: un jóker, una carta morada o una neutral",
               "en": "May follow: a Joker, a purple card or a neutral card"},
    "dm_no": {"es": "No puede seguir", "en": "May not follow"},
}

#: Seed 004, Poker7 "Ejemplo" (also PokerGuess): each player's two cards and the common row.
POKER7_HANDS = {
    "top": ("bishop-5", "bishop-8"),
    "left": ("pawn-6", "joker-3"),
    "bottom": ("joker-8", "knight-9"),
    "right": ("queen-2", "knight-2"),
}
POKER7_COMMON = ("rook-2", "pawn-2", "pawn-9", "bishop-9", "joker-6")


def _t(key: str, lang: str) -> str:
    return _TEXT[key][lang]


def poker7_example(lang: str, max_width_pt: float) -> MmFigure:
    """The seed's four hands round the five common cards, seats as at the table."""
    cw, gap = 11.0, 1.2
    ch = card_box(0, 0, cw).height
    pair = 2 * cw + gap
    row = 5 * cw + 4 * gap
    label = 4.2
    height = 3 * ch + 3 * label + 8.0
    mid_y = ch + 2 * label + 4.0
    centre = WIDTH / 2

    def hand(canvas: Canvas, seat: str, x: float, y: float) -> None:
        for k, spec in enumerate(POKER7_HANDS[seat]):
            mini_card(canvas, card_box(x + k * (cw + gap), y, cw), spec)
        text(canvas, _t(seat, lang), x + pair / 2, y - label + 1.0, size=7.0,
             font=fonts.SANS_SEMIBOLD, align="center")

    def draw(canvas: Canvas) -> None:
        hand(canvas, "top", centre - pair / 2, height - ch)
        hand(canvas, "bottom", centre - pair / 2, label)
        hand(canvas, "left", centre - row / 2 - 6.0 - pair, mid_y)
        hand(canvas, "right", centre + row / 2 + 6.0, mid_y)
        for k, spec in enumerate(POKER7_COMMON):
            mini_card(canvas, card_box(centre - row / 2 + k * (cw + gap), mid_y, cw), spec)
        text(canvas, _t("common", lang), centre, mid_y - label + 1.0, size=7.0, colour=MUTED,
             align="center")

    return MmFigure("poker7-example", WIDTH, height, draw, max_width_pt)


def rummidrez_groups(lang: str, max_width_pt: float) -> MmFigure:
    """A figure run, a colour run and a run completed by a neutral card."""
    return card_groups("rummidrez-groups", (
        CardGroup(_t("figure_run", lang), ("rook-3", "rook-4", "rook-5")),
        CardGroup(_t("colour_run", lang), ("pawn-9", "knight-9", "bishop-9")),
        CardGroup(_t("wild_run", lang), ("queen-5", "neutral", "queen-7"), marked=(1,)),
    ), max_width_pt, card_width=10.2, group_gap=7.0)


def triumfdrez_trick(lang: str, max_width_pt: float) -> MmFigure:
    """Seed 004, TriumfDrez example: trump bishop, supertrump cyan; the cyan pawn wins."""
    return card_groups("triumfdrez-trick", (
        CardGroup(_t("lead", lang), ("knight-9",)),
        CardGroup(_t("trump", lang), ("bishop-4",)),
        CardGroup(_t("follow", lang), ("knight-2",)),
        CardGroup(_t("super", lang), ("pawn-7",), marked=(0,)),
    ), max_width_pt, card_width=13.0, group_gap=15.0)


def blackdrez_example(lang: str, max_width_pt: float) -> MmFigure:
    """Four BlackDrez players at 9, 10, 8 and 12 points (the seed's example totals)."""
    return card_groups("blackdrez-example", (
        CardGroup(_t("bj_top", lang), ("queen-4", "rook-1")),
        CardGroup(_t("bj_left", lang), ("queen-8", "queen-3")),
        CardGroup(_t("bj_bottom", lang), ("queen-6", "bishop-3")),
        CardGroup(_t("bj_right", lang), ("rook-5", "bishop-7", "queen-9")),
    ), max_width_pt, card_width=9.6, gap=1.0, group_gap=5.0)


def domidrez_example(lang: str, max_width_pt: float) -> MmFigure:
    """DomiDrez: on a purple Jóker may go a Jóker, a purple card or a neutral card."""
    return card_groups("domidrez-example", (
        CardGroup(_t("dm_table", lang), ("joker-4",), marked=(0,)),
        CardGroup(_t("dm_yes", lang), ("joker-7", "knight-4", "neutral")),
        CardGroup(_t("dm_no", lang), ("rook-2",)),
    ), max_width_pt, card_width=11.5, group_gap=10.0)
