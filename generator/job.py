"""One print job: a component of a game, with the user's options, into ``DIR``.

Writes ``DIR/GAME-COMPONENT-PAPER-LANG.pdf``, its ``.json`` manifest and, with ``png``, a PNG proof
per page (``…-p1.png``…).
"""

from __future__ import annotations

from pathlib import Path

from generator.components import Component, PrintGame, PrintOptions
from generator.geometry import PAPERS
from generator.imposition import impose
from generator.manifest import entries_for, write_manifest
from generator.pdf import write_sheets
from generator.proofs import write_proofs


def output_stem(game: str, component: str, options: PrintOptions) -> str:
    """``GAME-COMPONENT-PAPER-LANG``, the predictable name of a job's files."""
    return f"{game}-{component}-{options.paper}-{options.lang}"


def print_component(game: PrintGame, component: Component, options: PrintOptions,
                    out_dir: Path) -> list[Path]:
    """Print one component; returns the paths written (PDF, manifest, proofs).

    Raises ImpositionError, TextOverflow or CatalogueError from the layers below.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    stem = output_stem(game.id, component.id, options)
    pdf_path = out_dir / f"{stem}.pdf"
    paper = PAPERS[options.paper]
    if component.pieces is not None:
        sheets = impose(component.pieces(options.lang), paper, bleed=options.bleed,
                        layout=options.layout, duplex=options.duplex,
                        back_offset=options.back_offset, crop_marks=options.crop_marks)
        title = f"{game.name.get(options.lang)} — {component.name.get(options.lang)}"
        write_sheets(pdf_path, sheets, title=title, duplex=options.duplex)
        entries = entries_for(sheets)
    else:
        assert component.document is not None
        entries = component.document(options, pdf_path)
    manifest_path = pdf_path.with_suffix(".json")
    write_manifest(manifest_path, game=game.id, component=component.id, options=options,
                   paper=paper, entries=entries)
    written = [pdf_path, manifest_path]
    if options.png:
        written += write_proofs(pdf_path)
    return written
