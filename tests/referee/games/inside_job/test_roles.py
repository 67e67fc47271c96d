"""Inside Job: each special role's own rules (seed 003, Cartas especiales, detalle)."""

from __future__ import annotations

from referee.games.base import Viewer
from referee.games.inside_job import GAME
from tests.referee.games.inside_job.support import (
    act,
    cast,
    new,
    refused,
    to_vote,
    trick,
    win,
    wins,
)


def winners(state: dict) -> list[int]:
    result = GAME.outcome(state)
    assert result is not None, state["phase"]
    return result["winners"]


def reason(state: dict) -> str:
    return GAME.outcome(state)["reason"]


# --- Agente con micro --------------------------------------------------------------------

def test_bugged_agent_holding_two_briefcases_makes_the_insider_win() -> None:
    state = new(["insider", "bugged_agent", "agent", "agent"])
    assert GAME.view(state, Viewer(2))["public"]["revealed"] == {"1": "bugged_agent"}
    state = win(state, 1)
    assert (winners(state), reason(state)) == ([0], "bugged_agent")


def test_bugged_agent_before_the_missions() -> None:
    state = new(["insider", "bugged_agent", "agent", "agent"])
    state = wins(state, [2, 3] * 3, mission=True)
    assert state["missions"] == 6 and state["phase"] == "tricks"
    state = win(state, 1, mission=True)
    assert (winners(state), reason(state)) == ([0], "bugged_agent")


def test_bugged_agent_with_the_professor() -> None:
    state = new(["agent", "bugged_agent", "professor_no", "agent"])
    state = win(state, 1)
    assert winners(state) == [2]


def test_bugged_agent_does_not_vote() -> None:
    state = new(["insider", "bugged_agent", "agent", "agent", "agent"])
    state = to_vote(state, [2, 2, 2, 0, 0, 3, 3, 4, 4])
    assert state["revealed"] == [False, True, True, False, False]
    assert GAME.awaiting(state) == [0, 3, 4]
    assert refused(state, 1, "vote", {"for": 0}).code == "cannot_vote"


# --- Agente paranoico ----------------------------------------------------------------------

def test_hidden_paranoid_agent_votes_against_two_different_seats() -> None:
    state = to_vote(new(["insider", "paranoid_agent", "agent", "agent"]), [0, 1, 2, 3])
    assert GAME.view(state, Viewer(1))["private"]["vote"] == {
        "targets": [0, 2, 3], "votes": 2, "repeat": False, "ballot": None}
    assert refused(state, 1, "vote", {"for": [0, 0]}).code == "vote_same"
    assert refused(state, 1, "vote", {"for": [0, 2, 3]}).code == "two_votes"
    assert refused(state, 1, "vote", {"for": [0, 1]}).code == "vote_self"
    assert act(state, 1, "vote", **{"for": 3})["ballots"][1] == [3]
    done = cast(state, {0: 2, 1: [0, 3], 2: 0, 3: 2})
    assert done["vote_result"]["tally"] == [2, 0, 2, 1]
    assert (winners(done), reason(done)) == ([0], "vote_tie")
    done = cast(state, {0: 2, 1: [0, 3], 2: 0, 3: 0})
    assert (winners(done), reason(done)) == ([1, 2, 3], "insider_caught")


def test_revealed_paranoid_agent_votes_twice_for_one_seat() -> None:
    state = to_vote(new(["insider", "paranoid_agent", "agent", "agent"]),
                    [1, 1, 1, 1, 0, 2, 3])
    assert state["revealed"] == [False, True, False, False]
    assert GAME.awaiting(state) == [0, 1, 2, 3]
    assert GAME.view(state, Viewer(1))["private"]["vote"]["repeat"] is True
    assert refused(state, 2, "vote", {"for": 1}).code == "vote_revealed"
    done = cast(state, {0: 2, 1: [0, 0], 2: 0, 3: 2})
    assert done["vote_result"]["tally"] == [3, 0, 2, 0]
    assert winners(done) == [1, 2, 3]


# --- Agente a todo riesgo ------------------------------------------------------------------

def test_reckless_agent_revealed_makes_the_agents_win() -> None:
    state = wins(new(["insider", "reckless_agent", "sleeper_agent", "agent"]), [1] * 3)
    assert state["phase"] == "tricks"
    state = win(state, 1)
    assert (winners(state), reason(state)) == ([1, 2, 3], "reckless_revealed")


def test_reckless_win_leaves_out_a_revealed_sleeper() -> None:
    state = new(["insider", "reckless_agent", "sleeper_agent", "agent", "agent"])
    state = wins(state, [2, 2, 2])
    assert state["revealed"][2] and state["phase"] == "tricks"
    state = wins(state, [1, 1, 1])
    assert winners(state) == [1, 3, 4]


