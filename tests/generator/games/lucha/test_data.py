"""Politburó, lucha de poder: the print follows the data file (docs/rules-decisions.md#lucha: the
deck table
lives in the game's data so a table can change it), and bad data is refused with a message
that names the file, the entry and the field."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from assets import CatalogueError, load, load_file
from generator.components import PrintOptions
from generator.games import lucha
from generator.games.lucha import candidates as lucha_candidates
from generator.games.lucha.data import MINUS, read
from generator.games.lucha.style import GOLD
from generator.geometry import PT_PER_MM, SAFE_INSET, TAROT
from generator.job import print_component
from generator.text import TextOverflow
from tapete_testing.datafiles import edited_data_file
from tapete_testing.pdftext import read_text_pages, text_within
from tapete_testing.printing import print_and_read
from tapete_testing.raster import page_image


def squash(text: str) -> str:
    return re.sub(r"\s+", "", text).casefold()


def edited(tmp_path: Path, edit) -> Path:
    """A copy of the data file with ``edit(raw_yaml_dict)`` applied."""
    return edited_data_file(tmp_path, "lucha", edit)


def card(raw: dict, component: str, card_id: str) -> dict:
    [entry] = [c for c in raw["components"][component]["cards"] if c["id"] == card_id]
    return entry


def printed_texts(tmp_path: Path, path: Path, component: str, lang: str = "es",
                  prefix: str = ""):
    """Print ``component`` from the data file at ``path``: {piece id: squashed front text}
    for the pieces whose id starts with ``prefix``."""
    game = lucha.make_game(lambda: load_file(path))
    pdf, manifest = print_and_read(game, component, tmp_path / "out", lang=lang)
    texts = {}
    pages = read_text_pages(pdf)
    for entry in manifest["pieces"]:
        if entry["side"] != "front" or not entry["id"].startswith(prefix):
            continue
        page = pages[entry["page"] - 1]
        x, y, w, h = (v * PT_PER_MM for v in entry["trim"])
        texts[entry["id"]] = squash(text_within(page, (x, page.height - y - h, x + w,
                                                      page.height - y)))
    return texts


def test_an_unchanged_copy_prints_the_shipped_deck(tmp_path):
    texts = printed_texts(tmp_path, edited(tmp_path, lambda raw: None), "cards")
    assert len(texts) == 76
    assert sum(1 for i in texts if i.startswith("difamacion-2-")) == 6
    assert all(f"{MINUS}2" in texts[i] and "resta2" in texts[i]
               for i in texts if i.startswith("difamacion-2-"))


def test_changing_a_count_and_a_value_changes_the_printed_cards(tmp_path):
    def edit(raw):
        card(raw, "cards", "demagogia-3")["count"] = 5
        card(raw, "cards", "difamacion-2")["values"]["value"] = -4
    texts = printed_texts(tmp_path, edited(tmp_path, edit), "cards")
    assert len(texts) == 77
    assert sum(1 for i in texts if i.startswith("demagogia-3-")) == 5
    changed = [t for i, t in texts.items() if i.startswith("difamacion-2-")]
    assert len(changed) == 6
    assert all(f"{MINUS}4" in t and "resta4" in t and "resta2" not in t for t in changed)


def test_changing_an_effect_text_changes_the_print_in_that_language_only(tmp_path):
    def edit(raw):
        card(raw, "cards", "guardaespaldas")["text"]["effect"]["en"] = "Stops one Aggression."
    path = edited(tmp_path, edit)
    english = printed_texts(tmp_path, path, "cards", "en", prefix="guardaespaldas")
    spanish = printed_texts(tmp_path, path, "cards", "es", prefix="guardaespaldas")
    assert len(english) == len(spanish) == 8
    assert all("stopsoneaggression." in text for text in english.values())
    assert not any("stopsoneaggression" in text for text in spanish.values())


def loyalty_cell_colour(tmp_path: Path, path: Path, value: int) -> tuple:
    """The colour near the lower-right corner of ``value``'s loyalty cell on the first
    candidate card printed from ``path``."""
    game = lucha.make_game(lambda: load_file(path))
    pdf, manifest = print_and_read(game, "candidates", tmp_path / "candidates")
    entry = manifest["pieces"][0]
    width = (TAROT.width - 2 * SAFE_INSET) / lucha_candidates.COLUMNS
    row, col = divmod(value + 5, lucha_candidates.COLUMNS)
    x = entry["trim"][0] + SAFE_INSET + (col + 1) * width - 1.2
    y = entry["trim"][1] + lucha_candidates.LOYALTY_TOP - (row + 1) * lucha_candidates.CELL_HEIGHT
    image = page_image(pdf, entry["page"], dpi=100)
    scale = 100 / 25.4
    return image.getpixel((int(x * scale), int(image.height - (y + 1.2) * scale)))


def test_an_office_threshold_changes_the_office_card_and_the_candidate_tracks(tmp_path):
    gold = tuple(round(v * 255) for v in GOLD.rgb())
    shipped = edited(tmp_path, lambda raw: None)
    assert loyalty_cell_colour(tmp_path, shipped, 14) == gold
    assert loyalty_cell_colour(tmp_path, shipped, 15) != gold

    def edit(raw):
        card(raw, "offices", "interior")["values"]["threshold"] = 15
    path = edited(tmp_path, edit)
    offices = printed_texts(tmp_path, path, "offices")
    assert "15" in offices["interior"] and "14" not in offices["interior"]
    assert loyalty_cell_colour(tmp_path, path, 15) == gold
    assert loyalty_cell_colour(tmp_path, path, 14) != gold


def test_a_new_deck_row_is_printed(tmp_path):
    def edit(raw):
        raw["components"]["cards"]["cards"].append({
            "id": "demagogia-4", "count": 2,
            "text": card(raw, "cards", "demagogia-1")["text"],
            "values": {"type": "demagogia", "value": 4}})
    texts = printed_texts(tmp_path, edited(tmp_path, edit), "cards", prefix="demagogia")
    assert len(texts) == 18
    assert all("+4" in texts[f"demagogia-4-{n}"] and "suma4" in texts[f"demagogia-4-{n}"]
               for n in (1, 2))


@pytest.mark.parametrize(("edit", "names"), [
    (lambda raw: card(raw, "cards", "vengativo")["values"].update(type="venganza"),
     ["vengativo", "type", "venganza"]),
    (lambda raw: card(raw, "cards", "agresion-2")["values"].update(value="dos"),
     ["agresion-2", "value"]),
    (lambda raw: card(raw, "cards", "favorito")["text"]["effect"].update(es="Anula {n} cartas."),
     ["favorito", "effect", "placeholder"]),
    (lambda raw: card(raw, "cards", "favorito")["text"]["effect"].update(es="Anula {amount}."),
     ["favorito", "effect", "no values.value"]),
    (lambda raw: card(raw, "specials", "atentado")["values"].update(duration="forever"),
     ["atentado", "duration", "forever"]),
    (lambda raw: card(raw, "offices", "nkvd")["values"].update(threshold=None),
     ["nkvd", "threshold"]),
    (lambda raw: card(raw, "tokens", "health")["values"].update(diameter=0),
     ["health", "diameter"]),
    (lambda raw: raw["tables"]["styles"]["difamacion"].update(icon="sickle"),
     ["difamacion", "icon", "sickle"]),
    (lambda raw: raw["tables"].update(loyalty_track={"min": -5, "max": 25, "start": 30}),
     ["loyalty_track", "start 30"]),
    (lambda raw: raw["strings"].pop("duration_candidacy"), ["strings", "duration_candidacy"]),
    (lambda raw: raw["strings"]["office_keep"].update(en="Kept until dethroned."),
     ["office_keep.en", "{threshold}"]),
])
def test_malformed_data_is_refused_naming_the_entry_and_field(tmp_path, edit, names):
    path = edited(tmp_path, edit)
    game = lucha.make_game(lambda: load_file(path))
    with pytest.raises(CatalogueError) as error:
        game.components["cards"].pieces("es")
    message = str(error.value)
    assert str(path) in message
    assert all(name in message for name in names), message


def test_a_text_too_long_for_its_card_raises_naming_the_card(tmp_path):
    def edit(raw):
        card(raw, "cards", "manipulador")["text"]["effect"]["es"] = "Desvía la carta. " * 40
    path = edited(tmp_path, edit)
    game = lucha.make_game(lambda: load_file(path))
    with pytest.raises(TextOverflow, match="lucha manipulador"):
        print_component(game, game.components["cards"], PrintOptions(lang="es"), tmp_path)


def test_tracks_too_long_for_the_candidate_card_raise(tmp_path):
    def edit(raw):
        raw["tables"]["loyalty_track"] = {"min": -10, "max": 40, "start": 5}
    path = edited(tmp_path, edit)
    game = lucha.make_game(lambda: load_file(path))
    with pytest.raises(TextOverflow, match="do not fit"):
        print_component(game, game.components["candidates"], PrintOptions(lang="en"), tmp_path)


def test_the_shipped_deck_is_the_rules_deck_table():
    """docs/rules-decisions.md#lucha: type, count per value."""
    deck = read(load("lucha")).deck
    table: dict[str, dict] = {}
    for entry in deck:
        table.setdefault(entry.type, {})[entry.value] = entry.count
    assert table == {
        "demagogia": {1: 6, 2: 6, 3: 4}, "difamacion": {-1: 6, -2: 6, -3: 4},
        "agresion": {-1: 5, -2: 5, -3: 4}, "guardaespaldas": {None: 8},
        "vengativo": {None: 8}, "favorito": {None: 7}, "manipulador": {None: 7}}
