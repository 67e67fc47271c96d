"""Chess pieces (Staunton style) and the jester, as vector drawings for cards, tiles and dice.

Public API: ``draw_piece(canvas, kind, box, fill, stroke)`` paints one piece centred in ``box``
(mm), and ``PIECE_KINDS`` lists the kinds. Each piece is drawn in a 100-unit design space (the
turned pieces are symmetric about x = 50) standing on the same two-tier base, so a set looks
like one set. Every drawing is written once per PDF (see ``generator.art.render``).
"""

from __future__ import annotations

from functools import cache

from reportlab.pdfgen.canvas import Canvas

from generator.art import render
from generator.art.base import BASE_LEFT, BASE_RIGHT, base_seams
from generator.art.jester import jester
from generator.art.outline import Drawing, Shape, Stroke, lathe, mirror_x
from generator.geometry import Box

PIECE_KINDS: tuple[str, ...] = ("pawn", "knight", "bishop", "rook", "queen", "king", "jester")

#: Default outline width as a share of the box height (a 40 mm piece gets a 0.4 mm line).
LINE_SHARE = 0.0105

def _base_lines(collar: tuple[float, float, float, float] | None = None) -> list[Stroke]:
    """Seams of the base (and of a collar ``y_low, half_low, y_high, half_high``)."""
    lines = base_seams()
    if collar is not None:
        y_low, half_low, y_high, half_high = collar
        lines += [Stroke((("M", 50 - half_low, y_low), ("L", 50 + half_low, y_low))),
                  Stroke((("M", 50 - half_high, y_high), ("L", 50 + half_high, y_high)))]
    return lines


def _collar(y: float, reach: float, height: float = 6.0) -> list[tuple]:
    """A rounded collar ring (right half) from the body at height ``y`` out to ``reach``."""
    mid = y + height / 2
    return [("L", reach - 3, y), ("C", reach, y, reach + 1, mid - 1.5, reach + 1, mid),
            ("C", reach + 1, mid + 1.5, reach, y + height, reach - 3, y + height)]


def pawn() -> Drawing:
    """The pawn: base, flared stem, collar, round head."""
    half = [*BASE_RIGHT, ("C", 62, 20, 59.5, 28, 59, 35), *_collar(35, 69),
            ("L", 58.5, 41), ("A", 50, 57.5, 16, -57.9, 90)]
    return Drawing((Shape(lathe(half)),),
                   (*_base_lines((35, 9, 41, 8.5)),
                    Stroke((("A", 50, 57.5, 11.5, 115, 150),))))


def rook() -> Drawing:
    """The rook: a masonry tower with a ring and three merlons."""
    half = [*BASE_RIGHT, ("C", 65, 18, 64, 21, 64, 24), ("L", 62.5, 55), *_collar(55, 70.5),
            ("L", 63.5, 61), ("C", 65, 65, 70, 67, 71, 70), ("L", 71, 90), ("L", 60.7, 90),
            ("L", 60.7, 83.5), ("L", 55.2, 83.5), ("L", 55.2, 90), ("L", 50, 90)]
    masonry = [Stroke((("M", 36.4, 33), ("L", 63.6, 33))),
               Stroke((("M", 37, 44), ("L", 63, 44))),
               Stroke((("M", 50, 24), ("L", 50, 33))),
               Stroke((("M", 43, 33), ("L", 43, 44))), Stroke((("M", 57, 33), ("L", 57, 44))),
               Stroke((("M", 50, 44), ("L", 50, 55))),
               Stroke((("M", 29, 70), ("L", 71, 70))),
               Stroke((("M", 50, 74), ("L", 50, 80)))]
    return Drawing((Shape(lathe(half)),), (*_base_lines((55, 12.5, 61, 13.5)), *masonry))


