"""NeuroDrez tiles (seed 004, NeuroDrez: "36 losetas cuadradas"): 6 colours × 6 surfaces.

Front: the surface as a light fill and a large icon with its name; the tile's colour as the
circle in the upper-left corner ("representado por un círculo en la esquina superior
izquierda") with the colour's pattern, and the colour's name in the upper-right corner. An
ownership token (``tokens``) is larger than the circle, so it covers it. Back: one
design for every tile, so tiles dealt to a player stay hidden (seed: "Los jugadores no deben
mostrar sus cartas").

Ink saver: the tile is white with a faint tint of its surface and a thin frame line in the
surface's ink, inside the trim; icon, names and colour circle as in full colour. The back is
white with a frame line, the surface squares as light tints and the title in the back's slate.
"""

from __future__ import annotations

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.art.surfaces import draw_surface
from generator.games.neurodrez.data import Colour, NeuroData, Surface, load_data
from generator.games.neurodrez.marks import colour_disc, highlight, mix
from generator.geometry import Box, Size
from generator.ink import FULL, SAVER, check_ink, light_tint
from generator.pieces import Draw, Frame, Piece
from generator.text import draw_line

#: The colour circle's radius as a share of the tile side; the ownership token must cover it.
CIRCLE_SHARE = 0.112
#: The white ring around the colour circle (mm).
CIRCLE_RING = 0.9
BACK_FILL = "#2B3038"
#: Ink saver: the surface tint's distance to white, the frame line's inset and width (mm), and
#: the back's surface squares' distance to white.
SAVER_SURFACE_TINT = 0.86
SAVER_FRAME_INSET = 1.6
SAVER_FRAME_WIDTH = 0.7
SAVER_BACK_TINT = 0.45


def tile_id(colour: Colour, surface: Surface) -> str:
    """``tile-<colour>-<surface>``, e.g. ``tile-rojo-agua``."""
    return f"tile-{colour.id}-{surface.id}"


def circle_radius(data: NeuroData) -> float:
    """Radius of the colour circle (mm), ring excluded."""
    return data.tile * CIRCLE_SHARE


def tile_pieces(lang: str, ink: str = FULL) -> list[Piece]:
    """The 36 tiles in ``ink`` mode, colour by colour, each surface in the order of the data
    file. Raises ValueError for an unknown ink mode."""
    check_ink(ink)
    data = load_data()
    saver = ink == SAVER
    back = _back(data, lang, saver)
    size = Size(data.tile, data.tile)
    return [Piece(tile_id(c, s), size, _front(data, c, s, lang, saver), back)
            for c in data.colours for s in data.surfaces]


def _ground(canvas: Canvas, frame: Frame, fill: str, line: str | None, saver: bool) -> None:
    """``fill`` over the whole bleed box; ink saver: a light tint of ``fill`` inside a frame
    line in ``line`` (or ``fill``), the bleed left white."""
    if not saver:
        bleed = frame.bleed_box
        canvas.setFillColor(HexColor(fill))
        canvas.rect(bleed.x, bleed.y, bleed.width, bleed.height, stroke=0, fill=1)
        return
    inset = SAVER_FRAME_INSET
    canvas.setFillColor(HexColor(light_tint(fill, SAVER_SURFACE_TINT)))
    canvas.setStrokeColor(HexColor(line or fill))
    canvas.setLineWidth(SAVER_FRAME_WIDTH)
    canvas.roundRect(inset, inset, frame.width - 2 * inset, frame.height - 2 * inset, 1.6,
                     stroke=1, fill=1)


def _front(data: NeuroData, colour: Colour, surface: Surface, lang: str, saver: bool) -> Draw:
    where = tile_id(colour, surface)

    def draw(canvas: Canvas, frame: Frame) -> None:
        side = frame.width
        _ground(canvas, frame, surface.fill, surface.ink, saver)
        safe = frame.safe
        icon = side * 0.56
        draw_surface(canvas, surface.icon, Box((side - icon) / 2, side * 0.2, icon, icon),
                     ink=surface.ink, light=highlight(surface.fill))
        canvas.setFillColor(HexColor(surface.ink))
        draw_line(canvas, surface.name.get(lang).upper(), side / 2, safe.y + 1.2,
                  fonts.SANS_BOLD, side * 0.2, max_width=safe.width, where=f"{where} surface")
        radius = circle_radius(data)
        cx = safe.x + CIRCLE_RING + radius
        cy = safe.top - CIRCLE_RING - radius
        colour_disc(canvas, colour.hex, colour.pattern, cx, cy, radius, ring=CIRCLE_RING)
        canvas.setFillColor(mix(surface.ink, "#000000", 0.15))
        name_left = cx + radius + CIRCLE_RING + 1.5
        draw_line(canvas, colour.name.get(lang).upper(), safe.right, safe.top - 3.2,
                  fonts.SANS_SEMIBOLD, side * 0.15, align="right",
                  max_width=safe.right - name_left, where=f"{where} colour")
    return draw


def _back(data: NeuroData, lang: str, saver: bool) -> Draw:
    title = data.s("tile_back", lang)

    def draw(canvas: Canvas, frame: Frame) -> None:
        side = frame.width
        if saver:
            _ground(canvas, frame, "#FFFFFF", BACK_FILL, saver)
        else:
            _ground(canvas, frame, BACK_FILL, None, saver)
        cell = side * 0.11
        gap = cell * 0.18
        block = 3 * cell + 2 * gap
        x0, y0 = (side - block) / 2, side * 0.36
        for i, surface in enumerate(data.surfaces + data.surfaces[:3]):
            col, row = i % 3, i // 3
            canvas.setFillColor(HexColor(light_tint(surface.fill, SAVER_BACK_TINT) if saver
                                         else surface.fill))
            canvas.roundRect(x0 + col * (cell + gap), y0 + row * (cell + gap), cell, cell,
                             cell * 0.18, stroke=0, fill=1)
        canvas.setStrokeColor(mix(BACK_FILL, "#ffffff", 0.6 if saver else 0.25))
        canvas.setLineWidth(0.35)
        inset = frame.safe_inset + 0.5
        canvas.roundRect(inset, inset, side - 2 * inset, side - 2 * inset, 2, stroke=1, fill=0)
        canvas.setFillColor(HexColor(BACK_FILL if saver else "#F3EEE2"))
        draw_line(canvas, title, side / 2, side * 0.2, fonts.SANS_BLACK, side * 0.22,
                  max_width=frame.safe.width - 2, where="tile back")
    return draw
