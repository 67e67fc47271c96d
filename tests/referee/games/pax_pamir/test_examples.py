"""Pax Pamir: the worked cases of docs/rules-decisions.md#pax-pamir (the booklet's examples),
each as its own test (P1-P6). Ana, Bea, Carl are seats 0, 1, 2."""

from __future__ import annotations

from tests.referee.games.pax_pamir.support import (
    ANA,
    BEA,
    CARL,
    DAN,
    act,
    check,
    entry,
    failure,
    last_points,
    new,
    success,
)


def test_p1_booklet_success_with_a_tie() -> None:
    state = act(new(), 0, "dominance_check", **check((9, 5, 3), {
        ANA: entry("afghan", 4), BEA: entry("afghan", 4), CARL: entry("afghan", 2)}))
    last = state["checks"][-1]
    assert (last["success"], last["coalition"]) == (True, "afghan")
    assert last_points(state) == {ANA: 4, BEA: 4, CARL: 1}
    assert state["scores"] == {ANA: 4, BEA: 4, CARL: 1}
    assert state["phase"] == "play"


def test_p2_booklet_failure_with_a_tie() -> None:
    state = act(new(), 0, "dominance_check", **check((6, 4, 4), {
        ANA: entry(cylinders=7), BEA: entry(cylinders=7), CARL: entry(cylinders=5)}))
    last = state["checks"][-1]
    assert (last["success"], last["coalition"], last["ranked_by"]) == (False, None, "cylinders")
    assert last_points(state) == {ANA: 2, BEA: 2, CARL: 0}


def test_p3_booklet_final_three_loyal_tied_share_18() -> None:
    state = success(new(), {ANA: 3, BEA: 3, CARL: 3}, final=True)
    assert last_points(state) == {ANA: 6, BEA: 6, CARL: 6}


def test_p3_booklet_final_two_tied_for_third_share_2() -> None:
    state = success(new(4), {ANA: 5, BEA: 4, CARL: 2, DAN: 2}, final=True)
    assert last_points(state) == {ANA: 10, BEA: 6, CARL: 1, DAN: 1}


def test_p4_margin_of_3_fails() -> None:
    state = act(new(), 0, "dominance_check", **check((8, 5, 4), {
        ANA: entry("afghan", 5, 0), BEA: entry("afghan", 3, 2), CARL: entry("british", 1, 1)}))
    assert state["checks"][-1]["success"] is False
    assert last_points(state) == {ANA: 0, BEA: 3, CARL: 1}


def test_p5_margin_of_exactly_4_over_each_other_coalition_succeeds() -> None:
    state = act(new(), 0, "dominance_check", **check((3, 7, 3), {
        ANA: entry("british", 2), BEA: entry("russian", 9), CARL: entry("british", 1)}))
    last = state["checks"][-1]
    assert (last["success"], last["coalition"]) == (True, "british")
    assert last_points(state) == {ANA: 5, BEA: 0, CARL: 3}


def test_p5_margin_of_4_over_one_coalition_only_fails() -> None:
    state = act(new(), 0, "dominance_check", **check((3, 7, 4), {
        ANA: entry("british", 2, 1), BEA: entry("russian", 9, 0), CARL: entry("british", 1, 0)}))
    assert state["checks"][-1]["success"] is False
    assert last_points(state) == {ANA: 3, BEA: 0, CARL: 0}


def test_p6_lead_of_4_wins_at_once() -> None:
    state = failure(new(), {ANA: 2, BEA: 1, CARL: 0})
    assert state["phase"] == "play"
    state["scores"] = {ANA: 6, BEA: 4, CARL: 3}  # the table as the case gives it after check 1
    state = success(state, {ANA: 1, BEA: None, CARL: None})
    assert state["scores"] == {ANA: 11, BEA: 4, CARL: 3}
    assert state["phase"] == "over"
    assert state["result"] == {"winners": [ANA], "reason": "lead"}