def bishop() -> Drawing:
    """The bishop: a mitre with its slit and a ball on top."""
    half = [*BASE_RIGHT, ("C", 62, 22, 59, 30, 58.5, 37), *_collar(37, 68.5),
            ("L", 58, 43), ("C", 67, 49, 70, 57, 69.5, 65), ("C", 69, 74, 61, 82, 53.2, 86.4),
            ("A", 50, 91.2, 5.8, -56, 90)]
    slit = (("M", 62.5, 74.5), ("L", 49.5, 62), ("C", 48.3, 60.8, 50.2, 58.9, 51.4, 60.1),
            ("L", 64.4, 72.6), ("C", 65.6, 73.8, 63.7, 75.7, 62.5, 74.5), ("Z",))
    return Drawing((Shape(lathe(half)), Shape(slit, tone="light")),
                   (*_base_lines((37, 8.5, 43, 8)),
                    Stroke((("M", 39.2, 86.1), ("C", 46, 84.2, 54, 84.2, 60.8, 86.1))),
                    Stroke((("M", 36.2, 49), ("C", 45, 51.5, 55, 51.5, 63.8, 49)))))


_QUEEN_TIPS = ((77, 90.5, 3.4), (61.5, 94.2, 3.4), (50, 97.2, 3.9))


def queen() -> Drawing:
    """The queen: a flared cup under a five-pointed crown with pearls."""
    half = [*BASE_RIGHT, ("C", 63, 24, 59.5, 36, 59, 47), *_collar(47, 69.5), ("L", 59.5, 53),
            ("C", 61, 62, 66, 72, 73, 79), ("L", 76.5, 88), ("L", 66.5, 80.5), ("L", 61.5, 91),
            ("L", 56, 82), ("L", 50, 94)]
    pearls = [Shape((("O", x, y, r),)) for x, y, r in _QUEEN_TIPS]
    pearls += [Shape(tuple(mirror_x([("O", x, y, r)], 50))) for x, y, r in _QUEEN_TIPS[:2]]
    band = (Stroke((("M", 31.4, 74), ("C", 43, 71.5, 57, 71.5, 68.6, 74))),
            Stroke((("M", 34.8, 66), ("C", 44, 64, 56, 64, 65.2, 66))))
    return Drawing((Shape(lathe(half)), *pearls), (*_base_lines((47, 9, 53, 9.5)), *band))


def king() -> Drawing:
    """The king: a flared cup, a domed crown and a cross."""
    half = [*BASE_RIGHT, ("C", 63, 24, 59.5, 36, 59, 47), *_collar(47, 69.5), ("L", 59.5, 53),
            ("C", 61, 62, 65, 70, 70, 76), ("C", 73.5, 80, 72.5, 86, 66, 89),
            ("C", 62, 91, 57.5, 92, 53.5, 92), ("L", 53.5, 96), ("L", 58.5, 96),
            ("L", 58.5, 101), ("L", 53.5, 101), ("L", 53.5, 107), ("L", 50, 107)]
    crown = (Stroke((("M", 30, 76), ("C", 43, 73.5, 57, 73.5, 70, 76))),
             Stroke((("M", 50, 75), ("L", 50, 92))),
             Stroke((("M", 39, 75.6), ("C", 38, 81, 40, 87, 44, 91.2))),
             Stroke((("M", 61, 75.6), ("C", 62, 81, 60, 87, 56, 91.2))))
    return Drawing((Shape(lathe(half)),), (*_base_lines((47, 9, 53, 9.5)), *crown))


