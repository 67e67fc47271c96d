"""Politburó, lucha de poder as printed PDFs (seed 000, docs/rules-decisions.md#lucha): every
component in both
languages, read back card by card through the manifest (texts and colours with PDFium)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader
from pypdf.generic import DictionaryObject, IndirectObject

from assets import LANGS, load
from generator import games
from generator.cli import main
from generator.games import lucha
from generator.games.lucha import candidates as lucha_candidates
from generator.games.lucha.data import MINUS, read
from generator.geometry import POKER, PT_PER_MM, SAFE_INSET, TAROT
from tapete_testing.pdfgeometry import back_misalignments, read_pages
from tapete_testing.pdftext import read_text_pages, text_within
from tapete_testing.printing import print_and_read
from tapete_testing.raster import page_image

# The seed's component list (Componentes de juego) and docs/rules-decisions.md#lucha.
SEED_COUNTS = {"candidates": 15, "cards": 76, "specials": 22, "offices": 5, "tokens": 45}
SIZES = {"candidates": TAROT, "cards": POKER, "specials": POKER, "offices": POKER}
RED = (196, 38, 29)


def squash(text: str) -> str:
    """Casefolded and without whitespace: how PDF text and data text compare."""
    return re.sub(r"\s+", "", text).casefold()


def data():
    return read(load("lucha"))


@pytest.fixture(scope="module", params=LANGS)
def printed(request, tmp_path_factory) -> tuple[str, dict[str, tuple[Path, dict]]]:
    """Every component in one language on A4: (lang, {component: (pdf, manifest)})."""
    lang = request.param
    out = tmp_path_factory.mktemp(f"lucha-{lang}")
    result = {}
    for comp_id in lucha.GAME.components:
        result[comp_id] = print_and_read(lucha.GAME, comp_id, out, lang=lang)
    return lang, result


@pytest.fixture(scope="module")
def fronts(printed) -> tuple[str, dict[str, dict[str, str]]]:
    """(lang, {component: {piece id: squashed front text}}) for the card components."""
    lang, result = printed
    return lang, {comp: face_texts(*result[comp])
                  for comp in ("candidates", "cards", "specials", "offices")}


def face_texts(pdf: Path, manifest: dict, side: str = "front", raw: bool = False) -> dict[str, str]:
    """The text inside each piece's trim box on ``side`` (squashed unless ``raw``), by id."""
    texts = {}
    pages = read_text_pages(pdf)
    for entry in manifest["pieces"]:
        if entry["side"] != side:
            continue
        page = pages[entry["page"] - 1]
        x, y, w, h = (v * PT_PER_MM for v in entry["trim"])
        text = text_within(page, (x, page.height - y - h, x + w, page.height - y))
        texts[entry["id"]] = text if raw else squash(text)
    return texts


def pixel(pdf: Path, entry: dict, x_mm: float, y_mm: float, dpi: int = 100) -> tuple:
    """The RGB colour at ``(x_mm, y_mm)`` from the lower-left corner of the piece's trim."""
    image = page_image(pdf, entry["page"], dpi=dpi)
    scale = dpi / 25.4
    x, y = entry["trim"][0] + x_mm, entry["trim"][1] + y_mm
    return image.getpixel((int(x * scale), int(image.height - y * scale)))


def close(a: tuple, b: tuple, tolerance: int = 12) -> bool:
    return all(abs(p - q) <= tolerance for p, q in zip(a, b, strict=True))


@pytest.mark.parametrize("lang", LANGS)
def test_every_component_has_the_seed_count_of_pieces(lang):
    assert list(lucha.GAME.components) == list(SEED_COUNTS)
    for comp_id, count in SEED_COUNTS.items():
        pieces = lucha.GAME.components[comp_id].pieces(lang)
        assert len(pieces) == count, comp_id
        assert len({p.id for p in pieces}) == count
        assert all(p.back is not None for p in pieces)
        if comp_id in SIZES:
            assert {p.size for p in pieces} == {SIZES[comp_id]}


def test_the_printed_pdfs_hold_every_piece_front_and_back(printed):
    _, result = printed
    for comp_id, (pdf, manifest) in result.items():
        fronts = [e for e in manifest["pieces"] if e["side"] == "front"]
        backs = [e for e in manifest["pieces"] if e["side"] == "back"]
        assert len(fronts) == len(backs) == SEED_COUNTS[comp_id], comp_id
        pages = read_pages(pdf)
        for entry in fronts[:1]:
            size = (entry["trim"][2], entry["trim"][3])
            front_page = pages[entry["page"] - 1]
            assert back_misalignments(front_page, pages[entry["page"]], size, "long") == []


