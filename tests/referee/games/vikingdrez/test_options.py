"""VikingDrez's table options: ``black``, ``throne_passable`` and a start ``position``."""

from __future__ import annotations

import random
from typing import Any

import pytest

from referee.games.base import IllegalMove
from referee.games.vikingdrez import GAME
from referee.games.vikingdrez.rules import START
from tests.referee.games.vikingdrez.support import new


def _options(**raw: Any) -> dict[str, Any]:
    return GAME.options(raw, 2)


def _refusal(**raw: Any) -> IllegalMove:
    with pytest.raises(IllegalMove) as caught:
        GAME.options(raw, 2)
    assert caught.value.status == 400
    return caught.value


def test_the_defaults_give_the_standard_cross_with_black_on_seat_0_to_move() -> None:
    assert _options() == {"black": 0, "throne_passable": True, "position": None}
    state = new()
    assert state["board"] == START
    assert (state["black"], state["white"], state["to_move"]) == (0, 1, "black")
    assert len(START) == 13 and START["d4"] == "king"


def test_black_can_be_seat_1_or_drawn() -> None:
    assert new(black=1)["black"] == 1 and new(black=1)["white"] == 0
    drawn = {GAME.setup(2, _options(black="random"), random.Random(seed))["black"]
             for seed in range(20)}
    assert drawn == {0, 1}


@pytest.mark.parametrize("raw", [{"black": 2}, {"black": -1}, {"black": "white"},
                                 {"black": True}, {"throne_passable": "yes"},
                                 {"throne_passable": 1}])
def test_bad_option_values_are_refused(raw: dict[str, Any]) -> None:
    assert _refusal(**raw).code == "bad_option"


def test_an_unknown_option_is_refused_and_the_seed_key_is_ignored() -> None:
    assert _refusal(colour="black").code == "unknown_option"
    assert _options(seed=4)["black"] == 0


def test_a_position_sets_the_pieces_and_the_side_to_move() -> None:
    pieces = {"b6": "king", "c2": "defender", "e5": "attacker"}
    state = new(pieces, "white", spares=False)
    assert state["board"] == pieces
    assert state["to_move"] == "white"
    assert state["standard_start"] is False
    assert new()["standard_start"] is True


def test_a_position_without_a_side_to_move_has_black_to_move() -> None:
    options = _options(position={"pieces": {"b6": "king", "e5": "attacker"}})
    assert options["position"]["to_move"] == "black"


@pytest.mark.parametrize(("position", "message"), [
    ("d4", "A position is an object"),
    ({"to_move": "black"}, "A position is an object"),
    ({"pieces": {"d4": "king"}, "extra": 1}, "A position is an object"),
    ({"pieces": ["d4"]}, "\"pieces\" must map"),
    ({"pieces": {"d4": "king", "a2": "attacker"}, "to_move": "red"}, "\"to_move\" must be"),
    ({"pieces": {"h4": "king"}}, "which is not a square"),
    ({"pieces": {"d4": "queen"}}, "The piece on {square}"),
    ({"pieces": {"d4": "defender", "b2": "king"}}, "Only the king may stand"),
    ({"pieces": {"a7": "attacker", "b2": "king"}}, "Only the king may stand"),
    ({"pieces": {"b2": "attacker"}}, "exactly one king"),
    ({"pieces": {"b2": "king", "c3": "king", "e5": "attacker"}}, "exactly one king"),
    ({"pieces": {"g7": "king", "e5": "attacker"}}, "already stands on a corner"),
    ({"pieces": {"b2": "king"}, "to_move": "black"}, "no legal move"),
])
def test_a_bad_position_is_refused_with_its_reason(position: Any, message: str) -> None:
    error = _refusal(position=position)
    assert error.code == "bad_position"
    assert message in error.message


def test_the_side_to_move_needs_a_move_under_the_tables_throne_rule() -> None:
    # The lone attacker on d3 can only go up through the empty throne (c3, e3, d2 are taken).
    position = {"pieces": {"d3": "attacker", "c3": "defender", "e3": "defender",
                           "d2": "defender", "b6": "king"}, "to_move": "black"}
    assert _options(position=position)["position"]["to_move"] == "black"
    assert _refusal(position=position, throne_passable=False).code == "bad_position"


def test_setup_takes_two_players_only() -> None:
    with pytest.raises(ValueError, match="2-2 players"):
        GAME.setup(3, _options(), random.Random(0))
