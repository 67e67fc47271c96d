"""Round tokens (counters, markers, ownership chips): a cut circle with content drawn inside.

A token is an ordinary ``Piece`` whose trim box is the square around its cut circle, so it goes
through any imposition (grid or a game's own packing) and the manifest gives that square. On each
face the disc is filled ``halo`` mm beyond the cut circle (its bleed: at most the sheet's bleed and
at most ``MAX_HALO``), the content is drawn clipped to that disc, and the cut circle is stroked on
top in a tone that shows on the fill.

    token_piece("loyalty-1", 20.0, draw_loyalty, back=draw_loyalty, fill="#C4261D")

``TokenDraw`` callables are called with the origin at the token's centre, units in millimetres,
and the radius of the cut circle (mm); anything important stays within ``radius - SAFE_INSET``.
"""

from __future__ import annotations

from collections.abc import Callable

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator.art.colour import luminance
from generator.geometry import Size, mm_from_pt
from generator.pieces import Draw, Frame, Piece

#: Content drawer: ``draw(canvas, radius_mm)``, origin at the token's centre.
TokenDraw = Callable[[Canvas, float], None]

#: The widest colour halo drawn beyond the cut circle (mm); wider looks like a square.
MAX_HALO = 1.5
#: Keep texts and important marks this far inside the cut circle (mm).
SAFE_INSET = 1.5
#: Cut line stroke width (pt): as thin as a crop mark, but it must show on every fill.
CUT_LINE_PT = 0.45


def cut_colour_for(fill: str) -> str:
    """A cut-line colour that shows on ``fill``: dark grey on light fills, light on dark."""
    return "#4a4a4a" if luminance(fill) > 0.18 else "#c8c8c8"


def token_piece(piece_id: str, diameter_mm: float, draw_content: TokenDraw | None,
                back: TokenDraw | None = None, *, fill: str = "#ffffff",
                back_fill: str | None = None, cut_colour: str | None = None) -> Piece:
    """A round token of ``diameter_mm`` whose trim box is the square around the cut circle.

    ``draw_content`` draws the front (None: a plain ``fill`` disc); ``back`` the back (None: a
    one-sided token); ``back_fill`` defaults to ``fill``. ``cut_colour`` defaults to a tone that
    shows on the fill (``cut_colour_for``). Raises ValueError for a diameter that is not
    positive or a malformed colour.
    """
    if diameter_mm <= 0:
        raise ValueError(f"token {piece_id!r}: diameter must be positive, got {diameter_mm}")
    HexColor(fill)
    front = _face(fill, draw_content, cut_colour or cut_colour_for(fill))
    back_draw = None
    if back is not None:
        colour = back_fill or fill
        back_draw = _face(colour, back, cut_colour or cut_colour_for(colour))
    return Piece(piece_id, Size(diameter_mm, diameter_mm), front, back_draw)


def _face(fill: str, content: TokenDraw | None, cut: str) -> Draw:
    def draw(canvas: Canvas, frame: Frame) -> None:
        radius = min(frame.width, frame.height) / 2
        halo = min(frame.bleed, MAX_HALO)
        canvas.saveState()
        canvas.translate(frame.width / 2, frame.height / 2)
        canvas.saveState()
        disc = canvas.beginPath()
        disc.circle(0, 0, radius + halo)
        canvas.clipPath(disc, stroke=0, fill=0)
        canvas.setFillColor(HexColor(fill))
        canvas.circle(0, 0, radius + halo + 0.1, stroke=0, fill=1)
        if content is not None:
            content(canvas, radius)
        canvas.restoreState()
        canvas.setStrokeColor(HexColor(cut))
        canvas.setLineWidth(mm_from_pt(CUT_LINE_PT))
        canvas.circle(0, 0, radius, stroke=1, fill=0)
        canvas.restoreState()
    return draw
