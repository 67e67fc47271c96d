"""The JSON manifest written beside every PDF: where each piece's faces are, in millimetres.

Shape::

    {"game", "component", "paper", "lang", "layout", "bleed", "duplex", "back_offset",
     "page_size": [w, h], ["ink": "saver",]
     "pieces": [{"id", "page", "side": "front"|"back", "trim": [x, y, w, h],
                 "bleed": [x, y, w, h]}, ...]}

Pages count from 1; boxes are in mm from the page's lower-left corner. ``ink`` is written only
for an ink-saver print (``--ink saver``); without it the print is full colour, so a default
print's manifest stays the same, byte for byte, as before the ink modes existed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from generator.components import PrintOptions
from generator.geometry import Size
from generator.imposition import Sheet
from generator.ink import FULL


def entries_for(sheets: Sequence[Sheet]) -> list[dict[str, Any]]:
    """Manifest entries for imposed ``sheets`` (page numbers follow the list order)."""
    return [
        {"id": pl.piece.id, "page": page, "side": pl.side,
         "trim": pl.trim.as_list(), "bleed": pl.bleed.as_list()}
        for page, sheet in enumerate(sheets, start=1)
        for pl in sheet.placements
        if (pl.piece.front if pl.side == "front" else pl.piece.back) is not None
    ]


def write_manifest(path: Path, *, game: str, component: str, options: PrintOptions,
                   paper: Size, entries: list[dict[str, Any]]) -> None:
    """Write the manifest JSON (stable key order, so the same input gives the same bytes)."""
    data = {
        "game": game,
        "component": component,
        "paper": options.paper,
        "lang": options.lang,
        "layout": options.layout,
        "bleed": options.bleed,
        "duplex": options.duplex,
        "back_offset": list(options.back_offset),
        "page_size": [paper.width, paper.height],
    }
    if options.ink != FULL:
        data["ink"] = options.ink
    data["pieces"] = entries
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
