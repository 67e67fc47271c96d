"""The faces of the PokerDrez cards (docs/rules-decisions.md#pokerdrez): number-card fronts, the
neutral card
and the shared back. All lengths in mm on a poker card (63.5 × 88.9), type sizes in pt.

Front of a number card: a frame in the number's colour running into the bleed, a white panel
on the safe area; in the top-left corner the number in its colour over a small figure, in the
top-right the die value as a die face; both repeated upside down in the opposite corners, as
playing cards do. In the middle the figure on a medallion, under it the figure's name and the
colour's name, so colour is never the only cue.

Ink saver (``generator.ink``): the same card on white, the frame a thin line in the number's
colour inside the trim, the medallion a ring on a faint tint, the figure in a light tint of its
colour outlined in the dark shade; the neutral card's frame a grey line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.art.colour import mix
from generator.art.die import draw_die_face
from generator.art.pieces import draw_piece
from generator.art.shapes import polygon_path
from generator.games.pokerdrez.back import back_draw
from generator.geometry import Box, mm_from_pt
from generator.ink import FULL, SAVER, frame_line
from generator.pieces import Draw, Frame
from generator.text import TextOverflow, Type, fit_lines, tracked_width

if TYPE_CHECKING:
    from assets import Text
    from generator.games.pokerdrez import Deck, DeckCard

INK = "#1E1F24"
PAPER = "#FFFFFF"
NEUTRAL = "#3A3C44"
PANEL_RADIUS = 2.6

#: Corner index: number size (pt), its column's centre from the safe edge, gaps (mm).
NUMBER_PT = 24.0
DIGIT_HEIGHT = 0.66           # Source Sans Pro figure height, in em
INDEX_X = 4.4
CORNER_GAP = 1.9
ICON_HEIGHT = 6.6
DIE_SIDE = 8.2
NAME_PT = 14.0
COLOUR_PT = 8.5
MEDALLION_RADIUS = 20.2
#: Ink saver: the frame line's middle from the trim and its width; how far the medallion, its
#: ground and the figure are tinted towards white.
SAVER_FRAME_INSET = 2.5
SAVER_FRAME_WIDTH = 1.0
SAVER_MEDALLION_TINT = 0.95
SAVER_GROUND_TINT = 0.82
SAVER_FIGURE_TINT = 0.6


def front_drawer(card: DeckCard, lang: str, ink: str = FULL, rule: Text | None = None) -> Draw:
    """The front of ``card`` in ``lang`` and ``ink`` mode as a Draw (see
    ``generator.pieces``); a neutral card reads ``rule`` instead of its printed PokerDrez rule
    when given (another game's, for the phones)."""
    saver = ink == SAVER
    if card.neutral:
        text = (rule or card.text["rule"]).get(lang)
        return lambda canvas, frame: _neutral_front(canvas, frame, card, lang, saver, text,
                                                    swaps=rule is None)
    return lambda canvas, frame: _number_front(canvas, frame, card, lang, saver)


def back_drawer(deck: Deck, lang: str, ink: str = FULL) -> Draw:
    """The shared back of every card in ``lang`` and ``ink`` mode (same under a 180° turn)."""
    title = deck.strings["back_title"].get(lang)
    colours = tuple(c.hex for c in deck.colours)
    return back_draw(title, colours, ink)


def _panel(canvas: Canvas, frame: Frame, border: str, saver: bool) -> None:
    """Border colour over the whole bleed box, the white panel on the safe area; ink saver: a
    thin frame line in the border colour on the white card."""
    if saver:
        frame_line(canvas, frame, border, inset=SAVER_FRAME_INSET, width=SAVER_FRAME_WIDTH,
                   radius=PANEL_RADIUS)
        return
    bleed = frame.bleed_box
    canvas.setFillColor(HexColor(border))
    canvas.rect(bleed.x, bleed.y, bleed.width, bleed.height, stroke=0, fill=1)
    safe = frame.safe
    canvas.setFillColor(HexColor(PAPER))
    canvas.roundRect(safe.x, safe.y, safe.width, safe.height, PANEL_RADIUS, stroke=0, fill=1)


def _twice(canvas: Canvas, frame: Frame, draw) -> None:
    """``draw(canvas)`` as is and turned 180° about the card's centre."""
    draw(canvas)
    canvas.saveState()
    canvas.translate(frame.width, frame.height)
    canvas.rotate(180)
    draw(canvas)
    canvas.restoreState()


def _spaced(canvas: Canvas, text: str, x: float, y: float, *, font: str, size: float,
            colour: str, tracking: float, max_width: float, where: str) -> None:
    """One centred line in capitals-friendly tracking (``tracking`` em between letters),
    shrunk to at most 80 % to fit ``max_width`` mm; TextOverflow names ``where`` beyond."""
    for step in range(0, 9):
        pt_size = size * (1 - step * 0.025)
        if tracked_width(text, font, pt_size, tracking) <= max_width:
            break
    else:
        raise TextOverflow(f"{where}: {text!r} is wider than {max_width:.1f} mm")
    em = mm_from_pt(pt_size)
    canvas.setFont(font, em)
    canvas.setFillColor(HexColor(colour))
    canvas.drawCentredString(x, y, text, charSpace=tracking * em)


def _number_front(canvas: Canvas, frame: Frame, card: DeckCard, lang: str, saver: bool) -> None:
    figure, colour = card.figure, card.colour
    assert figure is not None and colour is not None
    _panel(canvas, frame, colour.hex, saver)
    safe = frame.safe
    digit = mm_from_pt(NUMBER_PT) * DIGIT_HEIGHT
    top = safe.top - CORNER_GAP
    column = safe.x + INDEX_X

    def corner(c: Canvas) -> None:
        c.setFont(fonts.SANS_BLACK, mm_from_pt(NUMBER_PT))
        c.setFillColor(HexColor(colour.hex))
        c.setStrokeColor(HexColor(colour.dark))
        c.setLineWidth(0.14)
        c.drawCentredString(column, top - digit, str(colour.number), mode=2)
        icon = Box(column - 3.6, top - digit - 1.6 - ICON_HEIGHT, 7.2, ICON_HEIGHT)
        draw_piece(c, figure.art, icon, colour.hex, colour.dark, line_width=0.2, details=False)
        die = Box(safe.right - CORNER_GAP + 0.3 - DIE_SIDE, top - DIE_SIDE, DIE_SIDE, DIE_SIDE)
        draw_die_face(c, die, figure.die, line_width=0.28)

    _twice(canvas, frame, corner)
    centre_x, centre_y, radius = frame.width / 2, 48.6, MEDALLION_RADIUS
    canvas.setFillColor(HexColor(mix(colour.hex, PAPER,
                                     SAVER_MEDALLION_TINT if saver else 0.84)))
    canvas.setStrokeColor(HexColor(colour.hex))
    canvas.setLineWidth(0.7)
    canvas.circle(centre_x, centre_y, radius, stroke=1, fill=1)
    ground = centre_y - 14.2
    canvas.setFillColor(HexColor(mix(colour.hex, PAPER, SAVER_GROUND_TINT if saver else 0.6)))
    canvas.ellipse(centre_x - 12.5, ground - 1.6, centre_x + 12.5, ground + 1.6, stroke=0, fill=1)
    art = Box(centre_x - 14, ground + 0.4, 28, 30)
    body = mix(colour.hex, PAPER, SAVER_FIGURE_TINT) if saver else colour.hex
    draw_piece(canvas, figure.art, art, body, colour.dark, line_width=0.34, uniform=True)
    where = f"pokerdrez card {card.id}"
    width = safe.width - 2 * (INDEX_X + 5.2)
    _spaced(canvas, figure.name.get(lang).upper(), centre_x, 19.6, font=fonts.SANS_BLACK,
            size=NAME_PT, colour=INK, tracking=0.08, max_width=width, where=where)
    _spaced(canvas, colour.name.get(lang).upper(), centre_x, 14.2, font=fonts.SANS_SEMIBOLD,
            size=COLOUR_PT, colour=colour.dark, tracking=0.22, max_width=width, where=where)


def _swap_arrows(canvas: Canvas, box: Box, colour: str, line_width: float) -> None:
    """Two arrows chasing each other round a circle: the neutral card's 'swap' sign."""
    r = min(box.width, box.height) / 2 - line_width
    cx, cy = box.x + box.width / 2, box.y + box.height / 2
    canvas.saveState()
    canvas.setStrokeColor(HexColor(colour))
    canvas.setFillColor(HexColor(colour))
    canvas.setLineWidth(line_width)
    canvas.setLineCap(1)
    head = line_width * 2.6
    for start in (20.0, 200.0):
        path = canvas.beginPath()
        path.arc(cx - r, cy - r, cx + r, cy + r, startAng=start, extent=130)
        canvas.drawPath(path, stroke=1, fill=0)
        canvas.saveState()
        canvas.translate(cx, cy)
        canvas.rotate(start + 130)
        tip = [(r - head, -head * 0.15), (r + head, -head * 0.15), (r, head * 1.3)]
        canvas.drawPath(polygon_path(canvas, tip), stroke=0, fill=1)
        canvas.restoreState()
    canvas.restoreState()


def _neutral_front(canvas: Canvas, frame: Frame, card: DeckCard, lang: str,
                   saver: bool, rule: str, swaps: bool) -> None:
    """The neutral card: ``rule`` under its name; the swap arrows (in the corners and round
    the pawn) only when ``swaps``, PokerDrez's meaning of the card."""
    _panel(canvas, frame, NEUTRAL, saver)
    safe = frame.safe
    top = safe.top - CORNER_GAP

    def corner(c: Canvas) -> None:
        _swap_arrows(c, Box(safe.x + INDEX_X - 2.9, top - 7.0, 7.0, 7.0), NEUTRAL, 0.6)

    if swaps:
        _twice(canvas, frame, corner)
    centre_x, centre_y, radius = frame.width / 2, 56.5, 16.5
    canvas.setFillColor(HexColor(PAPER if saver else "#ECECEE"))
    canvas.setStrokeColor(HexColor(NEUTRAL))
    canvas.setLineWidth(0.7)
    canvas.circle(centre_x, centre_y, radius, stroke=1, fill=1)
    if swaps:
        _swap_arrows(canvas, Box(centre_x - radius + 2.2, centre_y - radius + 2.2,
                                 2 * radius - 4.4, 2 * radius - 4.4), NEUTRAL, 0.8)
    art = Box(centre_x - 9, centre_y - 10.5, 18, 20)
    for side, fill, stroke in ((0, PAPER, INK), (1, INK, "#D9D9DE")):
        canvas.saveState()
        clip = canvas.beginPath()
        clip.rect(centre_x - 12 + side * 12, centre_y - 14, 12, 28)
        canvas.clipPath(clip, stroke=0, fill=0)
        draw_piece(canvas, "pawn", art, fill, stroke, line_width=0.3)
        canvas.restoreState()
    where = f"pokerdrez card {card.id}"
    width = safe.width - 2 * (INDEX_X + 5.2)
    _spaced(canvas, card.text["name"].get(lang).upper(), centre_x, 32.0,
            font=fonts.SANS_BLACK, size=NAME_PT, colour=INK, tracking=0.08, max_width=width,
            where=where)
    _spaced(canvas, card.text["kind"].get(lang).upper(), centre_x, 27.0,
            font=fonts.SANS_SEMIBOLD, size=COLOUR_PT - 1, colour=NEUTRAL, tracking=0.16,
            max_width=width, where=where)
    fit_lines(canvas, rule, Box(safe.x + 3.5, safe.y + 9.2,
                                                       safe.width - 7, 12.8),
              Type(fonts.SANS, 7.5, min_size=7.0, leading=1.2, color=INK),
              where=f"{where} / rule", valign="middle")
