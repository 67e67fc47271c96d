"""PokerDrez booklet figures about the deck itself: how to read a card, the deck chart (figures
with their die values, numbers with their colours) and the table of a PokerDrez game.

Everything numeric comes from ``assets/games/pokerdrez.yaml`` (docs/rules-decisions.md
#pokerdrez: 6 figures × numbers 1–9 plus 2 neutral cards; die value Peón 1 … Jóker 6), never
retyped here. Lengths in mm, type in pt.
"""

from __future__ import annotations

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.art.die import draw_die_face
from generator.art.pieces import draw_piece
from generator.games.neurodrez.board_art import BACK_DARK, BACK_LIGHT
from generator.games.pokerdrez import load_deck
from generator.games.pokerdrez.booklet_art import (
    INK,
    MUTED,
    MmFigure,
    block,
    card,
    card_back,
    card_box,
    leader,
    mini_card,
    text,
)
from generator.games.pokerdrez.faces import front_drawer
from generator.geometry import Box
from generator.pieces import Frame

WIDTH = 118.0
#: The card the anatomy figure shows (a deck id).
ANATOMY_CARD = "knight-7"

_TEXT = {
    "number": {"es": "Número (1–9) en su color", "en": "Number (1–9) in its colour"},
    "figure": {"es": "Figura pequeña", "en": "Small figure"},
    "die": {"es": "Valor del dado y puntos", "en": "Die value and points"},
    "names": {"es": "Nombre de la figura y del color",
              "en": "Names of the figure and the colour"},
    "turned": {"es": "Las mismas esquinas, giradas", "en": "The same corners, turned"},
    "figures": {"es": "Figuras · valor del dado", "en": "Figures · die value"},
    "colours": {"es": "Números · colores", "en": "Numbers · colours"},
    "each": {"es": "× {n} cartas", "en": "× {n} cards"},
    "neutral": {"es": "+ {n} cartas neutrales (de traición): {total} cartas",
                "en": "+ {n} neutral (betrayal) cards: {total} cards"},
    "black_hand": {"es": "Mano de las negras: 2 cartas ocultas",
                   "en": "Black's hand: 2 hidden cards"},
    "white_hand": {"es": "Mano de las blancas: 2 cartas ocultas",
                   "en": "White's hand: 2 hidden cards"},
    "die_start": {"es": "El dado empieza en manos de las negras",
                  "en": "The die starts with Black"},
    "common": {"es": "Fila común: 5 cartas boca arriba", "en": "Common row: 5 face-up cards"},
    "deck": {"es": "Mazo", "en": "Deck"},
    "discard": {"es": "Descartes", "en": "Discards"},
}


def _t(key: str, lang: str, **values: object) -> str:
    return _TEXT[key][lang].format(**values)


def card_anatomy(lang: str, max_width_pt: float) -> MmFigure:
    """A number card as printed, its parts called out on both sides."""
    item = card(ANATOMY_CARD)
    frame = Frame(63.5, 88.9, 0.0)
    scale = 44.0 / frame.width
    left = (WIDTH - 44.0) / 2
    height = frame.height * scale + 4.0

    def at(x: float, y: float) -> tuple[float, float]:
        return left + x * scale, 2.0 + y * scale

    def draw(canvas: Canvas) -> None:
        canvas.saveState()
        canvas.translate(*at(0, 0))
        canvas.scale(scale, scale)
        clip = canvas.beginPath()
        clip.roundRect(0, 0, frame.width, frame.height, 3.2)
        canvas.clipPath(clip, stroke=0, fill=0)
        front_drawer(item, lang)(canvas, frame)
        canvas.restoreState()
        canvas.setStrokeColor(HexColor(MUTED))
        canvas.setLineWidth(0.2)
        canvas.roundRect(*at(0, 0), frame.width * scale, frame.height * scale, 3.2 * scale,
                         stroke=1, fill=0)
        label_w = left - 5.0
        calls = (
            ("number", "left", 80.0, at(7.4, 79.6)),
            ("figure", "left", 62.0, at(7.4, 68.0)),
            ("names", "left", 26.0, at(20.0, 17.0)),
            ("die", "right", 80.0, at(55.0, 79.6)),
            ("turned", "right", 20.0, at(56.0, 9.0)),
        )
        for key, side, y, target in calls:
            y_mm = at(0, y)[1]
            if side == "left":
                box = Box(0, y_mm - 4.5, label_w, 9.0)
                start = (label_w + 1.0, y_mm)
                align = "right"
            else:
                box = Box(WIDTH - label_w, y_mm - 4.5, label_w, 9.0)
                start = (WIDTH - label_w - 1.0, y_mm)
                align = "left"
            block(canvas, _t(key, lang), box, size=7.4, align=align, where="pokerdrez-card")
            leader(canvas, (start, (target[0], y_mm), target))

    return MmFigure("pokerdrez-card", WIDTH, height, draw, max_width_pt)