# --- El señuelo ----------------------------------------------------------------------------

DECOY5 = ["insider", "decoy", "agent", "agent", "agent"]


def decoy_vote(ballots: dict[int, int]) -> dict:
    return cast(to_vote(new(DECOY5), [0, 1, 2, 3, 4]), ballots)


def test_decoy_with_the_most_votes_wins_alone() -> None:
    state = decoy_vote({0: 1, 1: 2, 2: 1, 3: 1, 4: 0})
    assert (winners(state), reason(state)) == ([1], "decoy_designated")
    assert GAME.outcome(state)["side"] == "decoy"


def test_decoy_tied_with_the_insider_both_win() -> None:
    state = decoy_vote({0: 1, 1: 0, 2: 1, 3: 0, 4: 2})
    assert (winners(state), reason(state)) == ([0, 1], "decoy_insider_tie")


def test_decoy_tied_with_an_agent_is_a_tie() -> None:
    state = decoy_vote({0: 1, 1: 2, 2: 1, 3: 2, 4: 0})
    assert (winners(state), reason(state)) == ([0], "vote_tie")


def test_decoy_loses_when_the_insider_is_caught() -> None:
    state = decoy_vote({0: 1, 1: 0, 2: 0, 3: 0, 4: 1})
    assert winners(state) == [2, 3, 4]


def test_decoy_loses_when_another_side_wins_on_the_table() -> None:
    state = wins(new(DECOY5), [2, 3, 4, 2, 3, 4], mission=True)
    assert winners(state) == [2, 3, 4]


# --- El cómplice ---------------------------------------------------------------------------

ACCOMPLICE5 = ["accomplice", "agent", "insider", "agent", "agent"]


def test_accomplice_peeks_before_the_first_trick() -> None:
    state = new(ACCOMPLICE5)
    assert GAME.awaiting(state) == [0]
    assert GAME.view(state, Viewer(0))["private"]["moves"] == ["peek"]
    assert refused(state, 0, "trick", {}).code == "wrong_phase"
    assert refused(state, 1, "peek", {"seat": 2}).code == "not_your_turn"
    assert refused(state, 0, "peek", {"seat": 0}).code == "peek_self"
    assert refused(state, 0, "peek", {"seat": 5}).status == 400
    assert refused(state, 0, "peek", {"seat": "2"}).status == 400
    assert refused(state, 0, "peek", {}).status == 400
    state = act(state, 0, "peek", seat=2)
    assert state["phase"] == "tricks" and GAME.awaiting(state) == [0]
    assert GAME.view(state, Viewer(0))["private"]["peek"] == {"seat": 2, "role": "insider"}
    for seat in range(1, 5):
        view = GAME.view(state, Viewer(seat))
        assert view["private"]["peek"] is None
        assert view["public"]["accomplice"] == {"seat": 0, "partner": 2}
    assert refused(state, 0, "peek", {"seat": 3}).code == "wrong_phase"


def test_accomplice_trick_costs_its_partner_a_briefcase() -> None:
    state = act(new(ACCOMPLICE5), 0, "peek", seat=2)
    state = trick(state, [("green", 13), ("green", 3, True), ("green", 4), ("blue", 5),
                          ("green", 1)], trump="green")
    assert state["last_trick"]["winner"] == 0
    assert state["briefcases"] == [0, 0, 0, 1, 1]
    assert {"type": "partner_loses_briefcase", "seat": 2} in state["history"]
    state = win(state, 0)
    assert state["briefcases"] == [0, 0, 0, 1, 1]
    assert state["history"].count({"type": "partner_loses_briefcase", "seat": 2}) == 1
    assert state["leader"] == 0


def test_accomplice_cannot_place_briefcases_nor_vote() -> None:
    state = act(new(ACCOMPLICE5), 0, "peek", seat=1)
    error = refused(state, 0, "trick", {"trump": "red", "mission": False, "plays": [
        {"seat": s, "suit": "green", "value": s + 1, "briefcase": s == 0} for s in range(5)]})
    assert error.code == "briefcase_revealed"
    state = to_vote(state, [1, 2, 3, 4, 0])
    assert GAME.awaiting(state) == [1, 2, 3, 4]
    assert refused(state, 0, "vote", {"for": 2}).code == "cannot_vote"
    assert refused(state, 1, "vote", {"for": 0}).code == "vote_revealed"


def test_accomplice_wins_with_its_partner() -> None:
    state = act(new(ACCOMPLICE5), 0, "peek", seat=2)
    state = wins(state, [2, 2, 2])
    assert winners(state) == [0, 2]
    state = act(new(ACCOMPLICE5), 0, "peek", seat=1)
    state = wins(state, [1, 3, 4, 1, 3, 4], mission=True)
    assert winners(state) == [0, 1, 3, 4]
    state = act(new(ACCOMPLICE5), 0, "peek", seat=1)
    assert winners(wins(state, [2, 2, 2])) == [2]


