"""Card parts shared by the lucha card faces (poker size): the top band, the corner disc, the
text panel. Coordinates are mm from the trim's lower-left corner (see ``generator.pieces``).
"""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph

from generator import fonts
from generator.games.lucha import icons
from generator.games.lucha.style import (
    INK,
    PAPER,
    WHITE,
    band,
    band_rule,
    disc,
    on_white,
    panel,
)
from generator.geometry import Box, mm_from_pt
from generator.pieces import Frame
from generator.text import TextOverflow, Type, draw_line, fit_text, plain

#: Where the top band starts (mm above the bottom edge) and how far its right end rises.
BAND_Y = 70.0
BAND_SLANT = 3.5
#: The corner disc: centre offset from the safe area's top-left corner, radius (mm).
DISC_OFFSET = 8.0
DISC_RADIUS = 7.8
#: Top of the text panel (mm above the bottom edge).
PANEL_TOP = 39.0

TITLE = Type(fonts.SANS_BLACK, 14.0, min_size=8.5, leading=1.0, align="left")
EFFECT = Type(fonts.SANS_SEMIBOLD, 10.0, min_size=6.5, leading=1.2, color="#1F1B18")
NOTE = Type(fonts.SERIF_ITALIC, 7.0, min_size=5.4, leading=1.15, color="#4A443C")


def header(c: Canvas, frame: Frame, title: str, label: str, colours: tuple[Color, Color],
           where: str, left: float = 0.0, right: float = 0.0, saver: bool = False) -> None:
    """The diagonal band at the top: small ``label`` above ``title`` (capitals, up to 2 lines).

    ``colours`` = (band, lettering). ``left``/``right`` keep that many mm of the safe area free
    (for a corner disc or star). Ink saver: no band, a rule in the band's colour where its
    lower edge runs, the lettering in ink. Raises TextOverflow naming ``where``.
    """
    band_colour, lettering = colours
    if saver:
        band_rule(c, frame, BAND_Y, band_colour, slant=BAND_SLANT, width=1.2)
        lettering = INK
    else:
        band(c, frame, BAND_Y, frame.height + frame.bleed - BAND_Y, band_colour,
             slant=BAND_SLANT)
    safe = frame.safe
    x, width = safe.x + left, safe.width - left - right
    c.setFillColor(lettering)
    draw_line(c, label.upper(), x, safe.top - 2.2, fonts.SANS_BOLD, 5.8, align="left",
              max_width=width, where=f"{where} / label")
    bottom = BAND_Y + BAND_SLANT * (left + width / 2) / frame.width + 1.0
    # Start no larger than lets the longest word fit one line: a word is never broken.
    longest = max(fonts.text_width(word, TITLE.font, 1.0) for word in title.upper().split())
    size = min(TITLE.size, width / mm_from_pt(longest) - 0.01)
    if size < (TITLE.min_size or 0):
        raise TextOverflow(f"{where} / name: a word of {title!r} is wider than {width:.1f} mm "
                           f"even at {TITLE.min_size} pt")
    style = Type(TITLE.font, size, TITLE.min_size, TITLE.leading,
                 color=lettering.hexval().replace("0x", "#"), align="left")
    fit_text(c, plain(title.upper()), Box(x, bottom, width, safe.top - 3.6 - bottom), style,
             where=f"{where} / name", valign="middle")


def disc_centre(frame: Frame) -> tuple[float, float]:
    """Centre of the top-left corner disc (mm)."""
    return frame.safe.x + DISC_OFFSET, frame.safe.top - DISC_OFFSET


