"""Printing one component as the CLI does, and reading back what it wrote."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from generator.components import Component, PrintGame, PrintOptions
from generator.job import print_component


def print_and_read(game: PrintGame, component: Component | str, out: Path,
                   **options: Any) -> tuple[Path, dict[str, Any]]:
    """Print ``component`` (or the component of ``game`` with that id) into ``out`` with
    ``PrintOptions(**options)``: the PDF's path and its manifest, parsed."""
    if isinstance(component, str):
        component = game.components[component]
    paths = print_component(game, component, PrintOptions(**options), out)
    return paths[0], json.loads(paths[1].read_text(encoding="utf-8"))
