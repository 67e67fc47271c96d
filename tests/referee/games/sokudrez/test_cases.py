"""SokuDrez's cases of docs/rules-decisions.md#sokudrez (K1–K3; seed 004 SokuDrez, "VARIANTE
MULTIJUGADOR"): the seed's strategy swap scores all eight points, the solving swap counts only
as the first of a double turn, the literal checks."""

from __future__ import annotations

from referee.games.sokudrez import GAME
from referee.games.sokudrez.grid import is_solved
from tests.referee.games.sokudrez.support import SOLVED, X1, X2, X3, new, swap, swapped


def test_the_booklets_grid_is_solved() -> None:
    assert is_solved(SOLVED)
    assert SOLVED[0][0] == "joker-1" and SOLVED[1][2] == "bishop-8"
    assert SOLVED[2][4] == "joker-6" and SOLVED[4][7] == "pawn-9"
    assert SOLVED[3][1] == "knight-3" and SOLVED[5][8] == "queen-5"


def test_k1_the_seeds_strategy_swap_scores_eight() -> None:
    state = new(swapped(SOLVED, X1, X2), players=2)
    state = swap(state, 0, X1)
    assert state["last_swap"]["points"] == 8 and all(state["last_swap"]["checks"].values())
    assert (state["to_play"], state["turn_swaps"]) == (1, 2)
    state = swap(state, 1, X2)
    assert state["last_swap"] == {**state["last_swap"], "points": 8, "counted": True,
                                  "solves": True}
    assert GAME.outcome(state) == {"winners": [0, 1], "reason": "solved",
                                   "scores": {"0": 8, "1": 8}, "moves": {"0": 1, "1": 1}}


def test_k2_the_solving_second_swap_of_a_double_turn_scores_nothing() -> None:
    state = new(swapped(SOLVED, X1, X2, X3), players=2)
    state = swap(state, 0, X1)
    state = swap(state, 1, X2)
    assert state["last_swap"]["points"] == 8 and GAME.outcome(state) is None
    state = swap(state, 1, X3)
    last = state["last_swap"]
    assert sum(last["checks"].values()) == 8  # it would have scored 8
    assert (last["points"], last["counted"], last["solves"]) == (0, False, True)
    assert GAME.outcome(state) == {"winners": [0, 1], "reason": "solved",
                                   "scores": {"0": 8, "1": 8}, "moves": {"0": 1, "1": 2}}


def test_k3_the_checks_are_literal() -> None:
    state = new(swapped(SOLVED, X1), players=2)
    assert state["grid"][0][0] == "bishop-8" and state["grid"][1][8] == "bishop-2"
    state = swap(state, 0, ([1, 1], [2, 9]))
    last = state["last_swap"]
    assert last["points"] == 2
    assert [name for name, true in last["checks"].items() if true] == [
        "number_a_repeated", "number_a_missing"]
    assert [card.split("-")[1] for card in state["grid"][0]].count("2") == 2


def test_the_opening_single_swap_that_solves_counts() -> None:
    state = swap(new(swapped(SOLVED, X1), players=3), 0, X1)
    assert state["last_swap"]["counted"] and state["last_swap"]["points"] == 8
    assert GAME.outcome(state)["winners"] == [0]


def test_d1_a_swap_inside_one_column_gives_no_figure_points() -> None:
    state = swap(new(swapped(SOLVED, X1), players=2), 0, ([1, 1], [4, 1]))
    checks = state["last_swap"]["checks"]
    assert not any(value for name, value in checks.items() if name.startswith("figure"))
