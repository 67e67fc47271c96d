"""PokerDrez booklet figures on boards and grids: the VikingDrez start position, the NeuroDrez
starting terrain, a solved SokuDrez grid and a SoloDrez move. Lengths in mm, type in pt.

Sources: seed 004 (VikingDrez, SokuDrez, SoloDrez, NeuroDrez) and
docs/rules-decisions.md#pokerdrez. The 7×7 board is the printed NeuroDrez board
(``generator.games.neurodrez.board_art``), tiles are the printed tiles
(``generator.games.neurodrez.tiles``).
"""

from __future__ import annotations

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.art.colour import mix
from generator.art.pieces import draw_piece
from generator.games.neurodrez.board_art import (
    FRONT_LIGHT,
    FRONT_MARK,
    FRONT_SHADE,
    draw_front,
)
from generator.games.neurodrez.tiles import tile_pieces
from generator.games.pokerdrez import load_deck
from generator.games.pokerdrez.booklet_art import (
    INK,
    MUTED,
    MmFigure,
    block,
    card_box,
    mini_card,
    text,
)
from generator.geometry import Box
from generator.pieces import Frame

WIDTH = 118.0
FILES = "abcdefg"
HIGHLIGHT = "#C9A962"
ROW_MARK = "#B0302A"

_TEXT = {
    "special": {"es": "Trono (centro) y esquinas: solo el rey puede ocuparlos",
                "en": "Throne (centre) and corners: only the king may stand there"},
    "king": {"es": "Rey blanco", "en": "White king"},
    "defenders": {"es": "4 defensores (peones blancos)", "en": "4 defenders (white pawns)"},
    "attackers": {"es": "8 atacantes (peones negros): mueven primero",
                  "en": "8 attackers (black pawns): move first"},
    "row": {"es": "Fila: los números 1–9, sin repetir", "en": "Row: numbers 1–9, none twice"},
    "column": {"es": "Columna: las 6 figuras", "en": "Column: all 6 figures"},
    "tile_colour": {"es": "Círculo y nombre: el color de la loseta (al conquistarla, una ficha "
                          "tapa el círculo)",
                    "en": "Circle and name: the tile's colour (once it is conquered, a token "
                          "covers the circle)"},
    "tile_surface": {"es": "Superficie: su dibujo y su nombre",
                     "en": "Surface: its picture and its name"},
    "before": {"es": "Antes", "en": "Before"},
    "after": {"es": "Después", "en": "After"},
}

#: VikingDrez start (Brandubh): king on the throne, the defenders next to it, two attackers at
#: the end of each arm of the cross. Squares as (file 0–6, rank 0–6).
KING = (3, 3)
DEFENDERS = ((2, 3), (4, 3), (3, 2), (3, 4))
ATTACKERS = ((3, 0), (3, 1), (3, 5), (3, 6), (0, 3), (1, 3), (5, 3), (6, 3))


def _t(key: str, lang: str) -> str:
    return _TEXT[key][lang]


def _board(canvas: Canvas, x: float, y: float, size: float, border: float) -> float:
    """The printed 7×7 NeuroDrez board at ``x, y``; returns the square's side (mm)."""
    canvas.saveState()
    canvas.translate(x, y)
    draw_front(canvas, size, border, 7, 0.0)
    canvas.restoreState()
    return (size - 2 * border) / 7


def _piece(canvas: Canvas, kind: str, square: Box, fill: str, stroke: str) -> None:
    """A piece standing in ``square``: the king nearly as tall as the square, pawns smaller."""
    share = 0.9 if kind == "king" else 0.74
    height = square.height * share
    box = Box(square.x, square.y + square.height * 0.05, square.width, height)
    draw_piece(canvas, kind, box, fill, stroke, line_width=square.height * 0.028)


