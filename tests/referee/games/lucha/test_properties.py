"""lucha: Hypothesis random games (random legal plays and answers): tracks stay in range, the
98 cards are conserved, views never show a secret to another seat, and finished games have a
valid outcome."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.lucha import GAME
from referee.games.lucha.state import assigned_zone
from tests.referee.games.lucha.randomplay import step
from tests.referee.games.lucha.support import cards_total

#: A bound on a game's length: random games end within ~710 accepted moves (600 seeds
#: measured, 2–5 players); reaching the bound without an end is a failure.
MAX_STEPS = 3000


def _secrets_of_others(state: dict, seat: int | None) -> set[str]:
    """Cards ``seat`` must not see: other hands, others' assigned cards it did not look at."""
    hidden: set[str] = set()
    zones = state["zones"]
    for s in range(state["players"]):
        if s != seat:
            hidden |= set(zones[f"hand-{s}"]["cards"])
    for c, entry in state["candidates"].items():
        zone = zones[assigned_zone(c)]
        seen = state["looks"].get(str(seat), {}).get(c, []) if seat is not None else []
        if entry["owner"] != seat:
            hidden |= set(zone["cards"]) - set(seen)
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
    everything = GAME.view(state, Viewer(None, omniscient=True))["private"]
    assert list(everything["hands"].values()) == [state["zones"][f"hand-{s}"]["cards"]
                                   for s in range(state["players"])]
    text = _text(GAME.view(state, Viewer(None, omniscient=True)))
    assert not any(f'"{card}"' in text for card in state["zones"]["deck"]["cards"])


def _check_end(state: dict, players: int) -> None:
    """A finished game's outcome: a valid reason, winners who are seats, the Secretaría's
    holder's player as the winner, every candidate's fate, the candidacy count."""
    result = GAME.outcome(state)
    assert result is not None, f"no end after {MAX_STEPS} moves"
    assert result["reason"] in ("general_secretary", "last_player", "none")
    assert all(0 <= s < players for s in result["winners"])
    assert result["candidacies"] == state["candidacy"]
    fates = {c["fate"] for c in result["candidates"].values()}
    assert fates <= {"in", "siberia", "dead"}
    if result["reason"] == "general_secretary":
        holder = state["offices"]["secretario-general"]
        assert result["winners"] == [state["candidates"][holder]["owner"]]
        assert result["candidates"][holder]["loyalty"] == 25
    else:
        owners = {c["owner"] for c in result["candidates"].values() if c["fate"] == "in"}
        assert sorted(owners) == result["winners"]
    assert GAME.awaiting(state) == []


@settings(max_examples=12)
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6), last_call=st.booleans())
def test_random_games_end_with_a_valid_outcome_and_keep_every_invariant(
        players: int, seed: int, last_call: bool) -> None:
    """Random legal plays and answers, every move checked (tracks in range, 98 cards, offices,
    no secret in another seat's view), to the end of the game."""
    rng = random.Random(seed)
    state = GAME.setup(players, GAME.options({"last_call": last_call}, players),
                       random.Random(seed))
    for _ in range(MAX_STEPS):
        if GAME.outcome(state) is not None:
            break
        state = step(state, rng)
        _check(state)
    _check_end(state, players)