# --- Tim Shady ----------------------------------------------------------------------------

TIM4 = ["agent", "tim_shady", "insider", "agent"]


def test_tim_shady_revealed_steals_from_his_right() -> None:
    state = wins(new(TIM4), [1, 1, 1, 1])
    assert state["revealed"][1] and state["briefcases"] == [0, 6, 1, 1]
    assert {"type": "steal", "seat": 1, "from": 0} in state["history"]
    state = to_vote(state, [0, 2, 3])
    assert GAME.awaiting(state) == [0, 2, 3]


def test_tim_shady_steals_around_the_table() -> None:
    state = wins(new(["tim_shady", "insider", "agent", "agent", "agent"]), [0, 0, 0])
    assert state["briefcases"] == [5, 1, 1, 1, 0]


def test_tim_shady_steals_nothing_from_an_empty_right() -> None:
    state = new(TIM4)
    state = trick(state, [("green", 2, True), ("red", 9), ("green", 3), ("green", 4)],
                  trump="red")
    assert state["briefcases"] == [0, 3, 1, 1]
    state = wins(state, [1, 1])
    assert state["revealed"][1] and state["briefcases"] == [0, 5, 1, 1]
    assert not any(e["type"] == "steal" for e in state["history"])


def test_tim_shady_wins_when_his_right_loses() -> None:
    assert winners(wins(new(TIM4), [2, 2, 2, 2])) == [1, 2]
    assert winners(wins(new(TIM4), [0, 3, 0, 3, 0, 3, 0], mission=True)) == [0, 3]


# --- Agente durmiente ----------------------------------------------------------------------

SLEEPER5 = ["insider", "sleeper_agent", "agent", "agent", "agent"]


def test_hidden_sleeper_wins_with_the_agents() -> None:
    assert winners(wins(new(SLEEPER5), [1, 2, 3, 4, 2, 3], mission=True)) == [1, 2, 3, 4]


def test_revealed_sleeper_changes_sides() -> None:
    state = wins(new(SLEEPER5), [1, 1, 1])
    assert state["revealed"][1]
    assert GAME.view(state, Viewer(1))["private"]["goal"] == "insider_wins"
    assert winners(wins(state, [2, 3, 4, 2, 3, 4], mission=True)) == [2, 3, 4]
    assert winners(wins(state, [0, 0, 0])) == [0, 1]


def test_revealed_sleeper_does_not_vote() -> None:
    state = to_vote(wins(new(SLEEPER5), [1, 1, 1]), [0, 2, 3, 4])
    assert GAME.awaiting(state) == [0, 2, 3, 4]
    assert refused(state, 1, "vote", {"for": 0}).code == "cannot_vote"


# --- Profesor no ---------------------------------------------------------------------------

PROF4 = ["professor_no", "agent", "agent", "agent"]


def test_professor_reveal_thresholds() -> None:
    public = GAME.view(new(PROF4), Viewer(1))["public"]
    assert public["thresholds"] == {"missions": 7, "insider_briefcases": None, "reveal": 4}
    state = wins(new(PROF4), [1, 1, 1])
    assert state["revealed"] == [False, True, False, False] and state["phase"] == "tricks"
    state = wins(new([*PROF4, "agent"]), [2, 2])
    assert state["revealed"] == [False, False, True, False, False]


def test_professor_revealed_loses() -> None:
    state = wins(new(PROF4), [0, 0])
    assert state["phase"] == "tricks"
    state = win(state, 0)
    assert (winners(state), reason(state)) == ([1, 2, 3], "professor_revealed")


def test_professor_wins_when_every_other_role_is_revealed() -> None:
    state = wins(new(PROF4), [1, 1, 1, 2, 2, 2, 3, 3])
    assert state["phase"] == "tricks"
    state = win(state, 3)
    assert (winners(state), reason(state)) == ([0], "all_revealed")


def test_professor_in_the_vote() -> None:
    """Five players: the reveal threshold 3 forces someone to reveal before the vote."""
    state = to_vote(new([*PROF4, "agent"]), [1, 1, 1, 1, 1, 0, 2, 3, 4])
    assert GAME.awaiting(state) == [0, 2, 3, 4]
    assert winners(cast(state, {0: 2, 2: 0, 3: 4, 4: 3})) == [0]
    assert winners(cast(state, {0: 2, 2: 0, 3: 0, 4: 0})) == [1, 2, 3, 4]


def test_agents_still_win_by_missions_against_the_professor() -> None:
    state = wins(new(PROF4), [1, 2, 3, 1, 2, 3, 0], mission=True)
    assert (winners(state), reason(state)) == ([1, 2, 3], "missions")
