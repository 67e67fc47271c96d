"""Inside Job, random legal games (Hypothesis) with 3-5 players and random legal special roles.

Every game ends with a valid outcome; at every step briefcases are conserved trick by trick,
never negative, the accomplice holds none and a bugged agent never keeps two; only the awaited
seats may act; no seat's view depends on another seat's hidden role or pending ballot (the
accomplice's peek excepted), and an omniscient viewer sees every role.
"""

from __future__ import annotations

import copy
import itertools
import json
import random
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from referee.games.base import IllegalMove, State, Viewer
from referee.games.inside_job import GAME
from referee.games.inside_job.roles import (
    ACCOMPLICE,
    BUGGED,
    DECOY,
    INSIDER_ROLES,
    SPECIAL_ROLES,
)
from referee.games.inside_job.tricks import SUITS, VALUES, cards_dealt, tricks_in_hand
from tests.referee.games.inside_job.support import act


def legal_role_sets(players: int) -> list[list[str]]:
    """Every combination of special roles the options accept for ``players``."""
    sets = []
    for size in range(3):
        for combo in itertools.combinations(SPECIAL_ROLES, size):
            try:
                GAME.options({"special_roles": list(combo)}, players)
            except IllegalMove:
                continue
            sets.append(list(combo))
    return sets


ROLE_SETS = {players: legal_role_sets(players) for players in (3, 4, 5)}


def test_legal_role_sets_are_what_the_seed_allows() -> None:
    assert ROLE_SETS[3] == [[]]
    assert len(ROLE_SETS[4]) == len(ROLE_SETS[5]) == 1 + 8 + (28 - 3 - 1)


def scrambled(state: State, seat: int) -> State | None:
    """``state`` with the hidden roles of the other seats rotated among themselves and their
    pending ballots changed; None when there is nothing to scramble. The accomplice's partner
    keeps its role when ``seat`` is the accomplice (the peek shows it)."""
    other = copy.deepcopy(state)
    n, roles = state["players"], state["roles"]
    peeked = state["partner"] if roles[seat] == ACCOMPLICE else None
    hidden = [s for s in range(n) if s not in (seat, peeked) and not state["revealed"][s]]
    rotated = hidden[1:] + hidden[:1]
    for s, t in zip(hidden, rotated, strict=True):
        other["roles"][s] = roles[t]
    for s in range(n):
        if s != seat and state["ballots"][s] is not None:
            other["ballots"][s] = [(s + 1) % n]
    return None if other == state else other


def check_privacy(state: State) -> None:
    n = state["players"]
    every = GAME.view(state, Viewer(None, omniscient=True))["private"]
    assert every["roles"] == {str(s): r for s, r in enumerate(state["roles"])}
    if state["phase"] == "over":
        return
    for seat in range(n):
        view = GAME.view(state, Viewer(seat))
        json.dumps(view)
        assert view["private"]["role"] == state["roles"][seat]
        assert view["public"]["roles"] is None
        other = scrambled(state, seat)
        if other is not None:
            assert GAME.view(other, Viewer(seat)) == view
    assert GAME.view(state, Viewer(None))["private"] == {}


def check_invariants(state: State) -> None:
    json.dumps(state)
    n, roles = state["players"], state["roles"]
    assert all(b >= 0 for b in state["briefcases"])
    for s in range(n):
        if roles[s] == ACCOMPLICE:
            assert state["briefcases"][s] == 0
        if roles[s] == BUGGED and state["briefcases"][s] > 1:
            assert state["result"]["reason"] == "bugged_agent"
    assert (state["phase"] == "over") == (GAME.outcome(state) is not None)
    assert (GAME.awaiting(state) == []) == (state["phase"] == "over")


def check_only_awaited_act(state: State, args: dict[str, Any], move: str) -> None:
    """The awaited move sent by every seat that is not awaited is refused with 409."""
    for seat in range(state["players"]):
        if seat in GAME.awaiting(state):
            continue
        before = copy.deepcopy(state)
        with pytest.raises(IllegalMove) as caught:
            act(state, seat, move, **args)
        assert caught.value.status == 409
        assert state == before


