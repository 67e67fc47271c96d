"""``--ink saver``: the same geometry, ids and pieces as full colour, the cards' identity in the
text layer, much less ink, and in both modes every pair of cards the rules tell apart stays
apart in greyscale (by printed word, number, symbol or pattern, not by hue alone).

Everything is printed once per mode (``all --lang en`` and the PokerDrez for 4 components) and
read back through the manifests: texts and pixels with PDFium (pixels at 100 dpi)."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from assets import load
from generator import games
from generator.cli import main
from generator.games.lucha.data import read as read_lucha
from generator.games.neurodrez.data import load_data as neuro_data
from generator.games.pokerdrez import load_deck
from generator.geometry import PT_PER_MM
from generator.ink import INKS
from generator.pieces import copies
from tapete_testing.pdfgeometry import fonts_report, read_pages
from tapete_testing.pdftext import read_text_pages, text_within
from tapete_testing.raster import page_images
from tools import ink as ink_tool

DPI = 100
#: Two faces differ when at least this share of their pixels differ by more than ``LEVELS``
#: grey levels: 0.25 % of a poker card at 100 dpi is about 220 pixels, one 3 mm glyph.
SHARE = 0.0025
LEVELS = 48
#: The ink-saver print of these spends at most this share of the full-colour ink (issue 32).
MEASURED = ("pokerdrez-deck", "neurodrez-tiles", "lucha-cards")
MOST = 0.30


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> dict[str, Path]:
    """Each ink mode's folder, holding ``all --lang en`` and the PokerDrez for 4 components."""
    folders = {}
    for ink in INKS:
        folder = tmp_path_factory.mktemp(ink)
        for argv in (["all"], ["pokerdrez", "board4", "tokens4"]):
            assert main([*argv, "--lang", "en", "--ink", ink, "--jobs", "2",
                         "--out", str(folder)]) == 0
        folders[ink] = folder
    return folders


def _stems() -> list[str]:
    """Every component ``all`` prints, and the PokerDrez for 4 board and tokens."""
    stems = [f"{game.id}-{c.id}" for game in games.all_games() for c in game.default_components()]
    return [*stems, "pokerdrez-board4", "pokerdrez-tokens4"]


