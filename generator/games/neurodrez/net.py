"""Cube nets for paper dice: where the six faces, the glue tabs, the cut outline and the fold
lines lie on the sheet (pure geometry, millimetres, y up).

A net is a set of unit cells (``col``, ``row``), each carrying a die face number 1–6, and a
list of tabs, each on a free side of a cell. ``CROSS`` is a row of four faces with one face above
and one below the second: the row reads 1, 2, 6, 5, the arms 3 (above) and 4 (below), so
faces k and 7 − k end up opposite. Its seven tabs sit on the row's free sides, so the arms
close the cube over them and no two tabs touch. Folding is checked by the tests, which model the
net as a graph of faces and folds.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.geometry import Box
from generator.imposition import Line

#: Direction of each side of a cell, in cell units.
SIDES: dict[str, tuple[int, int]] = {"left": (-1, 0), "right": (1, 0), "bottom": (0, -1),
                                     "top": (0, 1)}


@dataclass(frozen=True)
class NetCell:
    """One face of the net: die face ``number`` at cell ``col``, ``row`` (from the lower left)."""

    number: int
    col: int
    row: int


@dataclass(frozen=True)
class Net:
    """A cube net: six cells and the tabs ``(face number, side)`` glued inside the cube."""

    cells: tuple[NetCell, ...]
    tabs: tuple[tuple[int, str], ...]

    def cell(self, number: int) -> NetCell:
        """The cell carrying die face ``number``; StopIteration if the net has none."""
        return next(c for c in self.cells if c.number == number)

    def neighbour(self, cell: NetCell, side: str) -> NetCell | None:
        """The cell across ``side`` of ``cell`` (the two fold there), or None."""
        dx, dy = SIDES[side]
        return next((c for c in self.cells if (c.col, c.row) == (cell.col + dx, cell.row + dy)),
                    None)


CROSS = Net(
    cells=(NetCell(1, 0, 1), NetCell(2, 1, 1), NetCell(6, 2, 1), NetCell(5, 3, 1),
           NetCell(3, 1, 2), NetCell(4, 1, 0)),
    tabs=((1, "top"), (1, "bottom"), (6, "top"), (6, "bottom"), (5, "top"), (5, "bottom"),
          (5, "right")),
)


@dataclass(frozen=True)
class NetLayout:
    """A net placed on the sheet: face boxes by number, tab outlines (base first), the cut
    outline and the fold lines (mm), and the bounding box of faces and tabs."""

    faces: dict[int, Box]
    tabs: dict[tuple[int, str], tuple[tuple[float, float], ...]]
    cuts: tuple[Line, ...]
    folds: tuple[Line, ...]
    bounds: Box


def side_line(box: Box, side: str) -> Line:
    """The side of ``box`` as a line, drawn counter-clockwise around the box."""
    return {"bottom": Line(box.x, box.y, box.right, box.y),
            "right": Line(box.right, box.y, box.right, box.top),
            "top": Line(box.right, box.top, box.x, box.top),
            "left": Line(box.x, box.top, box.x, box.y)}[side]


def tab_outline(box: Box, side: str, depth: float) -> tuple[tuple[float, float], ...]:
    """A trapezoid on ``side`` of ``box``: its base is the side, its far edge ``depth`` mm out
    and shorter by ``depth`` at each end (45° shoulders, so tabs at a corner never overlap)."""
    line = side_line(box, side)
    dx, dy = SIDES[side]
    ux = (line.x2 - line.x1) / max(abs(line.x2 - line.x1), abs(line.y2 - line.y1))
    uy = (line.y2 - line.y1) / max(abs(line.x2 - line.x1), abs(line.y2 - line.y1))
    return ((line.x1, line.y1), (line.x2, line.y2),
            (line.x2 + dx * depth - ux * depth, line.y2 + dy * depth - uy * depth),
            (line.x1 + dx * depth + ux * depth, line.y1 + dy * depth + uy * depth))


def layout_net(net: Net, x: float, y: float, edge: float, depth: float) -> NetLayout:
    """Place ``net`` with faces ``edge`` mm square and tabs ``depth`` mm deep, its cells' lower-
    left corner at ``(x, y)``. Raises ValueError if a tab is on a side that folds or the tab is
    too deep for the edge."""
    if not 0 < depth < edge / 2:
        raise ValueError(f"tab depth {depth} mm must be between 0 and half the edge ({edge} mm)")
    for number, side in net.tabs:
        if net.neighbour(net.cell(number), side) is not None:
            raise ValueError(f"tab on face {number} {side} lies on a fold")
    min_col = min(c.col for c in net.cells)
    min_row = min(c.row for c in net.cells)
    faces = {c.number: Box(x + (c.col - min_col) * edge, y + (c.row - min_row) * edge, edge, edge)
             for c in net.cells}
    tabs, cuts, folds = {}, [], []
    for cell in net.cells:
        box = faces[cell.number]
        for side in SIDES:
            other = net.neighbour(cell, side)
            if other is not None:
                if (cell.col, cell.row) < (other.col, other.row):
                    folds.append(side_line(box, side))
            elif (cell.number, side) in net.tabs:
                outline = tab_outline(box, side, depth)
                tabs[(cell.number, side)] = outline
                folds.append(side_line(box, side))
                for a, b in zip(outline[1:], outline[2:] + outline[:1], strict=True):
                    cuts.append(Line(*a, *b))
            else:
                cuts.append(side_line(box, side))
    xs = [p[0] for t in tabs.values() for p in t] + [b.x for b in faces.values()] + \
        [b.right for b in faces.values()]
    ys = [p[1] for t in tabs.values() for p in t] + [b.y for b in faces.values()] + \
        [b.top for b in faces.values()]
    bounds = Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    return NetLayout(faces, tabs, tuple(cuts), tuple(folds), bounds)
