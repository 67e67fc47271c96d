"""Politburo print & play as printed PDFs (seed 001, docs/rules-decisions.md#politburo): what is on
which page,
in both languages, on both papers and in both layouts, and that secret backs stay secret."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from assets import LANGS
from generator.games import politburo
from generator.geometry import PAPERS, POKER
from generator.imposition import grid_for
from tapete_testing.pdfgeometry import back_misalignments, fonts_report, read_pages
from tapete_testing.printing import print_and_read
from tapete_testing.raster import page_image

GROUP_SIZES = {"members": 10, "general-secretary": 1, "rules": 1, "ministries": 3,
               "executions": 3}
MEMBERS = ("beria", "bulganin", "kaganovich", "khrushchev", "kirov", "kuybyshev", "malenkov",
           "molotov", "voroshilov", "zhdanov")


def squash(text: str) -> str:
    """Casefolded, without whitespace or soft hyphens: how PDF text and YAML text compare."""
    return re.sub(r"[\s\u00ad]+", "", text).casefold()


def _print(out: Path, component: str, **options) -> tuple[Path, dict]:
    return print_and_read(politburo.GAME, component, out, **options)


@pytest.fixture(scope="module", params=LANGS)
def printed(request, tmp_path_factory) -> tuple[str, Path, dict, list[str]]:
    """The ``cards`` component in one language: (lang, pdf, manifest, squashed page texts)."""
    lang = request.param
    pdf, manifest = _print(tmp_path_factory.mktemp(f"politburo-{lang}"), "cards", lang=lang)
    pages = [squash(page.extract_text()) for page in PdfReader(str(pdf)).pages]
    return lang, pdf, manifest, pages


def _page_of(manifest: dict, piece: str, side: str) -> int:
    [entry] = [e for e in manifest["pieces"] if e["id"] == piece and e["side"] == side]
    return entry["page"]


def test_the_game_lists_all_cards_first_then_each_group():
    assert list(politburo.GAME.components) == ["cards", *GROUP_SIZES]
    for group, size in GROUP_SIZES.items():
        pieces = politburo.GAME.components[group].pieces("en")
        assert len(pieces) == size
        assert all(p.size == POKER and p.back is not None for p in pieces)
    every = [p.id for p in politburo.GAME.components["cards"].pieces("es")]
    assert len(every) == len(set(every)) == 18
    assert every[:10] == list(MEMBERS)
    assert every[10:] == ["general-secretary", "rules", "defence", "finance", "security",
                          "execution-1", "execution-2", "execution-3"]


def test_all_cards_fill_two_double_sided_a4_sheets_nine_per_sheet(printed):
    _, pdf, manifest, pages = printed
    assert len(pages) == 4
    fronts = [e for e in manifest["pieces"] if e["side"] == "front"]
    backs = [e for e in manifest["pieces"] if e["side"] == "back"]
    assert len(fronts) == len(backs) == 18
    assert [sum(1 for e in fronts if e["page"] == p) for p in (1, 3)] == [9, 9]
    assert {e["page"] for e in backs} == {2, 4}
    geometry = read_pages(pdf)
    for front, back in ((0, 1), (2, 3)):
        assert back_misalignments(geometry[front], geometry[back],
                                  (POKER.width, POKER.height), "long") == []


def test_every_text_of_every_card_is_on_its_page(printed):
    lang, _, manifest, pages = printed
    cat = politburo.catalogue()
    missing = []
    for group in GROUP_SIZES:
        for card in cat.components[group].cards:
            both = pages[_page_of(manifest, card.id, "front") - 1] + \
                pages[_page_of(manifest, card.id, "back") - 1]
            missing += [f"{card.id}.{field}" for field, text in card.text.items()
                        if squash(text.get(lang)) not in both]
    assert missing == []


def test_shared_strings_are_printed(printed):
    lang, _, _, pages = printed
    cat = politburo.catalogue()
    everything = "".join(pages)
    unused = {"all_cards"}   # the component's name, for the CLI's listing
    missing = [key for key, text in cat.strings.items()
               if key not in unused and squash(text.get(lang)) not in everything]
    assert missing == []


def test_member_back_pages_name_no_member(printed):
    lang, _, manifest, pages = printed
    cat = politburo.catalogue()
    for member in cat.components["members"].cards:
        page = pages[_page_of(manifest, member.id, "back") - 1]
        for other in cat.components["members"].cards:
            assert squash(other.t("name", lang)) not in page
            assert squash(other.t("victory", lang)) not in page


def test_fonts_are_embedded_and_no_standard_font_is_used(printed):
    _, pdf, _, _ = printed
    report = fonts_report(pdf)
    assert report and all(embedded for _, embedded in report)
    assert not any("Helvetica" in name or "Times" in name for name, _ in report)


@pytest.mark.parametrize("paper", sorted(PAPERS))
@pytest.mark.parametrize("layout", ["shared-cut", "gapped"])
def test_both_papers_and_layouts_print_all_cards(tmp_path, paper, layout):
    pdf, manifest = _print(tmp_path, "cards", paper=paper, layout=layout, lang="en")
    grid = grid_for(PAPERS[paper], POKER, 3.0, layout)
    sheets = math.ceil(18 / grid.capacity)
    assert len(PdfReader(str(pdf)).pages) == 2 * sheets
    for side in ("front", "back"):
        ids = sorted(e["id"] for e in manifest["pieces"] if e["side"] == side)
        assert len(ids) == 18 and len(set(ids)) == 18


@pytest.mark.parametrize("group", list(GROUP_SIZES))
def test_each_group_prints_alone(tmp_path, group):
    pdf, manifest = _print(tmp_path, group, lang="es")
    assert sum(e["side"] == "front" for e in manifest["pieces"]) == GROUP_SIZES[group]
    assert pdf.stat().st_size > 0


def _face_image(pdf: Path, entry: dict, dpi: int = 100):
    """The rendered face inside the manifest's trim box, less 0.4 mm at each cut."""
    scale = dpi / 25.4
    image = page_image(pdf, entry["page"], dpi=dpi)
    x, y, w, h = entry["trim"]
    height = image.height
    inset = 0.4
    box = (round((x + inset) * scale), round(height - (y + h - inset) * scale),
           round((x + w - inset) * scale), round(height - (y + inset) * scale))
    return image.crop(box)


