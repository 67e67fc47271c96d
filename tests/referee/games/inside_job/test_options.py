"""Inside Job: options (special roles, first leader) and the opening state (seed 003,
Cartas especiales; docs/rules-decisions.md#inside-job)."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from referee.games import get
from referee.games.base import IllegalMove, Viewer
from referee.games.inside_job import GAME
from referee.games.inside_job.roles import (
    NEUTRAL_ROLES,
    REVEALED_AT_START,
    SPECIAL_ROLES,
)
from tests.referee.games.inside_job.support import new


def refuse_options(raw: dict, players: int) -> IllegalMove:
    with pytest.raises(IllegalMove) as caught:
        GAME.options(raw, players)
    return caught.value


def test_registry_serves_the_engine() -> None:
    assert get("inside-job") is GAME
    assert (GAME.min_players, GAME.max_players) == (3, 5)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_defaults_and_the_table_seed_key(players: int) -> None:
    assert GAME.options({}, players) == {"special_roles": [], "first_leader": 0}
    assert GAME.options({"seed": 12}, players) == {"special_roles": [], "first_leader": 0}


def test_unknown_option_is_malformed() -> None:
    error = refuse_options({"roles": ["decoy"]}, 4)
    assert (error.code, error.status) == ("unknown_option", 400)


@pytest.mark.parametrize("first", [3, -1, True, "0", None, 1.0])
def test_first_leader_must_be_a_seat_or_random(first: object) -> None:
    error = refuse_options({"first_leader": first}, 3)
    assert (error.code, error.status) == ("bad_option", 400)


def test_first_leader_chosen_or_drawn() -> None:
    assert new(["agent", "insider", "agent", "agent"], leader=2)["leader"] == 2
    drawn = {GAME.setup(5, GAME.options({"first_leader": "random"}, 5),
                        random.Random(seed))["leader"] for seed in range(40)}
    assert drawn == {0, 1, 2, 3, 4}


@pytest.mark.parametrize("raw", ["decoy", ["decoy", 3], ["villain"], ["decoy", "decoy"]])
def test_malformed_special_roles(raw: object) -> None:
    error = refuse_options({"special_roles": raw}, 5)
    assert (error.code, error.status) == ("bad_option", 400)


@pytest.mark.parametrize("role", SPECIAL_ROLES)
def test_special_roles_need_four_or_five_players(role: str) -> None:
    error = refuse_options({"special_roles": [role]}, 3)
    assert (error.code, error.status) == ("special_roles_players", 422)
    for players in (4, 5):
        assert GAME.options({"special_roles": [role]}, players)["special_roles"] == [role]


def test_at_most_two_special_roles() -> None:
    error = refuse_options({"special_roles": ["paranoid_agent", "reckless_agent",
                                              "sleeper_agent"]}, 5)
    assert (error.code, error.status) == ("too_many_special_roles", 422)


@pytest.mark.parametrize("pair", list(itertools.combinations(SPECIAL_ROLES, 2)))
def test_every_pair_of_special_roles(pair: tuple[str, str]) -> None:
    """Never two neutral roles, never two that reveal at the start; every other pair plays."""
    if set(pair) <= NEUTRAL_ROLES:
        assert refuse_options({"special_roles": list(pair)}, 5).code == "two_neutral_roles"
    elif set(pair) <= REVEALED_AT_START:
        assert refuse_options({"special_roles": list(pair)}, 5).code == "two_revealed_roles"
    else:
        for players in (4, 5):
            assert GAME.options({"special_roles": list(pair)}, players)["special_roles"] == \
                list(pair)


def test_the_two_roles_revealed_at_the_start_never_meet() -> None:
    error = refuse_options({"special_roles": ["accomplice", "bugged_agent"]}, 4)
    assert (error.code, error.status) == ("two_revealed_roles", 422)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_basic_deal(players: int) -> None:
    state = GAME.setup(players, GAME.options({}, players), random.Random(3))
    assert Counter(state["roles"]) == {"insider": 1, "agent": players - 1}
    assert state["briefcases"] == [1] * players
    assert state["phase"] == "tricks" and state["leader"] == 0
    assert state["missions"] == 0 and state["tricks"] == 0
    assert GAME.awaiting(state) == [0]


def test_the_deal_is_random_but_seeded() -> None:
    opts = GAME.options({}, 5)
    seats = {GAME.setup(5, opts, random.Random(seed))["roles"].index("insider")
             for seed in range(40)}
    assert seats == {0, 1, 2, 3, 4}
    assert GAME.setup(5, opts, random.Random(9)) == GAME.setup(5, opts, random.Random(9))


def test_special_roles_replace_agents() -> None:
    opts = GAME.options({"special_roles": ["tim_shady", "paranoid_agent"]}, 5)
    roles = GAME.setup(5, opts, random.Random(1))["roles"]
    assert Counter(roles) == {"insider": 1, "agent": 2, "tim_shady": 1, "paranoid_agent": 1}


def test_professor_no_replaces_the_insider() -> None:
    opts = GAME.options({"special_roles": ["professor_no", "decoy"]}, 4)
    roles = GAME.setup(4, opts, random.Random(1))["roles"]
    assert Counter(roles) == {"professor_no": 1, "decoy": 1, "agent": 2}


@pytest.mark.parametrize("players", [2, 6])
def test_setup_refuses_other_player_counts(players: int) -> None:
    with pytest.raises(ValueError):
        GAME.setup(players, {"special_roles": [], "first_leader": 0}, random.Random(1))


def test_roles_that_reveal_at_the_start() -> None:
    state = new(["agent", "bugged_agent", "insider", "agent"])
    assert state["phase"] == "tricks"
    for seat in range(4):
        public = GAME.view(state, Viewer(seat))["public"]
        assert public["revealed"] == {"1": "bugged_agent"}
    state = new(["accomplice", "agent", "insider", "agent", "agent"])
    assert state["phase"] == "peek" and GAME.awaiting(state) == [0]
    assert state["briefcases"] == [0, 1, 1, 1, 1]
    assert GAME.view(state, Viewer(3))["public"]["revealed"] == {"0": "accomplice"}


def test_each_phone_shows_its_own_role_and_goal() -> None:
    roles = ["sleeper_agent", "insider", "decoy", "agent", "agent"]
    state = new(roles)
    goals = ["sleeper_hidden_agents_win", "insider_briefcases", "decoy_most_votes",
             "agents_win", "agents_win"]
    for seat in range(5):
        private = GAME.view(state, Viewer(seat))["private"]
        assert (private["role"], private["goal"]) == (roles[seat], goals[seat])
    assert GAME.view(state, Viewer(None))["private"] == {}
    every = GAME.view(state, Viewer(None, omniscient=True))["private"]
    assert every["roles"] == {str(s): r for s, r in enumerate(roles)}


@pytest.mark.parametrize(("players", "missions", "briefcases", "cards", "end"),
                         [(3, 9, 6, 17, 2), (4, 7, 5, 13, 2), (5, 6, 4, 10, 1)])
def test_public_thresholds(players: int, missions: int, briefcases: int, cards: int,
                           end: int) -> None:
    public = GAME.view(new(["insider"] + ["agent"] * (players - 1)), Viewer(0))["public"]
    assert public["thresholds"] == {"missions": missions, "insider_briefcases": briefcases,
                                    "reveal": briefcases}
    assert (public["cards_left"], public["cards_at_hand_end"]) == (cards, end)
    assert public["tricks_in_hand"] == cards - end
    assert public["special_roles"] == []
