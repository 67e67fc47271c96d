"""Edited copies of the games' data files, for tests of what a changed file prints or refuses."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from assets import asset_path


def edited_data_file(folder: Path, game: str, edit: Callable[[dict[str, Any]], None]) -> Path:
    """``folder/<game>.yaml``: the shipped ``assets/games/<game>.yaml`` with ``edit(raw)``
    applied to its parsed YAML (``edit`` changes ``raw`` in place)."""
    raw = yaml.safe_load(asset_path("games", f"{game}.yaml").read_text(encoding="utf-8"))
    edit(raw)
    path = folder / f"{game}.yaml"
    path.write_text(yaml.safe_dump(raw, allow_unicode=True), encoding="utf-8")
    return path