def test_the_tenth_member_back_looks_like_the_others(printed):
    """Zhdanov's back is printed on the second sheet between other cards' backs: once cut it
    must be indistinguishable from a back of the first sheet (same art up to the cut)."""
    _, pdf, manifest, _ = printed
    backs = {e["id"]: e for e in manifest["pieces"] if e["side"] == "back"}
    first, tenth = backs["beria"], backs["zhdanov"]
    assert first["page"] != tenth["page"]
    a, b = _face_image(pdf, first), _face_image(pdf, tenth)
    assert a.size == b.size
    difference = max(abs(p - q) for p, q in zip(a.tobytes(), b.tobytes(), strict=True))
    assert difference <= 8


def test_backs_next_to_member_backs_keep_a_plain_band_at_every_cut(printed):
    """A missed cut shows a sliver of the neighbour: every back that can touch a member back
    (all but the executions, which only touch ministries) is one plain colour for 2.5 mm inside
    every cut, so the sliver never tells which sheet a member card came from."""
    _, pdf, manifest, _ = printed
    dpi, scale = 100, 100 / 25.4
    images = {p: page_image(pdf, p, dpi=dpi) for p in (2, 4)}
    band_colours = {}
    for entry in manifest["pieces"]:
        if entry["side"] != "back" or entry["id"].startswith("execution-"):
            continue
        image = images[entry["page"]]
        x, y, w, h = entry["trim"]
        colours = set()
        for depth in (0.7, 1.2, 1.8, 2.5):
            for k in range(41):
                along_x = depth + k / 40 * (w - 2 * depth)
                along_y = depth + k / 40 * (h - 2 * depth)
                for px, py in ((x + depth, y + along_y), (x + w - depth, y + along_y),
                               (x + along_x, y + depth), (x + along_x, y + h - depth)):
                    colours.add(image.getpixel((int(px * scale), int(image.height - py * scale))))
        band_colours[entry["id"]] = colours
    assert {k: c for k, c in band_colours.items() if len(c) != 1} == {}
    assert len(set.union(*band_colours.values())) == 1
