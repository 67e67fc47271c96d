"""What a component renderer hands to the imposition: pieces with a front and a back drawing.

A renderer knows nothing of sheets. It draws one face into a ``Frame``: when its ``Draw`` is
called, canvas units are millimetres and the origin is the lower-left corner of the trim box. The
background and edge art must extend ``frame.bleed`` mm beyond the trim on every side; texts and
anything important stay inside ``frame.safe``. The imposition clips each face to its bleed box.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from generator.geometry import SAFE_INSET, Box, Size


@dataclass(frozen=True)
class Frame:
    """The face being drawn: trim ``width`` × ``height`` mm, ``bleed`` mm around it."""

    width: float
    height: float
    bleed: float
    safe_inset: float = SAFE_INSET

    @property
    def trim(self) -> Box:
        """The trim box, ``Box(0, 0, width, height)``."""
        return Box(0.0, 0.0, self.width, self.height)

    @property
    def bleed_box(self) -> Box:
        """The trim grown by the bleed: where backgrounds must reach."""
        return self.trim.inset(-self.bleed)

    @property
    def safe(self) -> Box:
        """The safe area: the trim shrunk by ``safe_inset`` mm."""
        return self.trim.inset(self.safe_inset)


Draw = Callable[[Canvas, Frame], None]


@dataclass(frozen=True)
class Piece:
    """One physical item to print: a card, tile, token or sheet part.

    ``id`` is unique within a print job (copies get ``-2``, ``-3``… suffixes, see ``copies``);
    ``size`` is the trim size in mm; ``back`` is None for a single-sided piece.
    """

    id: str
    size: Size
    front: Draw
    back: Draw | None = None


def as_form(prefix: str, key: str, draw: Draw) -> Draw:
    """``draw`` written into each PDF once, as a form XObject, and reused for every copy.

    ``key`` names the design: it must differ between designs printed into the same PDF under
    the same ``prefix`` (a data file's ids are unique, so card ids serve). The form is named
    ``<prefix>-<16 hex digits>`` from the key and the frame (trim and bleed, mm), so the same
    input gives the same PDF bytes and a face drawn at another size gets its own form.
    """

    def wrapped(canvas: Canvas, frame: Frame) -> None:
        ident = f"{key}|{frame.width}x{frame.height}+{frame.bleed}"
        name = f"{prefix}-" + hashlib.sha1(ident.encode("utf-8")).hexdigest()[:16]
        if not canvas.hasForm(name):
            box = frame.bleed_box
            canvas.beginForm(name, box.x, box.y, box.right, box.top)
            draw(canvas, frame)
            canvas.endForm()
        canvas.doForm(name)

    return wrapped


def copies(card_id: str, count: int) -> list[str]:
    """Piece ids for ``count`` copies of one card: ``["x"]`` or ``["x-1", "x-2", …]``."""
    if count == 1:
        return [card_id]
    return [f"{card_id}-{n}" for n in range(1, count + 1)]
