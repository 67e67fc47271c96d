"""NeuroDrez data file: what the renderers rely on is checked, and a bad file says where."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from assets import CatalogueError, load_file
from generator.art.colour import luminance
from generator.games.neurodrez.data import SHARED_PATTERN_CONTRAST, data_from, load_data
from tapete_testing.datafiles import edited_data_file


def _data_with(tmp_path: Path, change) -> None:
    data_from(load_file(edited_data_file(tmp_path, "neurodrez", change)))


def test_seed_colours_surfaces_and_figures():
    data = load_data()
    assert [c.name.es for c in data.colours] == ["Blanco", "Negro", "Rojo", "Verde", "Azul",
                                                 "Amarillo"]
    assert [s.name.es for s in data.surfaces] == ["Tierra", "Agua", "Aire", "Fuego", "Flora",
                                                  "Fauna"]
    assert [(f.name.es, f.value) for f in data.figures] == [
        ("Peón", 1), ("Caballo", 2), ("Alfil", 3), ("Torre", 4), ("Dama", 5), ("Jóker", 6)]


def test_colours_are_told_apart_by_hue_pattern_or_lightness():
    data = load_data()
    for a, b in itertools.combinations(data.colours, 2):
        assert a.hex.lower() != b.hex.lower()
        if a.pattern == b.pattern:
            assert abs(luminance(a.hex) - luminance(b.hex)) >= SHARED_PATTERN_CONTRAST


def test_each_die_face_and_its_opposite_are_a_pair():
    data = load_data()
    colour = next(d for d in data.dice if d.kind == "colour")
    pairs = {frozenset((colour.faces[k], colour.faces[5 - k])) for k in range(3)}
    assert frozenset(("blanco", "negro")) in pairs


@pytest.mark.parametrize(("change", "where"), [
    (lambda raw: raw["tables"]["colours"][2].update(pattern="zigzag"),
     "tables.colours[2] (id 'rojo').pattern"),
    (lambda raw: raw["tables"]["colours"][3].update(hex="#D0312D"),
     "(id 'verde').hex"),
    (lambda raw: raw["tables"]["colours"][5].update(pattern="stripes"),
     "(id 'amarillo').pattern"),
    (lambda raw: raw["tables"]["surfaces"][1].update(icon="ocean"),
     "tables.surfaces[1] (id 'agua').icon"),
    (lambda raw: raw["tables"]["figures"][0].update(value=7),
     "tables.figures[0] (id 'peon').value"),
    (lambda raw: raw["components"]["dice"]["cards"][1]["values"]["faces"].pop(),
     "components.dice (id 'colour').values.faces"),
    (lambda raw: raw["components"]["tokens"]["cards"][0]["values"].update(diameter=0),
     "components.tokens (id 'ownership').values.diameter"),
    (lambda raw: raw["components"]["tiles"].update(size=[45, 50]), "components.tiles.size"),
    (lambda raw: raw["tables"]["board"].pop("glue_strip"), "tables.board.glue_strip"),
])
def test_a_bad_data_file_names_the_field(tmp_path, change, where):
    with pytest.raises(CatalogueError) as error:
        _data_with(tmp_path, change)
    assert where in str(error.value)
    assert "neurodrez.yaml" in str(error.value)
