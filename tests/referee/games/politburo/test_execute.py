"""Politburo, Execute and Purge phases (seed 001 "Execute", "Purge";
docs/rules-decisions.md#politburo)."""

from __future__ import annotations

import json

import pytest

from tests.referee.games.politburo.support import (
    GAME,
    act,
    attempt,
    new,
    plan,
    refused,
    to_purge,
    views,
)

R, F = "repress", "reform"


@pytest.mark.parametrize(("choice", "level"), [(R, 2), (F, -2)])
def test_a_unanimous_execution_moves_the_ministry_two_and_ends_the_turn(choice, level):
    state = attempt(plan(new(5), "finance"), [1, 2, 3], [choice] * 3)
    assert state["ministries"] == {"defence": 0, "finance": level, "security": 0}
    assert state["turn"] == 2
    assert state["general_secretary"] == 1
    assert state["phase"] == "plan"
    execution = next(e for e in state["history"] if e["type"] == "execution")
    assert execution == {"type": "execution", "turn": 1, "attempt": 1, "ministry": "finance",
                         "repress": 3 if choice == R else 0, "reform": 0 if choice == R else 3,
                         "unanimous": True, "change": level, "level": level}
    assert not [e for e in state["history"] if e["type"] == "purge"]


@pytest.mark.parametrize(("start", "choice", "end"), [(2, R, 3), (3, R, 3), (-2, F, -3),
                                                      (-3, F, -3)])
def test_levels_are_clamped_at_plus_and_minus_three(start, choice, end):
    state = plan(new(5), "security")
    state["ministries"]["security"] = start
    state = attempt(state, [0, 1, 2], [choice] * 3)
    assert state["ministries"]["security"] == end
    assert state["history"][-2]["change"] == end - start


def test_without_unanimity_the_gs_appoints_again_and_may_replace_anyone():
    state = attempt(plan(new(6), "defence"), [1, 2, 3], [R, R, F])
    assert state["phase"] == "appoint"
    assert state["attempt"] == 2
    assert state["ministries"]["defence"] == 0
    assert GAME.awaiting(state) == [0]
    state = act(state, 0, "appoint", players=[0, 4, 5])
    assert state["executors"] == [4, 5, 0]
    assert GAME.awaiting(state) == [0, 4, 5]


def test_there_are_at_most_three_attempts():
    state = plan(new(5), "defence")
    state = attempt(state, [1, 2, 3], [R, F, F])
    state = attempt(state, [1, 2, 3], [R, F, F])
    assert state["attempt"] == 3
    state = attempt(state, [1, 2, 3], [R, F, F])
    assert state["phase"] == "purge"
    assert [e["attempt"] for e in state["history"] if e["type"] == "execution"] == [1, 2, 3]


def test_a_unanimous_third_attempt_moves_two_and_has_no_purge():
    state = plan(new(5), "defence")
    state = attempt(attempt(state, [1, 2, 3], [R, F, F]), [1, 2, 3], [R, F, R])
    state = attempt(state, [2, 3, 4], [F, F, F])
    assert state["ministries"]["defence"] == -2
    assert state["turn"] == 2


def test_executors_are_in_card_order_from_the_general_secretarys_left():
    state = act(plan(new(7, gs=4), "finance"), 4, "appoint", players=[1, 4, 6])
    assert state["executors"] == [6, 1, 4]


def test_the_general_secretary_may_appoint_himself():
    state = attempt(plan(new(5), "finance"), [0, 1, 2], [R, R, R])
    assert state["ministries"]["finance"] == 2


def test_attempts_one_and_two_publish_only_the_tally():
    state = act(plan(new(5), "security"), 0, "appoint", players=[1, 2, 3])
    state = act(act(state, 1, "execute", choice=R), 2, "execute", choice=F)
    seen = views(state)
    assert seen[4]["public"]["chosen"] == [1, 2]
    assert seen[1]["private"]["choice"] == R
    for seat in (0, 3, 4, None):
        assert seen[seat]["private"].get("choice") is None
        assert R not in json.dumps(seen[seat]) and F not in json.dumps(seen[seat])
    state = act(state, 3, "execute", choice=F)
    assert state["history"][-1]["repress"] == 1 and state["history"][-1]["reform"] == 2
    assert state["choices"] == [None] * 5, "the shuffled cards leave no trace of who chose what"
    same_tally_other_seats = attempt(plan(new(5), "security"), [1, 2, 3], [F, F, R])
    assert views(state) == views(same_tally_other_seats)


