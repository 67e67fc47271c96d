"""The jester (Jóker / Bufón of the PokerDrez deck, seed 004): a turned piece with a pleated
ruff, a smiling face and a three-horned cap with bells, in the 100-unit space of
``generator.art.pieces``.
"""

from __future__ import annotations

from generator.art.base import BASE_RIGHT, base_seams
from generator.art.outline import Drawing, Shape, Stroke, lathe

_SCALLOPS = 5
_RUFF_LEFT, _RUFF_RIGHT, _RUFF_EDGE = 27.0, 73.0, 39.0


def _ruff() -> tuple[tuple, ...]:
    """The collar: a gently arched top edge and a scalloped lower edge."""
    step = (_RUFF_RIGHT - _RUFF_LEFT) / _SCALLOPS
    commands: list[tuple] = [("M", _RUFF_LEFT, _RUFF_EDGE),
                             ("C", 26, 43, 29, 47.5, 36, 48.5),
                             ("C", 44, 50, 56, 50, 64, 48.5),
                             ("C", 71, 47.5, 74, 43, _RUFF_RIGHT, _RUFF_EDGE)]
    for i in range(_SCALLOPS):
        xa = _RUFF_RIGHT - i * step
        xb = xa - step
        commands.append(("C", xa - 1, _RUFF_EDGE - 5, xb + 1, _RUFF_EDGE - 5, xb, _RUFF_EDGE))
    commands.append(("Z",))
    return tuple(commands)


def _pleats() -> list[Stroke]:
    step = (_RUFF_RIGHT - _RUFF_LEFT) / _SCALLOPS
    lines = []
    for i in range(1, _SCALLOPS):
        x = _RUFF_LEFT + i * step
        lean = (x - 50) * 0.18
        lines.append(Stroke((("M", x, _RUFF_EDGE + 0.5), ("L", x + lean, _RUFF_EDGE + 6.5))))
    return lines


# The cap: a brim over the forehead, a horn drooping to each side and one standing up.
_CAP = (("M", 37, 65), ("C", 44, 62.5, 56, 62.5, 63, 65),
        ("C", 70, 68.5, 77, 67, 81.5, 60.5),      # right horn, underside
        ("C", 81, 72, 72, 83, 60.5, 81),          # right horn, top
        ("C", 63, 89, 60, 96, 53, 99.5),          # middle horn, right side
        ("C", 52, 93, 47, 86, 39.5, 81),          # middle horn, left side
        ("C", 28, 83, 19, 72, 18.5, 60.5),        # left horn, top
        ("C", 23, 67, 30, 68.5, 37, 65), ("Z",))
_BELLS = ((83, 57.2, 3.7), (17, 57.2, 3.7), (52.5, 102.5, 3.7))


def jester() -> Drawing:
    """The jester: base, robe, ruff, face (light), cap and three bells."""
    robe = lathe([*BASE_RIGHT, ("C", 62, 22, 59.5, 30, 59, 38), ("L", 50, 38)])
    face = (("O", 50, 57.5, 11.5),)
    bells = [Shape((("O", x, y, r),)) for x, y, r in _BELLS]
    features = [
        Stroke((("A", 45.5, 59.5, 2.0, 25, 155),)),             # eyes, closed and smiling
        Stroke((("A", 54.5, 59.5, 2.0, 25, 155),)),
        Stroke((("A", 50, 56, 5.2, 205, 335),)),                # smile
        Stroke((("M", 50, 63.5), ("C", 53, 68, 57, 74, 60.5, 81))),   # cap seams
        Stroke((("M", 50, 63.5), ("C", 47, 68, 43, 74, 39.5, 81))),
        *base_seams(),
        *_pleats(),
    ]
    slits = [Stroke((("M", 83, 55.2), ("L", 83, 56.4))), Stroke((("M", 17, 55.2),
                                                                  ("L", 17, 56.4)))]
    diamond = (("M", 50, 20), ("L", 54, 27), ("L", 50, 34), ("L", 46, 27), ("Z",))
    return Drawing(
        (Shape(robe), Shape(_ruff()), Shape(face, tone="light"), Shape(_CAP), *bells,
         Shape(diamond, tone="light")),
        (*features, *slits),
    )
