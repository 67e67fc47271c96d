"""One print job: a component of a game, with the user's options, into ``DIR``.

Writes ``DIR/GAME-COMPONENT-PAPER-LANG.pdf``, its ``.json`` manifest and, with ``png``, a PNG proof
per page (``…-p1.png``…). With ``pod`` the PDF is ``DIR/GAME-COMPONENT-pod-LANG.pdf`` instead, one
card face per page; ``png_cards`` adds 300 dpi PNGs of every face in
``DIR/GAME-COMPONENT-LANG-cards/``.
"""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path

from generator.components import Component, PrintGame, PrintOptions, document_title
from generator.geometry import PAPERS
from generator.imposition import impose
from generator.manifest import entries_for, write_manifest
from generator.pdf import write_sheets
from generator.pod import write_card_pngs, write_pod
from generator.proofs import write_proofs


def output_stem(game: str, component: str, options: PrintOptions) -> str:
    """``GAME-COMPONENT-PAPER-LANG``, the predictable name of a job's files."""
    return f"{game}-{component}-{options.paper}-{options.lang}"


def effective_duplex(component: Component, options: PrintOptions) -> str:
    """The duplex mode the PDF really asks for: the component's own, none for gutterfold
    sheets (single-sided), else the user's choice."""
    if component.duplex is not None:
        return component.duplex
    if component.pieces is not None and options.layout == "gutterfold" and not options.pod:
        return "none"
    return options.duplex


def print_component(game: PrintGame, component: Component, options: PrintOptions,
                    out_dir: Path) -> list[Path]:
    """Print one component; returns the paths written (PDF, manifest, proofs).

    Raises ImpositionError, TextOverflow or CatalogueError from the layers below.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    title = document_title(game.name, component.name, options.lang)
    paper = PAPERS[options.paper]
    if component.document is not None:
        pdf_path = out_dir / f"{output_stem(game.id, component.id, options)}.pdf"
        entries = component.document(options, pdf_path)
    else:
        assert component.pieces is not None
        pieces = component.pieces(options.lang, options.ink)
        if options.pod:
            pdf_path = out_dir / f"{game.id}-{component.id}-pod-{options.lang}.pdf"
            entries = write_pod(pieces, pdf_path, bleed=options.bleed, title=title)
        else:
            pdf_path = out_dir / f"{output_stem(game.id, component.id, options)}.pdf"
            sheets = impose(pieces, paper, bleed=options.bleed, layout=options.layout,
                            duplex=options.duplex, back_offset=options.back_offset,
                            crop_marks=options.crop_marks)
            write_sheets(pdf_path, sheets, title=title, duplex=effective_duplex(component, options))
            entries = entries_for(sheets)
    manifest_path = pdf_path.with_suffix(".json")
    write_manifest(manifest_path, game=game.id, component=component.id,
                   options=replace(options, duplex=effective_duplex(component, options)),
                   paper=paper, entries=entries)
    written = [pdf_path, manifest_path]
    if options.png:
        written += write_proofs(pdf_path)
    if options.png_cards and component.pieces is not None:
        written += _card_pngs(pieces, options, title,
                              out_dir / f"{game.id}-{component.id}-{options.lang}-cards")
    return written


def _card_pngs(pieces: list, options: PrintOptions, title: str, folder: Path) -> list[Path]:
    with tempfile.TemporaryDirectory() as scratch:
        pod_pdf = Path(scratch) / "cards.pdf"
        entries = write_pod(pieces, pod_pdf, bleed=options.bleed, title=title)
        return write_card_pngs(pod_pdf, entries, folder)
