"""A non-editable install carries the data: build the wheel and look inside."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_wheel_contains_assets_templates_and_entry_points(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", "-w", str(tmp_path), str(ROOT)], check=True, capture_output=True)
    wheel = next(tmp_path.glob("tapete-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for data in (ROOT / "assets").rglob("*"):
        if data.is_file() and data.suffix in {".yaml", ".md", ".css", ".js", ".svg"}:
            assert data.relative_to(ROOT).as_posix() in names
    for template in (ROOT / "templates").rglob("*.html"):
        assert template.relative_to(ROOT).as_posix() in names
    for module in (ROOT / "generator").rglob("*.py"):  # every game's package, booklet figures too
        assert module.relative_to(ROOT).as_posix() in names
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "tapete-print = generator.cli:main" in text
    assert "tapete-referee = referee.serve.cli:main" in text
    assert not any(n.startswith("tests/") for n in names)
