"""Politburo with a player who leaves (docs/rules-decisions.md#politburo, "A player who
leaves"; issue 33): the game reaches its end without waiting for the seat; the seat abstains
from the plan vote; its stand-in appoints only players still at the table and rejects a tie;
it cannot win; with fewer than three players left the game ends where it stands."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, State, Viewer
from referee.games.kit.leaving import leave, left_seats
from referee.games.politburo.rules import MINISTRIES
from tests.referee.games.leaving_kit import play_with_leaver
from tests.referee.games.politburo.support import GAME, act, new
from tests.referee.games.politburo.test_properties import scrambled

MODERATOR = Actor(None, moderator=True)


def choose(state: State, rng: random.Random) -> tuple[int, str, dict[str, Any]] | None:
    """A random legal move of the first awaited seat still at the table."""
    seats = [s for s in GAME.awaiting(state) if s not in left_seats(state)]
    if not seats:
        return None
    seat, phase, n = seats[0], state["phase"], state["players"]
    if phase == "plan":
        open_ = [m for m in MINISTRIES if m not in state["rejected"]]
        return seat, "propose", {"ministry": rng.choice(open_)}
    if phase in ("vote", "casting_vote"):
        return seat, phase, {"approve": rng.random() < 0.5}
    if phase == "appoint":
        return seat, "appoint", {"players": rng.sample(range(n), 3)}
    if phase == "execute":
        return seat, "execute", {"choice": rng.choice(["repress", "reform"])}
    others = [s for s in state["executors"] if s != seat]
    return seat, "point", {"at": rng.choice(others)}


def left(state: State, *seats: int) -> State:
    """``state`` after the moderator marks each of ``seats`` as left."""
    for seat in seats:
        state = leave(GAME, state, MODERATOR, {"seat": seat}, state["players"])
    return state


@settings(max_examples=20, deadline=None)
@given(players=st.integers(5, 10), seed=st.integers(0, 10**6), leave_after=st.integers(0, 120),
       data=st.data())
def test_a_game_with_a_leaver_reaches_its_end(players: int, seed: int, leave_after: int,
                                              data: st.DataObject) -> None:
    seat = data.draw(st.integers(0, players - 1))
    state = new(players, gs=seed % players, seed=seed)
    final, stood = play_with_leaver(GAME, state, players, seat, "stand_in", leave_after, choose,
                                    random.Random(seed))
    outcome = GAME.outcome(final)
    assert outcome is not None
    if seat in left_seats(final):  # else the game ended before its player left
        assert seat not in outcome["winners"]
    for who, name, args in stood:
        assert who == seat and name != "vote"
        if name == "appoint":
            assert seat not in args["players"]


def test_the_seat_abstains_and_the_vote_resolves_when_it_was_the_last() -> None:
    state = new(5, gs=0)
    state = act(state, 0, "propose", ministry="defence")
    for seat, approve in ((1, True), (2, True), (3, False)):
        state = act(state, seat, "vote", approve=approve)
    assert GAME.awaiting(state) == [4]
    state = left(state, 4)
    plan = state["history"][-1]
    assert plan["approve"] == [1, 2] and plan["reject"] == [3] and plan["result"] == "approved"
    assert state["phase"] == "appoint"


def test_a_left_seat_is_never_awaited_in_the_vote() -> None:
    state = left(new(6, gs=0), 2)
    state = act(state, 0, "propose", ministry="finance")
    assert GAME.awaiting(state) == [1, 3, 4, 5]
    for seat in (1, 3):
        state = act(state, seat, "vote", approve=True)
    for seat in (4, 5):
        state = act(state, seat, "vote", approve=False)
    assert state["phase"] == "casting_vote"
    assert state["history"][-1]["result"] == "tie"


def test_the_stand_in_general_secretary_rejects_a_tie_and_appoints_seats_at_the_table() -> None:
    state = left(new(6, gs=0), 0, 3)
    name, args = GAME.stand_in(GAME.view(state, Viewer(0)), 0, random.Random(1))
    assert name == "propose" and args["ministry"] in MINISTRIES
    state = act(state, 0, name, **args)
    for seat, approve in ((1, True), (2, False), (4, True), (5, False)):
        state = act(state, seat, "vote", approve=approve)
    for seed in range(5):
        assert GAME.stand_in(GAME.view(state, Viewer(0)), 0, random.Random(seed)) == (
            "casting_vote", {"approve": False})
    state = act(state, 0, "casting_vote", approve=False)
    name, args = GAME.stand_in(GAME.view(state, Viewer(0)), 0, random.Random(1))
    assert name == "propose" and args["ministry"] not in state["rejected"]
    state = act(state, 0, name, **args)
    for seat in (1, 2, 4, 5):
        state = act(state, seat, "vote", approve=True)
    appointed = set()
    for seed in range(20):
        name, args = GAME.stand_in(GAME.view(state, Viewer(0)), 0, random.Random(seed))
        assert name == "appoint" and len(set(args["players"])) == 3
        appointed |= set(args["players"])
    assert appointed == {1, 2, 4, 5}


def test_the_stand_in_reads_only_its_own_view() -> None:
    state = left(new(7, gs=3), 3)
    state = act(state, 3, "propose", ministry="security")
    for seat in (0, 1, 2, 4, 5, 6):
        state = act(state, seat, "vote", approve=True)
    state = act(state, 3, "appoint", players=[3, 5, 6])
    state = act(state, 5, "execute", choice="repress")
    for seed in range(5):
        mine = GAME.stand_in(GAME.view(state, Viewer(3)), 3, random.Random(seed))
        theirs = GAME.stand_in(GAME.view(scrambled(state, 3), Viewer(3)), 3, random.Random(seed))
        assert mine == theirs and mine[0] == "execute"


def test_a_left_seat_cannot_win() -> None:
    state = new(5, gs=0, members=["beria", "bulganin", "kaganovich", "khrushchev", "kirov"])
    state.update(ministries={"defence": 0, "finance": 0, "security": 3}, phase="over",
                 influence=[3, 2, 1, 1, 1])
    assert GAME.outcome(state)["winners"] == [0]
    state = left(state, 0)
    outcome = GAME.outcome(state)
    assert outcome["winners"] == [1] and outcome["fulfilled"]["0"] is True


def test_with_fewer_than_three_players_at_the_table_the_game_ends_where_it_stands() -> None:
    state = left(new(5, gs=0), 1)
    state = act(state, 0, "propose", ministry="defence")
    state = left(state, 2)
    assert GAME.outcome(state) is None and state["phase"] == "vote"
    state = left(state, 3)
    assert state["phase"] == "over" and GAME.awaiting(state) == []
    assert state["history"][-1] == {"type": "too_few_players", "turn": 1, "left": [1, 2, 3]}
    assert GAME.outcome(state)["winners"] in ([0], [4], [0, 4], [])


def test_a_vote_cast_before_leaving_stands() -> None:
    state = act(new(5, gs=0), 0, "propose", ministry="defence")
    state = act(state, 2, "vote", approve=False)
    state = left(state, 2)
    for seat in (1, 3, 4):
        state = act(state, seat, "vote", approve=seat == 1)
    plan = state["history"][-1]
    assert plan["approve"] == [1] and plan["reject"] == [2, 3, 4] and plan["result"] == "rejected"
