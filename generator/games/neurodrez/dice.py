"""The three NeuroDrez dice as cube nets to cut, fold and glue (seed 004, NeuroDrez: "Tres
dados": figures 1–6, the six colours, the six surfaces).

One page holds the three nets (``net.CROSS``), one above the other. Every face is a
piece placed at its face box and clipped to its bleed box (the bleed reaches past the cut
outline on free sides, and over the tabs on tabbed sides); the face's drawing also paints its
tabs. The cut outline is drawn as solid marks, the folds dashed. Figure faces show the piece and
its number (Peón 1 … Jóker 6), colour faces the colour with its pattern and name, surface faces
the surface's fill, icon and name. The dice are one-sided: no back pages.

Ink saver: faces and tabs white; a colour face shows its colour and pattern as a disc above its
name, a surface face a faint tint of its fill.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.art.pieces import draw_piece
from generator.art.shapes import polygon_path
from generator.art.surfaces import draw_surface
from generator.components import PrintOptions, document_title
from generator.games.neurodrez.data import Die, NeuroData, load_data
from generator.games.neurodrez.marks import (
    colour_disc,
    colour_square,
    highlight,
    pattern_step,
    text_ink,
)
from generator.games.neurodrez.net import CROSS, SIDES, NetLayout, layout_net, tab_outline
from generator.geometry import PAPERS, PRINTER_MARGIN, Box, Size, mm_from_pt
from generator.imposition import ImpositionError, Placement, Sheet
from generator.ink import SAVER, light_tint
from generator.pdf import write_sheets
from generator.pieces import Draw, Frame, Piece
from generator.text import draw_line, page_heading

FACE_WHITE = "#FBFAF6"
FIGURE_INK = "#24232A"
TAB_FILL = "#E2E2E2"
TAB_INK = "#7A7A7A"
#: Height of the page heading (title and instructions) above the nets (mm).
HEADING = 17.0
#: Least room between two nets' bleed boxes, to cut between them (mm).
MIN_GAP = 4.0
#: The most bleed a net gets (mm): a larger --bleed is for cards, and would push the three nets
#: off the page.
MAX_NET_BLEED = 3.0
#: Ink saver: the colour disc's radius as a share of the edge; the surface tint's distance to
#: white.
SAVER_DISC = 0.27
SAVER_SURFACE_TINT = 0.86


def _face_drawer(data: NeuroData, die: Die, number: int, lang: str, tabs: list[str],
                 cut_sides: list[str], saver: bool) -> Draw:
    """The face's art over the face and its bleed on cut sides, then its tabs on top."""
    face_id = die.faces[number - 1]
    glue = data.s("glue", lang)

    def draw(canvas: Canvas, frame: Frame) -> None:
        edge = frame.width
        grow = Box(0, 0, edge, edge).grow(
            *(frame.bleed if side in cut_sides else 0.0
              for side in ("left", "bottom", "right", "top")))
        if die.kind == "figure":
            _figure_face(canvas, data, face_id, grow, edge, saver)
        elif die.kind == "colour" and saver:
            _saver_colour_face(canvas, data, face_id, edge, lang)
        elif die.kind == "colour":
            _colour_face(canvas, data, face_id, grow, edge, lang)
        else:
            _surface_face(canvas, data, face_id, grow, edge, lang, saver)
        for side in tabs:
            _tab(canvas, Box(0, 0, edge, edge), side, data.die_tab, glue, saver)
    return draw


def _figure_face(canvas: Canvas, data: NeuroData, face_id: str, grow: Box, edge: float,
                 saver: bool) -> None:
    figure = data.figure(face_id)
    if not saver:
        canvas.setFillColor(HexColor(FACE_WHITE))
        canvas.rect(grow.x, grow.y, grow.width, grow.height, stroke=0, fill=1)
    draw_piece(canvas, figure.piece, Box(edge * 0.3, edge * 0.1, edge * 0.6, edge * 0.66),
               FIGURE_INK, FIGURE_INK, light=FACE_WHITE)
    canvas.setFillColor(HexColor(FIGURE_INK))
    draw_line(canvas, str(figure.value), edge * 0.2, edge * 0.66, fonts.SANS_BLACK, edge * 0.6,
              where=f"die face {face_id}")


