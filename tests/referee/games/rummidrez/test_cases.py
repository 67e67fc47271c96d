"""RummiDrez's test cases R1–R5 (docs/rules-decisions.md#rummidrez; the seed's groups and
scores first), each as its own test, played through the engine."""

from __future__ import annotations

import pytest

from referee.games.rummidrez import GAME
from tests.referee.games.rummidrez.support import act, position, refused

#: Cards the mover holds besides those laid, so that no play empties the hand.
SPARE = ["pawn-9#2", "knight-1#2"]


def melded_with(group: list[str]) -> dict:
    """Seat 0, already melded, holds ``group`` and two spare cards."""
    return position({0: group + SPARE, 1: ["queen-9#2"]}, melded=[True, True])


def laid(group: list[str]) -> list[list[str]]:
    """The table after seat 0 lays ``group`` as a new group (the move must be accepted)."""
    return act(melded_with(group), 0, "play", {"table": [group]})["table"]


def refused_group(group: list[str]) -> str:
    """The refusal of laying ``group`` as a new group: ``"<code>:<group index>:<why>"``."""
    error = refused(melded_with(group), 0, "play", {"table": [group]})
    return f"{error.code}:{error.params['group']}:{error.params['why']}"


# --- R1 figure runs ----------------------------------------------------------------------------

def test_r1_three_rooks_in_a_row_are_a_figure_run() -> None:
    assert laid(["rook-3#1", "rook-4#2", "rook-5#1"]) == [
        ["rook-3#1", "rook-4#2", "rook-5#1"]]


def test_r1_a_neutral_between_two_rooks_fills_the_gap() -> None:
    assert laid(["rook-3#1", "neutral-1#1", "rook-5#2"]) == [
        ["rook-3#1", "neutral-1#1", "rook-5#2"]]


def test_r1_a_neutral_at_the_end_of_a_run_is_refused() -> None:
    assert refused_group(["neutral-1#1", "rook-4#1", "rook-5#1"]) == "invalid_group:0:neutral_place"


def test_r1_two_neutrals_side_by_side_are_refused() -> None:
    assert refused_group(["rook-3#1", "neutral-1#1", "neutral-2#1", "rook-6#1"]) \
        == "invalid_group:0:neutral_place"


# --- R2 colour runs ----------------------------------------------------------------------------

def test_r2_queen_rook_bishop_of_one_colour_are_a_colour_run() -> None:
    assert laid(["queen-2#1", "rook-2#1", "bishop-2#2"]) == [
        ["bishop-2#2", "rook-2#1", "queen-2#1"]]


def test_r2_joker_rook_bishop_leave_a_gap() -> None:
    assert refused_group(["joker-2#1", "rook-2#1", "bishop-2#1"]) == "invalid_group:0:gap"


def test_r2_a_neutral_plays_the_missing_queen() -> None:
    assert laid(["joker-2#1", "neutral-1#2", "rook-2#1"]) == [
        ["rook-2#1", "neutral-1#2", "joker-2#1"]]


def test_r2_all_six_figures_of_a_colour_are_the_longest_colour_run() -> None:
    six = ["joker-2#1", "queen-2#2", "rook-2#1", "bishop-2#2", "knight-2#1", "pawn-2#2"]
    assert laid(six) == [["pawn-2#2", "knight-2#1", "bishop-2#2", "rook-2#1",
                                      "queen-2#2", "joker-2#1"]]


# --- R3 first meld -----------------------------------------------------------------------------

FOUR = ["rook-3#1", "rook-4#1", "rook-5#1", "rook-6#1"]
THREE = ["queen-2#1", "rook-2#1", "bishop-2#1"]
KNIGHTS = ["knight-5#1", "knight-6#1", "knight-7#1"]


def first_meld_position() -> dict:
    """Seat 0 has not melded and holds a group of 4, one of 3, a knight 8 and spares; seat 1's
    knights 5–7 are on the table."""
    return position({0: FOUR + THREE + ["knight-8#1"] + SPARE, 1: ["queen-9#2"]},
                    [KNIGHTS], melded=[False, True])


def test_r3_the_three_group_alone_is_too_small() -> None:
    error = refused(first_meld_position(), 0, "play", {"table": [KNIGHTS, THREE]})
    assert (error.code, error.status, error.params) == (
        "first_meld_too_small", 422, {"least": 7, "laid": 3})


def test_r3_both_groups_make_the_first_meld() -> None:
    state = act(first_meld_position(), 0, "play", {"table": [KNIGHTS, FOUR, THREE]})
    assert state["melded"] == [True, True]
    assert state["zones"]["hand-0"]["cards"] == ["knight-8#1", *SPARE]
    assert state["table"] == [KNIGHTS, FOUR, ["bishop-2#1", "rook-2#1", "queen-2#1"]]
    assert state["to_play"] == 1


def test_r3_seven_cards_with_one_on_a_table_group_are_refused() -> None:
    table = [[*KNIGHTS, "knight-8#1"], FOUR[:3], THREE]
    error = refused(first_meld_position(), 0, "play", {"table": table})
    assert error.code == "first_meld_own_groups_only"


# --- R5 score ----------------------------------------------------------------------------------

def test_r5_going_out_scores_the_cards_left_in_the_other_hands() -> None:
    state = position({0: ["rook-3#1", "rook-4#1", "rook-5#1"],
                      1: ["pawn-1#1", "pawn-2#1", "pawn-3#2", "pawn-9#1"],
                      2: ["queen-1#1", "queen-2#2", "queen-4#1", "queen-6#1", "queen-8#1",
                          "joker-9#1"]}, melded=[True, False, False])
    assert state["target"] == 28
    state = act(state, 0, "play", {"table": [["rook-3#1", "rook-4#1", "rook-5#1"]]})
    assert state["scores"] == [10, 0, 0]
    assert state["phase"] == "hand_over"
    assert state["hand_result"]["cards_left"] == {"0": 0, "1": 4, "2": 6}
    assert GAME.outcome(state) is None


@pytest.mark.parametrize(("players", "target"), [(2, 14), (3, 28), (4, 42)])
def test_r5_the_default_target_is_14_per_opponent(players: int, target: int) -> None:
    assert GAME.options({}, players)["target"] == target
