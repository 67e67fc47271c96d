"""lucha: Hypothesis random games (random legal plays and answers): tracks stay in range, the
98 cards are conserved, views never show a secret to another seat, and finished games have a
valid outcome."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.lucha import GAME
from referee.games.lucha.state import assigned_zone
from tests.referee.games.lucha.randomplay import step
from tests.referee.games.lucha.support import cards_total

STEPS = 160


def _secrets_of_others(state: dict, seat: int | None) -> set[str]:
    """Cards ``seat`` must not see: other hands, others' assigned cards it did not look at."""
    hidden: set[str] = set()
    zones = state["zones"]
    for s in range(state["players"]):
        if s != seat:
            hidden |= set(zones[f"hand-{s}"]["cards"])
    for c, entry in state["candidates"].items():
        zone = zones[assigned_zone(c)]
        if entry["owner"] != seat and seat not in zone["seen_by"]:
            hidden |= set(zone["cards"])
    hidden |= set(zones["deck"]["cards"])
    return hidden


def _text(view: dict) -> str:
    """The view as JSON without its history (cards in the history were public when they were
    recorded; after a reshuffle they may be drawn again)."""
    public = {k: v for k, v in view["public"].items() if k != "history"}
    return json.dumps({**view, "public": public})


def _check(state: dict) -> None:
    assert cards_total(state) == 98
    for entry in state["candidates"].values():
        assert -5 <= entry["loyalty"] <= 25
        assert 0 <= entry["health"] <= 10
    holders = [h for h in state["offices"].values() if h is not None]
    assert len(holders) == len(set(holders))
    for office, holder in state["offices"].items():
        if holder is not None:
            assert state["candidates"][holder]["office"] == office
            assert state["candidates"][holder]["status"] == "in"
    for seat in [None, *range(state["players"])]:
        text = _text(GAME.view(state, Viewer(seat)))
        for card in _secrets_of_others(state, seat):
            assert f'"{card}"' not in text, (seat, card)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6), last_call=st.booleans())
def test_random_games_keep_every_invariant(players: int, seed: int, last_call: bool) -> None:
    rng = random.Random(seed)
    state = GAME.setup(players, GAME.options({"last_call": last_call}, players),
                       random.Random(seed))
    for _ in range(STEPS):
        if GAME.outcome(state) is not None:
            break
        state = step(state, rng)
        _check(state)
    result = GAME.outcome(state)
    if result is not None:
        assert result["reason"] in ("general_secretary", "last_player", "none")
        assert all(0 <= s < players for s in result["winners"])
        if result["reason"] == "general_secretary":
            holder = state["offices"]["secretario-general"]
            assert result["winners"] == [state["candidates"][holder]["owner"]]


def test_random_games_play_to_a_valid_end() -> None:
    """Seeded random games that reach their end (to the Secretaría after ~20 candidacies)."""
    for seed, players in ((4, 2), (5, 3), (2, 4)):
        rng = random.Random(seed)
        state = GAME.setup(players, GAME.options({}, players), random.Random(seed))
        for _ in range(1500):
            if GAME.outcome(state) is not None:
                break
            state = step(state, rng)
            _check(state)
        result = GAME.outcome(state)
        assert result is not None, seed
        assert result["reason"] in ("general_secretary", "last_player", "none")
        assert result["candidacies"] == state["candidacy"]
        fates = {c["fate"] for c in result["candidates"].values()}
        assert fates <= {"in", "siberia", "dead"}
