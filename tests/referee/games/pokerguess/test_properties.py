"""PokerGuess random matches (Hypothesis): every match ends with a valid outcome, chips are
conserved after every move, the standing predictions are never repeated and their checking
order is total, every pot is paid in full to its eligible players, refusals change nothing,
and no hole card is public before its hand's showdown."""

from __future__ import annotations

import contextlib
import itertools
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import IllegalMove, State, Viewer
from referee.games.kit import cards
from referee.games.kit.zones import hand
from referee.games.pokerguess import GAME
from referee.games.pokerguess.deck import GAME_DECK
from referee.games.pokerguess.predictions import order_key
from tests.referee.games.pokerguess.support import P, act, chips_total, new, refused

MAX_MOVES = 800


def random_prediction(rng: random.Random, most: int) -> dict:
    return P(rng.randint(1, 9), rng.randint(1, min(most, 5)), rng.choice(cards.figures()),
             rng.randint(1, min(most, 5)))


def guess_args(state: State, seat: int, rng: random.Random) -> dict:
    """A random guess: fold now and then, else keep or a new prediction, maybe a raise."""
    private = GAME.view(state, Viewer(seat))["private"]
    if rng.random() < 0.08:
        return {"fold": True}
    has = str(seat) in state["predictions"]
    args: dict = {"prediction": None if has and rng.random() < 0.7
                  else random_prediction(rng, len(state["seats"]) * 2 + 5)}
    if private["raise_min"] is not None and rng.random() < 0.15:
        args["raise_to"] = rng.randint(private["raise_min"], private["raise_max"])
    return args


def next_move(state: State, rng: random.Random) -> tuple[int, str, dict]:
    seat = GAME.awaiting(state)[0]
    phase = state["phase"]
    if phase == "guess":
        return seat, "guess", guess_args(state, seat, rng)
    if phase == "show":
        return seat, "show", {"card": rng.choice(state["zones"][hand(seat)]["cards"])}
    if phase == "showdown":
        deck = rng.sample(GAME_DECK, 5 + 2 * len(state["seats"]))
        return seat, "showdown", {"common": deck[:5], "hands": {
            str(s): deck[5 + 2 * k: 7 + 2 * k] for k, s in enumerate(state["seats"])}}
    return seat, "next_hand", {}


def check_invariants(state: State, total: int) -> None:
    assert chips_total(state) == total
    assert min(state["ledger"]["stacks"]) >= 0
    standing = list(state["predictions"].values())
    assert all(standing.count(p) == 1 for p in standing)
    public = GAME.view(state, Viewer(None))["public"]
    assert sorted(public["order"]) == sorted(int(s) for s in state["predictions"])
    keys = [order_key(state["predictions"][str(s)]) for s in public["order"]]
    assert all(a > b for a, b in itertools.pairwise(keys))
    assert set(public["order"]).isdisjoint(state["folded"])
    if state["phase"] in ("guess", "show", "showdown"):
        now = {**public, "records": [], "history": [
            e for e in public["history"] if e.get("hand") == state["hand_no"]]}
        text = json.dumps(now)
        for seat in state["seats"]:
            for card in state["zones"][hand(seat)]["cards"]:
                if card not in state["shown"].values():
                    assert f'"{card}"' not in text


def check_record(record: dict) -> None:
    for pot in record["pots"]:
        assert sum(pot["shares"].values()) == pot["amount"]
        assert set(pot["winners"]) <= set(pot["eligible"])
        assert pot["split"] or len(pot["winners"]) == 1
    assert sum(record["won"].values()) == sum(p["amount"] for p in record["pots"])


@settings(max_examples=60)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 6), chips=st.integers(3, 40),
       ante=st.integers(1, 3), physical=st.booleans())
def test_random_matches_end_well(seed, players, chips, ante, physical) -> None:
    rng = random.Random(seed)
    state = new(players, starting_chips=chips, ante=min(ante, chips), hands=3,
                cards="physical" if physical else "app")
    total = players * chips
    records = 0
    for _ in range(MAX_MOVES):
        if GAME.outcome(state) is not None:
            break
        seat, move, args = next_move(state, rng)
        try:
            state = act(state, seat, move, args)
        except IllegalMove as error:
            assert error.code in {"prediction_taken", "no_change"}, error.code
            refused(state, seat, move, args)
        check_invariants(state, total)
        while records < len(state["records"]):
            check_record(state["records"][records])
            records += 1
    result = GAME.outcome(state)
    assert result is not None, "the match did not end"
    assert result["reason"] in {"all_chips", "hands"}
    stacks = state["ledger"]["stacks"]
    assert result["winners"] == [s for s in range(players) if stacks[s] == max(stacks)]
    assert sum(result["chips"].values()) == total


@settings(max_examples=40)
@given(seed=st.integers(0, 2**32))
def test_random_refusals_change_nothing(seed) -> None:
    rng = random.Random(seed)
    state = new(4)
    for _ in range(rng.randint(0, 12)):
        seat, move, args = next_move(state, rng)
        with contextlib.suppress(IllegalMove):
            state = act(state, seat, move, args)
    seat = rng.randrange(4)
    bad = rng.choice([
        {"prediction": P(rng.randint(1, 9), rng.choice([0, 14, 99]), "pawn", 1)},
        {"prediction": None, "raise_to": rng.choice([-5, 0, 1, 10_000])},
        {"fold": rng.choice([False, 0, "yes"])},
        {"prediction": {"colour": 3}},
    ])
    move = rng.choice(["guess", "show", "next_hand", "showdown"])
    try:
        act(state, seat, move, bad)
    except IllegalMove:
        refused(state, seat, move, bad)
    else:
        raise AssertionError(f"{move} {bad} was accepted")
