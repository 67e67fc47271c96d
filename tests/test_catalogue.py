"""The catalogue loader: typed records, and errors that name the file, entry and field."""

from __future__ import annotations

import textwrap

import pytest

from assets import CatalogueError, available, load, load_file

GOOD = """
game: sample
name: {es: Muestra, en: Sample}
strings:
  back: {es: Reverso, en: Back}
components:
  cards:
    name: {es: Cartas, en: Cards}
    size: [63.5, 88.9]
    cards:
      - id: one
        count: 2
        text:
          title: {es: Uno, en: One}
        values: {points: 1}
"""


def _write(tmp_path, text):
    path = tmp_path / "sample.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_a_good_file_loads_into_typed_records(tmp_path):
    cat = load_file(_write(tmp_path, GOOD))
    card = cat.components["cards"].card("one")
    assert (card.count, card.t("title", "es"), card.t("title", "en")) == (2, "Uno", "One")
    assert card.values["points"] == 1
    assert cat.components["cards"].size == (63.5, 88.9)
    assert cat.s("back", "en") == "Back"


@pytest.mark.parametrize(("change", "where"), [
    (("title: {es: Uno, en: One}", "title: {es: Uno}"), "cards[0] (id 'one').text.title.en"),
    (("title: {es: Uno, en: One}", "title: Uno"), "text.title: expected {es: ..., en: ...}"),
    (("count: 2", "count: two"), "cards[0] (id 'one').count"),
    (("count: 2", "count: -1"), "cards[0] (id 'one').count"),
    (("- id: one", "- idx: one"), "components.cards.cards[0].id"),
    (("size: [63.5, 88.9]", "size: [63.5]"), "components.cards.size"),
    (("back: {es: Reverso, en: Back}", "back: {es: '', en: Back}"), "strings.back.es"),
    (("game: sample", "game: 3"), "game: missing or not a string"),
    (("values: {points: 1}", "values: {points: 1}\n        colour: red"),
     "unknown field(s) ['colour']"),
])
def test_malformed_files_name_file_entry_and_field(tmp_path, change, where):
    old, new = change
    path = _write(tmp_path, GOOD.replace(old, new))
    with pytest.raises(CatalogueError) as error:
        load_file(path)
    assert str(path) in str(error.value)
    assert where in str(error.value)


def test_duplicate_ids_are_refused(tmp_path):
    text = GOOD + """      - id: one
        text: {}
"""
    with pytest.raises(CatalogueError, match="duplicate id"):
        load_file(_write(tmp_path, text))


def test_invalid_yaml_and_missing_files(tmp_path):
    with pytest.raises(CatalogueError, match="not valid YAML"):
        load_file(_write(tmp_path, "game: [unclosed"))
    with pytest.raises(CatalogueError, match="cannot be read"):
        load_file(tmp_path / "absent.yaml")
    with pytest.raises(CatalogueError, match="no data file for game 'nope'"):
        load("nope")


def test_every_shipped_data_file_loads():
    assert available()
    for game in available():
        assert load(game).game == game
