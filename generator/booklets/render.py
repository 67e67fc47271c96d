"""Set a booklet text as PDF pages with platypus: a cover, body pages with a running header and
page numbers, and (for saddle stitching) ruled note pages up to a multiple of 4.

Page sizes and margins are in mm (``PageFormat``), type sizes in pt. The same text is set on the
reading format (A4/Letter, one wide column of about 70 characters) and the booklet format (A5 /
half-letter, 9.5 pt body, mirrored running header and folios at the outer edge). Every page but
the cover carries its number in its footer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from reportlab.lib.colors import white
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    ActionFlowable,
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepInFrame,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Paragraph,
    Table,
    TableStyle,
)
from reportlab.platypus.doctemplate import LayoutError

from generator import fonts
from generator.booklets import figures
from generator.booklets.blocks import BookletError, Heading, plain_text
from generator.booklets.markdown import Source, inline_markup, to_flowables
from generator.booklets.strings import engine_text
from generator.booklets.styles import DEFAULT_ACCENT, MUTED, RULE, Styles, make_styles, tint
from generator.geometry import PAPERS, Size, pt
from generator.text import draw_anchored


@dataclass(frozen=True)
class PageFormat:
    """A logical page: ``size`` and margins in mm, ``body`` type size in pt; ``mirrored``
    puts the running header and folio on the outer edge (left on even pages)."""

    size: Size
    side: float
    top: float
    bottom: float
    body: float
    mirrored: bool


#: Reading PDF (A4/Letter): a 132–134 mm column at 11 pt, about 70 characters a line.
READING = {
    "a4": PageFormat(PAPERS["a4"], 39.0, 27.0, 25.0, 11.0, mirrored=False),
    "letter": PageFormat(PAPERS["letter"], 41.0, 25.0, 23.0, 11.0, mirrored=False),
}
#: Saddle-stitch logical pages: A5 (148.5 × 210 mm, exactly half of A4) and half-letter.
BOOKLET = {
    "a4": PageFormat(Size(148.5, 210.0), 15.0, 18.0, 17.0, 9.5, mirrored=True),
    "letter": PageFormat(Size(139.7, 215.9), 14.0, 19.0, 18.0, 9.5, mirrored=True),
}


@dataclass(frozen=True)
class Rendered:
    """What ``render`` set: ``pages`` logical pages, of which the last ``notes`` are padding."""

    pages: int
    notes: int


class _PadPages(ActionFlowable):
    """Ends the story with ruled note pages up to a multiple of ``multiple`` pages."""

    def __init__(self, multiple: int) -> None:
        super().__init__(("padPages", multiple))


class _BookletDoc(BaseDocTemplate):
    def __init__(self, target: str, source: Source, fmt: PageFormat,
                 styles: Styles, note: str, *, outline: bool) -> None:
        size = (pt(fmt.size.width), pt(fmt.size.height))
        super().__init__(target, pagesize=size, leftMargin=pt(fmt.side),
                         rightMargin=pt(fmt.side), topMargin=pt(fmt.top),
                         bottomMargin=pt(fmt.bottom), title=_title(source),
                         author="Tapete", creator="Tapete tapete-print", subject=plain_text(note),
                         invariant=1, lang=source.lang)
        self.source, self.fmt, self.styles, self.note = source, fmt, styles, note
        self.notes = 0
        self.outline = outline
        self._chapter = ""
        self._page_chapter = ""
        self._outline: list[int] = []
        body = Frame(self.leftMargin, self.bottomMargin, self.width, self.height,
                     leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id="body")
        cover = Frame(self.leftMargin, self.bottomMargin + pt(22), self.width,
                      size[1] * 0.55 - self.bottomMargin - pt(22), leftPadding=0,
                      rightPadding=0, topPadding=0, bottomPadding=0, id="cover")
        self.addPageTemplates([
            PageTemplate("cover", [cover], onPage=self._draw_cover, pagesize=size),
            PageTemplate("body", [body], onPageEnd=self._draw_running, pagesize=size),
            PageTemplate("notes", [body], onPage=self._draw_notes, onPageEnd=self._draw_running,
                         pagesize=size),
        ])

    # platypus hooks -------------------------------------------------------------------------
    def handle_pageBegin(self) -> None:
        begin = getattr(self.canv, "begin_logical_page", None)
        if begin is not None:
            begin()
        super().handle_pageBegin()

    def afterFlowable(self, flowable: Flowable) -> None:
        if not isinstance(flowable, Heading):
            return
        if flowable.level == 1:
            self._chapter = flowable.plain
            self._page_chapter = self._page_chapter or flowable.plain
        if not self.outline:
            return
        while self._outline and self._outline[-1] >= flowable.level:
            self._outline.pop()
        key = f"h{self.seq.nextf('outline')}"
        self.canv.bookmarkPage(key)
        self.canv.addOutlineEntry(flowable.plain, key, level=len(self._outline))
        self._outline.append(flowable.level)

    def handle_padPages(self, multiple: int) -> None:
        missing = (-self.page) % multiple
        if missing:
            self.handle_nextPageTemplate("notes")
        for _ in range(missing):
            self.handle_pageBreak()
            self.clean_hanging()
        self.notes = missing

    # page decoration ------------------------------------------------------------------------
    def _outer_x(self, page: int) -> tuple[float, str]:
        """Where the running texts go: (x in pt, 'left'|'right'|'center')."""
        if not self.fmt.mirrored:
            return self.leftMargin, "left"
        if page % 2 == 0:
            return self.leftMargin, "left"
        return self.leftMargin + self.width, "right"

    def _draw_running(self, canvas: Canvas, doc: BaseDocTemplate) -> None:
        chapter = self._page_chapter or self._chapter
        self._page_chapter = ""
        header = self.source.cover.header
        text = f"{header}  ·  {chapter}" if chapter and chapter != header else header
        size = self.styles.body_size * 0.78
        x, align = self._outer_x(self.page)
        top = self.pagesize[1] - self.topMargin
        canvas.saveState()
        canvas.setFillColor(MUTED)
        canvas.setFont(fonts.SANS_SEMIBOLD, size)
        baseline = top + self.styles.leading * 1.1
        draw_anchored(canvas, text, x, baseline, align)
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.4)
        canvas.line(self.leftMargin, baseline - size * 0.55, self.leftMargin + self.width,
                    baseline - size * 0.55)
        canvas.setFont(fonts.SANS_BOLD, self.styles.body_size * 0.9)
        canvas.setFillColor(self.styles.accent)
        folio_y = self.bottomMargin - self.styles.leading * 2.0
        folio = str(self.page)
        if self.fmt.mirrored:
            draw_anchored(canvas, folio, x, folio_y, align)
        else:
            draw_anchored(canvas, folio, self.leftMargin + self.width / 2, folio_y, "center")
        canvas.restoreState()

    def _draw_notes(self, canvas: Canvas, doc: BaseDocTemplate) -> None:
        title = Paragraph(engine_text("notes", self.source.lang), self.styles.h2)
        _, height = title.wrap(self.width, self.height)
        top = self.bottomMargin + self.height
        title.drawOn(canvas, self.leftMargin, top - height)
        canvas.saveState()
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.4)
        step = self.styles.leading * 1.6
        y = top - height - step
        while y > self.bottomMargin:
            canvas.line(self.leftMargin, y, self.leftMargin + self.width, y)
            y -= step
        canvas.restoreState()

    def _draw_cover(self, canvas: Canvas, doc: BaseDocTemplate) -> None:
        width, height = self.pagesize
        band = height * 0.42
        cover = self.source.cover
        canvas.saveState()
        canvas.setFillColor(self.styles.accent)
        canvas.rect(0, height - band, width, band, stroke=0, fill=1)
        canvas.setFillColor(tint(self.styles.accent, 0.35))
        canvas.rect(0, height - band - pt(2.2), width, pt(2.2), stroke=0, fill=1)
        canvas.setFillColor(white)
        canvas.setFont(fonts.SANS_BOLD, self.styles.body_size * 0.95)
        kicker = engine_text("kicker", self.source.lang)
        canvas.drawString(self.leftMargin, height - self.topMargin, kicker.upper())
        canvas.restoreState()
        parts = [Paragraph(inline_markup(cover.title, self.source.lang), self.styles.cover_title),
                 Paragraph(inline_markup(cover.subtitle, self.source.lang),
                           self.styles.cover_subtitle)]
        y = height - band + self.styles.body_size * 2.2
        for part in reversed(parts):
            _, h = part.wrap(self.width, band)
            part.drawOn(canvas, self.leftMargin, y)
            y += h + part.style.spaceBefore
        note = Paragraph(self.note, self.styles.note)
        _, h = note.wrap(self.width, self.bottomMargin * 3)
        note.drawOn(canvas, self.leftMargin, self.bottomMargin)
        canvas.saveState()
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.5)
        rule_y = self.bottomMargin + h + self.styles.body_size * 0.6
        canvas.line(self.leftMargin, rule_y, self.leftMargin + self.width, rule_y)
        canvas.restoreState()


def _title(source: Source) -> str:
    return f"{source.cover.title} — {source.cover.subtitle}"


def _cover_story(source: Source, styles: Styles, width: float, height: float) -> Flowable:
    """The cover's facts table and summary, refusing to overflow the cover."""
    lang = source.lang
    parts: list[Flowable] = []
    if source.cover.facts:
        rows = [[Paragraph(inline_markup(label, lang), styles.head_cell),
                 Paragraph(inline_markup(value, lang), styles.cell)]
                for label, value in source.cover.facts]
        parts.append(Table(rows, colWidths=[width * 0.3, width * 0.7], hAlign="LEFT",
                           style=TableStyle([
                               ("FONTNAME", (0, 0), (-1, -1), styles.cell.fontName),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), styles.body_size * 0.45),
                               ("LINEBELOW", (0, 0), (-1, -1), 0.3, RULE),
                           ]), spaceAfter=styles.leading))
    if source.cover.summary:
        parts.append(Paragraph(inline_markup(source.cover.summary, lang), styles.cover_text))
    return KeepInFrame(width, height, parts, mode="error", name=f"{source.path} cover")