def play_trick(state: State, hands: list[list[tuple[str, int]]], rng: random.Random) -> State:
    n, leader = state["players"], state["leader"]
    plays: list[dict[str, Any]] = []
    for i in range(n):
        seat = (leader + i) % n
        hand = hands[seat]
        led = plays[0]["suit"] if plays else None
        follow = [c for c in hand if c[0] == led]
        card = rng.choice(follow if follow and rng.random() < 0.8 else hand)
        hand.remove(card)
        may_place = (state["briefcases"][seat] > 0 and not state["revealed"][seat]
                     and (led is None or card[0] == led))
        plays.append({"seat": seat, "suit": card[0], "value": card[1],
                      "briefcase": may_place and rng.random() < 0.25})
    args = {"trump": rng.choice(SUITS), "plays": plays, "mission": rng.random() < 0.55}
    check_only_awaited_act(state, args, "trick")
    before = sum(state["briefcases"])
    after_state = act(state, leader, "trick", **args)
    placed = sum(p["briefcase"] for p in plays)
    winner = after_state["last_trick"]["winner"]
    if state["roles"][winner] == ACCOMPLICE:
        lost = sum(1 for e in after_state["history"][len(state["history"]):]
                   if e["type"] == "partner_loses_briefcase")
        assert sum(after_state["briefcases"]) == before - placed - lost
    else:
        assert sum(after_state["briefcases"]) == before + 1
    return after_state


def cast_vote(state: State, seat: int, rng: random.Random) -> State:
    options = GAME.view(state, Viewer(seat))["private"]["vote"]
    targets = options["targets"]
    count = rng.randint(1, options["votes"])
    if options["repeat"]:
        ballot = [rng.choice(targets) for _ in range(count)]
    else:
        ballot = rng.sample(targets, min(count, len(targets)))
    return act(state, seat, "vote", **{"for": ballot})


def check_outcome(state: State) -> None:
    result = GAME.outcome(state)
    n, roles = state["players"], state["roles"]
    assert result is not None and set(result) == {"winners", "roles", "side", "reason"}
    assert result["roles"] == {str(s): r for s, r in enumerate(roles)}
    won = result["winners"]
    assert won == sorted(set(won)) and all(0 <= s < n for s in won)
    insider = next(s for s in range(n) if roles[s] in INSIDER_ROLES)
    if result["side"] == "agents":
        assert insider not in won and won
    elif result["side"] == "insider":
        assert insider in won
    else:
        assert result["side"] == "decoy" and won == [roles.index(DECOY)]
    assert GAME.view(state, Viewer(0))["public"]["roles"] == result["roles"]


@settings(max_examples=60)
@given(data=st.data())
def test_random_games_end_with_a_valid_outcome(data: st.DataObject) -> None:
    players = data.draw(st.integers(3, 5), label="players")
    special = data.draw(st.sampled_from(ROLE_SETS[players]), label="special roles")
    first = data.draw(st.sampled_from([*range(players), "random"]), label="first leader")
    rng = data.draw(st.randoms(use_true_random=False), label="rng")
    state = GAME.setup(players, GAME.options({"special_roles": special, "first_leader": first},
                                             players), random.Random(rng.random()))
    deck = [(s, v) for s in SUITS for v in VALUES]
    rng.shuffle(deck)
    per = cards_dealt(players)
    hands = [deck[i * per:(i + 1) * per] for i in range(players)]

    steps = 1 + tricks_in_hand(players) + players
    for _ in range(steps):
        check_invariants(state)
        check_privacy(state)
        if state["phase"] == "over":
            break
        if state["phase"] == "peek":
            seat = GAME.awaiting(state)[0]
            target = rng.choice([s for s in range(players) if s != seat])
            check_only_awaited_act(state, {"seat": target}, "peek")
            state = act(state, seat, "peek", seat=target)
        elif state["phase"] == "tricks":
            state = play_trick(state, hands, rng)
        else:
            seat = rng.choice(GAME.awaiting(state))
            check_only_awaited_act(state, {"for": (seat + 1) % players}, "vote")
            state = cast_vote(state, seat, rng)
    check_invariants(state)
    check_privacy(state)
    check_outcome(state)
    event(f"{players} players: {GAME.outcome(state)['reason']}")
