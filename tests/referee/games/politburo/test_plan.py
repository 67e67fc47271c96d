"""Politburo, Plan phase (seed 001 "Plan", docs/rules-decisions.md#politburo)."""

from __future__ import annotations

from tests.referee.games.politburo.support import (
    GAME,
    act,
    new,
    plan,
    refused,
    views,
    vote_all,
)


def test_the_general_secretary_proposes_and_the_others_vote():
    state = act(new(6, gs=2), 2, "propose", ministry="finance")
    assert state["phase"] == "vote"
    assert GAME.awaiting(state) == [0, 1, 3, 4, 5]
    assert views(state)[0]["public"]["proposal"] == "finance"


def test_more_approvals_than_rejections_passes_the_plan():
    state = act(new(5), 0, "propose", ministry="security")
    state = vote_all(state, approving=[1, 2, 3])
    assert state["phase"] == "appoint"
    assert state["plan"] == "security"
    assert state["attempt"] == 1
    assert state["history"][-1] == {"type": "plan", "turn": 1, "ministry": "security",
                                    "approve": [1, 2, 3], "reject": [4], "result": "approved"}


def test_more_rejections_than_approvals_rejects_and_the_gs_proposes_again():
    state = act(new(6), 0, "propose", ministry="defence")
    state = vote_all(state, approving=[1, 2])
    assert state["phase"] == "plan"
    assert state["rejected"] == ["defence"]
    assert state["history"][-1]["result"] == "rejected"
    assert state["history"][-1]["reject"] == [3, 4, 5]
    assert GAME.awaiting(state) == [0]


def test_a_rejected_ministry_cannot_be_proposed_again_this_turn():
    state = vote_all(act(new(5), 0, "propose", ministry="defence"), approving=[])
    error = refused(state, 0, "propose", {"ministry": "defence"})
    assert (error.code, error.status) == ("ministry_rejected", 422)


def test_a_tie_goes_to_the_general_secretarys_casting_vote():
    state = act(new(5), 0, "propose", ministry="finance")
    state = vote_all(state, approving=[1, 2])
    assert state["phase"] == "casting_vote"
    assert state["history"][-1]["result"] == "tie"
    assert GAME.awaiting(state) == [0]
    approved = act(state, 0, "casting_vote", approve=True)
    assert approved["plan"] == "finance"
    assert approved["phase"] == "appoint"
    assert approved["history"][-1] == {"type": "casting_vote", "turn": 1, "ministry": "finance",
                                       "approve": True, "result": "approved"}
    rejected = act(state, 0, "casting_vote", approve=False)
    assert rejected["phase"] == "plan"
    assert rejected["rejected"] == ["finance"]


def test_with_an_odd_number_of_voters_there_is_no_tie():
    state = act(new(6), 0, "propose", ministry="finance")
    state = vote_all(state, approving=[1, 2, 3])
    assert state["phase"] == "appoint"


def test_after_two_rejections_the_third_ministry_is_approved_without_a_vote():
    state = new(5)
    state = vote_all(act(state, 0, "propose", ministry="security"), approving=[])
    state = vote_all(act(state, 0, "propose", ministry="defence"), approving=[1])
    assert state["phase"] == "appoint"
    assert state["plan"] == "finance"
    assert state["history"][-1] == {"type": "plan", "turn": 1, "ministry": "finance",
                                    "approve": [], "reject": [], "result": "automatic"}


def test_a_second_rejection_by_casting_vote_also_approves_the_third():
    state = vote_all(act(new(5), 0, "propose", ministry="finance"), approving=[])
    state = vote_all(act(state, 0, "propose", ministry="security"), approving=[1, 2])
    state = act(state, 0, "casting_vote", approve=False)
    assert state["plan"] == "defence"


def test_votes_are_secret_until_all_are_in_then_revealed_at_once():
    state = act(new(5), 0, "propose", ministry="defence")
    state = act(state, 1, "vote", approve=False)
    state = act(state, 3, "vote", approve=True)
    seen = views(state)
    for seat, view in seen.items():
        assert view["public"]["voted"] == [1, 3]
        assert "approve" not in str(view["public"]["history"])
        if seat not in (1, 3):
            assert view["private"].get("vote") is None
    assert seen[1]["private"]["vote"] is False
    assert seen[3]["private"]["vote"] is True
    assert seen[0]["public"] == seen[2]["public"] == seen[None]["public"]
    state = vote_all_remaining(state, approve=True)
    last = views(state)[2]["public"]["history"][-1]
    assert (last["approve"], last["reject"]) == ([2, 3, 4], [1])
    assert views(state)[1]["private"]["vote"] is None


def vote_all_remaining(state, approve):
    for seat in GAME.awaiting(state):
        state = act(state, seat, "vote", approve=approve)
    return state


def test_each_seat_votes_once_per_vote():
    state = act(act(new(5), 0, "propose", ministry="defence"), 2, "vote", approve=True)
    error = refused(state, 2, "vote", {"approve": False})
    assert (error.code, error.status) == ("already_voted", 409)


def test_the_general_secretary_does_not_vote_on_his_own_proposal():
    state = act(new(5), 0, "propose", ministry="defence")
    assert refused(state, 0, "vote", {"approve": True}).status == 409


def test_only_the_general_secretary_proposes():
    error = refused(new(5, gs=3), 0, "propose", {"ministry": "defence"})
    assert (error.code, error.status) == ("not_your_turn", 409)


def test_the_plan_phase_happens_once_per_turn():
    state = plan(new(5), "defence")
    assert refused(state, 0, "propose", {"ministry": "finance"}).code == "wrong_phase"