def _manifest(pdf: Path) -> dict:
    return json.loads(pdf.with_suffix(".json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("stem", _stems())
def test_saver_keeps_every_piece_box_and_page_of_full_colour(out, stem):
    full, saver = (_manifest(out[ink] / f"{stem}-a4-en.pdf") for ink in INKS)
    assert "ink" not in full
    assert saver.pop("ink") == "saver"
    assert saver == full


@pytest.mark.parametrize("stem", [s for s in _stems() if not s.startswith("rules-")])
def test_saver_faces_land_where_the_manifest_says_and_backs_behind_their_fronts(out, stem):
    pdf = out["saver"] / f"{stem}-a4-en.pdf"
    manifest = _manifest(pdf)
    pages = read_pages(pdf)
    for number, page in enumerate(pages, start=1):
        entries = [e for e in manifest["pieces"]  # a die net's tab is drawn with its face
                   if e["page"] == number and e.get("kind") != "tab"]
        for entry in entries:
            x, y = entry["trim"][:2]
            face = next((f for f in page.faces
                         if abs(f.origin[0] - x) <= 0.1 and abs(f.origin[1] - y) <= 0.1), None)
            assert face is not None, (stem, entry["id"], entry["side"])
            assert face.bleed.as_list() == pytest.approx(entry["bleed"], abs=0.1)
    fronts = {(e["id"]): e["trim"] for e in manifest["pieces"] if e["side"] == "front"}
    width, height = manifest["page_size"]
    for back in (e for e in manifest["pieces"] if e["side"] == "back"):
        x, y, w, h = fronts[back["id"]]
        mirrored = ([width - x - w, y, w, h] if manifest["duplex"] == "long"
                    else [x, height - y - h, w, h])
        assert back["trim"] == pytest.approx(mirrored, abs=0.01), (stem, back["id"])
    for name, embedded in fonts_report(pdf):
        assert embedded, (stem, name)


def _faces(pdf: Path, ids: set[str] | None = None, side: str = "front"
           ) -> dict[str, tuple[str, Image.Image]]:
    """Each face on ``side`` (of ``ids``, default all): its text, squashed, and its trim box
    rendered in greyscale at ``DPI``."""
    manifest = _manifest(pdf)
    entries = [e for e in manifest["pieces"] if e["side"] == side
               and (ids is None or e["id"] in ids)]
    images = page_images(pdf, DPI, "L")
    scale = DPI / 25.4
    found = {}
    pages = read_text_pages(pdf)
    for entry in entries:
        x, y, w, h = entry["trim"]
        page = pages[entry["page"] - 1]
        text = text_within(page, (x * PT_PER_MM, page.height - (y + h) * PT_PER_MM,
                                  (x + w) * PT_PER_MM, page.height - y * PT_PER_MM))
        image = images[entry["page"] - 1]
        crop = image.crop((round(x * scale), round(image.height - (y + h) * scale),
                           round((x + w) * scale), round(image.height - y * scale)))
        found[entry["id"]] = (re.sub(r"\s+", "", text).casefold(), crop)
    return found


def _differing(a: Image.Image, b: Image.Image) -> float:
    """The share of pixels whose grey differs by more than ``LEVELS``."""
    strong = ImageChops.difference(a, b).point(lambda v: 255 if v > LEVELS else 0)
    return strong.histogram()[255] / (a.width * a.height)


def _one_per_design(design: dict[str, str]) -> set[str]:
    """One piece id per design (``design`` maps piece id → design)."""
    first: dict[str, str] = {}
    for piece, key in design.items():
        first.setdefault(key, piece)
    return set(first.values())


def _designs() -> dict[str, dict[str, str]]:
    """Per component, piece id → the design the rules tell apart (copies share one)."""
    deck = {card.id: "neutral" if card.neutral else f"{card.figure.id}-{card.colour.number}"
            for card in load_deck().cards}
    lucha = {piece: entry.id for entry in read_lucha(load("lucha")).deck
             for piece in copies(entry.id, entry.count)}
    data = neuro_data()
    tiles = {f"tile-{c.id}-{s.id}": f"{c.id}-{s.id}" for c in data.colours for s in data.surfaces}
    politburo = {p.id: p.id for p in games.get("politburo").components["cards"].pieces("en",
                                                                                       "full")}
    return {"pokerdrez-deck": deck, "lucha-cards": lucha, "neurodrez-tiles": tiles,
            "politburo-cards": politburo}


@pytest.mark.parametrize("ink", INKS)
@pytest.mark.parametrize("stem", ["pokerdrez-deck", "lucha-cards", "neurodrez-tiles",
                                  "politburo-cards"])
def test_every_pair_of_cards_the_rules_tell_apart_differs_in_greyscale_and_in_text(out, ink,
                                                                                  stem):
    designs = _one_per_design(_designs()[stem])
    faces = _faces(out[ink] / f"{stem}-a4-en.pdf", designs)
    assert set(faces) == designs
    if stem == "politburo-cards":  # a ministry's two sides: repressing and reforming
        backs = _faces(out[ink] / f"{stem}-a4-en.pdf", {"defence", "finance", "security"},
                       side="back")
        faces |= {f"{piece} back": face for piece, face in backs.items()}
    for (a, (text_a, image_a)), (b, (text_b, image_b)) in itertools.combinations(
            faces.items(), 2):
        assert text_a != text_b, (a, b)
        assert _differing(image_a, image_b) > SHARE, (a, b)


@pytest.mark.parametrize("ink", INKS)
def test_the_six_colours_of_the_ownership_tokens_differ_in_greyscale(out, ink):
    pdf = out[ink] / "neurodrez-tokens-a4-en.pdf"
    colours = {e["colour"]: e["id"] for e in _manifest(pdf)["pieces"]
               if e.get("kind") == "ownership"}
    assert len(colours) == 6
    faces = _faces(pdf, set(colours.values()))
    for (a, (_, image_a)), (b, (_, image_b)) in itertools.combinations(faces.items(), 2):
        assert _differing(image_a, image_b) > SHARE, (a, b)


def test_each_card_carries_its_identity_in_the_saver_text_layer(out):
    texts = {piece: text for piece, (text, _) in
             _faces(out["saver"] / "pokerdrez-deck-a4-en.pdf").items()}
    for card in load_deck().cards:
        if card.neutral:
            assert card.text["name"].get("en").casefold().replace(" ", "") in texts[card.id]
            continue
        for word in (card.figure.name.get("en"), card.colour.name.get("en"),
                     str(card.colour.number)):
            assert word.casefold().replace(" ", "") in texts[card.id], (card.id, word)
    tiles = {piece: text for piece, (text, _) in
             _faces(out["saver"] / "neurodrez-tiles-a4-en.pdf").items()}
    data = neuro_data()
    for colour, surface in itertools.product(data.colours, data.surfaces):
        text = tiles[f"tile-{colour.id}-{surface.id}"]
        assert colour.name.get("en").casefold() in text
        assert surface.name.get("en").casefold() in text


@pytest.mark.parametrize("stem", MEASURED)
def test_saver_spends_at_most_30_percent_of_the_full_colour_ink(out, stem):
    full, saver = (ink_tool.pdf_coverage(out[ink] / f"{stem}-a4-en.pdf")[0] for ink in INKS)
    assert saver <= MOST * full, (stem, full, saver)


@pytest.mark.parametrize("stem", ["pokerdrez-deck", "neurodrez-tiles", "lucha-candidates",
                                  "lucha-cards", "lucha-specials", "lucha-offices"])
def test_saver_bleed_stays_white(out, stem):
    """The ink-saver faces leave the bleed white: a miscut shows no colour edge. (Politburo's
    execution backs are left out on purpose: their faint lattice covers the whole face, so a
    shifted back still shows nothing.)"""
    pdf = out["saver"] / f"{stem}-a4-en.pdf"
    manifest = _manifest(pdf)
    images = page_images(pdf, DPI, "L")
    scale = DPI / 25.4
    for entry in manifest["pieces"]:
        x, y, _, h = entry["trim"]
        bx = entry["bleed"][0]
        if bx >= x - 1:   # a shared cut: no bleed on this side
            continue
        image = images[entry["page"] - 1]
        # 1 mm clear of the cut lines' ends: a crop mark may start inside a tight bleed
        strip = image.crop((round((bx + 0.3) * scale), round(image.height - (y + h - 1) * scale),
                            round((x - 0.5) * scale), round(image.height - (y + 1) * scale)))
        assert strip.getextrema()[0] >= 250, (entry["id"], entry["side"])
