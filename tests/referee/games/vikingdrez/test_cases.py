"""The worked cases V1-V6 of docs/rules-decisions.md#vikingdrez, each from its exact position
(the listed pieces plus White's far defender on g2 and Black's far attacker on a2)."""

from __future__ import annotations

from referee.games.vikingdrez import GAME
from tests.referee.games.vikingdrez.support import BLACK, go, new


def test_v1_the_king_beside_the_throne_needs_three_attackers() -> None:
    state = new({"d5": "king", "c5": "attacker", "e7": "attacker", "d7": "attacker"})
    state = go(state, "e7-e5")
    assert state["board"]["d5"] == "king"
    assert state["history"][-1]["captured"] == []
    state = go(state, "g2-g3", "d7-d6")
    assert "d5" not in state["board"]
    assert state["history"][-1]["captured"] == ["d5"]
    result = GAME.outcome(state)
    assert result is not None
    assert (result["winners"], result["reason"], result["king"]) == ([BLACK], "king_captured",
                                                                     "d5")


def test_v2_the_king_on_the_throne_needs_four_attackers() -> None:
    state = new({"d4": "king", "d5": "defender", "c4": "attacker", "e4": "attacker",
                 "d1": "attacker"})
    state = go(state, "d1-d3")
    assert state["board"]["d4"] == "king"
    assert state["board"]["d5"] == "defender"
    assert state["history"][-1]["captured"] == []
    assert GAME.outcome(state) is None


def test_v3_a_piece_may_move_between_two_enemies() -> None:
    state = new({"f6": "king", "b2": "attacker", "d2": "attacker", "c5": "defender"}, "white")
    state = go(state, "c5-c2")
    assert state["board"]["c2"] == "defender"
    assert state["board"]["b2"] == state["board"]["d2"] == "attacker"
    assert state["history"][-1]["captured"] == []


def test_v4_a_corner_closes_a_sandwich() -> None:
    state = new({"f6": "king", "b1": "defender", "c5": "attacker"})
    state = go(state, "c5-c1")
    assert "b1" not in state["board"]
    assert state["history"][-1]["captured"] == ["b1"]


def test_v5_the_empty_throne_closes_a_sandwich() -> None:
    state = go(new({"f6": "king", "d5": "defender", "d7": "attacker"}), "d7-d6")
    assert "d5" not in state["board"]
    assert state["history"][-1]["captured"] == ["d5"]


def test_v5_the_throne_with_the_king_on_it_protects_a_defender() -> None:
    state = go(new({"d4": "king", "d5": "defender", "d7": "attacker"}), "d7-d6")
    assert state["board"]["d5"] == "defender"
    assert state["history"][-1]["captured"] == []


def test_v6_the_king_is_armed() -> None:
    state = go(new({"d7": "king", "b6": "defender", "c6": "attacker"}, "white"), "d7-d6")
    assert "c6" not in state["board"]
    assert state["board"]["d6"] == "king"
    assert state["history"][-1]["captured"] == ["c6"]
