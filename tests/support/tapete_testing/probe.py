"""A probe component for engine tests: plain coloured faces that fill their bleed box."""

from __future__ import annotations

from generator import fonts
from generator.geometry import POKER, Size
from generator.pieces import Frame, Piece


def _face(label: str, rgb: tuple[float, float, float]):
    def draw(canvas, frame: Frame) -> None:
        b = frame.bleed_box
        canvas.setFillColorRGB(*rgb)
        canvas.rect(b.x, b.y, b.width, b.height, stroke=0, fill=1)
        canvas.setFillColorRGB(0, 0, 0)
        canvas.setFont(fonts.SANS, 3)
        canvas.drawString(frame.safe.x, frame.safe.y, label)
    return draw


def probe_pieces(count: int, size: Size = POKER, backs: bool = True) -> list[Piece]:
    """``count`` pieces ``probe-N`` with a pink front and, if ``backs``, a blue back."""
    return [Piece(f"probe-{n}", size, _face(f"front {n}", (0.95, 0.8, 0.8)),
                  _face(f"back {n}", (0.8, 0.85, 0.95)) if backs else None)
            for n in range(1, count + 1)]
