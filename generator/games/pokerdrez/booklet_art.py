"""Drawing helpers for the PokerDrez booklet figures (``booklet_figures``): a flowable that
draws in millimetres, small cards for examples, labels.

Figures are designed at a fixed width in mm (at most an A5 column, ~118 mm) and scaled down,
never up, when the column is narrower. The small cards read the deck data
(``assets/games/pokerdrez.yaml`` through ``generator.games.pokerdrez.load_deck``), so their
colours, numbers and figures are the printed deck's (docs/rules-decisions.md#pokerdrez).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from generator import fonts
from generator.art.colour import mix
from generator.art.pieces import draw_piece
from generator.art.shapes import polygon_path
from generator.games.pokerdrez import DeckCard, load_deck
from generator.games.pokerdrez.back import GOLD, NIGHT, NIGHT_LIGHT
from generator.games.pokerdrez.faces import NEUTRAL
from generator.geometry import PT_PER_MM, Box
from generator.text import Type, draw_line, fit_text

INK = "#1E1B18"
MUTED = "#5E5850"
LINE = "#8F877C"
#: Width / height of a poker card (63.5 × 88.9 mm).
CARD_RATIO = 63.5 / 88.9

MmDraw = Callable[[Canvas], None]


class MmFigure(Flowable):
    """A figure drawn by ``draw(canvas)`` in millimetres (origin lower left, y up) over a
    ``width`` × ``height`` mm design, scaled down to fit the frame's width, never up.

    ``name`` identifies the figure in errors and tests.
    """

    def __init__(self, name: str, width: float, height: float, draw: MmDraw,
                 max_width_pt: float) -> None:
        super().__init__()
        self.name = name
        self.design = (width, height)
        self.scale = min(1.0, max_width_pt / (width * PT_PER_MM))
        self.width = width * PT_PER_MM * self.scale
        self.height = height * PT_PER_MM * self.scale
        self._draw_mm = draw
        self.hAlign = "CENTER"

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        canvas.saveState()
        canvas.scale(PT_PER_MM * self.scale, PT_PER_MM * self.scale)
        self._draw_mm(canvas)
        canvas.restoreState()


def text(canvas: Canvas, value: str, x: float, y: float, *, size: float = 7.0,
         font: str = fonts.SANS, colour: str = INK, align: str = "left") -> None:
    """One line of ``value`` at baseline ``y`` (mm), ``size`` in pt, anchored by ``align``."""
    canvas.setFillColor(HexColor(colour))
    draw_line(canvas, value, x, y, font, size, align=align)


def block(canvas: Canvas, value: str, box: Box, *, size: float = 7.0, font: str = fonts.SANS,
          colour: str = INK, align: str = "left", valign: str = "middle", where: str) -> None:
    """``value`` wrapped inside ``box`` (mm), shrunk to 80 % at most; TextOverflow beyond."""
    fit_text(canvas, value, box, Type(font, size, min_size=size * 0.8, leading=1.15,
                                      color=colour, align=align),
             where=where, valign=valign)


def leader(canvas: Canvas, points: Sequence[tuple[float, float]]) -> None:
    """A thin call-out line through ``points`` (mm) ending in a dot on the last one."""
    canvas.saveState()
    canvas.setStrokeColor(HexColor(LINE))
    canvas.setFillColor(HexColor(LINE))
    canvas.setLineWidth(0.22)
    canvas.drawPath(polygon_path(canvas, points, closed=False), stroke=1, fill=0)
    canvas.circle(*points[-1], 0.55, stroke=0, fill=1)
    canvas.restoreState()


def card(spec: str) -> DeckCard:
    """The deck card ``spec``: a card id of the deck data such as ``bishop-7``, or
    ``neutral``. Raises KeyError naming the spec for a card the deck does not have."""
    for item in load_deck().cards:
        if item.id == spec or (spec == "neutral" and item.neutral):
            return item
    raise KeyError(f"no PokerDrez card {spec!r} (ids look like 'bishop-7' or 'neutral')")


def card_box(x: float, y: float, width: float) -> Box:
    """A poker-proportioned card ``width`` mm wide with its lower-left corner at ``x, y``."""
    return Box(x, y, width, width / CARD_RATIO)


def _rounded(canvas: Canvas, box: Box, fill: str, stroke: str, line: float) -> None:
    canvas.setFillColor(HexColor(fill))
    canvas.setStrokeColor(HexColor(stroke))
    canvas.setLineWidth(line)
    inset = line / 2
    canvas.roundRect(box.x + inset, box.y + inset, box.width - line, box.height - line,
                     box.width * 0.09, stroke=1, fill=1)


def mini_card(canvas: Canvas, box: Box, spec: str, *, highlight: bool = False) -> None:
    """A small face-up card in ``box`` (mm): border in the number's colour, the number in the
    upper-left corner and the figure in the middle; a neutral card shows a two-tone pawn.
    ``highlight`` draws a dark ring round it (the card an example is about)."""
    item = card(spec)
    canvas.saveState()
    if highlight:
        ring = box.inset(-0.9)
        canvas.setStrokeColor(HexColor(INK))
        canvas.setLineWidth(0.5)
        canvas.roundRect(ring.x, ring.y, ring.width, ring.height, ring.width * 0.11,
                         stroke=1, fill=0)
    if item.neutral:
        _neutral(canvas, box)
    else:
        figure, colour = item.figure, item.colour
        assert figure is not None and colour is not None
        _rounded(canvas, box, mix(colour.hex, "#FFFFFF", 0.86), colour.hex, box.width * 0.1)
        size = box.width * 0.42
        canvas.setFont(fonts.SANS_BLACK, size)
        canvas.setFillColor(HexColor(colour.hex))
        canvas.setStrokeColor(HexColor(colour.dark))
        canvas.setLineWidth(size * 0.035)
        canvas.drawString(box.x + box.width * 0.17, box.top - box.width * 0.14 - size * 0.7,
                          str(colour.number), mode=2)
        art = Box(box.x + box.width * 0.16, box.y + box.width * 0.14, box.width * 0.68,
                  box.height * 0.52)
        draw_piece(canvas, figure.art, art, colour.hex, colour.dark,
                   line_width=box.width * 0.025, details=False)
    canvas.restoreState()


def _neutral(canvas: Canvas, box: Box) -> None:
    _rounded(canvas, box, "#ECECEE", NEUTRAL, box.width * 0.1)
    art = Box(box.x + box.width * 0.2, box.y + box.height * 0.2, box.width * 0.6,
              box.height * 0.55)
    middle = box.x + box.width / 2
    for left, fill, stroke in ((True, "#FFFFFF", INK), (False, INK, "#D9D9DE")):
        canvas.saveState()
        clip = canvas.beginPath()
        clip.rect(middle - (box.width / 2 if left else 0), box.y, box.width / 2, box.height)
        canvas.clipPath(clip, stroke=0, fill=0)
        draw_piece(canvas, "pawn", art, fill, stroke, line_width=box.width * 0.025,
                   details=False)
        canvas.restoreState()


def card_back(canvas: Canvas, box: Box) -> None:
    """A small face-down card: the deck's night-blue back with its gold frame."""
    canvas.saveState()
    _rounded(canvas, box, NIGHT, NIGHT_LIGHT, box.width * 0.05)
    inner = box.inset(box.width * 0.14)
    canvas.setStrokeColor(HexColor(GOLD))
    canvas.setLineWidth(box.width * 0.035)
    canvas.roundRect(inner.x, inner.y, inner.width, inner.height, inner.width * 0.08,
                     stroke=1, fill=0)
    canvas.restoreState()


