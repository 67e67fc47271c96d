"""Politburo, setup, options, turn order, game end and who sees what (seed 001,
docs/rules-decisions.md)."""

from __future__ import annotations

import json
import random

import pytest

from referee.games.base import IllegalMove, Viewer
from referee.games.politburo.rules import MEMBERS
from tests.referee.games.politburo.support import (
    GAME,
    act,
    new,
    quiet_turn,
    refused,
    to_purge,
    views,
)


@pytest.mark.parametrize("players", range(5, 11))
def test_setup_deals_distinct_members_full_influence_and_level_ministries(players):
    state = new(players, seed=players)
    assert len(set(state["members"])) == players
    assert set(state["members"]) <= set(MEMBERS)
    assert state["influence"] == [3] * players
    assert state["ministries"] == {"defence": 0, "finance": 0, "security": 0}
    assert (state["phase"], state["turn"], state["general_secretary"]) == ("plan", 1, 0)


def test_the_deal_comes_from_the_seeded_rng():
    assert new(7, seed=42)["members"] == new(7, seed=42)["members"]
    assert len({tuple(new(7, seed=seed)["members"]) for seed in range(20)}) > 1


@pytest.mark.parametrize("players", [4, 11])
def test_politburo_takes_five_to_ten_players(players):
    with pytest.raises(ValueError, match="5-10"):
        GAME.setup(players, {"first_general_secretary": 0}, random.Random(0))


def test_options_default_to_seat_zero_as_first_general_secretary():
    assert GAME.options({}, 5) == {"first_general_secretary": 0}
    assert GAME.options({"seed": 7}, 5) == {"first_general_secretary": 0}


def test_a_random_first_general_secretary_is_drawn_at_setup():
    options = GAME.options({"first_general_secretary": "random"}, 8)
    drawn = {GAME.setup(8, options, random.Random(seed))["general_secretary"]
             for seed in range(30)}
    assert len(drawn) > 1 and drawn <= set(range(8))


@pytest.mark.parametrize(("raw", "code"), [
    ({"first_general_secretary": 5}, "bad_option"),
    ({"first_general_secretary": -1}, "bad_option"),
    ({"first_general_secretary": True}, "bad_option"),
    ({"first_general_secretary": "2"}, "bad_option"),
    ({"first_general_secretary": 0, "purge": False}, "unknown_option"),
])
def test_bad_options_are_refused_as_malformed(raw, code):
    with pytest.raises(IllegalMove) as caught:
        GAME.options(raw, 5)
    assert (caught.value.code, caught.value.status) == (code, 400)


def test_the_general_secretary_passes_to_the_left_after_each_turn():
    state = new(5, gs=3)
    seen = [state["general_secretary"]]
    for _ in range(4):
        state = quiet_turn(state)
        seen.append(state["general_secretary"])
    assert seen == [3, 4, 0, 1, 2]
    assert [e["seat"] for e in state["history"] if e["type"] == "general_secretary"] == seen


def test_the_game_ends_when_every_player_has_been_general_secretary_once():
    state = new(6, gs=2)
    for turn in range(1, 7):
        assert (state["turn"], state["phase"]) == (turn, "plan")
        state = quiet_turn(state)
    assert state["phase"] == "over"
    assert GAME.awaiting(state) == []
    assert GAME.outcome(state) is not None
    error = refused(state, state["general_secretary"], "propose", {"ministry": "finance"})
    assert (error.code, error.status) == ("game_over", 409)


def test_each_seat_sees_its_own_member_and_no_other():
    state = new(7)
    for seat, view in views(state).items():
        text = json.dumps(view)
        own = view["private"].get("member")
        assert own == (state["members"][seat] if seat is not None else None)
        assert [m for m in MEMBERS if m in text] == ([own] if own else [])


def test_public_views_are_the_same_for_everyone():
    state = act(act(new(5), 0, "propose", ministry="defence"), 2, "vote", approve=True)
    publics = [view["public"] for view in views(state).values()]
    assert all(public == publics[0] for public in publics)


def test_an_omniscient_moderator_sees_every_member_and_pending_secret():
    state = act(act(new(5), 0, "propose", ministry="defence"), 2, "vote", approve=False)
    private = GAME.view(state, Viewer(None, omniscient=True))["private"]
    assert private["members"] == {str(s): m for s, m in enumerate(state["members"])}
    assert private["votes"] == {"2": False}
    assert (private["choices"], private["pointing"]) == ({}, {})


def test_a_seat_is_told_which_move_it_may_send():
    state = act(new(5), 0, "propose", ministry="defence")
    seen = views(state)
    assert seen[0]["private"]["moves"] == []
    assert seen[1]["private"]["moves"] == ["vote"]
    assert views(new(5))[0]["private"]["moves"] == ["propose"]


def test_members_are_revealed_only_by_the_outcome():
    state = new(5)
    for _ in range(5):
        state = quiet_turn(state)
    for seat, view in views(state).items():
        others = [m for s, m in enumerate(state["members"]) if s != seat]
        assert not any(m in json.dumps(view) for m in others)
    assert GAME.outcome(state)["members"] == {str(s): m for s, m in enumerate(state["members"])}


def test_an_omniscient_moderator_sees_the_hidden_third_attempt_and_pointings():
    state = to_purge(new(5), [1, 2, 3], ["reform", "repress", "reform"])
    state = act(state, 3, "point", at=2)
    private = GAME.view(state, Viewer(None, omniscient=True))["private"]
    assert private["choices"] == {"1": "reform", "2": "repress", "3": "reform"}
    assert private["pointing"] == {"3": 2}
