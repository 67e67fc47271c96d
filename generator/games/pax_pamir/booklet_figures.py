"""Pax Pamir's booklet figure: how the referee settles a dominance check, as a flow chart
(docs/rules-decisions.md#pax-pamir). Drawn as vectors: boxes, arrows and wrapped text."""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import white
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph

from generator import fonts
from generator.art.shapes import polygon_path
from generator.booklets.figures import FigureContext, figure
from generator.booklets.styles import INK, MUTED, Styles, tint

STEPS = {
    "es": [
        ["<b>¿Una coalición tiene al menos 4 bloques más que cada una de las demás?</b>"],
        ["<b>Éxito.</b> Solo sus leales puntúan, por influencia: 5 / 3 / 1.",
         "<b>Fracaso.</b> Todos puntúan por cilindros en juego: 3 / 1."],
        ["En la <b>última</b> comprobación, los puntos se doblan: 10 / 6 / 2 o 6 / 2."],
        ["<b>Empates:</b> se suman los puntos de los puestos empatados y se reparten entre los "
         "empatados, redondeando hacia abajo."],
        ["Tras un <b>éxito</b> se retiran del tablero todos los bloques de coalición."],
        ["¿Alguien tiene <b>4 puntos o más</b> que cada uno de los demás? <b>Gana.</b> "
         "Si no, sigue la partida; tras la última comprobación gana quien tenga más puntos."],
    ],
    "en": [
        ["<b>Does one coalition have at least 4 more blocks than each of the others?</b>"],
        ["<b>Success.</b> Only its loyal players score, by influence: 5 / 3 / 1.",
         "<b>Failure.</b> Everybody scores by cylinders in play: 3 / 1."],
        ["In the <b>final</b> check the points are doubled: 10 / 6 / 2 or 6 / 2."],
        ["<b>Ties:</b> the points of the tied places are added up and shared among the tied "
         "players, rounding down."],
        ["After a <b>success</b> all coalition blocks are removed from the board."],
        ["Does anyone have <b>4 points or more</b> than each other player? <b>They win.</b> "
         "Otherwise play goes on; after the final check the most points wins."],
    ],
}
BRANCHES = {"es": ("sí", "no"), "en": ("yes", "no")}


@dataclass
class _Box:
    para: Paragraph
    x: float
    width: float
    height: float = 0.0


class FlowChart(Flowable):
    """Rows of one or two text boxes joined by downward arrows; a row of two boxes is a yes/no
    branch of the box above and both lead to the box below. Sizes in pt."""

    def __init__(self, rows: list[list[str]], branches: tuple[str, str], styles: Styles,
                 width: float) -> None:
        super().__init__()
        self.styles = styles
        self.branches = branches
        self.gap = styles.body_size * 2.1
        self.pad = styles.body_size * 0.7
        self.width = width
        text = ParagraphStyle("flow", parent=styles.cell, alignment=TA_CENTER)
        self.rows: list[list[_Box]] = []
        for row in rows:
            if len(row) == 1:
                boxes = [_Box(Paragraph(row[0], text), width * 0.1, width * 0.8)]
            else:
                half = width * 0.47
                boxes = [_Box(Paragraph(row[0], text), 0, half),
                         _Box(Paragraph(row[1], text), width - half, half)]
            for box in boxes:
                box.height = box.para.wrap(box.width - 2 * self.pad, 1e6)[1] + 2 * self.pad
            self.rows.append(boxes)
        self.heights = [max(box.height for box in row) for row in self.rows]
        self.height = sum(self.heights) + self.gap * (len(self.rows) - 1)

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canvas: Canvas = self.canv
        accent = self.styles.accent
        top = self.height
        previous: list[tuple[float, float]] = []  # (centre x, bottom y) of the row above
        for index, (row, row_height) in enumerate(zip(self.rows, self.heights, strict=True)):
            bottom = top - row_height
            first, last = index == 0, index == len(self.rows) - 1
            centres = []
            for box in row:
                fill = tint(accent, 0.14) if first or last else white
                canvas.setFillColor(fill)
                canvas.setStrokeColor(accent)
                canvas.setLineWidth(0.9)
                canvas.roundRect(box.x, bottom, box.width, row_height, self.pad * 0.8,
                                 stroke=1, fill=1)
                offset = (row_height - box.height) / 2
                box.para.drawOn(canvas, box.x + self.pad, bottom + offset + self.pad)
                centres.append(box.x + box.width / 2)
            for n, (x_from, y_from) in enumerate(previous):
                for m, x_to in enumerate(centres):
                    if len(previous) == len(centres) == 2 and n != m:
                        continue
                    label = self.branches[m] if len(centres) == 2 and len(previous) == 1 else ""
                    self._arrow(x_from, y_from, x_to, top, label)
            previous = [(x, bottom) for x in centres]
            top = bottom - self.gap

    def _arrow(self, x1: float, y1: float, x2: float, y2: float, label: str) -> None:
        canvas: Canvas = self.canv
        canvas.saveState()
        canvas.setStrokeColor(MUTED)
        canvas.setFillColor(MUTED)
        canvas.setLineWidth(0.9)
        head = self.styles.body_size * 0.45
        middle = (y1 + y2) / 2
        canvas.drawPath(polygon_path(canvas, [(x1, y1), (x1, middle), (x2, middle),
                                              (x2, y2 + head)], closed=False), stroke=1, fill=0)
        tip = [(x2 - head * 0.6, y2 + head), (x2 + head * 0.6, y2 + head), (x2, y2)]
        canvas.drawPath(polygon_path(canvas, tip), stroke=0, fill=1)
        if label:
            canvas.setFillColor(INK)
            canvas.setFont(fonts.SANS_BOLD, self.styles.body_size * 0.9)
            side = 1 if x2 > x1 else -1
            canvas.drawCentredString(x2 + side * head * 3, middle - self.styles.body_size * 1.1,
                                     label)
        canvas.restoreState()


@figure("pax-pamir-check")
def dominance_check(context: FigureContext) -> FlowChart:
    """The dominance check, step by step, as the referee applies it."""
    return FlowChart(STEPS[context.lang], BRANCHES[context.lang], context.styles,
                     context.width)
