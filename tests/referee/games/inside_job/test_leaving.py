"""Inside Job with a player who leaves (docs/rules-decisions.md#inside-job, "A player who
leaves"; issue 33): the game reaches its end without waiting for the seat; a hand being played
ends and the vote follows; the seat abstains from the vote, may still be voted for and wins or
loses with its side."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, State, Viewer
from referee.games.inside_job import GAME
from referee.games.inside_job.roles import AGENT, INSIDER
from referee.games.kit.leaving import left_seats
from tests.referee.games.inside_job.support import act, new, win
from tests.referee.games.inside_job.test_properties import ROLE_SETS
from tests.referee.games.leaving_kit import after_leaving, play_with_leaver

MODERATOR = Actor(None, moderator=True)


def _trick(state: State, rng: random.Random) -> dict[str, Any]:
    """A random legal trick of cards not yet played this hand."""
    played = {(suit, value) for suit, value in state["played"]}
    fresh = [(s, v) for s in ("green", "yellow", "blue", "red") for v in range(1, 14)
             if (s, v) not in played]
    n, leader = state["players"], state["leader"]
    cards = rng.sample(fresh, n)
    plays = []
    for i, (suit, value) in enumerate(cards):
        seat = (leader + i) % n
        may_place = (state["briefcases"][seat] > 0 and not state["revealed"][seat]
                     and suit == cards[0][0])
        plays.append({"seat": seat, "suit": suit, "value": value,
                      "briefcase": may_place and rng.random() < 0.3})
    return {"trump": rng.choice(["green", "yellow", "blue", "red"]), "plays": plays,
            "mission": rng.random() < 0.5}


def choose(state: State, rng: random.Random) -> tuple[int, str, dict[str, Any]] | None:
    """A random legal move of an awaited seat still at the table."""
    seats = [s for s in GAME.awaiting(state) if s not in left_seats(state)]
    if not seats:
        return None
    seat = rng.choice(seats)
    if state["phase"] == "peek":
        return seat, "peek", {"seat": rng.choice([s for s in range(state["players"]) if s != seat])}
    if state["phase"] == "tricks":
        return seat, "trick", _trick(state, rng)
    options = GAME.view(state, Viewer(seat))["private"]["vote"]
    count = min(rng.randint(1, options["votes"]), len(options["targets"]))
    ballot = ([rng.choice(options["targets"])] * count if options["repeat"]
              else rng.sample(options["targets"], count))
    return seat, "vote", {"for": ballot}


left = partial(after_leaving, GAME)


@settings(max_examples=25, deadline=None)
@given(players=st.integers(3, 5), seed=st.integers(0, 10**6), leave_after=st.integers(0, 20),
       data=st.data())
def test_a_game_with_a_leaver_reaches_its_end(players: int, seed: int, leave_after: int,
                                              data: st.DataObject) -> None:
    special = data.draw(st.sampled_from(ROLE_SETS[players]))
    seat = data.draw(st.integers(0, players - 1))
    rng = random.Random(seed)
    state = GAME.setup(players, GAME.options({"special_roles": special}, players), rng)
    final, stood = play_with_leaver(GAME, state, players, seat, "stand_in", leave_after, choose,
                                    rng)
    assert stood == [] and final["phase"] == "over"
    history = final["history"]
    cut = [i for i, e in enumerate(history) if e["type"] == "hand_cut"]
    if cut:
        assert cut == [cut[0]] and history[cut[0]]["seat"] == seat
        assert history[cut[0] + 1]["type"] == "vote" and seat not in history[cut[0] + 1]["voters"]
        assert final["ballots"][seat] is None


def test_a_hand_being_played_ends_and_the_vote_follows_without_the_seat() -> None:
    state = new([AGENT, INSIDER, AGENT, AGENT])
    state = win(state, 2)
    state = left(state, 1)
    assert state["phase"] == "vote"
    assert state["history"][-2:] == [{"type": "hand_cut", "seat": 1},
                                     {"type": "vote", "voters": [0, 2, 3]}]
    assert GAME.awaiting(state) == [0, 2, 3]
    assert 1 in GAME.view(state, Viewer(0))["private"]["vote"]["targets"]
    state = act(state, 0, "vote", **{"for": 1})
    state = act(state, 2, "vote", **{"for": 1})
    state = act(state, 3, "vote", **{"for": 0})
    outcome = GAME.outcome(state)
    assert outcome["reason"] == "insider_caught" and outcome["winners"] == [0, 2, 3]


def test_the_vote_resolves_when_the_seat_was_the_last_awaited() -> None:
    state = left(new([AGENT, AGENT, INSIDER]), 0)
    assert state["phase"] == "vote" and GAME.awaiting(state) == [1, 2]
    state = act(state, 1, "vote", **{"for": 2})
    state = left(state, 2)
    outcome = GAME.outcome(state)
    assert outcome["reason"] == "insider_caught" and outcome["winners"] == [0, 1]
    assert state["vote_result"]["ballots"] == {"1": [2]}


def test_a_ballot_cast_before_leaving_stands() -> None:
    state = left(new([AGENT, AGENT, INSIDER, AGENT]), 3)
    state = act(state, 0, "vote", **{"for": 2})
    state = act(state, 1, "vote", **{"for": 2})
    state = left(state, 1)
    assert GAME.awaiting(state) == [2]
    state = act(state, 2, "vote", **{"for": 0})
    assert state["vote_result"]["tally"] == [1, 0, 2, 0]
    assert GAME.outcome(state)["reason"] == "insider_caught"