def _colour_face(canvas: Canvas, data: NeuroData, face_id: str, grow: Box, edge: float,
                 lang: str) -> None:
    colour = data.colour(face_id)
    colour_square(canvas, colour.hex, colour.pattern, grow.x, grow.y, grow.width, grow.height,
                  step=pattern_step(edge / 2))
    name = colour.name.get(lang).upper()
    size_pt = edge * 0.3
    width = fonts.text_width(name, fonts.SANS_BOLD, mm_from_pt(size_pt)) + 3
    canvas.setFillColor(HexColor(FACE_WHITE if text_ink(colour.hex) == "#ffffff"
                                 else "#1A1A1A"))
    canvas.roundRect((edge - width) / 2, edge * 0.08, width, edge * 0.22, 1, stroke=0, fill=1)
    canvas.setFillColor(HexColor("#1A1A1A" if text_ink(colour.hex) == "#ffffff"
                                 else FACE_WHITE))
    draw_line(canvas, name, edge / 2, edge * 0.145, fonts.SANS_BOLD, size_pt,
              max_width=edge - 4, where=f"die face {face_id}")


def _saver_colour_face(canvas: Canvas, data: NeuroData, face_id: str, edge: float,
                       lang: str) -> None:
    """Ink saver's colour face: the colour and its pattern as a ringed disc, its name below."""
    colour = data.colour(face_id)
    radius = edge * SAVER_DISC
    colour_disc(canvas, colour.hex, colour.pattern, edge / 2, edge * 0.6, radius, ring=0.6)
    canvas.setStrokeColor(HexColor(FIGURE_INK))
    canvas.setLineWidth(0.3)
    canvas.circle(edge / 2, edge * 0.6, radius + 0.6, stroke=1, fill=0)
    canvas.setFillColor(HexColor(FIGURE_INK))
    draw_line(canvas, colour.name.get(lang).upper(), edge / 2, edge * 0.12, fonts.SANS_BOLD,
              edge * 0.3, max_width=edge - 4, where=f"die face {face_id}")


def _surface_face(canvas: Canvas, data: NeuroData, face_id: str, grow: Box, edge: float,
                  lang: str, saver: bool) -> None:
    surface = data.surface(face_id)
    if saver:
        canvas.setFillColor(HexColor(light_tint(surface.fill, SAVER_SURFACE_TINT)))
        canvas.rect(0, 0, edge, edge, stroke=0, fill=1)
    else:
        canvas.setFillColor(HexColor(surface.fill))
        canvas.rect(grow.x, grow.y, grow.width, grow.height, stroke=0, fill=1)
    icon = edge * 0.58
    draw_surface(canvas, surface.icon, Box((edge - icon) / 2, edge * 0.3, icon, icon),
                 ink=surface.ink, light=highlight(surface.fill))
    canvas.setFillColor(HexColor(surface.ink))
    draw_line(canvas, surface.name.get(lang).upper(), edge / 2, edge * 0.1, fonts.SANS_BOLD,
              edge * 0.3, max_width=edge - 4, where=f"die face {face_id}")


def _tab(canvas: Canvas, box: Box, side: str, depth: float, glue: str, saver: bool) -> None:
    outline = tab_outline(box, side, depth)
    canvas.saveState()
    canvas.setFillColor(HexColor("#FFFFFF" if saver else TAB_FILL))
    canvas.drawPath(polygon_path(canvas, outline), stroke=0, fill=1)
    dx, dy = SIDES[side]
    canvas.translate(box.x + box.width / 2 + dx * (box.width + depth) / 2,
                     box.y + box.height / 2 + dy * (box.height + depth) / 2)
    canvas.rotate({"bottom": 0, "top": 0, "left": 90, "right": -90}[side])
    canvas.setFillColor(HexColor(TAB_INK))
    draw_line(canvas, glue, 0, -mm_from_pt(5.5) * 0.35, fonts.SANS, 5.5,
              max_width=box.width - 2 * depth - 1, where="die tab")
    canvas.restoreState()


def _sides(layout: NetLayout, number: int) -> dict[str, str]:
    """Each side of face ``number``: 'fold', 'tab' or 'cut'."""
    cell = CROSS.cell(number)
    return {side: "fold" if CROSS.neighbour(cell, side) is not None
            else "tab" if (number, side) in layout.tabs else "cut" for side in SIDES}


def _bleed_box(layout: NetLayout, number: int, bleed: float, depth: float) -> Box:
    """The face box grown by ``depth`` on tabbed sides and ``bleed`` on cut sides."""
    kinds = _sides(layout, number)
    grow = {side: {"fold": 0.0, "tab": max(depth, bleed), "cut": bleed}[kind]
            for side, kind in kinds.items()}
    return layout.faces[number].grow(grow["left"], grow["bottom"], grow["right"], grow["top"])


