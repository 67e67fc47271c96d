"""Colour arithmetic for print art: parsing '#rrggbb', tints and shades, WCAG contrast."""

from __future__ import annotations

import re

_HEX = re.compile(r"^#[0-9A-Fa-f]{6}$")


def rgb(hex_colour: str) -> tuple[float, float, float]:
    """'#rrggbb' as (r, g, b) in 0–1. Raises ValueError for anything else."""
    if not isinstance(hex_colour, str) or not _HEX.match(hex_colour):
        raise ValueError(f"expected a colour like '#1F5FC4', got {hex_colour!r}")
    return tuple(int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5))  # type: ignore[return-value]


def to_hex(colour: tuple[float, float, float]) -> str:
    """(r, g, b) in 0–1 as '#RRGGBB'."""
    return "#" + "".join(f"{round(max(0.0, min(1.0, c)) * 255):02X}" for c in colour)


def mix(hex_colour: str, other: str, amount: float) -> str:
    """``hex_colour`` moved ``amount`` (0–1) of the way towards ``other``; e.g. a tint is a mix
    with '#FFFFFF'."""
    a, b = rgb(hex_colour), rgb(other)
    return to_hex(tuple(x + (y - x) * amount for x, y in zip(a, b, strict=True)))


def luminance(hex_colour: str) -> float:
    """WCAG 2 relative luminance (0 black – 1 white)."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb(hex_colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG 2 contrast ratio of two colours (1–21; 4.5 reads as small text, 3 as large)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
