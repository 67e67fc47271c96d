"""The PokerDrez deck (docs/rules-decisions.md#pokerdrez, seed 004): its data and the printed PDF,
read back
with pdfplumber/pypdf and checked card by card through the manifest."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
from pdfplumber.utils import extract_text
from pypdf import PdfReader
from pypdf.generic import ContentStream

from assets import CatalogueError
from generator.art.colour import contrast, rgb
from generator.games import get
from generator.games.pokerdrez import GAME, load_deck
from generator.geometry import PT_PER_MM, Box
from tapete_testing.pdfgeometry import fonts_report
from tapete_testing.printing import print_and_read
from tapete_testing.raster import page_images

STANDARD_14 = {"Helvetica", "Times", "Courier", "Symbol", "ZapfDingbats"}
# The seed's list ("Componentes"): number → colour, figure → die value.
SEED_COLOURS = {1: "gris", 2: "rojo", 3: "magenta", 4: "morado", 5: "azul", 6: "amarillo",
                7: "cian", 8: "naranja", 9: "verde"}
SEED_DIE = {"pawn": 1, "knight": 2, "bishop": 3, "rook": 4, "queen": 5, "joker": 6}


@pytest.fixture(scope="module")
def printed(tmp_path_factory) -> dict[tuple[str, str], tuple[Path, dict]]:
    out = tmp_path_factory.mktemp("pokerdrez")
    result = {}
    for paper in ("a4", "letter"):
        for lang in ("es", "en"):
            result[paper, lang] = print_and_read(GAME, "deck", out, paper=paper, lang=lang)
    return result


@pytest.fixture(scope="module")
def parsed(printed) -> dict[tuple[str, str], list[dict | None]]:
    """Chars and curves of every front page and of the first back page, parsed once per PDF
    (every back shows the same form; ``test_every_back_shows_the_shared_back`` checks that)."""
    result = {}
    for key, (path, manifest) in printed.items():
        backs = sorted({e["page"] for e in manifest["pieces"] if e["side"] == "back"})
        wanted = {e["page"] for e in manifest["pieces"] if e["side"] == "front"} | {backs[0]}
        with pdfplumber.open(path) as pdf:
            result[key] = [{"chars": page.chars, "curves": page.curves}
                           if number in wanted else None
                           for number, page in enumerate(pdf.pages, start=1)]
    return result


def test_the_registry_finds_the_deck():
    assert get("pokerdrez") is GAME
    assert list(GAME.components) == ["deck", "board4", "tokens4"]
    assert [c.id for c in GAME.default_components()] == ["deck"]   # the rest by name


def test_deck_has_56_cards_every_figure_in_every_number_once():
    deck = load_deck()
    ids = [card.id for card in deck.cards]
    assert len(ids) == 56 and len(set(ids)) == 56
    pairs = {(c.figure.id, c.colour.number) for c in deck.cards if not c.neutral}
    assert pairs == {(f, n) for f in SEED_DIE for n in range(1, 10)}
    assert {c.id for c in deck.cards if c.neutral} == {"neutral-1", "neutral-2"}
    assert {f"{f}-{n}" for f, n in pairs} <= set(ids)


def test_an_unknown_language_is_refused():
    with pytest.raises(KeyError, match="unknown language 'fr'"):
        GAME.components["deck"].pieces("fr")


def test_figures_and_colours_follow_the_seed():
    deck = load_deck()
    assert {f.id: f.die for f in deck.figures} == SEED_DIE
    assert [f.id for f in deck.figures] == ["joker", "queen", "rook", "bishop", "knight", "pawn"]
    assert {c.number: c.name.es for c in deck.colours} == SEED_COLOURS


def test_colours_are_distinct_and_their_dark_shades_read_on_white():
    colours = load_deck().colours
    for c in colours:
        assert contrast(c.dark, "#FFFFFF") >= 4.5, c.name.en
        assert contrast(c.hex, c.dark) >= 1.8, f"{c.name.en}: outline too close to the fill"
    for i, a in enumerate(colours):
        for b in colours[i + 1:]:
            distance = sum((x - y) ** 2 for x, y in zip(rgb(a.hex), rgb(b.hex), strict=True))
            assert distance ** 0.5 >= 0.25, f"{a.name.en} and {b.name.en} look alike"


def test_a_card_naming_an_unknown_figure_is_refused(tmp_path, monkeypatch):
    import assets
    from generator.games import pokerdrez

    source = Path(assets.asset_path("games", "pokerdrez.yaml")).read_text(encoding="utf-8")
    broken = tmp_path / "pokerdrez.yaml"
    broken.write_text(source.replace("figure: queen, number: 5", "figure: king, number: 5"),
                      encoding="utf-8")
    monkeypatch.setattr(pokerdrez.assets, "load", lambda game: assets.load_file(broken))
    load_deck.cache_clear()
    try:
        with pytest.raises(CatalogueError, match=r"queen-5.*unknown figure 'king'"):
            load_deck()
    finally:
        load_deck.cache_clear()


def _cards(manifest: dict, side: str) -> dict[str, tuple[int, Box]]:
    return {e["id"]: (e["page"], Box(*e["trim"])) for e in manifest["pieces"] if e["side"] == side}


def _inside(objects: list[dict], box: Box) -> list[dict]:
    """The chars or curves whose lower-left corner lies in ``box`` (mm)."""
    return [o for o in objects if box.contains(o["x0"] / PT_PER_MM, o["y0"] / PT_PER_MM)]


def _words_in(page: dict, box: Box) -> str:
    return " ".join(extract_text(_inside(page["chars"], box)).split())


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_card_prints_its_number_names_and_back(printed, parsed, paper, lang):
    _, manifest = printed[paper, lang]
    pages = parsed[paper, lang]
    deck = load_deck()
    fronts, backs = _cards(manifest, "front"), _cards(manifest, "back")
    assert set(fronts) == set(backs) == {c.id for c in deck.cards}
    other = "en" if lang == "es" else "es"
    for card in deck.cards:
        page_no, trim = fronts[card.id]
        text = _words_in(pages[page_no - 1], trim)
        if card.neutral:
            for field in ("name", "kind"):
                assert card.text[field].get(lang).upper() in text
            assert card.text["rule"].get(lang).split()[-1] in text
            continue
        assert card.figure.name.get(lang).upper() in text.split(), card.id
        assert card.colour.name.get(lang).upper() in text.split(), card.id
        assert text.split().count(str(card.colour.number)) == 2, card.id
        if card.figure.name.get(other) != card.figure.name.get(lang):
            assert card.figure.name.get(other).upper() not in text.split()
    for card_id, (page_no, trim) in backs.items():
        if pages[page_no - 1] is not None:
            text = _words_in(pages[page_no - 1], trim)
            assert text.count("POKERDREZ") == 1 and text.count("ZERDREKOP") == 1, card_id


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_back_shows_the_shared_back(printed, paper):
    """Each back face on each back page draws the one back form, as often as the manifest
    has backs on that page."""
    pdf_path, manifest = printed[paper, "en"]
    reader = PdfReader(str(pdf_path))
    per_page: dict[int, int] = {}
    for entry in manifest["pieces"]:
        if entry["side"] == "back":
            per_page[entry["page"]] = per_page.get(entry["page"], 0) + 1
    forms = set()
    for page_no, count in per_page.items():
        page = reader.pages[page_no - 1]
        ops = ContentStream(page.get_contents(), reader).operations
        used = [operands[0] for operands, op in ops if op == b"Do"]
        assert len(used) == count, page_no
        forms |= {str(page["/Resources"]["/XObject"][name].get_object().indirect_reference)
                  for name in used}
    assert len(forms) == 1


def _pips(page: dict, box: Box) -> int:
    """Small filled round paths (die pips) wholly inside ``box`` (mm)."""
    return sum(1 for c in _inside(page["curves"], box)
               if c["fill"] and c["width"] < 3 * PT_PER_MM and abs(c["width"] - c["height"]) < 0.1
               and box.contains(c["x1"] / PT_PER_MM, c["y1"] / PT_PER_MM))


def test_the_die_value_shows_in_the_top_right_and_bottom_left_corners(printed, parsed):
    fronts = _cards(printed["a4", "es"][1], "front")
    pages = parsed["a4", "es"]
    for card in load_deck().cards:
        page_no, t = fronts[card.id]
        top_right = Box(t.right - 14, t.top - 14, 14, 14)
        bottom_left = Box(t.x, t.y, 14, 14)
        expected = 0 if card.neutral else card.figure.die
        assert _pips(pages[page_no - 1], top_right) == expected, card.id
        assert _pips(pages[page_no - 1], bottom_left) == expected, card.id


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_text_is_inside_its_card_safe_area_and_large_enough(printed, parsed, lang):
    fronts = _cards(printed["letter", lang][1], "front")
    pages = parsed["letter", lang]
    for card_id, (page_no, trim) in fronts.items():
        safe = trim.inset(3.0)
        chars = _inside(pages[page_no - 1]["chars"], trim.inset(-1.0))
        assert chars, card_id
        for ch in chars:
            assert safe.contains(ch["x0"] / PT_PER_MM, ch["y0"] / PT_PER_MM, 0.05), card_id
            assert safe.contains(ch["x1"] / PT_PER_MM, ch["y1"] / PT_PER_MM, 0.05), card_id
            assert ch["size"] >= 7.0, (card_id, ch["text"], ch["size"])
            if ch["text"].isdigit():
                assert ch["size"] >= 14.0, (card_id, ch["size"])


def test_numbers_are_outlined_in_their_dark_shade(printed, parsed):
    pdf_path, manifest = printed["a4", "en"]
    fronts = _cards(manifest, "front")
    pages = parsed["a4", "en"]
    reader = PdfReader(str(pdf_path))
    for card in load_deck().cards:
        if card.neutral:
            continue
        page_no, trim = fronts[card.id]
        digits = [ch for ch in _inside(pages[page_no - 1]["chars"], trim)
                  if ch["text"].isdigit()]
        assert len(digits) == 2
        for ch in digits:
            assert tuple(round(v, 3) for v in ch["stroking_color"]) == \
                tuple(round(v, 3) for v in rgb(card.colour.dark))
        assert b"2 Tr" in reader.pages[page_no - 1].get_contents().get_data()


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_font_is_embedded_and_none_is_a_standard_14(printed, paper):
    report = fonts_report(printed[paper, "es"][0])
    assert report
    for name, embedded in report:
        assert not any(std in name for std in STANDARD_14), name
        assert embedded, name


def test_backgrounds_run_into_the_bleed(printed):
    """Pixels between the trim and the bleed edge carry the card's frame or back colour."""
    pdf_path, manifest = printed["a4", "es"]
    deck = {c.id: c for c in load_deck().cards}
    dpi = 100
    images = page_images(pdf_path, dpi)
    checked = 0
    for entry in manifest["pieces"]:
        trim, bleed = Box(*entry["trim"]), Box(*entry["bleed"])
        if bleed.x > trim.x - 2.0:
            continue            # a shared cut: no bleed on this side
        image = images[entry["page"] - 1]
        x_mm, y_mm = (bleed.x + trim.x) / 2, trim.y + trim.height / 2
        pixel = image.getpixel((round(x_mm / 25.4 * dpi),
                                round(image.height - y_mm / 25.4 * dpi)))
        card = deck[entry["id"]]
        if entry["side"] == "front" and not card.neutral:
            expected = rgb(card.colour.hex)
            assert all(abs(p / 255 - e) < 0.08 for p, e in zip(pixel, expected, strict=True)), \
                (entry["id"], pixel)
        assert sum(pixel) < 3 * 240, f"{entry['id']} {entry['side']}: white in the bleed"
        checked += 1
    assert checked >= 30
