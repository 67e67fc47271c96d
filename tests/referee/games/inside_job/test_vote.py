"""Inside Job: the final vote, simultaneous and secret; strictly the most votes catches the
Insider, a tie lets him win (seed 003, Fase de votación; docs/rules-decisions.md#inside-job)."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import Viewer
from referee.games.inside_job import GAME
from tests.referee.games.inside_job.support import act, cast, new, refused, to_vote, wins

BASIC5 = ["insider", "agent", "agent", "agent", "agent"]


@pytest.fixture
def vote5() -> dict:
    """Five players at the vote, nobody revealed, the Insider at seat 0."""
    return to_vote(new(BASIC5), [0, 1, 2, 3, 4])


@pytest.fixture
def vote4_revealed() -> dict:
    """Four players at the vote, agent 1 revealed (5 briefcases), the Insider at seat 0."""
    state = to_vote(new(["insider", "agent", "agent", "agent"]), [1, 1, 1, 1, 0, 2, 3])
    assert state["revealed"] == [False, True, False, False]
    return state


def test_strictly_the_most_votes_catches_the_insider(vote5: dict) -> None:
    state = cast(vote5, {0: 1, 1: 0, 2: 0, 3: 0, 4: 1})
    assert GAME.outcome(state) == {
        "winners": [1, 2, 3, 4], "side": "agents", "reason": "insider_caught",
        "roles": {str(s): r for s, r in enumerate(BASIC5)}}
    assert state["vote_result"]["tally"] == [3, 2, 0, 0, 0]
    assert state["vote_result"]["designated"] == 0


def test_another_player_designated_lets_the_insider_win(vote5: dict) -> None:
    state = cast(vote5, {0: 1, 1: 2, 2: 1, 3: 1, 4: 0})
    assert (GAME.outcome(state)["winners"], GAME.outcome(state)["reason"]) == \
        ([0], "wrong_player")
    assert state["vote_result"]["designated"] == 1


def test_seed_tie_example_lets_the_insider_win(vote5: dict) -> None:
    """Five players: two get two votes each, one gets one; the Insider wins even though he is
    among the two tied (seed 003, Fase de votación)."""
    state = cast(vote5, {0: 1, 1: 0, 2: 0, 3: 1, 4: 2})
    assert state["vote_result"]["tally"] == [2, 2, 1, 0, 0]
    assert state["vote_result"]["designated"] is None
    assert (GAME.outcome(state)["winners"], GAME.outcome(state)["reason"]) == ([0], "vote_tie")


def test_a_tie_without_the_insider_also_lets_him_win(vote5: dict) -> None:
    state = cast(vote5, {0: 1, 1: 2, 2: 1, 3: 2, 4: 3})
    assert GAME.outcome(state)["winners"] == [0]


def test_the_vote_resolves_with_the_last_ballot(vote5: dict) -> None:
    state = cast(vote5, {0: 1, 1: 0, 2: 0, 3: 0})
    assert state["phase"] == "vote" and GAME.awaiting(state) == [4]
    assert GAME.outcome(state) is None
    assert GAME.view(state, Viewer(4))["public"]["voted"] == [0, 1, 2, 3]


def test_ballots_are_final(vote5: dict) -> None:
    state = act(vote5, 2, "vote", **{"for": 1})
    error = refused(state, 2, "vote", {"for": 3})
    assert (error.code, error.status) == ("already_voted", 409)


def test_not_for_oneself(vote5: dict) -> None:
    error = refused(vote5, 2, "vote", {"for": 2})
    assert (error.code, error.status) == ("vote_self", 422)


def test_one_vote_each(vote5: dict) -> None:
    error = refused(vote5, 2, "vote", {"for": [1, 3]})
    assert (error.code, error.status) == ("one_vote", 422)
    assert act(vote5, 2, "vote", **{"for": [1]})["ballots"][2] == [1]


@pytest.mark.parametrize("ballot", ["1", [], True, [1.5], {"seat": 1}, 5, [-1], None])
def test_malformed_ballot(vote5: dict, ballot: Any) -> None:
    error = refused(vote5, 2, "vote", {"for": ballot})
    assert (error.code, error.status) == ("bad_args", 400)


def test_ballot_needs_exactly_for(vote5: dict) -> None:
    assert refused(vote5, 2, "vote", {}).status == 400
    assert refused(vote5, 2, "vote", {"for": 1, "why": "x"}).status == 400


def test_no_trick_during_the_vote(vote5: dict) -> None:
    error = refused(vote5, vote5["leader"], "trick", {"trump": "red", "plays": [],
                                                      "mission": False})
    assert (error.code, error.status) == ("wrong_phase", 409)
    assert refused(vote5, None, "vote", {"for": 1}).code == "not_your_turn"


def test_revealed_players_neither_vote_nor_get_votes(vote4_revealed: dict) -> None:
    state = vote4_revealed
    assert GAME.awaiting(state) == [0, 2, 3]
    error = refused(state, 1, "vote", {"for": 0})
    assert (error.code, error.status) == ("cannot_vote", 409)
    error = refused(state, 2, "vote", {"for": 1})
    assert (error.code, error.status, error.params) == ("vote_revealed", 422, {"seat": 1})
    assert GAME.view(state, Viewer(2))["private"]["vote"]["targets"] == [0, 3]
    assert GAME.view(state, Viewer(1))["private"]["vote"] is None
    assert GAME.view(state, Viewer(1))["private"]["moves"] == []


def test_ballots_stay_secret_until_the_end(vote5: dict) -> None:
    """Another seat's view does not change with what a seat voted; the voter sees its own."""
    one = act(vote5, 1, "vote", **{"for": 0})
    other = act(vote5, 1, "vote", **{"for": 3})
    for seat in (0, 2, 3, 4):
        assert GAME.view(one, Viewer(seat)) == GAME.view(other, Viewer(seat))
    assert GAME.view(one, Viewer(1))["private"]["vote"]["ballot"] == [0]
    assert GAME.view(one, Viewer(None, omniscient=True))["private"]["ballots"] == {"1": [0]}
    assert GAME.view(one, Viewer(2))["public"]["vote"] is None
    done = cast(one, {0: 1, 2: 0, 3: 0, 4: 0})
    public = GAME.view(done, Viewer(2))["public"]
    assert public["vote"]["ballots"] == {"0": [1], "1": [0], "2": [0], "3": [0], "4": [0]}
    assert public["roles"] == {str(s): r for s, r in enumerate(BASIC5)}


def test_nobody_left_to_vote_lets_the_insider_win() -> None:
    """decision: three players, both agents revealed: nobody can vote, the Insider wins."""
    state = wins(new(["insider", "agent", "agent"]), [1] * 5 + [2] * 5 + [0] * 4 + [1])
    assert state["revealed"] == [False, True, True]
    assert state["vote_result"]["tally"] == [0, 0, 0]
    assert GAME.outcome(state)["winners"] == [0]
    assert GAME.outcome(state)["reason"] == "vote_tie"
