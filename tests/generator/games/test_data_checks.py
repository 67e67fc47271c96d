"""The field checks of the games' typed data loaders: right values pass through, wrong ones are
a CatalogueError naming the file and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from assets import CardData, CatalogueError, Text
from generator.games.data_checks import DataCheck, card_where

SOURCE = Path("assets/games/example.yaml")
CHECK = DataCheck(SOURCE)


def test_good_values_come_back_as_read():
    assert CHECK.whole(4, "w", (1, 6)) == 4
    assert CHECK.length(12, "l") == 12.0 and isinstance(CHECK.length(12, "l"), float)
    assert CHECK.colour("#1f5fC4", "c") == "#1f5fC4"
    assert CHECK.choice("air", ("earth", "air"), "ch") == "air"
    assert CHECK.text({"es": "Agua", "en": "Water"}, "t") == Text(es="Agua", en="Water")
    card = CardData("beria", 1, {"name": Text("Beria", "Beria")}, {})
    assert CHECK.card_text(card, "name", card_where("members", card)) == Text("Beria", "Beria")


@pytest.mark.parametrize(("call", "where", "problem"), [
    (lambda: CHECK.whole(True, "tables.x.n"), "tables.x.n", "whole number"),
    (lambda: CHECK.whole(2.0, "tables.x.n"), "tables.x.n", "whole number"),
    (lambda: CHECK.whole(7, "tables.figures[0].die", (1, 6)), "tables.figures[0].die", "1–6"),
    (lambda: CHECK.length(0, "tables.die.edge"), "tables.die.edge", "greater than 0"),
    (lambda: CHECK.length(False, "tables.die.edge"), "tables.die.edge", "greater than 0"),
    (lambda: CHECK.colour("#12345", "tables.colours[1].hex"), "tables.colours[1].hex", "'#12345'"),
    (lambda: CHECK.colour(None, "tables.colours[1].hex"), "tables.colours[1].hex", "None"),
    (lambda: CHECK.choice("sea", ("earth", "air"), "s.icon"), "s.icon", "earth, air"),
    (lambda: CHECK.text({"es": "Agua"}, "s.name"), "s.name", "both texts"),
    (lambda: CHECK.text({"es": "Agua", "en": " "}, "s.name"), "s.name", "both texts"),
    (lambda: CHECK.text("Agua", "s.name"), "s.name", "both texts"),
    (lambda: CHECK.card_text(CardData("nkvd", 1, {}, {}), "ability",
                             card_where("offices", CardData("nkvd", 1, {}, {}))),
     "components.offices (id 'nkvd').text.ability", "missing"),
])
def test_a_bad_value_names_the_file_and_the_field(call, where, problem):
    with pytest.raises(CatalogueError) as error:
        call()
    assert str(error.value).startswith(f"{SOURCE}: {where}: ")
    assert problem in str(error.value)