def _special(canvas: Canvas, x: float, y: float, cell: float, base: str) -> None:
    """A throne or corner square: the square's ``base`` tone tinted gold, with the printed
    board's double-square mark (drawn opaque: a figure may end up inside a Form XObject, where
    transparency groups are not available)."""
    canvas.saveState()
    canvas.setFillColor(HexColor(mix(base, HIGHLIGHT, 0.45)))
    canvas.rect(x, y, cell, cell, stroke=0, fill=1)
    canvas.setStrokeColor(HexColor(FRONT_MARK))
    for inset, width in ((cell * 0.1, 0.7), (cell * 0.16, 0.35)):
        canvas.setLineWidth(width * cell / 11.0)
        canvas.rect(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset, stroke=1, fill=0)
    canvas.restoreState()


def viking_start(lang: str, max_width_pt: float) -> MmFigure:
    """The VikingDrez start on the 7×7 board: throne and corners tinted, the white king on
    the throne, 4 white defenders round it, 8 black attackers on the arms; coordinates a–g,
    1–7 and a legend."""
    size, border, margin = 80.0, 2.6, 4.5
    height = size + margin + 1.0

    def draw(canvas: Canvas) -> None:
        x0, y0 = margin, margin
        cell = _board(canvas, x0, y0, size, border)
        inner_x, inner_y = x0 + border, y0 + border

        def square(f: int, r: int) -> Box:
            return Box(inner_x + f * cell, inner_y + r * cell, cell, cell)

        for f, r in (KING, (0, 0), (0, 6), (6, 0), (6, 6)):
            tone = FRONT_LIGHT if (f + r) % 2 == 0 else FRONT_SHADE
            _special(canvas, square(f, r).x, square(f, r).y, cell, tone)
        for k in range(7):
            text(canvas, FILES[k], inner_x + (k + 0.5) * cell, 1.2, size=7, colour=MUTED,
                 align="center")
            text(canvas, str(k + 1), 1.8, inner_y + (k + 0.5) * cell - 0.9, size=7,
                 colour=MUTED, align="center")
        pieces = [("king", KING, "#FFFFFF", INK)]
        pieces += [("pawn", s, "#FFFFFF", INK) for s in DEFENDERS]
        pieces += [("pawn", s, INK, "#D9D9DE") for s in ATTACKERS]
        for kind, (f, r), fill, stroke in pieces:
            _piece(canvas, kind, square(f, r), fill, stroke)
        legend_x = x0 + size + 3.5
        legend_w = WIDTH - legend_x
        rows = (("special", None), ("king", ("king", "#FFFFFF", INK)),
                ("defenders", ("pawn", "#FFFFFF", INK)),
                ("attackers", ("pawn", INK, "#D9D9DE")))
        y = y0 + size - 11.0
        for key, piece in rows:
            icon = Box(legend_x, y, 8.0, 8.0)
            if piece is None:
                _special(canvas, icon.x, icon.y, 8.0, FRONT_LIGHT)
                canvas.setStrokeColor(HexColor(MUTED))
                canvas.setLineWidth(0.2)
                canvas.rect(icon.x, icon.y, 8.0, 8.0, stroke=1, fill=0)
            else:
                _piece(canvas, piece[0], icon, piece[1], piece[2])
            block(canvas, _t(key, lang), Box(legend_x + 9.5, y - 3.0, legend_w - 9.5, 14.0),
                  size=7.0, where="vikingdrez-start")
            y -= 19.0

    return MmFigure("vikingdrez-start", WIDTH, height, draw, max_width_pt)


def sokudrez_solution() -> list[list[str]]:
    """A solved SokuDrez layout (seed 004, SokuDrez): 6 rows of 9 deck card ids, every row
    holding the numbers 1–9 and every column the six figures, each number card once.

    Column ``c`` has figure ``(r + c) mod 6`` in row ``r``; row ``r`` has the numbers
    ``(2c + 3r) mod 9 + 1``.
    """
    figures = [f.id for f in load_deck().figures]
    return [[f"{figures[(row + col) % 6]}-{(2 * col + 3 * row) % 9 + 1}" for col in range(9)]
            for row in range(len(figures))]


