"""The round markers of Politburó, lucha de poder (seed 000, Componentes de juego: 15 action
markers and 30 level markers for health and loyalty).

The level markers are printed as 15 loyalty markers (red, star) and 15 health markers (green,
heart), so a candidate's two markers are told apart on its card; action markers (black, gold
bolt) match the action spot on the candidate cards. Markers look the same on both faces, so a
flipped marker still reads. Cut with ``generator.art.tokens``. Ink saver: white markers, a ring
and the icon in the marker's colour.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from generator.art.tokens import SAFE_INSET, TokenDraw, token_piece
from generator.games.lucha import icons
from generator.games.lucha.data import LuchaData, Marker
from generator.games.lucha.style import WHITE, on_white, shade
from generator.ink import SAVER
from generator.pieces import Piece, copies


def _content(marker: Marker, saver: bool) -> TokenDraw:
    style = marker.style

    def draw(c: Canvas, radius: float) -> None:
        if saver:
            c.setStrokeColor(style.colour)
            c.setLineWidth(1.1)
            c.circle(0, 0, radius - 1.0, stroke=1, fill=0)
        else:
            c.setStrokeColor(shade(style.ink, 0.85))
            c.setLineWidth(0.25)
            c.circle(0, 0, radius - 0.7, stroke=1, fill=0)
        size = 2 * (radius - SAFE_INSET) * 0.95
        if saver:
            icons.draw(c, style.icon, 0, 0, size * 0.9, on_white(style.colour), WHITE)
        else:
            icons.draw(c, style.icon, 0, 0, size, style.ink, style.colour)

    return draw


def pieces(data: LuchaData, lang: str, ink: str) -> list[Piece]:
    """Every marker in ``ink`` mode, ``count`` copies of each kind, the same design on both
    faces (``lang`` is unused: the markers carry no text)."""
    saver = ink == SAVER
    result = []
    for marker in data.markers:
        content = _content(marker, saver)
        fill = "#ffffff" if saver else marker.style.colour.hexval().replace("0x", "#")
        result += [token_piece(piece_id, marker.diameter, content, back=content, fill=fill)
                   for piece_id in copies(marker.id, marker.count)]
    return result