def test_attempt_three_is_by_seat_but_stays_hidden_until_the_purge_resolves():
    state = to_purge(new(5), [1, 2, 3], [R, F, R])
    assert state["phase"] == "purge"
    other_deviant = to_purge(new(5), [1, 2, 3], [R, R, F])
    for seat in (0, 4, None):
        assert views(state)[seat] == views(other_deviant)[seat]
    for seat, view in views(state).items():
        history = json.dumps(view["public"]["history"])
        assert "purge" not in history and "deviant" not in history
        assert view["public"]["executors"] == [1, 2, 3]
        if seat in (1, 2, 3):
            assert view["private"]["choice"] == [R, F, R][seat - 1]
        else:
            assert view["private"].get("choice") is None
    state = act(act(state, 1, "point", at=2), 3, "point", at=1)
    assert views(state)[0]["public"]["pointed"] == [1, 3]
    assert views(state)[2]["private"].get("pointed_at") is None
    assert views(state)[1]["private"]["pointed_at"] == 2
    state = act(state, 2, "point", at=1)
    purge = state["history"][-2]
    assert purge["executors"] == [
        {"seat": 1, "card": 1, "choice": R, "pointed_at": 2},
        {"seat": 2, "card": 2, "choice": F, "pointed_at": 1},
        {"seat": 3, "card": 3, "choice": R, "pointed_at": 1},
    ]


@pytest.mark.parametrize(("choices", "change"), [([R, F, R], 1), ([F, F, R], -1)])
def test_a_split_third_attempt_moves_one_toward_the_majority_then_purges(choices, change):
    state = to_purge(new(5), [2, 3, 4], choices, ministry="finance")
    assert state["ministries"]["finance"] == change
    assert state["history"][-1]["change"] == change
    assert state["phase"] == "purge"
    assert GAME.awaiting(state) == [2, 3, 4]


def test_the_deviant_pointed_out_by_both_others_loses_one_influence():
    state = to_purge(new(5), [1, 2, 3], [R, F, R])
    state = act(act(act(state, 1, "point", at=2), 3, "point", at=2), 2, "point", at=1)
    assert state["influence"] == [3, 3, 2, 3, 3]
    purge = state["history"][-2]
    assert (purge["deviant"], purge["punished"]) == (2, [2])
    assert state["turn"] == 2


def test_a_non_deviant_who_misses_the_deviant_loses_one_influence():
    state = to_purge(new(5), [1, 2, 3], [F, F, R])
    state = act(act(act(state, 1, "point", at=3), 2, "point", at=1), 3, "point", at=1)
    assert state["influence"] == [3, 3, 2, 3, 3]
    assert (state["history"][-2]["deviant"], state["history"][-2]["punished"]) == (3, [2])


def test_both_non_deviants_missing_the_deviant_lose_one_each():
    state = to_purge(new(5), [1, 2, 3], [R, F, F])
    state = act(act(act(state, 1, "point", at=2), 2, "point", at=3), 3, "point", at=2)
    assert state["influence"] == [3, 3, 2, 2, 3]
    assert state["history"][-2]["punished"] == [2, 3]


def test_influence_never_falls_below_zero():
    state = to_purge(new(5), [1, 2, 3], [R, F, R])
    state["influence"][2] = 0
    state = act(act(act(state, 1, "point", at=2), 3, "point", at=2), 2, "point", at=3)
    assert state["influence"] == [3, 3, 0, 3, 3]


def test_a_purge_member_points_at_one_of_the_other_two_executors():
    state = to_purge(new(5), [1, 2, 3], [R, F, R])
    assert refused(state, 1, "point", {"at": 1}).code == "not_a_fellow_executor"
    assert refused(state, 1, "point", {"at": 4}).status == 422
    assert refused(state, 4, "point", {"at": 1}).code == "not_your_turn"
    state = act(state, 1, "point", at=3)
    assert refused(state, 1, "point", {"at": 2}).code == "already_pointed"


def test_each_appointed_player_chooses_once():
    state = act(plan(new(5), "security"), 0, "appoint", players=[1, 2, 3])
    state = act(state, 2, "execute", choice=R)
    error = refused(state, 2, "execute", {"choice": F})
    assert (error.code, error.status) == ("already_chosen", 409)
    assert refused(state, 4, "execute", {"choice": F}).code == "not_your_turn"