def deck_chart(lang: str, max_width_pt: float) -> MmFigure:
    """The deck from its data: each figure with its die face, value and count; each number
    with its colour; the neutral cards and the total."""
    deck = load_deck()
    per_figure = {f.id: sum(1 for c in deck.cards if c.figure is f) for f in deck.figures}
    neutrals = sum(1 for c in deck.cards if c.neutral)
    row_f, row_c, foot, head = 8.6, 5.8, 9.0, 7.0
    top = foot + max(len(deck.figures) * row_f, len(deck.colours) * row_c) + head
    height = top

    def draw(canvas: Canvas) -> None:
        text(canvas, _t("figures", lang), 0, top - 3.0, size=7.6, font=fonts.SANS_BOLD)
        text(canvas, _t("colours", lang), 70.0, top - 3.0, size=7.6, font=fonts.SANS_BOLD)
        for k, figure in enumerate(deck.figures):
            y = top - head - (k + 1) * row_f
            draw_piece(canvas, figure.art, Box(0, y + 0.6, 7.0, row_f - 1.6), "#FFFFFF", INK,
                       line_width=0.22, details=False)
            name = figure.name.get(lang)
            if figure.alias is not None:
                name += f" ({figure.alias.get(lang)})"
            text(canvas, name, 9.0, y + row_f / 2 - 0.9, size=8.2, font=fonts.SANS_SEMIBOLD)
            draw_die_face(canvas, Box(36.0, y + 1.2, row_f - 2.4, row_f - 2.4), figure.die,
                          line_width=0.22)
            text(canvas, str(figure.die), 43.4, y + row_f / 2 - 1.0, size=8.6,
                 font=fonts.SANS_BOLD)
            text(canvas, _t("each", lang, n=per_figure[figure.id]), 48.0, y + row_f / 2 - 0.9,
                 size=7.2, colour=MUTED)
        for k, colour in enumerate(deck.colours):
            y = top - head - (k + 1) * row_c
            canvas.setFillColor(HexColor(colour.hex))
            canvas.setStrokeColor(HexColor(colour.dark))
            canvas.setLineWidth(0.2)
            canvas.roundRect(70.0, y + 0.5, 9.0, row_c - 1.0, 0.8, stroke=1, fill=1)
            text(canvas, str(colour.number), 74.5, y + 1.75, size=8.0, font=fonts.SANS_BLACK,
                 colour="#FFFFFF" if colour.number != 6 else colour.dark, align="center")
            text(canvas, colour.name.get(lang), 81.5, y + 1.75, size=8.0)
        block(canvas, _t("neutral", lang, n=neutrals, total=len(deck.cards)),
              Box(0, 0, WIDTH, 5.5), size=7.6, colour=INK, align="center",
              where="pokerdrez-deck")

    return MmFigure("pokerdrez-deck", WIDTH, height, draw, max_width_pt)


#: The common row shown in the table figure (deck ids).
TABLE_COMMON = ("rook-2", "pawn-9", "joker-4", "knight-6", "bishop-1")
_BACK_RANK = ("rook", "knight", "bishop", "queen", "king", "bishop", "knight", "rook")


def game_table(lang: str, max_width_pt: float) -> MmFigure:
    """A PokerDrez game laid out: the chessboard in its starting position, each player's two
    hidden cards on their side, the common row, the deck, the discards and the die."""
    square = 7.3
    board = square * 8
    height = 82.0
    bx, by = 0.0, (height - board) / 2 + 0.5
    col = board + 7.0
    cw, gap = 9.9, 1.2

    def draw(canvas: Canvas) -> None:
        for f in range(8):
            for r in range(8):
                canvas.setFillColor(HexColor(BACK_DARK if (f + r) % 2 == 0 else BACK_LIGHT))
                canvas.rect(bx + f * square, by + r * square, square, square, stroke=0, fill=1)
        for f, kind in enumerate(_BACK_RANK):
            for rank, piece, (fill, stroke) in (
                    (0, kind, ("#FFFFFF", INK)), (1, "pawn", ("#FFFFFF", INK)),
                    (7, kind, (INK, "#D9D9DE")), (6, "pawn", (INK, "#D9D9DE"))):
                cell = Box(bx + f * square + 0.9, by + rank * square + 0.6, square - 1.8,
                           square - 1.4)
                draw_piece(canvas, piece, cell, fill, stroke, line_width=0.2, details=False,
                           uniform=True)
            hc = card_box(0, 0, cw).height
        rows = {"white": 4.0, "piles": 21.5, "common": 42.0, "black": height - hc}
        for k in range(2):
            card_back(canvas, card_box(col + k * (cw + gap), rows["black"], cw))
            card_back(canvas, card_box(col + k * (cw + gap), rows["white"], cw))
        draw_die_face(canvas, Box(col + 2 * (cw + gap) + 2.0, rows["black"] + 3.4, 7.0, 7.0),
                      6, line_width=0.25)
        text(canvas, _t("black_hand", lang), col, rows["black"] - 3.2, size=6.6, colour=MUTED)
        text(canvas, _t("die_start", lang), col, rows["black"] - 6.0, size=6.6, colour=MUTED)
        text(canvas, _t("white_hand", lang), col, rows["white"] - 3.2, size=6.6, colour=MUTED)
        for k, spec in enumerate(TABLE_COMMON):
            mini_card(canvas, card_box(col + k * (cw + gap), rows["common"], cw), spec)
        text(canvas, _t("common", lang), col, rows["common"] - 3.2, size=6.6, colour=MUTED)
        for x, count, key in ((col, 3, "deck"), (col + 2 * (cw + gap) + 4.0, 2, "discard")):
            for k in range(count):
                card_back(canvas, card_box(x + k * 0.5, rows["piles"] + k * 0.5, cw))
            text(canvas, _t(key, lang), x + cw + 2.5, rows["piles"] + 2.0, size=6.6,
                 colour=MUTED)

    return MmFigure("pokerdrez-table", WIDTH, height, draw, max_width_pt)
