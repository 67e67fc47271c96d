"""The art NeuroDrez adds to the engine: round token pieces, surface icons, colour patterns."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from reportlab.pdfgen.canvas import Canvas

from generator.art.surfaces import ICONS, draw_surface
from generator.art.tokens import MAX_HALO, cut_colour_for, token_piece
from generator.games.neurodrez.marks import PATTERNS, colour_disc
from generator.games.neurodrez.net import CROSS, Net, NetCell, layout_net
from generator.geometry import Box, Size, pt
from generator.pieces import Frame
from tapete_testing.raster import page_image

CELL = 20.0   # mm per drawing in the test sheets


def _render(tmp_path: Path, name: str, painters: list) -> list[list[bool]]:
    """Paint each painter(canvas, box) in its own CELL-mm square; return their ink masks."""
    path = tmp_path / f"{name}.pdf"
    canvas = Canvas(str(path), pagesize=(pt(CELL * len(painters)), pt(CELL)))
    canvas.scale(pt(1), pt(1))
    for i, paint in enumerate(painters):
        paint(canvas, Box(i * CELL, 0, CELL, CELL))
    canvas.save()
    image = page_image(path, dpi=144, mode="L")
    side = image.height
    masks = []
    for i in range(len(painters)):
        crop = image.crop((i * side, 0, (i + 1) * side, side))
        masks.append([value < 128 for value in crop.tobytes()])
    return masks


def test_token_piece_is_the_square_around_its_cut_circle():
    piece = token_piece("t", 16.0, None, fill="#D0312D")
    assert piece.size == Size(16.0, 16.0) and piece.back is None
    two_sided = token_piece("t", 16.0, None, lambda canvas, radius: None, fill="#222222")
    assert two_sided.back is not None


@pytest.mark.parametrize("diameter", [0.0, -3.0])
def test_token_piece_refuses_a_non_positive_diameter(diameter):
    with pytest.raises(ValueError, match="diameter"):
        token_piece("t", diameter, None)


def test_token_content_is_clipped_to_its_disc_and_halo(tmp_path):
    """A content that paints everything black only blackens the disc and its halo."""
    def flood(canvas, radius):
        canvas.setFillColorRGB(0, 0, 0)
        canvas.rect(-50, -50, 100, 100, stroke=0, fill=1)

    piece = token_piece("t", 10.0, flood)

    def paint(canvas, box):
        canvas.saveState()
        canvas.translate(box.x + 5, box.y + 5)
        piece.front(canvas, Frame(10.0, 10.0, 3.0))
        canvas.restoreState()

    (mask,) = _render(tmp_path, "clip", [paint])
    inked = sum(mask) / len(mask)
    disc = 3.14159 * (5 + MAX_HALO) ** 2 / CELL ** 2
    assert inked == pytest.approx(disc, rel=0.08)


def test_cut_line_contrasts_with_the_fill():
    assert cut_colour_for("#222222") != cut_colour_for("#F4F1E8")


def test_the_six_surface_icons_are_drawings_and_differ(tmp_path):
    masks = _render(tmp_path, "icons", [
        (lambda canvas, box, icon=icon: draw_surface(canvas, icon, box, ink="#000000",
                                                      light="#FFFFFF")) for icon in ICONS])
    for icon, mask in zip(ICONS, masks, strict=True):
        assert 0.12 < sum(mask) / len(mask) < 0.7, f"{icon} is empty or a blot"
    for (a, ma), (b, mb) in itertools.combinations(zip(ICONS, masks, strict=True), 2):
        differ = sum(x != y for x, y in zip(ma, mb, strict=True)) / len(ma)
        assert differ > 0.15, f"{a} and {b} look alike"


def test_unknown_icon_and_pattern_are_refused(tmp_path):
    canvas = Canvas(str(tmp_path / "x.pdf"))
    with pytest.raises(KeyError, match="volcano"):
        draw_surface(canvas, "volcano", Box(0, 0, 10, 10), ink="#000000", light="#FFFFFF")
    with pytest.raises(KeyError, match="zigzag"):
        colour_disc(canvas, "#D0312D", "zigzag", 5, 5, 4)


def test_patterns_on_one_colour_are_told_apart(tmp_path):
    masks = _render(tmp_path, "patterns", [
        (lambda canvas, box, p=p: colour_disc(canvas, "#1F5BB5", p, box.x + 10, box.y + 10, 9))
        for p in PATTERNS])
    for (a, ma), (b, mb) in itertools.combinations(zip(PATTERNS, masks, strict=True), 2):
        assert sum(x != y for x, y in zip(ma, mb, strict=True)) / len(ma) > 0.02, (a, b)


def test_a_tab_on_a_fold_is_refused():
    net = Net(cells=CROSS.cells, tabs=((1, "right"),))
    with pytest.raises(ValueError, match="fold"):
        layout_net(net, 0, 0, 25, 6)
    lonely = Net(cells=(NetCell(1, 0, 0),), tabs=())
    with pytest.raises(ValueError, match="depth"):
        layout_net(lonely, 0, 0, 10, 6)
