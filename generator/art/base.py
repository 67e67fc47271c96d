"""The two-tier base every piece of the set stands on, in the 100-unit design space.

A slab 0–7.5 high and 72 wide, a torus ring 7.5–13, and a fillet up to where each piece's body
rises at ``(68, 16.5)`` (right side) / ``(32, 16.5)`` (left side).
"""

from __future__ import annotations

from generator.art.outline import Stroke

#: Right half, from the axis at the bottom up to the body's foot at (68, 16.5).
BASE_RIGHT: tuple[tuple, ...] = (
    ("M", 50, 0), ("L", 81, 0), ("C", 84.5, 0, 86, 1.5, 86, 4), ("L", 86, 4.5),
    ("C", 86, 6.5, 84.5, 7.5, 82, 7.5), ("L", 76, 7.5), ("C", 77.8, 7.5, 78.5, 9, 78.5, 10.25),
    ("C", 78.5, 11.5, 77.8, 13, 76, 13), ("L", 71.5, 13), ("C", 69.5, 13.5, 68, 15, 68, 16.5))

#: Left side, from the body's foot at (32, 16.5) down and round to the start of the slab at
#: the bottom (for pieces drawn as one asymmetric outline, like the knight).
BASE_LEFT: tuple[tuple, ...] = (
    ("L", 32, 16.5), ("C", 32, 15, 30.5, 13.5, 28.5, 13), ("L", 24, 13),
    ("C", 22.2, 13, 21.5, 11.5, 21.5, 10.25), ("C", 21.5, 9, 22.2, 7.5, 24, 7.5),
    ("L", 18, 7.5), ("C", 15.5, 7.5, 14, 6.5, 14, 4.5), ("L", 14, 4),
    ("C", 14, 1.5, 15.5, 0, 19, 0), ("Z",))


def base_seams() -> list[Stroke]:
    """The seams between slab, torus and body."""
    return [Stroke((("M", 24, 7.5), ("L", 76, 7.5))),
            Stroke((("M", 28.5, 13), ("L", 71.5, 13)))]
