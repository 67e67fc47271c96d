"""Random games of random legal moves (Hypothesis): every game ends with a valid outcome within
a bound, and after every move tiles and cards are conserved, the terrain stays joined (also
through every sudden-death removal), limits hold; views never leak hidden tiles or cards."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, Viewer, apply
from referee.games.kit.views import PUBLIC

from .support import GAME, check_invariants, random_action

#: Random play ends within this many moves (random players call sudden death early now and
#: then; in hundreds of random games the longest took about 230 moves). Sudden death could in
#: principle stall while every edge tile holds a piece, so the bound is a test limit, not a rule.
BOUND = 1500
REASONS = {"surface", "sudden_death_surface", "cooperative", "lost", "conceded"}


def _leaks(state, seat):
    """Ids that seat ``seat`` must not see: other seats' tiles and cards, the deck."""
    zones = state["zones"]
    hidden = set(zones["deck"]["cards"]) | set(zones["unplaced"]["cards"])
    for other in range(state["players"]):
        if other != seat:
            hidden |= set(zones[f"tiles-{other}"]["cards"]) | set(zones[f"hand-{other}"]["cards"])
    return hidden


def _check_views(state):
    public = json.dumps(GAME.view(state, PUBLIC))
    zones = state["zones"]
    everything = set(zones["deck"]["cards"]) | set(zones["unplaced"]["cards"])
    for seat in range(state["players"]):
        everything |= set(zones[f"tiles-{seat}"]["cards"]) | set(zones[f"hand-{seat}"]["cards"])
    assert not [i for i in everything if f'"{i}"' in public]
    for seat in range(state["players"]):
        text = json.dumps(GAME.view(state, Viewer(seat)))
        assert not [i for i in _leaks(state, seat) if f'"{i}"' in text]
    omniscient = json.dumps(GAME.view(state, Viewer(None, omniscient=True)))
    assert not [i for i in zones["deck"]["cards"] if f'"{i}"' in omniscient]


@settings(max_examples=12)
@given(players=st.integers(min_value=1, max_value=6), seed=st.integers(0, 10**6),
       mode=st.sampled_from(["competitive", "cooperative"]),
       dice=st.sampled_from(["app", "physical"]), auto=st.booleans(),
       sixes=st.sampled_from(["2x3", "3x2"]))
def test_random_games_end_validly_and_keep_the_invariants(players, seed, mode, dice, auto, sixes):
    rng = random.Random(seed)
    raw = {"mode": mode if players > 1 else "solo", "dice": dice, "auto_conquest": auto,
           "teams_of_six": sixes}
    state = GAME.setup(players, GAME.options(raw, players), random.Random(seed))
    check_invariants(state)
    for n in range(BOUND):
        if GAME.outcome(state) is not None:
            break
        seat, name, args = random_action(state, rng)
        before_removed = len(state["terrain"])
        state = apply(GAME, state, Actor(seat), name, args, random.Random(rng.random()))
        check_invariants(state)
        if name == "remove_tile":
            assert len(state["terrain"]) == before_removed - 1
        if n % 25 == 0:
            _check_views(state)
    result = GAME.outcome(state)
    assert result is not None
    assert result["reason"] in REASONS
    assert set(result["winners"]) <= set(range(players))
    if result["reason"] in ("surface", "sudden_death_surface"):
        side = next(s for s in state["sides"] if s["seats"] == result["side"])
        assert result["winners"] == side["seats"]
    if result["reason"] == "cooperative":
        assert result["winners"] == list(range(players))
    assert GAME.awaiting(state) == []
    _check_views(state)
