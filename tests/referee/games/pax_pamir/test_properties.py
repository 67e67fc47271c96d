"""Pax Pamir, random games (Hypothesis): points are never negative, each check hands out the
points of its table (ties share theirs, rounded down), the game always ends by the final
check with a valid outcome, and a refused move leaves the state as it was."""

from __future__ import annotations

import copy
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, IllegalMove, State, apply
from referee.games.pax_pamir import GAME
from referee.games.pax_pamir.checks import COALITIONS, LEAD

REASONS = {"lead", "final", "tiebreak", "shared", "declared"}


@st.composite
def tables(draw: st.DrawFn) -> State:
    seats = draw(st.integers(1, 5))
    extra = draw(st.integers(max(0, 2 - seats), 5 - seats))
    final_check = draw(st.integers(1, 6))
    options = GAME.options({"extra_players": [f"Bot {i}" for i in range(extra)],
                            "final_check": final_check}, seats)
    return GAME.setup(seats, options, random.Random(0))


def check_args(data: st.DataObject, state: State) -> dict[str, Any]:
    ids = list(state["scores"])
    blocks = {c: data.draw(st.integers(0, 12)) for c in COALITIONS}
    players = {p: {"loyalty": data.draw(st.sampled_from(COALITIONS)),
                   "influence": data.draw(st.integers(1, 6)),
                   "cylinders": data.draw(st.integers(0, 10))} for p in ids}
    return {"blocks": blocks, "players": players}


def expected_total(values: list[int], table: list[int]) -> int:
    """What a check hands out: each group of equal values shares its places' points."""
    total = 0
    for value in set(values):
        first = sum(1 for v in values if v > value)
        tied = values.count(value)
        total += tied * (sum(table[first:first + tied]) // tied)
    return total


def check_invariants(check: dict[str, Any]) -> None:
    factor = 2 if check["final"] else 1
    table = [p * factor for p in ((5, 3, 1) if check["success"] else (3, 1))]
    entries, points = check["entries"], check["points"]
    if check["success"]:
        ranked = {p: e["influence"] for p, e in entries.items()
                  if e["loyalty"] == check["coalition"]}
    else:
        ranked = {p: e["cylinders"] for p, e in entries.items()}
    assert all(points[p] == 0 for p in entries if p not in ranked)
    assert all(0 <= points[p] <= table[0] for p in entries)
    assert sum(points.values()) == expected_total(list(ranked.values()), table)
    for a in ranked:
        for b in ranked:
            if ranked[a] > ranked[b]:
                assert points[a] >= points[b]
            if ranked[a] == ranked[b]:
                assert points[a] == points[b]


@settings(max_examples=150)
@given(tables(), st.data())
def test_random_games_end_by_the_final_check_with_a_valid_outcome(state: State,
                                                                  data: st.DataObject) -> None:
    seats, final_check = state["players"], state["final_check"]
    while state["phase"] == "play":
        seat = data.draw(st.integers(0, seats - 1))
        state = apply(GAME, state, Actor(seat), "dominance_check", check_args(data, state),
                      random.Random(0))
        check_invariants(state["checks"][-1])
        assert all(score >= 0 for score in state["scores"].values())
        assert len(state["checks"]) <= final_check
    if state["phase"] == "tiebreak":
        tied = state["tied"]
        args = {key: {p: data.draw(st.integers(0, 3)) for p in tied}
                for key in ("military", "rupees")}
        state = apply(GAME, state, Actor(0), "tiebreak", args, random.Random(0))
    if state["phase"] == "still_tied":
        pick = data.draw(st.sampled_from([None, *state["tied"]]))
        state = apply(GAME, state, Actor(None, moderator=True), "declare_winner",
                      {"seat": pick}, random.Random(0))
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome["reason"] in REASONS
    scores = outcome["scores"]
    assert scores == {p: sum(c["points"][p] for c in outcome["checks"]) for p in scores}
    winners = [str(w) for w in outcome["winners"]]
    assert winners and set(winners) <= set(scores)
    if outcome["reason"] == "lead":
        (winner,) = winners
        assert all(scores[winner] - s >= LEAD for p, s in scores.items() if p != winner)
    else:
        assert outcome["checks"][-1]["final"]
        assert all(scores[w] == max(scores.values()) for w in winners)
    assert GAME.awaiting(state) == []


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 15) | st.sampled_from(
        ["0", "1", "afghan", "british", "Bot 0", "x"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["0", "1", "2", "Bot 0", "afghan", "british", "russian", "loyalty",
                         "influence", "cylinders", "blocks", "players", "final", "seat",
                         "court", "hand", "military", "rupees"]), inner, max_size=4),
    max_leaves=12)


@settings(max_examples=200)
@given(tables(), st.data())
def test_any_malformed_move_is_refused_cleanly_and_leaves_the_state_unchanged(
        state: State, data: st.DataObject) -> None:
    for _ in range(data.draw(st.integers(0, 2))):
        if state["phase"] == "play":
            state = apply(GAME, state, Actor(0), "dominance_check", check_args(data, state),
                          random.Random(0))
    move = data.draw(st.sampled_from(sorted(GAME.moves)))
    args = data.draw(st.dictionaries(st.sampled_from(
        ["blocks", "players", "final", "seat", "court", "hand", "political_stars",
         "intelligence_stars", "military", "rupees"]), JSONISH, max_size=6))
    actor = Actor(data.draw(st.sampled_from([0, None])), data.draw(st.booleans()))
    before = copy.deepcopy(state)
    try:
        apply(GAME, state, actor, move, args, random.Random(0))
    except IllegalMove as refusal:
        assert refusal.status in (400, 409, 422)
        assert refusal.code
    assert state == before
