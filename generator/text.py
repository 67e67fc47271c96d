"""Text set inside a box, shrunk to fit down to a minimum size; an overflow is an error.

Sizes are given in points (as type is specified) and converted to the millimetre canvas units the
renderers draw in (see ``generator.pieces``). ``fit_text`` sets reportlab paragraph markup with
platypus, imported on its first use (it costs ~45 ms to import, a third of a deck's print);
``fit_lines`` sets plain text with reportlab's simple line breaking and needs no platypus.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, TypeVar

from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.geometry import Box, mm_from_pt

if TYPE_CHECKING:
    from reportlab.platypus.paragraph import Paragraph

T = TypeVar("T")
_ALIGN = {"left": TA_LEFT, "center": TA_CENTER, "right": TA_RIGHT, "justify": TA_JUSTIFY}
#: Type that does not fit shrinks in steps of this many points.
SHRINK_STEP_PT = 0.25


class TextOverflow(ValueError):
    """A text does not fit its box even at the minimum size; the message names the piece."""


@dataclass(frozen=True)
class Type:
    """A type setting: font name, size and minimum size in pt, leading as a factor of size."""

    font: str
    size: float
    min_size: float | None = None
    leading: float = 1.18
    color: str = "#000000"
    align: str = "center"


def shrink_sizes(size_pt: float, minimum_pt: float) -> Iterator[float]:
    """The type sizes (pt) to try, largest first, when text shrinks to fit: ``size_pt``, then
    ``SHRINK_STEP_PT`` smaller each time down to ``minimum_pt`` (inclusive, give or take a
    rounding error). ``size_pt`` itself is always tried."""
    size = size_pt
    yield size
    while size - SHRINK_STEP_PT >= minimum_pt - 1e-9:
        size -= SHRINK_STEP_PT
        yield size


def tracked_width(text: str, font: str, size_pt: float, tracking: float) -> float:
    """Width in mm of ``text`` set in ``font`` at ``size_pt`` with letter-spacing ``tracking``
    (a fraction of the type size between letters, as reportlab's ``charSpace``)."""
    size = mm_from_pt(size_pt)
    return fonts.text_width(text, font, size) + tracking * size * max(len(text) - 1, 0)


def plain(text: str) -> str:
    """Escape ``text`` for reportlab's paragraph markup and keep its line breaks."""
    return escape(text, quote=False).replace("\n", "<br/>")


def fit_text(canvas: Canvas, markup: str, box: Box, style: Type, *, where: str,
             valign: str = "top") -> float:
    """Set ``markup`` (reportlab paragraph markup; use ``plain`` for raw text) inside ``box`` (mm).

    Tries ``style.size`` then smaller sizes in 0.25 pt steps down to ``style.min_size`` (default:
    70 % of the size). Returns the size used (pt). ``valign`` is 'top', 'middle' or 'bottom'.
    Raises TextOverflow naming ``where`` when the text does not fit at the minimum size.
    """
    size, para, height = _shrink_to_fit(markup, box, style, where,
                                        lambda size: _layout(markup, box, style, size))
    para.drawOn(canvas, box.x, _block_bottom(box, height, valign))
    return size


def _shrink_to_fit(text: str, box: Box, style: Type, where: str,
                   layout: Callable[[float], tuple[T, float]]) -> tuple[float, T, float]:
    """The first size (pt) from ``style.size`` down to its minimum whose ``layout`` (the laid
    out text and its height in mm, ``inf`` when a word is wider than the box) fits ``box``;
    with that layout and height. Raises TextOverflow naming ``where``."""
    fonts.register()
    minimum = style.min_size if style.min_size is not None else round(style.size * 0.7, 2)
    for size in shrink_sizes(style.size, minimum):
        laid, height = layout(size)
        if height <= box.height + 1e-6:
            return size, laid, height
    raise TextOverflow(
        f"{where}: text does not fit a {box.width:.1f}×{box.height:.1f} mm box "
        f"even at {minimum} pt: {text[:60]!r}")


def _block_bottom(box: Box, height: float, valign: str) -> float:
    """Where a block ``height`` mm tall starts (its bottom, mm) in ``box`` at ``valign``."""
    return {"top": box.top - height, "middle": box.y + (box.height - height) / 2,
            "bottom": box.y}[valign]


def _layout(markup: str, box: Box, style: Type, size_pt: float) -> tuple[Paragraph, float]:
    from reportlab.platypus.paragraph import Paragraph  # platypus only where markup is set

    size = mm_from_pt(size_pt)
    para_style = ParagraphStyle(
        "fit", fontName=style.font, fontSize=size, leading=size * style.leading,
        textColor=style.color, alignment=_ALIGN[style.align], splitLongWords=0,
        spaceShrinkage=0,  # reportlab's default lets a line overrun the box by 5 % of its spaces
    )
    para = Paragraph(markup, para_style)
    _, height = para.wrap(box.width, box.height)
    too_wide = any(_overlong_word(line) for line in para.blPara.lines)
    return para, (float("inf") if too_wide else height)


def fit_lines(canvas: Canvas, text: str, box: Box, style: Type, *, where: str,
              valign: str = "top") -> float:
    """Set plain ``text`` (no markup; a newline starts a line) inside ``box`` (mm), shrinking
    as ``fit_text`` does, and return the size used (pt). Lines break between words
    (``reportlab.lib.utils.simpleSplit``) and sit as a paragraph's would: the first baseline
    one type size below the top of the block, then one leading apart. ``style.align`` is
    'left', 'center' or 'right'. Raises TextOverflow naming ``where`` when the text does not
    fit at the minimum size, a word included."""
    size_pt, lines, height = _shrink_to_fit(text, box, style, where,
                                            lambda size: _lines(text, box, style, size))
    size = mm_from_pt(size_pt)
    top = _block_bottom(box, height, valign) + height
    x = {"left": box.x, "center": box.x + box.width / 2, "right": box.right}[style.align]
    canvas.setFillColor(style.color)
    canvas.setFont(style.font, size)
    for index, line in enumerate(lines):
        draw_anchored(canvas, line, x, top - size - index * size * style.leading, style.align)
    return size_pt


def _lines(text: str, box: Box, style: Type, size_pt: float) -> tuple[list[str], float]:
    """``text`` broken into lines at ``size_pt`` and their height (mm; ``inf`` when a word is
    wider than the box)."""
    size = mm_from_pt(size_pt)
    lines = simpleSplit(text, style.font, size, box.width)
    too_wide = any(fonts.text_width(line, style.font, size) > box.width + 1e-6 for line in lines)
    return lines, (float("inf") if too_wide else len(lines) * size * style.leading)


def _overlong_word(line: object) -> bool:
    """True for a line holding one word wider than the box (reportlab will not break it)."""
    if isinstance(line, tuple):   # simple paragraphs: (extraSpace, words)
        extra, words = line
    else:
        extra, words = getattr(line, "extraSpace", 0.0), getattr(line, "words", [])
    return extra < -1e-6 and len(words) == 1


def draw_line(canvas: Canvas, text: str, x: float, y: float, font: str, size_pt: float,
              align: str = "center", max_width: float | None = None, where: str = "") -> None:
    """Draw one line of ``text`` at baseline ``y`` (mm); ``align`` anchors ``x``.

    With ``max_width`` (mm) the size shrinks (to 70 % at least) so the line fits; beyond that
    TextOverflow names ``where``.
    """
    fonts.register()
    size = size_pt
    if max_width is not None:
        for size in shrink_sizes(size_pt, size_pt * 0.7):
            if fonts.text_width(text, font, mm_from_pt(size)) <= max_width:
                break
        else:
            raise TextOverflow(f"{where}: line {text!r} is wider than {max_width:.1f} mm")
    canvas.setFont(font, mm_from_pt(size))
    draw_anchored(canvas, text, x, y, align)


def draw_anchored(canvas: Canvas, text: str, x: float, y: float, align: str = "left") -> None:
    """Draw ``text`` in the current font at baseline ``y`` with ``x`` its left end ('left'),
    centre ('center') or right end ('right'); canvas units (mm or pt) as the caller's."""
    if align == "center":
        canvas.drawCentredString(x, y, text)
    elif align == "right":
        canvas.drawRightString(x, y, text)
    else:
        canvas.drawString(x, y, text)


def page_heading(canvas: Canvas, box: Box, title: str, notes: str, *, where: str) -> None:
    """A sheet's heading in ``box`` (mm): ``title`` on the top line (bold 12 pt, in the
    canvas's fill colour, shrunk to fit the width) and ``notes`` (plain text, 8.5 pt, left
    aligned) filling the rest below it. Raises TextOverflow naming ``where`` when either does
    not fit."""
    draw_line(canvas, title, box.x, box.top - mm_from_pt(12), fonts.SANS_BOLD, 12, align="left",
              max_width=box.width, where=f"{where} title")
    fit_text(canvas, plain(notes), box.grow(0, 0, 0, -6.5), Type(fonts.SANS, 8.5, align="left"),
             where=f"{where} notes")
