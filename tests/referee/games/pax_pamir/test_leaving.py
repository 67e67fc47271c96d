"""Pax Pamir with a player who leaves (docs/rules-decisions.md#pax-pamir, "A player who leaves";
issue 33): the game reaches its end without waiting for the seat; the player is entered in no
later check, keeps his points and cannot win; with one player left in the game it ends."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, State, Viewer
from referee.games.kit.leaving import left_seats
from referee.games.pax_pamir.checks import COALITIONS
from referee.games.pax_pamir.roster import in_game
from tests.referee.games.leaving_kit import after_leaving, play_with_leaver
from tests.referee.games.pax_pamir.support import (
    ANA,
    BEA,
    CARL,
    GAME,
    act,
    check,
    entry,
    failure,
    new,
    refused,
    success,
)

MODERATOR = Actor(None, moderator=True)


def choose(state: State, rng: random.Random) -> tuple[int, str, dict[str, Any]] | None:
    """A random check (or a tie-break that decides) entered by a seat still at the table."""
    seats = [s for s in GAME.awaiting(state) if s not in left_seats(state)]
    if not seats:
        return None
    seat = rng.choice(seats)
    if state["phase"] == "tiebreak":
        military = rng.sample(range(21), len(state["tied"]))
        return seat, "tiebreak", {"military": dict(zip(state["tied"], military, strict=True)),
                                  "rupees": dict.fromkeys(state["tied"], 0)}
    blocks = {c: rng.randint(0, 12) for c in COALITIONS}
    players = {p: entry(rng.choice(COALITIONS), rng.randint(1, 6), rng.randint(0, 10))
               for p in in_game(state)}
    return seat, "dominance_check", {"blocks": blocks, "players": players}


left = partial(after_leaving, GAME)


@settings(max_examples=25, deadline=None)
@given(seats=st.integers(2, 5), seed=st.integers(0, 10**6), leave_after=st.integers(0, 12),
       data=st.data())
def test_a_game_with_a_leaver_reaches_its_end(seats: int, seed: int, leave_after: int,
                                              data: st.DataObject) -> None:
    extra = data.draw(st.integers(0, 5 - seats))
    seat = data.draw(st.integers(0, seats - 1))
    state = new(seats, tuple(f"x{i}" for i in range(extra)))
    final, stood = play_with_leaver(GAME, state, seats, seat, "stand_in", leave_after, choose,
                                    random.Random(seed))
    outcome = GAME.outcome(final)
    assert stood == [] and outcome is not None
    if seat not in left_seats(final):  # the game ended before its player left
        return
    assert seat not in outcome["winners"]
    gone = str(seat)
    scores = [c["scores"][gone] for c in final["checks"] if gone in c["entries"]]
    assert final["scores"][gone] == (scores[-1] if scores else 0)


def test_the_player_is_entered_in_no_later_check_and_keeps_his_points() -> None:
    state = failure(new(3), {ANA: 3, BEA: 1, CARL: 0})
    state = left(state, 1)
    assert GAME.awaiting(state) == [0, 2]
    assert GAME.view(state, Viewer(0))["public"]["in_game"] == [ANA, CARL]
    caught = refused(state, 0, "dominance_check",
                     check((0, 0, 0), {p: entry() for p in (ANA, BEA, CARL)}))
    assert caught.code == "missing_player" and caught.params == {"seat": 1}
    assert caught.message == "{seat} has left the game: enter only the players still in it."
    state = failure(state, {ANA: 0, CARL: 5})
    assert state["scores"] == {ANA: 4, BEA: 1, CARL: 3}
    assert set(state["checks"][-1]["entries"]) == {ANA, CARL}


def test_a_player_who_left_cannot_win() -> None:
    state = failure(new(3, final_check=2), {ANA: 3, BEA: 0, CARL: 0})
    state = left(state, 0)
    state = success(state, {BEA: None, CARL: None})
    assert state["scores"] == {ANA: 3, BEA: 0, CARL: 0}
    assert state["phase"] == "tiebreak" and state["tied"] == [BEA, CARL]
    state = act(state, 2, "tiebreak", military={BEA: 1, CARL: 2}, rupees={BEA: 0, CARL: 0})
    assert GAME.outcome(state)["winners"] == [2]


def test_the_lead_is_counted_among_the_players_still_in_the_game() -> None:
    state = failure(new(3), {ANA: 2, BEA: 2, CARL: 0})
    state = left(state, 0)
    state = failure(state, {BEA: 1, CARL: 0})
    assert state["scores"] == {ANA: 2, BEA: 5, CARL: 1}
    outcome = GAME.outcome(state)
    assert outcome["winners"] == [1] and outcome["reason"] == "lead"


def test_with_one_player_left_in_the_game_it_ends() -> None:
    state = failure(new(2, ("Wakhan",)), {ANA: 3, BEA: 1, "Wakhan": 0})
    state = left(state, 0)
    assert GAME.outcome(state) is None
    state = left(state, 1)
    outcome = GAME.outcome(state)
    assert outcome["winners"] == ["Wakhan"] and outcome["reason"] == "players_left"
    assert outcome["scores"] == {ANA: 3, BEA: 1, "Wakhan": 0}


def test_a_tied_player_who_leaves_leaves_the_tie() -> None:
    state = failure(new(3, final_check=1), {ANA: 3, BEA: 3, CARL: 1})
    assert state["phase"] == "tiebreak" and state["tied"] == [ANA, BEA]
    state = left(state, 2)
    assert state["phase"] == "tiebreak" and state["tied"] == [ANA, BEA]
    state = left(state, 0)
    outcome = GAME.outcome(state)
    assert outcome["winners"] == [1] and outcome["reason"] == "final"
