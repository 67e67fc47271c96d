"""Roll moves with app or physical dice (kit.dice)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from referee.games.base import IllegalMove
from referee.games.kit.dice import D6, roll_dice, roll_die

NEURO = {"figure": D6, "colour": ("blanco", "negro", "rojo", "verde", "azul", "amarillo"),
         "surface": ("tierra", "agua", "aire", "fuego", "flora", "fauna")}


def test_app_die_is_drawn_from_the_move_s_rng() -> None:
    assert roll_die({}, "app", random.Random(5)) == roll_die({}, "app", random.Random(5))
    rng = random.Random(11)
    faces = Counter(roll_die({}, "app", rng)["value"] for _ in range(600))
    assert set(faces) == set(D6)
    assert all(60 < n < 140 for n in faces.values())
    assert roll_die({}, "app", random.Random(1))["physical"] is False


def test_app_die_takes_no_arguments() -> None:
    with pytest.raises(IllegalMove) as info:
        roll_die({"value": 3}, "app", random.Random(1))
    assert (info.value.code, info.value.status) == ("bad_args", 400)


@pytest.mark.parametrize("value", D6)
def test_physical_die_takes_the_face(value) -> None:
    assert roll_die({"value": value}, "physical", None) == {"value": value, "physical": True}


@pytest.mark.parametrize("value", [0, 7, -1, True, 3.0, "3", None])
def test_physical_die_refuses_a_face_it_does_not_have(value) -> None:
    with pytest.raises(IllegalMove) as info:
        roll_die({"value": value}, "physical", None)
    assert (info.value.code, info.value.status) == ("bad_die_value", 400)
    assert info.value.params["die"] == "value"


@pytest.mark.parametrize("args", [{}, {"value": 3, "extra": 1}, {"face": 3}])
def test_physical_die_needs_exactly_its_value(args) -> None:
    with pytest.raises(IllegalMove) as info:
        roll_die(args, "physical", None)
    assert info.value.code == "bad_args"


def test_three_named_dice_app_and_physical() -> None:
    rolled = roll_dice({}, "app", random.Random(2), NEURO)
    assert list(rolled) == ["figure", "colour", "surface", "physical"]
    assert rolled["figure"] in D6 and rolled["colour"] in NEURO["colour"]
    assert rolled["surface"] in NEURO["surface"]
    typed = {"figure": 6, "colour": "rojo", "surface": "agua"}
    assert roll_dice(typed, "physical", None, NEURO) == {**typed, "physical": True}
    with pytest.raises(IllegalMove) as info:
        roll_dice({**typed, "colour": "morado"}, "physical", None, NEURO)
    assert info.value.params["die"] == "colour"
    assert "amarillo" in info.value.params["faces"]


def test_an_unknown_mode_is_a_programming_error() -> None:
    with pytest.raises(ValueError):
        roll_die({}, "random", random.Random(1))
