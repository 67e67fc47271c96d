"""SoloDrez's cases of docs/rules-decisions.md#solodrez, the seed's examples first (seed 004
SoloDrez): runs with a neutral card, the booklet's figure, a lone neutral, run shapes, removal."""

from __future__ import annotations

from tests.referee.games.solodrez.support import act, refused, series, shift, table

S1_X = ["pawn-6", "neutral-1", "bishop-5", "knight-2"]


def test_s1_seed_example_neutral_plays_the_rook_onto_a_queen() -> None:
    state = shift(table(S1_X, ["joker-7", "queen-3"]), 1, 3, 2)
    assert state["columns"][:2] == [["pawn-6"],
                                    ["joker-7", "queen-3", "neutral-1", "bishop-5", "knight-2"]]


def test_s1_the_neutral_run_does_not_fit_on_a_rook() -> None:
    assert refused(table(S1_X, ["rook-7"]), "move",
                   {"from": 1, "count": 3, "to": 2}).code == "does_not_fit"


def test_s1_onto_the_other_neutral_playing_the_queen() -> None:
    state = shift(table(S1_X, ["pawn-1", "neutral-2"]), 1, 3, 2)
    assert state["columns"][1] == ["pawn-1", "neutral-2", "neutral-1", "bishop-5", "knight-2"]


def test_seed_bishop_and_knight_go_onto_a_rook() -> None:
    state = shift(table(["queen-1", "bishop-4", "knight-4"], ["rook-2"]), 1, 2, 2)
    assert state["columns"][:2] == [["queen-1"], ["rook-2", "bishop-4", "knight-4"]]


def test_s2_booklet_figure() -> None:
    state = table(["pawn-3", "queen-8", "joker-1", "bishop-5", "knight-2"],
                  ["knight-9", "pawn-4", "rook-7"])
    after = shift(state, 1, 2, 2)
    assert after["columns"][:2] == [["pawn-3", "queen-8", "joker-1"],
                                    ["knight-9", "pawn-4", "rook-7", "bishop-5", "knight-2"]]
    assert after["moves"] == 1


def test_s3_a_lone_neutral_goes_nowhere_on_a_pawn() -> None:
    state = table(["rook-1", "neutral-1"], ["pawn-4"], ["knight-9"])
    assert refused(state, "move", {"from": 1, "count": 1, "to": 2}).code == "nothing_below_pawn"
    after = shift(state, 1, 1, 3)
    assert after["columns"][2] == ["knight-9", "neutral-1"]


def test_s3_a_lone_neutral_goes_to_an_empty_column_as_a_joker() -> None:
    after = shift(table(["rook-1", "neutral-1"], ["pawn-4"]), 1, 1, 5)
    assert after["columns"][4] == ["neutral-1"]


def test_s4_a_neutral_between_cards_that_skip_two_roles_is_not_a_run() -> None:
    state = table(["bishop-1", "neutral-1", "knight-2"], ["rook-3"])
    assert refused(state, "move", {"from": 1, "count": 3, "to": 2}).code == "not_ordered"


def test_s4_bishop_neutral_pawn_goes_onto_a_rook() -> None:
    after = shift(table(["joker-4", "bishop-1", "neutral-1", "pawn-2"], ["rook-3"]), 1, 3, 2)
    assert after["columns"][:2] == [["joker-4"], ["rook-3", "bishop-1", "neutral-1", "pawn-2"]]


def test_s6_a_complete_series_is_removed() -> None:
    state = table(["joker-1", "queen-2", "rook-3", "bishop-4", "knight-5", "pawn-6"],
                  ["knight-7"])
    after = act(state, "remove", column=1)
    assert after["columns"][0] == []
    assert after["removed"] == [["joker-1", "queen-2", "rook-3", "bishop-4", "knight-5",
                                 "pawn-6"]]
    assert after["moves"] == 1


def test_s6_a_neutral_inside_is_not_a_complete_series() -> None:
    state = table(["joker-1", "queen-2", "neutral-1", "bishop-4", "knight-5", "pawn-6"])
    assert refused(state, "remove", {"column": 1}).code == "not_a_complete_series"


def test_s6_a_neutral_under_a_full_series_is_not_a_complete_series() -> None:
    state = table(["neutral-2", *series(3)])
    assert refused(state, "remove", {"column": 1}).code == "not_a_complete_series"


def test_an_empty_column_takes_a_run_from_a_joker() -> None:
    after = shift(table(["pawn-5", "joker-2", "queen-2"], ["knight-3"]), 1, 2, 3)
    assert after["columns"][:3] == [["pawn-5"], ["knight-3"], ["joker-2", "queen-2"]]


def test_an_empty_column_takes_a_run_whose_neutral_plays_the_joker() -> None:
    after = shift(table(["pawn-5", "neutral-2", "queen-2"], ["knight-3"]), 1, 2, 3)
    assert after["columns"][2] == ["neutral-2", "queen-2"]

