"""Politburo, random legal games (Hypothesis): invariants that hold at every step.

Games of 5-10 players always end after as many turns as players; levels stay in -3..3 and
influence in 0..3 and never rises; every awaited seat has a legal move and no other seat has
any; no seat's view depends on another seat's secrets (member card, pending vote, choice or
pointing) nor names another seat's member.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, IllegalMove, State, Viewer
from referee.games.politburo.moves import moves_for
from referee.games.politburo.rules import MEMBERS, MINISTRIES
from tests.referee.games.politburo.support import GAME, act, candidate_moves, new

MOST_MOVES_PER_TURN = 3 * 10 + 3 * 4 + 3  # proposals and votes, attempts, purge


def draw_move(data: st.DataObject, state: State, seat: int) -> tuple[str, dict[str, Any]]:
    """A legal move for ``seat``, drawn by Hypothesis."""
    n, phase = state["players"], state["phase"]
    if phase == "plan":
        open_ = [m for m in MINISTRIES if m not in state["rejected"]]
        return "propose", {"ministry": data.draw(st.sampled_from(open_))}
    if phase in ("vote", "casting_vote"):
        return phase, {"approve": data.draw(st.booleans())}
    if phase == "appoint":
        chosen = data.draw(st.lists(st.integers(0, n - 1), min_size=3, max_size=3, unique=True))
        return "appoint", {"players": chosen}
    if phase == "execute":
        return "execute", {"choice": data.draw(st.sampled_from(["repress", "reform"]))}
    others = [s for s in state["executors"] if s != seat]
    return "point", {"at": data.draw(st.sampled_from(others))}


def scrambled(state: State, seat: int) -> State:
    """``state`` with every other seat's secrets changed (members, pending secrets)."""
    other = {**state, **{key: list(state[key])
                         for key in ("members", "votes", "choices", "pointing")}}
    n = state["players"]
    unseen = [m for m in MEMBERS if m != state["members"][seat]]
    for s in range(n):
        if s == seat:
            continue
        other["members"][s] = unseen[(unseen.index(state["members"][s]) + 1) % len(unseen)]
        if other["votes"][s] is not None:
            other["votes"][s] = not other["votes"][s]
        if other["choices"][s] is not None:
            other["choices"][s] = "reform" if other["choices"][s] == "repress" else "repress"
        if other["pointing"][s] is not None:
            other["pointing"][s] = next(e for e in state["executors"]
                                        if e not in (s, state["pointing"][s]))
    return other


def check_views(state: State) -> None:
    for seat in range(state["players"]):
        view = GAME.view(state, Viewer(seat))
        others = [m for s, m in enumerate(state["members"]) if s != seat]
        text = json.dumps(view)
        assert not any(m in text for m in others), (seat, view)
        assert view == GAME.view(scrambled(state, seat), Viewer(seat)), seat


def one_level_copy(state: State) -> State:
    """A copy that moves may mutate: they only change top-level lists/dicts, and append to
    ``history`` without touching past events."""
    return {key: list(value) if isinstance(value, list) else
            dict(value) if isinstance(value, dict) else value
            for key, value in state.items()}


def check_turn_taking(state: State, data: st.DataObject) -> None:
    """Awaited seats each have a legal move; a drawn idle seat has none (nothing changes)."""
    awaited = GAME.awaiting(state)
    assert bool(awaited) == (state["phase"] != "over")
    for seat in awaited:
        move, args = draw_move(data, state, seat)
        assert moves_for(state, seat) == [move]
        GAME.moves[move](one_level_copy(state), Actor(seat), args, random.Random(0))
    idle = [s for s in range(state["players"]) if s not in awaited]
    if idle:
        seat = data.draw(st.sampled_from(idle))
        assert moves_for(state, seat) == []
        before = json.dumps(state)
        for move, args in candidate_moves(state, seat):
            with pytest.raises(IllegalMove):
                GAME.moves[move](state, Actor(seat), args, random.Random(0))
        assert json.dumps(state) == before


def check_ranges(state: State, influence_before: list[int]) -> None:
    assert all(-3 <= level <= 3 for level in state["ministries"].values())
    assert all(0 <= now <= was for now, was in zip(state["influence"], influence_before,
                                                   strict=True))


@settings(max_examples=15)
@given(players=st.integers(5, 10), seed=st.integers(0, 2**32), data=st.data())
def test_random_legal_games_end_and_keep_every_invariant(players, seed, data):
    gs = data.draw(st.integers(0, players - 1))
    state = new(players, gs=gs, seed=seed)
    for _ in range(players * MOST_MOVES_PER_TURN):
        check_turn_taking(state, data)
        check_views(state)
        if state["phase"] == "over":
            break
        seat = data.draw(st.sampled_from(GAME.awaiting(state)))
        move, args = draw_move(data, state, seat)
        influence_before = list(state["influence"])
        state = act(state, seat, move, **args)
        check_ranges(state, influence_before)
    assert state["phase"] == "over"
    assert state["turn"] == players
    assert state["general_secretary"] == (gs + players - 1) % players
    outcome = GAME.outcome(state)
    assert set(outcome["winners"]) <= {int(s) for s, ok in outcome["fulfilled"].items() if ok}