def corner_disc(c: Canvas, frame: Frame, text: str, colours: tuple[Color, Color],
                icon: str | None = None, caption: str = "", where: str = "",
                saver: bool = False) -> None:
    """The top-left disc (``colours`` = fill, ink): ``text`` large, or ``icon`` if no text.

    ``caption`` is a small word under the number (e.g. 'loyalty'). Ink saver: a white disc
    ringed in the fill colour, the text in that colour (darkened if light).
    """
    fill, ink = colours
    cx, cy = disc_centre(frame)
    if saver:
        ink = on_white(fill)
        disc(c, cx, cy, DISC_RADIUS - 0.5, WHITE, ring=fill, ring_width=1.0)
        fill = WHITE
    else:
        disc(c, cx, cy, DISC_RADIUS, fill, ring=PAPER, ring_width=0.9)
    if not text:
        if icon is not None:
            icons.draw(c, icon, cx, cy, 9.0, ink, fill)
        return
    c.setFillColor(ink)
    size = 25.0 if len(text) <= 2 else 21.0
    lift = 1.2 if caption else 0.0
    draw_line(c, text, cx, cy - 3.4 + lift, fonts.SANS_BLACK, size - 3 * bool(caption),
              max_width=DISC_RADIUS * 1.75, where=f"{where} / corner")
    if caption:
        draw_line(c, caption.upper(), cx, cy - 4.9, fonts.SANS_BOLD, 4.6,
                  max_width=DISC_RADIUS * 1.5, where=f"{where} / corner caption")


def text_panel(c: Canvas, frame: Frame, main: str, note: str | None, rule: Color, where: str,
               top: float = PANEL_TOP, note_height: float = 11.0, saver: bool = False) -> None:
    """The cream panel (ink saver: white) at the bottom up to ``top`` mm: ``main`` text, and
    ``note`` under a rule in the panel's lowest ``note_height`` mm (both markup).

    Raises TextOverflow naming ``where`` when either does not fit.
    """
    safe = frame.safe
    panel(c, safe.x, safe.y, safe.width, top - safe.y, WHITE if saver else PAPER, border=INK,
          border_width=0.3)
    inner = Box(safe.x + 2.5, safe.y + 2.0, safe.width - 5.0, top - safe.y - 4.0)
    main_box = inner
    if note:
        note_height = min(note_height, inner.height * 0.45)
        fit_text(c, note, Box(inner.x, inner.y, inner.width, note_height), NOTE,
                 where=f"{where} / note", valign="middle")
        c.setStrokeColor(rule)
        c.setLineWidth(0.5)
        c.line(inner.x + 8, inner.y + note_height + 1.2, inner.right - 8,
               inner.y + note_height + 1.2)
        main_box = Box(inner.x, inner.y + note_height + 2.4, inner.width,
                       inner.height - note_height - 2.4)
    fit_text(c, main, main_box, EFFECT, where=f"{where} / text", valign="middle")


def _height(markup: str, style: Type, size_pt: float, width: float) -> float:
    """Height (mm) of ``markup`` set ``width`` mm wide in ``style`` at ``size_pt``."""
    fonts.register()
    size = mm_from_pt(size_pt)
    para = Paragraph(markup, ParagraphStyle("measure", fontName=style.font, fontSize=size,
                                            leading=size * style.leading))
    return para.wrap(width, 1e6)[1]


def two_texts(c: Canvas, box: Box, first: tuple[str, Type], second: tuple[str, Type],
              rule: Color, where: str, gap: float = 3.6) -> None:
    """Set two texts (markup) in ``box``, one above the other with a rule between them.

    Both shrink by the same factor (down to their ``min_size``) until the pair fits, and the
    pair is centred vertically. Raises TextOverflow naming ``where`` when they cannot fit.
    """
    (text1, style1), (text2, style2) = first, second
    scale = 1.0
    while True:
        size1, size2 = style1.size * scale, style2.size * scale
        h1 = _height(text1, style1, size1, box.width)
        h2 = _height(text2, style2, size2, box.width)
        smallest = size1 <= (style1.min_size or 0) or size2 <= (style2.min_size or 0)
        if h1 + gap + h2 <= box.height or smallest:
            break
        scale -= 0.02
    spare = max(0.0, box.height - (h1 + gap + h2))
    top = box.top - spare / 2
    fit_text(c, text1, Box(box.x, top - h1 - 0.2, box.width, h1 + 0.2),
             Type(style1.font, size1, size1, style1.leading, style1.color, style1.align),
             where=f"{where} / text", valign="top")
    y_rule = top - h1 - gap / 2
    c.setStrokeColor(rule)
    c.setLineWidth(0.5)
    c.line(box.x + 8, y_rule, box.right - 8, y_rule)
    bottom_box = Box(box.x, box.y, box.width, max(0.0, y_rule - gap / 2 - box.y))
    fit_text(c, text2, bottom_box,
             Type(style2.font, size2, size2, style2.leading, style2.color, style2.align),
             where=f"{where} / second text", valign="top")
