"""Captures beyond the worked cases: the king by 2, 3 and 4, against a corner, at the edge;
soldiers against the king and against each other; several pieces at once; only the mover takes."""

from __future__ import annotations

import pytest

from referee.games.vikingdrez import GAME
from tests.referee.games.vikingdrez.support import BLACK, go, new


def test_the_king_away_from_the_throne_falls_to_two_attackers() -> None:
    state = go(new({"c6": "king", "c5": "attacker", "e7": "attacker"}), "e7-c7")
    assert "c6" not in state["board"]
    assert GAME.outcome(state)["reason"] == "king_captured"


def test_the_king_falls_to_one_attacker_and_a_corner() -> None:
    state = go(new({"b1": "king", "c5": "attacker"}, spares=False), "c5-c1")
    assert "b1" not in state["board"]
    assert GAME.outcome(state)["winners"] == [BLACK]


def test_the_king_on_the_throne_falls_to_four_attackers() -> None:
    state = go(new({"d4": "king", "c4": "attacker", "e4": "attacker", "d5": "attacker",
                    "d1": "attacker"}), "d1-d3")
    assert "d4" not in state["board"]
    assert GAME.outcome(state)["reason"] == "king_captured"


@pytest.mark.parametrize(("king", "attackers", "move"), [
    ("c4", ["b4", "c5", "c1"], "c1-c3"),
    ("d3", ["c3", "e3"], "a2-d2"),
    ("e4", ["e5", "e3", "f7"], "f7-f4"),
    ("d5", ["c5", "e5", "g6"], "g6-d6"),
])
def test_the_king_beside_the_throne_falls_to_attackers_on_his_three_other_sides(
        king: str, attackers: list[str], move: str) -> None:
    state = go(new({king: "king", **dict.fromkeys(attackers, "attacker")}), move)
    assert king not in state["board"]
    assert GAME.outcome(state)["reason"] == "king_captured"


def test_the_king_at_the_edge_is_safe_between_an_attacker_and_the_edge() -> None:
    state = go(new({"a5": "king", "c6": "attacker"}, spares=False), "c6-a6")
    assert state["board"]["a5"] == "king"
    assert GAME.outcome(state) is None


def test_two_attackers_beside_the_throne_do_not_take_the_king() -> None:
    state = go(new({"d5": "king", "c5": "attacker", "e7": "attacker"}), "e7-e5")
    assert state["board"]["d5"] == "king"


def test_the_king_closes_a_sandwich_for_a_defender() -> None:
    state = go(new({"e5": "king", "e4": "attacker", "b3": "defender"}, "white"), "b3-e3")
    assert "e4" not in state["board"]


def test_an_attacker_beside_the_throne_falls_against_the_king_on_it() -> None:
    state = go(new({"d4": "king", "d5": "attacker", "b6": "defender"}, "white"), "b6-d6")
    assert "d5" not in state["board"]


def test_an_attacker_falls_against_the_empty_throne() -> None:
    state = go(new({"f6": "king", "c4": "attacker", "b7": "defender"}, "white"), "b7-b4")
    assert "c4" not in state["board"]


def test_one_move_can_capture_on_several_sides() -> None:
    state = go(new({"f6": "king", "b3": "attacker", "c2": "attacker", "a3": "defender",
                    "c1": "defender", "c7": "defender"}, "white", spares=False), "c7-c3")
    assert state["history"][-1]["captured"] == ["c2", "b3"]
    assert "b3" not in state["board"] and "c2" not in state["board"]


def test_only_the_side_that_moved_captures() -> None:
    # c5 stands between two attackers from the start; a Black move elsewhere takes nothing.
    state = go(new({"f6": "king", "b5": "attacker", "d5": "attacker", "c5": "defender"}),
               "a2-a3")
    assert state["board"]["c5"] == "defender"


def test_a_soldier_is_taken_only_by_the_moving_piece() -> None:
    # The attacker arriving on b5 takes c5 against d5.
    state = go(new({"f6": "king", "b6": "attacker", "d5": "attacker", "c5": "defender"}),
               "b6-b5")
    assert "c5" not in state["board"]


def test_the_outcome_names_the_kings_square_when_a_soldier_falls_with_him() -> None:
    state = go(new({"c6": "king", "b6": "attacker", "e6": "defender", "f6": "attacker",
                    "d7": "attacker"}), "d7-d6")
    assert state["history"][-1]["captured"] == ["e6", "c6"]
    assert GAME.outcome(state)["king"] == "c6"