def test_every_deck_table_entry_is_printed_on_each_of_its_cards(fronts):
    lang, texts = fronts[0], fronts[1]["cards"]
    deck = data().deck
    assert sum(entry.count for entry in deck) == 76
    missing = []
    for entry in deck:
        ids = [i for i in texts if i == entry.id or i.startswith(f"{entry.id}-")]
        assert len(ids) == entry.count, entry.id
        wanted = [entry.name.get(lang), entry.effect_text(lang), entry.value_label()]
        if entry.note is not None:
            wanted.append(entry.note.get(lang))
        missing += [f"{piece}: {text}" for piece in ids for text in wanted
                    if squash(text) not in texts[piece]]
    assert missing == []


def test_values_are_signed_with_a_true_minus(fronts):
    texts = fronts[1]["cards"]
    assert f"{MINUS}3" in texts["agresion-3-1"] and "+3" in texts["demagogia-3-1"]
    assert "resta3" in texts["agresion-3-1"] or "subtract3" in texts["agresion-3-1"]


def test_every_special_card_carries_its_texts_duration_and_seed_number(fronts):
    lang, texts = fronts[0], fronts[1]["specials"]
    lucha_data = data()
    missing = []
    seen_numbers = []
    for special in lucha_data.specials:
        ids = [i for i in texts if i == special.id or i.startswith(f"{special.id}-")]
        assert len(ids) == special.count
        for n, piece in enumerate(sorted(ids)):
            wanted = [special.name.get(lang), special.rules.get(lang),
                      special.clarification.get(lang), lucha_data.s(
                          f"duration_{special.duration}", lang)]
            if special.numbers:
                wanted.append(f"Nº {special.numbers[n]:02d}")
                seen_numbers.append(special.numbers[n])
            missing += [f"{piece}: {t[:40]}" for t in wanted if squash(t) not in texts[piece]]
    assert missing == []
    assert sorted(seen_numbers) == list(range(1, 21))    # the seed's 01–20
    assert sum(s.count for s in lucha_data.specials if s.id == "cura") == 2


def test_specials_have_the_red_star_in_the_upper_right_corner_and_game_cards_do_not(printed):
    _, result = printed
    star_x = POKER.width - SAFE_INSET - 7.2
    star_y = POKER.height - SAFE_INSET - 7.4
    pdf, manifest = result["specials"]
    fronts = [e for e in manifest["pieces"] if e["side"] == "front"]
    for entry in (fronts[0], fronts[-1]):            # Gran Purga and a Cura
        assert close(pixel(pdf, entry, star_x, star_y), RED)
    pdf, manifest = result["cards"]
    entry = next(e for e in manifest["pieces"] if e["side"] == "front")
    assert not close(pixel(pdf, entry, star_x, star_y), RED)


def test_each_card_type_has_its_own_colour_in_the_corner_disc(printed):
    _, result = printed
    pdf, manifest = result["cards"]
    fronts = {e["id"]: e for e in manifest["pieces"] if e["side"] == "front"}
    colours = {}
    for entry in data().deck:
        first = fronts.get(f"{entry.id}-1", fronts.get(entry.id))
        sample = pixel(pdf, first, SAFE_INSET + 8.0 - 6.6, POKER.height - SAFE_INSET - 8.0)
        expected = tuple(round(v * 255) for v in entry.style.colour.rgb())
        assert close(sample, expected), entry.id
        colours[entry.type] = expected
    assert len(set(colours.values())) == len(colours) == 7


def test_game_cards_and_specials_share_one_back(printed):
    """They are shuffled into one draw pile: a special must not be told by its back."""
    _, result = printed
    images = []
    for comp_id in ("cards", "specials"):
        pdf, manifest = result[comp_id]
        entry = next(e for e in manifest["pieces"] if e["side"] == "back")
        image = page_image(pdf, entry["page"], dpi=100)
        scale = 100 / 25.4
        x, y, w, h = entry["trim"]
        images.append(image.crop((round(x * scale) + 2, round(image.height - (y + h) * scale) + 2,
                                  round((x + w) * scale) - 2, round(image.height - y * scale) - 2)))
    a, b = images
    assert a.size == b.size
    assert max(abs(p - q) for p, q in zip(a.tobytes(), b.tobytes(), strict=True)) <= 8


def test_every_office_shows_threshold_ability_and_reminders(fronts):
    lang, texts = fronts[0], fronts[1]["offices"]
    lucha_data = data()
    thresholds = []
    for office in lucha_data.offices:
        text = texts[office.id]
        assert squash(office.name.get(lang)) in text
        assert squash(office.ability.get(lang)) in text
        assert str(office.threshold) in text
        keep = lucha_data.s("office_keep", lang).format(threshold=office.threshold)
        assert (squash(keep) in text) is (not office.wins)
        thresholds.append(office.threshold)
    assert thresholds == [10, 14, 17, 21, 25]          # docs/rules-decisions.md#lucha