def _layouts(data: NeuroData, paper: Size, bleed: float) -> list[NetLayout]:
    """The three nets centred across the page, spread down it under the heading."""
    edge, depth = data.die_edge, data.die_tab
    probe = layout_net(CROSS, 0, 0, edge, depth)
    width, height = probe.bounds.width, probe.bounds.height
    top = paper.height - PRINTER_MARGIN - HEADING - bleed
    bottom = PRINTER_MARGIN + bleed
    count = len(data.dice)
    spare = top - bottom - count * height
    if spare < (count - 1) * (2 * bleed + MIN_GAP) or width + 2 * max(bleed, PRINTER_MARGIN) \
            > paper.width:
        raise ImpositionError(f"three {edge:g} mm dice nets do not fit "
                              f"{paper.width:g}×{paper.height:g} mm paper")
    gap = min(spare / max(count - 1, 1), 2 * bleed + 16.0)
    block = count * height + (count - 1) * gap
    y = bottom + (top - bottom - block) / 2 + block - height
    layouts = []
    for _ in data.dice:
        x = (paper.width - width) / 2 - probe.bounds.x
        layouts.append(layout_net(CROSS, x, y - probe.bounds.y, edge, depth))
        y -= height + gap
    return layouts


def write_dice(options: PrintOptions, pdf_path: Path) -> list[dict[str, Any]]:
    """Write the dice page; returns manifest entries: one per face (``kind`` 'face', with
    ``die``, ``face`` number and ``value``) and one per tab (``kind`` 'tab', with ``die``,
    ``face``, ``side`` and ``edge`` [x1, y1, x2, y2], the fold it hangs from). Layout, duplex
    and back offset do not apply (one-sided); the cut outline is the net's own die line and is
    always drawn; the bleed is at most ``MAX_NET_BLEED``; ``options.ink`` 'saver' leaves faces
    and tabs white. Raises ImpositionError if the nets do not fit the paper."""
    data = load_data()
    saver = options.ink == SAVER
    paper = PAPERS[options.paper]
    bleed_mm = min(options.bleed, MAX_NET_BLEED)
    layouts = _layouts(data, paper, bleed_mm)
    placements, cuts, folds, entries = [], [], [], []
    for die, layout in zip(data.dice, layouts, strict=True):
        # Faces with tabs go last, so their tabs lie over the neighbours' bleed.
        for number, box in sorted(layout.faces.items(),
                                  key=lambda item: "tab" in _sides(layout, item[0]).values()):
            kinds = _sides(layout, number)
            piece = Piece(f"die-{die.id}-face-{number}", Size(box.width, box.height),
                          _face_drawer(data, die, number, options.lang,
                                       [s for s, k in kinds.items() if k == "tab"],
                                       [s for s, k in kinds.items() if k == "cut"], saver))
            bleed = _bleed_box(layout, number, bleed_mm, data.die_tab)
            placements.append(Placement(piece, "front", box, bleed))
            entries.append({"id": piece.id, "page": 1, "side": "front", "trim": box.as_list(),
                            "bleed": bleed.as_list(), "kind": "face", "die": die.id,
                            "face": number, "value": die.faces[number - 1]})
        for (number, side), outline in layout.tabs.items():
            xs, ys = [p[0] for p in outline], [p[1] for p in outline]
            box = Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            entries.append({"id": f"die-{die.id}-tab-{number}-{side}", "page": 1,
                            "side": "front", "trim": box.as_list(), "bleed": box.as_list(),
                            "kind": "tab", "die": die.id, "face": number, "side_of_face": side,
                            "edge": [round(v, 3) for v in (*outline[0], *outline[1])]})
        cuts += layout.cuts
        folds += layout.folds
    sheet = Sheet(paper, "front", tuple(placements), tuple(cuts), bleed_mm, tuple(folds))
    title = document_title(data.catalogue.name, data.catalogue.components["dice"].name,
                           options.lang)

    def notes(canvas: Canvas, _index: int, _sheet: Sheet) -> None:
        _notes(canvas, data, layouts, paper, options.lang, title)

    write_sheets(pdf_path, [sheet], title=title, duplex="none", notes=notes)
    return entries


def _notes(canvas: Canvas, data: NeuroData, layouts: list[NetLayout], paper: Size, lang: str,
           title: str) -> None:
    """The page heading, and each die's name in the free corner beside its lower arm."""
    box = Box(PRINTER_MARGIN + 10, paper.height - PRINTER_MARGIN - HEADING + 1,
              paper.width - 2 * PRINTER_MARGIN - 20, HEADING - 2)
    canvas.setFillColor(HexColor("#1A1A1A"))
    page_heading(canvas, box, title, data.s("dice_howto", lang), where="dice page")
    edge = data.die_edge
    for die, layout in zip(data.dice, layouts, strict=True):
        arm = layout.faces[CROSS.cells[-1].number]
        draw_line(canvas, die.name.get(lang), arm.right + edge * 0.35, arm.y + 4,
                  fonts.SANS_BOLD, 10, align="left", max_width=edge * 2,
                  where=f"die {die.id} name")
