"""Where the packaged data lives, whether installed editable or from a wheel."""

from pathlib import Path

ASSETS_DIR = Path(__file__).resolve().parent


def asset_path(*parts: str) -> Path:
    """Absolute path of a file under ``assets/`` (it need not exist)."""
    return ASSETS_DIR.joinpath(*parts)