def test_every_candidate_card_has_its_name_and_both_tracks(printed, fronts):
    lang, texts = fronts[0], fronts[1]["candidates"]
    result = printed[1]
    lucha_data = data()
    assert len(texts) == 15
    for candidate in lucha_data.candidates:
        text = texts[candidate.id]
        assert squash(candidate.name.get(lang)) in text
        assert squash(candidate.full_name.get(lang)) in text
        assert squash(lucha_data.s("loyalty", lang)) in text
        assert squash(lucha_data.s("health", lang)) in text
    # Track numbers, read in order from each card: loyalty −5..25, then health 1..10.
    raw = face_texts(*result["candidates"], raw=True)
    for candidate in lucha_data.candidates:
        numbers = [int(n.replace(MINUS, "-"))
                   for n in re.findall(rf"(?<![\d–]){MINUS}?\d+(?![\d–])", raw[candidate.id])]
        loyalty, health = position(numbers, range(-5, 26)), position(numbers, range(1, 11))
        assert loyalty is not None and health is not None and loyalty < health, candidate.id


def position(numbers: list[int], run: range) -> int | None:
    """Where ``run`` occurs as consecutive items of ``numbers`` (None: nowhere)."""
    wanted = list(run)
    for start in range(len(numbers) - len(wanted) + 1):
        if numbers[start:start + len(wanted)] == wanted:
            return start
    return None


def test_markers_are_round_tokens_that_fit_the_track_cells(printed):
    _, result = printed
    _, manifest = result["tokens"]
    fronts = [e for e in manifest["pieces"] if e["side"] == "front"]
    kinds = {}
    for entry in fronts:
        kinds[entry["id"].rsplit("-", 1)[0]] = kinds.get(entry["id"].rsplit("-", 1)[0], 0) + 1
    assert kinds == {"action": 15, "loyalty": 15, "health": 15}
    cell = (TAROT.width - 2 * SAFE_INSET) / lucha_candidates.COLUMNS
    for marker in data().markers:
        assert marker.diameter <= min(cell, lucha_candidates.CELL_HEIGHT)


def every_font(pdf: Path) -> list[tuple[str, bool]]:
    """(BaseFont, embedded?) of every font object in the file, pages' and forms' alike."""
    reader = PdfReader(str(pdf))
    found = []
    for generation, numbers in reader.xref.items():
        for number in numbers:
            obj = reader.get_object(IndirectObject(number, generation, reader))
            if isinstance(obj, DictionaryObject) and obj.get("/Type") == "/Font":
                descriptor = obj.get("/FontDescriptor")
                embedded = descriptor is not None and "/FontFile2" in descriptor.get_object()
                found.append((str(obj["/BaseFont"]), embedded))
    return found


def test_fonts_are_embedded_and_no_standard_font_is_used(printed):
    _, result = printed
    for comp_id, (pdf, _) in result.items():
        found = every_font(pdf)
        assert found or comp_id == "tokens", comp_id     # markers carry no text
        assert all(embedded for _, embedded in found), (pdf.name, found)
        assert all("SourceSansPro" in name or "SourceSerifPro" in name for name, _ in found)


@pytest.mark.parametrize("lang", LANGS)
def test_letter_paper_prints_every_piece(tmp_path, lang):
    for comp_id in lucha.GAME.components:
        _, manifest = print_and_read(lucha.GAME, comp_id, tmp_path, paper="letter", lang=lang)
        assert manifest["page_size"] == [215.9, 279.4]
        fronts = [e for e in manifest["pieces"] if e["side"] == "front"]
        assert len(fronts) == SEED_COUNTS[comp_id]


def test_faces_reach_into_the_bleed(printed):
    """Backgrounds extend beyond the trim on the sheet's outer edges (3 mm bleed)."""
    _, result = printed
    for comp_id in ("candidates", "cards", "specials", "offices"):
        pdf, manifest = result[comp_id]
        for side in ("front", "back"):
            entry = next(e for e in manifest["pieces"]
                         if e["side"] == side and e["bleed"][0] < e["trim"][0] - 2.9)
            colour = pixel(pdf, entry, -1.5, entry["trim"][3] / 2)
            assert not all(channel >= 250 for channel in colour), (comp_id, side)


def test_the_command_line_prints_the_chosen_components(tmp_path, capsys):
    assert main(["lucha", "offices", "tokens", "--lang", "en", "--out", str(tmp_path)]) == 0
    written = capsys.readouterr().out.split()
    assert [Path(p).name for p in written] == [
        "lucha-offices-a4-en.pdf", "lucha-offices-a4-en.json",
        "lucha-tokens-a4-en.pdf", "lucha-tokens-a4-en.json"]
    assert games.get("lucha") is lucha.GAME
