"""Vector drawings as data: closed shapes and open strokes in a drawing's own units, y upwards.

A ``Drawing`` is a list of ``Shape``s painted in order (each filled, then outlined) plus ``Stroke``
detail lines on top. Geometry is written with a small command language:

- ``("M", x, y)`` move, ``("L", x, y)`` line, ``("C", x1, y1, x2, y2, x, y)`` cubic Bézier;
- ``("A", cx, cy, r, a0, a1)`` circular arc from angle ``a0`` to ``a1`` (degrees, counter-
  clockwise when ``a1 > a0``), with a straight line to its start if the pen is elsewhere;
- ``("O", cx, cy, r)`` a whole circle (its own closed sub-path).

``lathe`` builds a left-right symmetric outline (a turned chess piece) from its right half.
Everything here is pure geometry; ``generator.art.pieces`` turns it into PDF drawing operators.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property

Command = tuple

#: Tones a shape can be painted in: the caller's body colour, or the drawing's light colour.
TONES: tuple[str, ...] = ("body", "light")


@dataclass(frozen=True)
class Shape:
    """A closed region: ``commands`` (sub-paths are closed), painted in ``tone``."""

    commands: tuple[Command, ...]
    tone: str = "body"

    def __post_init__(self) -> None:
        if self.tone not in TONES:
            raise ValueError(f"unknown tone {self.tone!r}; expected one of {', '.join(TONES)}")


@dataclass(frozen=True)
class Stroke:
    """An open detail line (or closed, if it ends with ``("Z",)``) drawn in the outline colour."""

    commands: tuple[Command, ...]


@dataclass(frozen=True)
class Drawing:
    """A picture in its own units: shapes painted in order, then the detail strokes."""

    shapes: tuple[Shape, ...]
    strokes: tuple[Stroke, ...] = ()

    @cached_property
    def bounds(self) -> tuple[float, float, float, float]:
        """``(x0, y0, x1, y1)`` of every shape's outline (curves sampled, not control points)."""
        points = [p for shape in self.shapes for p in _trace(shape.commands)]
        if not points:
            raise ValueError("a drawing needs at least one shape")
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        return min(xs), min(ys), max(xs), max(ys)


def arc_point(cx: float, cy: float, r: float, angle: float) -> tuple[float, float]:
    """The point at ``angle`` degrees on the circle ``(cx, cy, r)``."""
    a = math.radians(angle)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def arc_curves(cx: float, cy: float, r: float, a0: float, a1: float) -> list[Command]:
    """Cubic Béziers ("C" commands) approximating the arc, each spanning at most 90°."""
    steps = max(1, math.ceil(abs(a1 - a0) / 90.0 - 1e-9))
    span = (a1 - a0) / steps
    k = 4.0 / 3.0 * math.tan(math.radians(span) / 4.0) * r
    out: list[Command] = []
    for i in range(steps):
        s = math.radians(a0 + i * span)
        e = math.radians(a0 + (i + 1) * span)
        x0, y0 = cx + r * math.cos(s), cy + r * math.sin(s)
        x3, y3 = cx + r * math.cos(e), cy + r * math.sin(e)
        out.append(("C", x0 - k * math.sin(s), y0 + k * math.cos(s),
                    x3 + k * math.sin(e), y3 - k * math.cos(e), x3, y3))
    return out


def expand(commands: Iterable[Command]) -> list[Command]:
    """``commands`` with arcs and circles rewritten as M/L/C/Z only."""
    out: list[Command] = []
    pen: tuple[float, float] | None = None
    for cmd in commands:
        op = cmd[0]
        if op == "A":
            _, cx, cy, r, a0, a1 = cmd
            start = arc_point(cx, cy, r, a0)
            if pen is None:
                out.append(("M", *start))
            elif math.dist(pen, start) > 1e-6:
                out.append(("L", *start))
            out += arc_curves(cx, cy, r, a0, a1)
        elif op == "O":
            _, cx, cy, r = cmd
            out.append(("M", cx + r, cy))
            out += arc_curves(cx, cy, r, 0.0, 360.0)
            out.append(("Z",))
        elif op in ("M", "L", "C", "Z"):
            out.append(cmd)
        else:
            raise ValueError(f"unknown path command {cmd!r}")
        if out[-1][0] != "Z":
            pen = (out[-1][-2], out[-1][-1])
    return out


def _trace(commands: Sequence[Command], samples: int = 12) -> list[tuple[float, float]]:
    """Points along the path (Béziers sampled), for bounds."""
    points: list[tuple[float, float]] = []
    pen = (0.0, 0.0)
    for cmd in expand(commands):
        if cmd[0] in ("M", "L"):
            pen = (cmd[1], cmd[2])
            points.append(pen)
        elif cmd[0] == "C":
            x0, y0 = pen
            x1, y1, x2, y2, x3, y3 = cmd[1:]
            for i in range(1, samples + 1):
                t = i / samples
                u = 1 - t
                points.append((u**3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x3,
                               u**3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y3))
            pen = (x3, y3)
    return points


def mirror_x(commands: Iterable[Command], axis: float) -> list[Command]:
    """The commands reflected in the vertical line ``x = axis`` (same drawing order)."""
    out: list[Command] = []
    for cmd in expand(commands):
        if cmd[0] == "Z":
            out.append(cmd)
            continue
        values = list(cmd[1:])
        for i in range(0, len(values), 2):
            values[i] = 2 * axis - values[i]
        out.append((cmd[0], *values))
    return out


def lathe(half: Sequence[Command], axis: float = 50.0) -> tuple[Command, ...]:
    """A closed symmetric outline from its right half.

    ``half`` starts with ``("M", axis, y_bottom)``, runs up the right side with L/C/A commands
    and ends on the axis at the top. The left side is the mirror image traced back down.
    Raises ValueError if the half does not start and end on the axis.
    """
    right = expand(half)
    if right[0][0] != "M" or abs(right[0][1] - axis) > 1e-6 or abs(right[-1][-2] - axis) > 1e-6:
        raise ValueError("a lathe profile must start with M on the axis and end on the axis")
    points = [(right[0][1], right[0][2])]
    for cmd in right[1:]:
        points.append((cmd[-2], cmd[-1]))
    left: list[Command] = []
    for i in range(len(right) - 1, 0, -1):
        cmd = right[i]
        px, py = points[i - 1]
        if cmd[0] == "C":
            x1, y1, x2, y2 = cmd[1:5]
            left.append(("C", 2 * axis - x2, y2, 2 * axis - x1, y1, 2 * axis - px, py))
        else:
            left.append(("L", 2 * axis - px, py))
    return (*right, *left, ("Z",))
