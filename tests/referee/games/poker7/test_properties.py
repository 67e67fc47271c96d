"""Poker7 random matches (docs/rules-decisions.md#poker7 D6–D9): whatever the players do, the
chips are conserved (stacks + bets + pots), the 54 cards stay in play, every refused move
leaves the state unchanged, and the match ends with a valid outcome."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.poker7 import GAME
from tapete_testing.engine import played, refusal
from tests.referee.games.poker7.support import chips_in_play, private, public

BETTING = ("check", "bet", "call", "raise", "fold", "all_in")


def pub_min(state: dict) -> int:
    """The smallest bet the seat to act could make (for a move it may not send)."""
    return int(public(state)["min_to"] or state["ante"])


def choose(state: dict, seat: int, rng: random.Random) -> tuple[str, dict]:
    """A move ``seat`` may send, with arguments, all-ins often."""
    mine, pub = private(state, seat), public(state)
    move = rng.choice(mine["moves"])
    if move in ("bet", "raise"):
        low, high = pub["min_to"], pub["all_in_to"]
        amount = rng.choice([low, high, rng.randint(low, high)])
        return move, {"amount" if move == "bet" else "to": amount}
    if move == "show":
        return move, {"card": rng.choice(mine["hole"])}
    return move, {}


@settings(max_examples=100)
@given(st.integers(2, 7), st.integers(0, 10**6), st.sampled_from([None, 3]),
       st.sampled_from([1, 2, 7]), st.sampled_from([20, 60]))
def test_random_matches_conserve_chips_and_end_well(players: int, seed: int, hands: int | None,
                                                     ante: int, chips: int) -> None:
    rng = random.Random(seed)
    options = GAME.options({"hands": hands, "ante": ante, "starting_chips": chips}, players)
    state = GAME.setup(players, options, random.Random(seed))
    total = chips * players
    for _ in range(3000):
        if GAME.outcome(state) is not None:
            break
        assert chips_in_play(state) == total
        zones = state["zones"]
        assert sum(len(zone["cards"]) for zone in zones.values()) == 54
        seat = rng.choice(GAME.awaiting(state))
        if state["phase"] == "bet" and rng.random() < 0.2:
            wrong = rng.choice([m for m in BETTING if m not in private(state, seat)["moves"]]
                               or ["check"])
            args = {"amount": pub_min(state)} if wrong == "bet" else (
                {"to": pub_min(state)} if wrong == "raise" else {})
            assert refusal(GAME, state, seat, wrong, args).status in (409, 422)
        move, args = choose(state, seat, rng)
        state = played(GAME, state, seat, move, args)
    result = GAME.outcome(state)
    assert result is not None
    assert sum(result["chips"].values()) == total
    best = max(result["chips"].values())
    assert result["winners"] == [s for s in range(players) if result["chips"][str(s)] == best]
    assert result["reason"] in ("all_chips", "hands")
    if hands is not None:
        assert result["hands"] <= hands