def sokudrez_grid(lang: str, max_width_pt: float) -> MmFigure:
    """The solved SokuDrez grid of ``sokudrez_solution`` as small cards; one row and one
    column outlined and labelled."""
    grid = sokudrez_solution()
    cw, gap = 10.0, 1.1
    ch = card_box(0, 0, cw).height
    grid_w = 9 * cw + 8 * gap
    grid_h = 6 * ch + 5 * gap
    label = 8.0
    height = grid_h + label + 2.0
    x0 = (WIDTH - grid_w) / 2
    row_mark, col_mark = 2, 6

    def draw(canvas: Canvas) -> None:
        top = height
        for row in range(6):
            for col in range(9):
                x = x0 + col * (cw + gap)
                y = top - (row + 1) * ch - row * gap
                mini_card(canvas, card_box(x, y, cw), grid[row][col])
        ry = top - (row_mark + 1) * ch - row_mark * gap
        cx = x0 + col_mark * (cw + gap)
        canvas.setLineWidth(0.6)
        canvas.setStrokeColor(HexColor(ROW_MARK))
        canvas.roundRect(x0 - 0.8, ry - 0.8, grid_w + 1.6, ch + 1.6, 1.4, stroke=1, fill=0)
        canvas.setStrokeColor(HexColor(INK))
        canvas.roundRect(cx - 0.8, top - grid_h - 0.8, cw + 1.6, grid_h + 1.6, 1.4,
                         stroke=1, fill=0)
        for k, (key, colour) in enumerate((("row", ROW_MARK), ("column", INK))):
            x = x0 + k * grid_w / 2
            canvas.setStrokeColor(HexColor(colour))
            canvas.roundRect(x, 1.0, 6.0, 3.0, 0.8, stroke=1, fill=0)
            text(canvas, _t(key, lang), x + 8.0, 1.5, size=7.2, font=fonts.SANS_SEMIBOLD)

    return MmFigure("sokudrez-grid", WIDTH, height, draw, max_width_pt)


#: SoloDrez example: two columns before and after moving bishop + knight onto a rook.
SOLO_FROM = ("pawn-3", "queen-8", "joker-1", "bishop-5", "knight-2")
SOLO_TO = ("knight-9", "pawn-4", "rook-7")


def solodrez_move(lang: str, max_width_pt: float) -> MmFigure:
    """Two SoloDrez columns, before and after a move of the ordered pair bishop–knight
    onto a rook (seed 004, SoloDrez)."""
    cw, step = 12.0, 5.2
    ch = card_box(0, 0, cw).height
    tallest = ch + step * (max(len(SOLO_FROM), len(SOLO_TO) + 2) - 1)
    height = tallest + 7.0
    top = height - 5.0

    def column(canvas: Canvas, x: float, specs: tuple[str, ...], marked: int) -> None:
        for k, spec in enumerate(specs):
            mini_card(canvas, card_box(x, top - ch - k * step, cw), spec)
        if marked < len(specs):
            low = top - ch - (len(specs) - 1) * step
            high = top - marked * step
            canvas.setStrokeColor(HexColor(INK))
            canvas.setLineWidth(0.5)
            canvas.roundRect(x - 1.0, low - 1.0, cw + 2.0, high - low + 2.0, 1.6,
                             stroke=1, fill=0)

    def draw(canvas: Canvas) -> None:
        moved = len(SOLO_FROM) - 2
        panels = (
            (_t("before", lang), 6.0, ((SOLO_FROM, moved), (SOLO_TO, len(SOLO_TO)))),
            (_t("after", lang), 68.0, ((SOLO_FROM[:moved], moved),
                                       (SOLO_TO + SOLO_FROM[moved:], len(SOLO_TO)))),
        )
        for title, x, cols in panels:
            text(canvas, title, x, height - 3.0, size=7.6, font=fonts.SANS_BOLD)
            for k, (specs, marked) in enumerate(cols):
                column(canvas, x + k * (cw + 5.0), specs, marked)
        text(canvas, "→", 55.0, top - 25.0, size=16, colour=MUTED, align="center")

    return MmFigure("solodrez-move", WIDTH, height, draw, max_width_pt)