@dataclass(frozen=True)
class CardGroup:
    """Cards shown side by side with a ``label`` under them; ``marked`` indexes highlighted
    cards. Specs as for ``card``."""

    label: str
    specs: tuple[str, ...]
    marked: tuple[int, ...] = ()


def card_groups(name: str, groups: Sequence[CardGroup], max_width_pt: float, *,
                card_width: float = 12.0, gap: float = 1.3, group_gap: float = 6.0,
                width: float = 118.0) -> MmFigure:
    """Groups of small cards in one row, centred on a ``width`` mm design, each labelled below.

    Raises ValueError when the groups do not fit the design width.
    """
    spans = [len(g.specs) * card_width + (len(g.specs) - 1) * gap for g in groups]
    total = sum(spans) + group_gap * (len(groups) - 1)
    if total > width:
        raise ValueError(f"figure {name}: {total:.1f} mm of cards in a {width:g} mm figure")
    height = card_width / CARD_RATIO
    label_room = 7.5

    def draw(canvas: Canvas) -> None:
        x = (width - total) / 2
        for group, span in zip(groups, spans, strict=True):
            for k, spec in enumerate(group.specs):
                mini_card(canvas, card_box(x + k * (card_width + gap), label_room, card_width),
                          spec, highlight=k in group.marked)
            block(canvas, group.label, Box(x - group_gap / 2 + 0.5, 0, span + group_gap - 1,
                                           label_room - 1.2),
                  size=6.8, colour=MUTED, align="center", valign="top", where=name)
            x += span + group_gap

    return MmFigure(name, width, height + label_room + 1.2, draw, max_width_pt)
