"""The vector art of the PokerDrez deck: chess pieces and jester, die faces, the back's
turn symmetry. Drawings are rasterised (PDFium) and measured."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageOps
from pypdf import PdfReader

from generator.art.die import draw_die_face
from generator.art.outline import lathe
from generator.art.pieces import PIECE_KINDS, draw_piece, piece_drawing
from generator.games.pokerdrez import load_deck
from generator.games.pokerdrez.faces import back_drawer
from generator.geometry import PT_PER_MM, Box, Size
from generator.pdf import new_canvas
from generator.pieces import Frame
from tapete_testing.raster import page_image

DPI = 200
BOX = Box(10, 10, 30, 40)          # where each piece is drawn on its test page (mm)
PAGE = Size(50, 60)


def _render(path: Path) -> Image.Image:
    return page_image(path, dpi=DPI)


def _page(tmp_path: Path, name: str, draw, size: Size = PAGE) -> Path:
    path = tmp_path / f"{name}.pdf"
    canvas = new_canvas(path, size, title=name, duplex="none")
    canvas.scale(PT_PER_MM, PT_PER_MM)
    draw(canvas)
    canvas.showPage()
    canvas.save()
    return path


def _px(mm: float) -> int:
    return round(mm / 25.4 * DPI)


def _ink(image: Image.Image) -> Image.Image:
    """A 1-bit mask of every pixel that is not white."""
    grey = ImageOps.invert(image.convert("L"))
    return grey.point(lambda v: 255 if v > 40 else 0).convert("1")


@pytest.fixture(scope="module")
def silhouettes(tmp_path_factory) -> dict[str, Image.Image]:
    out = tmp_path_factory.mktemp("pieces")
    masks = {}
    for kind in PIECE_KINDS:
        path = _page(out, kind, lambda c, k=kind: draw_piece(c, k, BOX, "#000000"))
        masks[kind] = _ink(_render(path))
    return masks


@pytest.mark.parametrize("kind", PIECE_KINDS)
def test_each_piece_fills_its_box_and_stays_inside(silhouettes, kind):
    mask = silhouettes[kind]
    left, bottom = _px(BOX.x), mask.height - _px(BOX.y)
    right, top = _px(BOX.right), mask.height - _px(BOX.top)
    x0, y0, x1, y1 = mask.getbbox()
    assert x0 >= left - 1 and x1 <= right + 1 and y0 >= top - 1 and y1 <= bottom + 1
    # as large as fits: it touches two opposite sides of the box
    assert (y1 - y0) >= (bottom - top) - 3 or (x1 - x0) >= (right - left) - 3
    inside = mask.crop((left, top, right, bottom))
    coverage = _inked(inside) / (inside.width * inside.height)
    assert 0.2 < coverage < 0.8, coverage


def _inked(mask: Image.Image) -> int:
    return mask.histogram()[-1]


def _difference(a: Image.Image, b: Image.Image) -> float:
    """Share of the pixels inked in ``a`` or ``b`` that only one of them inks."""
    return _inked(ImageChops.logical_xor(a, b)) / _inked(ImageChops.logical_or(a, b))


def test_every_piece_has_its_own_silhouette(silhouettes):
    kinds = list(PIECE_KINDS)
    for i, a in enumerate(kinds):
        for b in kinds[i + 1:]:
            assert _difference(silhouettes[a], silhouettes[b]) > 0.12, (a, b)


@pytest.mark.parametrize("kind", ["pawn", "bishop", "rook", "queen", "king"])
def test_turned_pieces_are_symmetric(silhouettes, kind):
    mask = silhouettes[kind]
    centre = _px(BOX.x + BOX.width / 2)
    half = _px(BOX.width / 2) + 2
    area = mask.crop((centre - half, 0, centre + half, mask.height))
    assert _difference(area, ImageOps.mirror(area.convert("L")).convert("1")) < 0.03


def test_the_knight_faces_left_with_its_head_high(silhouettes):
    mask = silhouettes["knight"]
    x0, y0, x1, y1 = mask.getbbox()
    upper = mask.crop((x0, y0, x1, y0 + (y1 - y0) // 2))
    ux0, _, ux1, _ = upper.getbbox()
    centre = (x1 - x0) / 2
    # the muzzle reaches further left of the centre than the mane does to the right
    assert centre - ux0 > (ux1 - centre) + 0.1 * (x1 - x0)
    assert _difference(mask, ImageOps.mirror(mask.convert("L")).convert("1")) > 0.15


def test_a_piece_is_one_form_per_pdf_coloured_where_used(tmp_path):
    def draw(canvas):
        draw_piece(canvas, "rook", Box(2, 5, 20, 30), "#D62B2B", "#7E1414")
        draw_piece(canvas, "rook", Box(26, 5, 20, 30), "#1F5FC4", "#0F336F")

    path = _page(tmp_path, "two-rooks", draw)
    page = PdfReader(str(path)).pages[0]
    assert len(page["/Resources"]["/XObject"]) == 1
    image = _render(path)
    left = image.getpixel((_px(12), image.height - _px(18)))
    right = image.getpixel((_px(36), image.height - _px(18)))
    assert left[0] > 180 and left[2] < 90, left
    assert right[2] > 160 and right[0] < 80, right


def test_unknown_pieces_and_bad_profiles_are_refused():
    with pytest.raises(KeyError, match="known pieces"):
        piece_drawing("dragon")
    with pytest.raises(ValueError, match="axis"):
        lathe([("M", 40, 0), ("L", 60, 10), ("L", 50, 20)])


@pytest.mark.parametrize("value", range(1, 7))
def test_a_die_face_shows_its_value_in_pips(tmp_path, value):
    path = _page(tmp_path, f"die-{value}",
                 lambda c: draw_die_face(c, Box(10, 10, 20, 20), value, edge=None,
                                         face="#FFFFFF"))
    mask = _ink(_render(path))
    assert _count_blobs(mask) == value


def test_a_die_face_refuses_seven(tmp_path):
    with pytest.raises(ValueError, match="1 to 6"):
        _page(tmp_path, "die-7", lambda c: draw_die_face(c, Box(0, 0, 10, 10), 7))


def _count_blobs(mask: Image.Image) -> int:
    """Connected inked regions (4-neighbourhood)."""
    width, height = mask.size
    pixels = mask.load()
    seen = set()
    blobs = 0
    for y in range(height):
        for x in range(width):
            if pixels[x, y] and (x, y) not in seen:
                blobs += 1
                stack = [(x, y)]
                seen.add((x, y))
                while stack:
                    cx, cy = stack.pop()
                    for nx, ny in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
                        if 0 <= nx < width and 0 <= ny < height and pixels[nx, ny] \
                                and (nx, ny) not in seen:
                            seen.add((nx, ny))
                            stack.append((nx, ny))
    return blobs


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_back_is_the_same_under_a_half_turn(tmp_path, lang):
    deck = load_deck()
    frame = Frame(deck.size.width, deck.size.height, 3.0)
    bleed = frame.bleed_box

    def draw(canvas):
        canvas.translate(-bleed.x, -bleed.y)
        back_drawer(deck, lang)(canvas, frame)

    path = _page(tmp_path, f"back-{lang}", draw, Size(bleed.width, bleed.height))
    image = _render(path).convert("L")
    turned = image.rotate(180)
    diff = ImageChops.difference(image, turned)
    differing = sum(diff.histogram()[61:]) / (image.width * image.height)
    assert differing < 0.003, differing
    # and it is not blank: the ring, frame and title are there
    assert sum(1 for count in image.histogram() if count) > 20