#: NeuroDrez start: the six tiles placed in the centre, one of each colour and surface
#: (seed 004, "Jugadores y cartas"), as (file, rank, colour id, surface id).
NEURO_START = ((2, 4, "rojo", "fuego"), (3, 4, "azul", "agua"), (4, 4, "verde", "flora"),
               (2, 3, "amarillo", "tierra"), (3, 3, "blanco", "aire"),
               (4, 3, "negro", "fauna"))


def _tile(canvas: Canvas, piece, x: float, y: float, side: float) -> None:
    """A printed tile ``piece`` scaled to ``side`` mm with its lower-left corner at ``x, y``."""
    frame = Frame(piece.size.width, piece.size.height, 0.0)
    scale = side / piece.size.width
    canvas.saveState()
    canvas.translate(x, y)
    canvas.scale(scale, scale)
    clip = canvas.beginPath()
    clip.rect(0, 0, piece.size.width, piece.size.height)
    canvas.clipPath(clip, stroke=0, fill=0)
    piece.front(canvas, frame)
    canvas.restoreState()


def _marker(canvas: Canvas, x: float, y: float, number: int) -> None:
    """A numbered disc (call-out marker) centred on ``x, y``."""
    canvas.setFillColor(HexColor(INK))
    canvas.setStrokeColor(HexColor("#FFFFFF"))
    canvas.setLineWidth(0.3)
    canvas.circle(x, y, 1.7, stroke=1, fill=1)
    text(canvas, str(number), x, y - 0.8, size=6.4, font=fonts.SANS_BOLD, colour="#FFFFFF",
         align="center")


def neurodrez_start(lang: str, max_width_pt: float) -> MmFigure:
    """The NeuroDrez 7×7 board with the six starting tiles in its centre (one of each colour
    and of each surface) drawn as printed, and one tile enlarged with its parts called out."""
    size, border = 78.0, 2.6
    tiles = {p.id: p for p in tile_pieces(lang)}
    big, big_x = 28.0, size + 8.0

    def draw(canvas: Canvas) -> None:
        cell = _board(canvas, 0.0, 0.0, size, border)
        for f, r, colour, surface in NEURO_START:
            _tile(canvas, tiles[f"tile-{colour}-{surface}"], border + f * cell + 0.3,
                  border + r * cell + 0.3, cell - 0.6)
        f, r, colour, surface = NEURO_START[0]
        big_y = size - big
        _tile(canvas, tiles[f"tile-{colour}-{surface}"], big_x, big_y, big)
        canvas.setStrokeColor(HexColor(MUTED))
        canvas.setLineWidth(0.2)
        canvas.rect(big_x, big_y, big, big, stroke=1, fill=0)
        scale = big / 50.0
        circle = (big_x + 15.0 * scale, big_y + big - 15.0 * scale)
        icon = (big_x + big * 0.8, big_y + big * 0.5)
        y = big_y - 4.0
        for number, (key, target) in enumerate((("tile_colour", circle),
                                                ("tile_surface", icon)), start=1):
            _marker(canvas, *target, number)
            _marker(canvas, big_x + 1.6, y - 1.6, number)
            block(canvas, _t(key, lang), Box(big_x + 4.0, y - 14.0, WIDTH - big_x - 4.0, 14.0),
                  size=7.0, valign="top", where="neurodrez-start")
            y -= 15.0

    return MmFigure("neurodrez-start", WIDTH, size, draw, max_width_pt)
