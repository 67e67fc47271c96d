"""Pax Pamir: ties at every place, in successful and failed checks, normal and final
(docs/rules-decisions.md#pax-pamir: the tied places' points added, divided, rounded down)."""

from __future__ import annotations

import pytest

from referee.games.pax_pamir.checks import FAILURE_POINTS, SUCCESS_POINTS, dominant, places
from tests.referee.games.pax_pamir.support import (
    ANA,
    BEA,
    CARL,
    DAN,
    EVA,
    failure,
    last_points,
    new,
    success,
)


@pytest.mark.parametrize(("influence", "points"), [
    ({ANA: 3, BEA: 3, CARL: 1, DAN: 0}, {ANA: 4, BEA: 4, CARL: 1, DAN: 0}),   # 1st (5+3)/2
    ({ANA: 3, BEA: 2, CARL: 2, DAN: 0}, {ANA: 5, BEA: 2, CARL: 2, DAN: 0}),   # 2nd (3+1)/2
    ({ANA: 3, BEA: 2, CARL: 1, DAN: 1}, {ANA: 5, BEA: 3, CARL: 0, DAN: 0}),   # 3rd (1+0)/2
    ({ANA: 2, BEA: 2, CARL: 2, DAN: 0}, {ANA: 3, BEA: 3, CARL: 3, DAN: 0}),   # 1st (5+3+1)/3
    ({ANA: 4, BEA: 1, CARL: 1, DAN: 1}, {ANA: 5, BEA: 1, CARL: 1, DAN: 1}),   # 2nd (3+1+0)/3
    ({ANA: 1, BEA: 1, CARL: 1, DAN: 1}, {ANA: 2, BEA: 2, CARL: 2, DAN: 2}),   # all (9)/4
])
def test_success_ties(influence: dict[str, int], points: dict[str, int]) -> None:
    loyal = {p: (n or None) for p, n in influence.items()}  # 0: loyal to another coalition
    state = success(new(4), loyal)
    assert last_points(state) == points


def test_success_five_tied_share_9_rounded_down() -> None:
    state = success(new(5), dict.fromkeys((ANA, BEA, CARL, DAN, EVA), 2))
    assert set(last_points(state).values()) == {1}


@pytest.mark.parametrize(("cylinders", "points"), [
    ({ANA: 4, BEA: 4, CARL: 1}, {ANA: 2, BEA: 2, CARL: 0}),      # 1st (3+1)/2
    ({ANA: 4, BEA: 1, CARL: 1}, {ANA: 3, BEA: 0, CARL: 0}),      # 2nd (1+0)/2
    ({ANA: 2, BEA: 2, CARL: 2}, {ANA: 1, BEA: 1, CARL: 1}),      # all (3+1+0)/3
    ({ANA: 0, BEA: 0, CARL: 0}, {ANA: 1, BEA: 1, CARL: 1}),      # D4: a tie at 0 shares
    ({ANA: 0, BEA: 3, CARL: 0}, {ANA: 0, BEA: 3, CARL: 0}),      # D4: 0 cylinders ranked too
])
def test_failure_ties(cylinders: dict[str, int], points: dict[str, int]) -> None:
    assert last_points(failure(new(), cylinders)) == points


def test_failure_two_players_with_nothing_in_play_share_first_and_second() -> None:
    assert last_points(failure(new(2), {ANA: 0, BEA: 0})) == {ANA: 2, BEA: 2}


@pytest.mark.parametrize(("influence", "points"), [
    ({ANA: 3, BEA: 3, CARL: 1, DAN: 0}, {ANA: 8, BEA: 8, CARL: 2, DAN: 0}),   # (10+6)/2
    ({ANA: 3, BEA: 2, CARL: 2, DAN: 0}, {ANA: 10, BEA: 4, CARL: 4, DAN: 0}),  # (6+2)/2
    ({ANA: 1, BEA: 1, CARL: 1, DAN: 1}, {ANA: 4, BEA: 4, CARL: 4, DAN: 4}),   # 18/4 = 4
])
def test_final_success_doubles_before_splitting(influence: dict[str, int],
                                                points: dict[str, int]) -> None:
    loyal = {p: (n or None) for p, n in influence.items()}
    state = success(new(4), loyal, final=True)
    assert last_points(state) == points


@pytest.mark.parametrize(("cylinders", "points"), [
    ({ANA: 5, BEA: 3, CARL: 1}, {ANA: 6, BEA: 2, CARL: 0}),
    ({ANA: 5, BEA: 5, CARL: 1}, {ANA: 4, BEA: 4, CARL: 0}),      # (6+2)/2
    ({ANA: 5, BEA: 1, CARL: 1}, {ANA: 6, BEA: 1, CARL: 1}),      # (2+0)/2
    ({ANA: 1, BEA: 1, CARL: 1}, {ANA: 2, BEA: 2, CARL: 2}),      # 8/3 = 2
])
def test_final_failure_doubles_before_splitting(cylinders: dict[str, int],
                                                points: dict[str, int]) -> None:
    assert last_points(failure(new(), cylinders, final=True)) == points


def test_places_report_each_group_with_its_first_place_and_share() -> None:
    groups = places({ANA: 2, BEA: 5, CARL: 2, DAN: 0}, SUCCESS_POINTS)
    assert groups == [
        {"players": [BEA], "value": 5, "first": 1, "points": 5},
        {"players": [ANA, CARL], "value": 2, "first": 2, "points": 2},
        {"players": [DAN], "value": 0, "first": 4, "points": 0},
    ]


def test_places_past_the_table_are_worth_nothing() -> None:
    groups = places({ANA: 3, BEA: 2, CARL: 1}, FAILURE_POINTS)
    assert [g["points"] for g in groups] == [3, 1, 0]


@pytest.mark.parametrize(("blocks", "coalition"), [
    ({"afghan": 4, "british": 0, "russian": 0}, "afghan"),
    ({"afghan": 0, "british": 0, "russian": 12}, "russian"),
    ({"afghan": 6, "british": 6, "russian": 0}, None),      # D2: two tied at the top
    ({"afghan": 0, "british": 0, "russian": 0}, None),
    ({"afghan": 12, "british": 9, "russian": 0}, None),
])
def test_dominant_coalition(blocks: dict[str, int], coalition: str | None) -> None:
    assert dominant(blocks) == coalition


def test_success_with_nobody_loyal_scores_nothing() -> None:
    state = success(new(), {ANA: None, BEA: None, CARL: None})
    assert state["checks"][-1]["success"] is True
    assert last_points(state) == {ANA: 0, BEA: 0, CARL: 0}
    assert state["checks"][-1]["places"] == []
