"""Tapete's component catalogue: every game's data, fonts, rules texts and web static files.

``load(game)`` reads ``assets/games/<game>.yaml`` into typed records (see ``assets.catalogue``).
"""

from assets.catalogue import (
    LANGS,
    CardData,
    Catalogue,
    CatalogueError,
    ComponentData,
    Text,
    available,
    load,
    load_file,
)
from assets.paths import ASSETS_DIR, asset_path

__all__ = [
    "ASSETS_DIR",
    "LANGS",
    "CardData",
    "Catalogue",
    "CatalogueError",
    "ComponentData",
    "Text",
    "asset_path",
    "available",
    "load",
    "load_file",
]
