"""The two documents of a rules family: the reading PDF (A4/Letter pages) and the saddle-stitch
booklet (A5 on A4, half-letter on Letter), each with its manifest entries.

The texts are ``assets/rules/<family>.<lang>.md``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from assets import asset_path
from generator.booklets import markdown, render
from generator.booklets.blocks import plain_text
from generator.booklets.saddle import SheetCanvas
from generator.booklets.strings import engine_text
from generator.components import PrintOptions
from generator.geometry import PAPERS, Box
from generator.pdf import new_canvas


def source_path(family: str, lang: str) -> Path:
    """Where the text of ``family`` in ``lang`` lives: ``assets/rules/<family>.<lang>.md``."""
    return asset_path("rules", f"{family}.{lang}.md")


def _source(family: str, lang: str) -> markdown.Source:
    return markdown.read(source_path(family, lang), lang)


def reading_pdf(family: str, options: PrintOptions, pdf_path: Path) -> list[dict[str, Any]]:
    """Write the reading PDF of ``family`` (pages of ``options.paper``, duplex preference
    ``options.duplex``); returns one manifest entry per page (id ``page-N``; side 'front' for
    odd pages and 'back' for even ones when printed duplex, else 'front').

    Raises BookletError naming the file when the text cannot be set.
    """
    fmt = render.READING[options.paper]
    source = _source(family, options.lang)
    note = engine_text("reading_note", options.lang,
                       paper=engine_text(f"paper_{options.paper}", options.lang),
                       booklet=f"{family}-booklet")

    def canvas(path: Path) -> Canvas:
        return new_canvas(path, fmt.size, title=_title(source), duplex=options.duplex)

    rendered = render.render(source, fmt, pdf_path, note=note, canvas=canvas)
    page = Box(0, 0, fmt.size.width, fmt.size.height).as_list()
    return [{"id": f"page-{n}", "page": n,
             "side": "back" if options.duplex != "none" and n % 2 == 0 else "front",
             "trim": page, "bleed": page} for n in range(1, rendered.pages + 1)]


def booklet_pdf(family: str, options: PrintOptions, pdf_path: Path) -> list[dict[str, Any]]:
    """Write the saddle-stitch booklet of ``family``: the text set on A5 (``--paper a4``) or
    half-letter (``letter``) pages, padded with note pages to a multiple of 4, imposed 2-up on
    landscape sheets to print duplex flipped on the short edge (whatever ``options.duplex``
    says: a booklet is double-sided by nature). Returns one manifest entry per logical page.

    Raises BookletError naming the file when the text cannot be set.
    """
    fmt = render.BOOKLET[options.paper]
    lang = options.lang
    source = _source(family, lang)
    note = engine_text("booklet_note", lang, paper=engine_text(f"paper_{options.paper}", lang),
                       page=engine_text(f"page_{options.paper}", lang))
    sheets: list[SheetCanvas] = []

    def canvas(path: Path) -> Canvas:
        sheets.append(SheetCanvas(path, page=fmt.size, sheet=PAPERS[options.paper].rotated(),
                                  title=_title(source), subject=plain_text(note)))
        return sheets[-1]

    render.render(source, fmt, pdf_path, note=note, canvas=canvas, pad_to=4, booklet=True)
    return sheets[-1].entries


def _title(source: markdown.Source) -> str:
    return f"{source.cover.title} — {source.cover.subtitle}"
