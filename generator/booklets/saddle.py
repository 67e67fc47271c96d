"""Saddle-stitch imposition: logical pages placed 2-up on landscape sheets in booklet order.

A booklet of N pages (N a multiple of 4) prints on N/4 sheets, each with a front and a back.
Sheet s (0-based) carries on its front pages N − 2s (left) and 2s + 1 (right), and on its back
pages 2s + 2 (left) and N − 2s − 1 (right). Stacking the printed sheets with sheet 1 on top and
folding the stack in half with sheet 1's front outside gives pages 1…N in reading order.

The sheets are landscape, so they print duplex **flipped on the short edge**: turning a sheet
over sideways, as one turns a page, rotates it about its short edge and keeps the back upright.
The PDF asks for that (``/Duplex /DuplexFlipShortEdge``) and for 100 % (``/PrintScaling
/None``). Logical pages are never scaled: A5 (148.5 × 210 mm, half of A4) and half-letter fill
the sheet halves exactly, so the fold is the sheet's centre line. No creep compensation
(booklets up to about 40 pages of ordinary paper do not need it).

How: platypus sets the logical pages on a ``SheetCanvas``, which keeps each page as a PDF Form
XObject instead of showing it; ``save`` then draws the sheets, each placing two forms with a
translation only. Fonts stay embedded and subset, each page's drawing is stored once.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from generator import fonts
from generator.geometry import Box, Size, pt
from generator.imposition import ImpositionError
from generator.pdf import CANVAS_SETTINGS, apply_print_settings, set_page_boxes


def booklet_order(pages: int) -> list[tuple[int, int]]:
    """The sheet sides in print order as (left page, right page), pages numbered from 1:
    front of sheet 1, back of sheet 1, front of sheet 2, …

    Raises ImpositionError unless ``pages`` is a positive multiple of 4.
    """
    if pages <= 0 or pages % 4:
        raise ImpositionError(f"a saddle-stitched booklet needs a multiple of 4 pages, "
                              f"got {pages}")
    sides: list[tuple[int, int]] = []
    for sheet in range(pages // 4):
        sides.append((pages - 2 * sheet, 2 * sheet + 1))
        sides.append((2 * sheet + 2, pages - 2 * sheet - 1))
    return sides


def slots(page: Size, sheet: Size) -> tuple[Box, Box]:
    """The left and right logical page boxes on a sheet (mm), meeting at the centre line.

    Raises ImpositionError when two pages do not fit side by side unscaled.
    """
    if 2 * page.width > sheet.width + 1e-6 or page.height > sheet.height + 1e-6:
        raise ImpositionError(f"two {page.width:g}×{page.height:g} mm pages do not fit a "
                              f"{sheet.width:g}×{sheet.height:g} mm sheet")
    y = (sheet.height - page.height) / 2
    middle = sheet.width / 2
    return (Box(middle - page.width, y, page.width, page.height),
            Box(middle, y, page.width, page.height))


class SheetCanvas(Canvas):
    """A canvas for platypus that keeps logical pages (``page`` mm) as Form XObjects and, on
    ``save``, writes them 2-up in booklet order on landscape ``sheet``-sized pages.

    Protocol with the document template: ``begin_logical_page()`` before anything of a page is
    drawn; platypus's ``showPage()`` then closes it. ``entries`` (after ``save``) are the
    manifest entries: one per logical page, id ``page-N``, its sheet side and box (mm).
    The print settings are those of ``generator.pdf.new_canvas``, with short-edge duplex.
    """

    def __init__(self, path: Path, *, page: Size, sheet: Size, title: str,
                 subject: str) -> None:
        fonts.register()
        super().__init__(str(path), pagesize=(pt(page.width), pt(page.height)),
                         **CANVAS_SETTINGS)
        self.page_size, self.sheet_size = page, sheet
        self.slots = slots(page, sheet)
        self.logical_pages = 0
        self.entries: list[dict[str, Any]] = []
        apply_print_settings(self, title=title, duplex="short", subject=subject)

    @staticmethod
    def form_name(number: int) -> str:
        """The Form XObject name of logical page ``number``."""
        return f"tapete-page-{number}"

    def begin_logical_page(self) -> None:
        """Start collecting the next logical page."""
        self.beginForm(self.form_name(self.logical_pages + 1), 0, 0,
                       pt(self.page_size.width), pt(self.page_size.height))

    def showPage(self) -> None:
        """Close the logical page being drawn (platypus calls this at each page end)."""
        self.endForm()
        self.logical_pages += 1

    def save(self) -> None:
        """Impose the logical pages on sheets, then write the PDF.

        Raises ImpositionError unless the page count is a multiple of 4.
        """
        sheet = self.sheet_size
        whole = Box(0, 0, sheet.width, sheet.height)
        for index, pair in enumerate(booklet_order(self.logical_pages)):
            side = "front" if index % 2 == 0 else "back"
            self.setPageSize((pt(sheet.width), pt(sheet.height)))
            set_page_boxes(self, whole, whole)
            for number, box in zip(pair, self.slots, strict=True):
                self.saveState()
                self.translate(pt(box.x), pt(box.y))
                self.doForm(self.form_name(number))
                self.restoreState()
                self.entries.append({"id": f"page-{number}", "page": index + 1, "side": side,
                                     "trim": box.as_list(), "bleed": box.as_list()})
            Canvas.showPage(self)
        self.entries.sort(key=lambda entry: int(entry["id"].removeprefix("page-")))
        super().save()