def render(source: Source, fmt: PageFormat, path: Path, *, note: str,
           canvas: Callable[[Path], Canvas], pad_to: int = 1, booklet: bool = False
           ) -> Rendered:
    """Set ``source`` on ``fmt`` pages on the canvas ``canvas(path)`` makes (and saves).

    ``note`` (paragraph markup) is the print instruction on the cover and the PDF's Subject;
    ``pad_to`` > 1 adds ruled note pages until the page count is a multiple of it. For a
    ``booklet`` (pages that end up imposed on sheets) links are written out instead of made
    clickable and the PDF gets no outline; otherwise every heading is in the outline.
    Raises BookletError naming the file when the text does not fit (a table too wide, a figure
    or box taller than a page, an overfull cover).
    """
    styles = make_styles(fmt.body, source.cover.accent or DEFAULT_ACCENT)
    doc = _BookletDoc(str(path), source, fmt, styles, note, outline=not booklet)

    def lookup(name: str, width: float) -> Flowable | list[Flowable]:
        return figures.make(name, figures.FigureContext(source.lang, width, styles))

    story: list[Flowable] = [
        _cover_story(source, styles, doc.width, doc.pagesize[1] * 0.5),
        NextPageTemplate("body"), PageBreak(),
        *to_flowables(source, styles, doc.width, doc.height, lookup, links=not booklet),
    ]
    if pad_to > 1:
        story.append(_PadPages(pad_to))
    try:
        doc.build(story, canvasmaker=lambda filename, **_: canvas(Path(filename)))
    except LayoutError as exc:
        raise BookletError(f"{source.path}: does not fit the {fmt.size.width:g}×"
                           f"{fmt.size.height:g} mm page: {exc}") from None
    return Rendered(doc.page, doc.notes)