def knight() -> Drawing:
    """The knight: a horse's head facing left, with ear, mane, eye and nostril."""
    body = (*BASE_RIGHT,
            ("C", 77, 32, 79, 52, 71, 70),        # back of the neck
            ("C", 68, 77, 65, 83, 62.5, 86.5),    # up to the poll
            ("L", 64.5, 98),                       # ear
            ("L", 55.5, 89.5),
            ("C", 49, 89, 41, 86, 35, 80),         # forehead
            ("C", 29, 74, 21, 65, 16, 58),         # nose
            ("C", 12.5, 53, 12.5, 46.5, 17.5, 44.5),  # muzzle
            ("C", 21.5, 43, 26, 44.5, 29.5, 46),   # chin
            ("C", 35, 48, 42, 49, 47.5, 51.5),     # jaw to the throat
            ("C", 41, 44, 33, 35, 32, 24),         # chest
            *BASE_LEFT)
    details = (
        Stroke((("M", 60.5, 88), ("L", 66.5, 80), ("L", 63, 78.5), ("L", 69.5, 70.5),
                ("L", 66, 68.5), ("L", 72, 59), ("L", 68.5, 57), ("L", 73, 46))),  # mane
        Stroke((("O", 41, 75.5, 2.3),)),                                      # eye
        Stroke((("A", 20, 52.5, 2.6, 110, 250),)),                             # nostril
        Stroke((("M", 14.5, 48.5), ("C", 18, 48, 21, 48.2, 24, 49.2))),        # mouth
        Stroke((("M", 30, 60), ("C", 36, 57, 42, 57, 47, 61))),                # cheek
        *_base_lines(),
    )
    return Drawing((Shape(body),), details)


_BUILDERS = {"pawn": pawn, "knight": knight, "bishop": bishop, "rook": rook, "queen": queen,
             "king": king, "jester": jester}


@cache
def piece_drawing(kind: str) -> Drawing:
    """The drawing of ``kind`` (one of ``PIECE_KINDS``), built once per process.

    Raises KeyError listing the known kinds for another name.
    """
    if kind not in _BUILDERS:
        raise KeyError(f"unknown piece {kind!r}; known pieces: {', '.join(PIECE_KINDS)}")
    return _BUILDERS[kind]()


@cache
def set_bounds() -> tuple[float, float, float, float]:
    """Bounds ``(x0, y0, x1, y1)`` (design units) holding every piece of ``PIECE_KINDS``."""
    bounds = [piece_drawing(kind).bounds for kind in PIECE_KINDS]
    return (min(b[0] for b in bounds), min(b[1] for b in bounds),
            max(b[2] for b in bounds), max(b[3] for b in bounds))


def placement(kind: str, box: Box, uniform: bool = False) -> tuple[float, float, float]:
    """(scale mm per design unit, x, y in mm of the design origin) for ``kind`` in ``box``.

    By default the piece fills ``box`` (centred, aspect kept). With ``uniform`` every kind gets
    the same scale, the one that fits the whole set in ``box``, and stands on the box's bottom
    edge, centred: a pawn then looks smaller than a king, as in a real set.
    """
    if not uniform:
        return render.fit(piece_drawing(kind), box)
    x0, y0, x1, y1 = set_bounds()
    scale = min(box.width / (x1 - x0), box.height / (y1 - y0))
    return scale, box.x + box.width / 2 - 50 * scale, box.y - piece_drawing(kind).bounds[1] * scale


def draw_piece(canvas: Canvas, kind: str, box: Box, fill: str, stroke: str | None = None, *,
               line_width: float | None = None, details: bool = True, uniform: bool = False,
               light: str = "#FFFFFF") -> None:
    """Draw the piece ``kind`` in ``box`` (mm): as large as fits, centred, aspect kept, or with
    ``uniform`` at the size the whole set shares, standing on the box's bottom edge.

    ``fill`` ('#rrggbb') colours the piece. With ``stroke`` the piece is outlined
    ``line_width`` mm wide (default ``LINE_SHARE`` × box height) and, with ``details``, gets
    its interior lines (mane, masonry, collars); cut-outs and the jester's face are ``light``.
    Without ``stroke`` it is a flat silhouette. Raises KeyError for an unknown kind and
    ValueError for a malformed colour. Canvas units must be mm (see ``generator.pieces``).
    """
    drawing = piece_drawing(kind)
    width = line_width if line_width is not None else LINE_SHARE * box.height
    render.draw(canvas, f"piece-{kind}", drawing, placement(kind, box, uniform), fill=fill,
                stroke=stroke, line_width=width, details=details, light=light)
