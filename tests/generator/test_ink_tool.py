"""tools/ink.py: the ink coverage of a PDF, measured on pages of known coverage."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.pdfgen.canvas import Canvas

from tools import ink

A4 = (595.28, 841.89)


def _pdf(path: Path, pages: list[list[tuple[tuple[float, float, float], float]]]) -> Path:
    """A PDF of A4 pages, each painted with bands from the bottom up: (RGB, share of the
    page's height)."""
    canvas = Canvas(str(path), pagesize=A4, invariant=1)
    for bands in pages:
        y = 0.0
        for rgb, share in bands:
            canvas.setFillColorRGB(*rgb)
            canvas.rect(0, y, A4[0], A4[1] * share, stroke=0, fill=1)
            y += A4[1] * share
        canvas.showPage()
    canvas.save()
    return path


def test_a_half_black_page_is_50_percent(tmp_path):
    pdf = _pdf(tmp_path / "half.pdf", [[((0, 0, 0), 0.5)]])
    coverage, pages = ink.pdf_coverage(pdf)
    assert pages == 1
    assert coverage == pytest.approx(50.0, abs=0.5)


def test_pure_colours_count_each_ink_they_need(tmp_path):
    # red = magenta + yellow (200 % where it lies), a 50 % grey = 50 % black, white = nothing
    pdf = _pdf(tmp_path / "bands.pdf", [[((1, 0, 0), 0.25), ((0.5, 0.5, 0.5), 0.25),
                                         ((1, 1, 1), 0.5)]])
    coverage, _ = ink.pdf_coverage(pdf)
    assert coverage == pytest.approx(0.25 * 200 + 0.25 * 50, abs=1.0)


def test_a_file_is_the_mean_of_its_pages(tmp_path):
    pdf = _pdf(tmp_path / "two.pdf", [[((0, 0, 0), 1.0)], []])
    coverage, pages = ink.pdf_coverage(pdf)
    assert pages == 2
    assert coverage == pytest.approx(50.0, abs=0.5)


def test_the_command_prints_one_line_per_file_and_fails_on_a_bad_one(tmp_path, capsys):
    good = _pdf(tmp_path / "quarter.pdf", [[((0, 0, 0), 0.25)]])
    bad = tmp_path / "bad.pdf"
    bad.write_text("not a pdf")
    assert ink.main([str(good)]) == 0
    line = capsys.readouterr().out.strip()
    assert line.endswith(str(good))
    assert float(line.split("%")[0]) == pytest.approx(25.0, abs=0.5)
    assert ink.main([str(bad), str(tmp_path / "missing.pdf")]) == 2
    err = capsys.readouterr().err
    assert f"{bad}:" in err
    assert f"{tmp_path / 'missing.pdf'}: no such file" in err
    assert "Traceback" not in err
