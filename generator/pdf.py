"""PDF output: canvases with the print settings every Tapete PDF carries, and sheet drawing.

Every PDF: fonts embedded and subset (TrueType via ``generator.fonts``), byte-identical for the
same input (reportlab's invariant mode), ``/PrintScaling /None`` and a duplex viewer preference
matching the chosen flip, so that print dialogs default to 100 % and the right duplex mode.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.geometry import PT_PER_MM, Box, Size, pt
from generator.imposition import Line, Sheet
from generator.pieces import Frame

_DUPLEX_PREFERENCE = {
    "long": "DuplexFlipLongEdge",
    "short": "DuplexFlipShortEdge",
    "none": "Simplex",
}
#: Crop mark stroke width in points (the trade uses 0.25–0.5 pt).
MARK_WIDTH_PT = 0.35


#: Canvas constructor settings every Tapete PDF uses: byte-identical output, compressed pages,
#: and an embedded project font as the initial font (never an unembedded Helvetica).
CANVAS_SETTINGS: dict = {"invariant": 1, "pageCompression": 1, "initialFontName": fonts.SANS}


def apply_print_settings(canvas: Canvas, *, title: str, duplex: str,
                         subject: str | None = None) -> None:
    """Set metadata, ``/PrintScaling /None`` and the duplex preference on ``canvas``.

    Raises KeyError for a duplex mode other than 'long', 'short' or 'none'.
    """
    canvas.setTitle(title)
    canvas.setAuthor("Tapete")
    canvas.setCreator("Tapete tapete-print")
    canvas.setSubject(subject or title)
    canvas.setViewerPreference("PrintScaling", "None")
    canvas.setViewerPreference("Duplex", _DUPLEX_PREFERENCE[duplex])


def new_canvas(path: Path, paper: Size, *, title: str, duplex: str) -> Canvas:
    """A canvas writing ``path`` with Tapete's print settings; pages are ``paper`` (mm).

    Raises KeyError for a duplex mode other than 'long', 'short' or 'none'.
    """
    fonts.register()
    canvas = Canvas(str(path), pagesize=(pt(paper.width), pt(paper.height)), **CANVAS_SETTINGS)
    apply_print_settings(canvas, title=title, duplex=duplex)
    return canvas


def set_page_boxes(canvas: Canvas, trim: Box, bleed: Box) -> None:
    """Set TrimBox and BleedBox (mm) for the current and following pages."""
    canvas.setTrimBox(trim.points())
    canvas.setBleedBox(bleed.points())


def draw_sheet(canvas: Canvas, sheet: Sheet) -> None:
    """Draw every placement of ``sheet`` clipped to its bleed box, then its crop marks."""
    canvas.setPageSize((pt(sheet.paper.width), pt(sheet.paper.height)))
    page = Box(0, 0, sheet.paper.width, sheet.paper.height)
    set_page_boxes(canvas, *(sheet.page_boxes or (page, page)))
    for placement in sheet.placements:
        draw = placement.piece.front if placement.side == "front" else placement.piece.back
        if draw is None:
            continue
        trim, bleed = placement.trim, placement.bleed
        canvas.saveState()
        clip = canvas.beginPath()
        clip.rect(pt(bleed.x), pt(bleed.y), pt(bleed.width), pt(bleed.height))
        canvas.clipPath(clip, stroke=0, fill=0)
        canvas.translate(pt(trim.x), pt(trim.y))
        canvas.scale(PT_PER_MM, PT_PER_MM)
        canvas.saveState()   # the face's own transforms stay separate from its placement
        draw(canvas, Frame(trim.width, trim.height, sheet.bleed))
        canvas.restoreState()
        canvas.restoreState()
    if sheet.marks:
        canvas.saveState()
        canvas.setStrokeColorRGB(0, 0, 0)
        canvas.setLineWidth(MARK_WIDTH_PT)
        for mark in sheet.marks:
            canvas.line(pt(mark.x1), pt(mark.y1), pt(mark.x2), pt(mark.y2))
        canvas.restoreState()
    for fold in sheet.folds:
        draw_fold(canvas, fold)
    canvas.showPage()


def draw_fold(canvas: Canvas, fold: Line) -> None:
    """A dashed grey fold line (mm coordinates on the page)."""
    canvas.saveState()
    canvas.setStrokeColorRGB(0.45, 0.45, 0.45)
    canvas.setLineWidth(MARK_WIDTH_PT)
    canvas.setDash(4, 3)
    canvas.line(pt(fold.x1), pt(fold.y1), pt(fold.x2), pt(fold.y2))
    canvas.restoreState()


#: Draws what a page says around its pieces: ``notes(canvas, index, sheet)``, canvas in mm.
PageNotes = Callable[[Canvas, int, Sheet], None]


def write_sheets(path: Path, sheets: Sequence[Sheet], *, title: str, duplex: str,
                 notes: PageNotes | None = None) -> None:
    """Write ``sheets`` as one PDF at ``path`` (pages in the order given, all on the first
    sheet's paper size unless a sheet says otherwise).

    ``notes``, when given, is called for every page before its pieces are drawn, with the page's
    index from 0 and the canvas in mm (origin at the page's lower-left corner): headings and
    instructions outside the trims. Raises ValueError for no sheets, KeyError for a duplex mode
    other than 'long', 'short' or 'none'.
    """
    if not sheets:
        raise ValueError(f"{path.name}: nothing to print")
    canvas = new_canvas(path, sheets[0].paper, title=title, duplex=duplex)
    for index, sheet in enumerate(sheets):
        if notes is not None:
            canvas.saveState()
            canvas.scale(PT_PER_MM, PT_PER_MM)
            notes(canvas, index, sheet)
            canvas.restoreState()
        draw_sheet(canvas, sheet)
    canvas.save()
