"""Politburó, lucha de poder with a player who leaves (docs/rules-decisions.md#lucha, "A player
who leaves"; issue 33): the game reaches its end without waiting for the seat; his candidates go
to Siberia and he is out, hand discarded; the offices settle again; his stand-in only closes
what waits for him (the opening choice, his turn, the rescue round, the last call)."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, State, Viewer
from referee.games.kit.leaving import left_seats
from referee.games.lucha import GAME
from tests.referee.games.leaving_kit import after_leaving, play_with_leaver
from tests.referee.games.lucha.randomplay import pick
from tests.referee.games.lucha.support import ORDER, A, B, act, table

MODERATOR = Actor(None, moderator=True)


def choose(state: State, rng: random.Random) -> tuple[int, str, dict[str, Any]] | None:
    """A random accepted move of a seat still at the table."""
    gone = left_seats(state)
    seats = [s for s in range(state["players"]) if s not in gone]
    return pick(state, rng, seats)[:3]


left = partial(after_leaving, GAME)


def stood_in(state: State, seat: int) -> tuple[str, dict[str, Any]] | None:
    return GAME.stand_in(GAME.view(state, Viewer(seat)), seat, random.Random(0))


@settings(max_examples=10, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6), leave_after=st.integers(0, 150),
       last_call=st.booleans(), data=st.data())
def test_a_game_with_a_leaver_reaches_its_end(players: int, seed: int, leave_after: int,
                                              last_call: bool, data: st.DataObject) -> None:
    """App mode (the random player plays the app's cards; the physical mode's turn is
    ``test_in_the_physical_mode_his_stand_in_ends_his_turn``)."""
    seat = data.draw(st.integers(0, players - 1))
    options = GAME.options({"last_call": last_call}, players)
    state = GAME.setup(players, options, random.Random(seed))
    final, stood = play_with_leaver(GAME, state, players, seat, "stand_in", leave_after, choose,
                                    random.Random(seed))
    outcome = GAME.outcome(final)
    assert outcome is not None
    if seat in left_seats(final):
        assert seat not in outcome["winners"]
        assert all(c["fate"] != "in" for c in outcome["candidates"].values()
                   if c["owner"] == seat)
    assert all(move in ("prepare", "end_turn", "pass") and args == {}
               for _, move, args in stood)


def test_his_candidates_go_to_siberia_his_offices_fall_vacant_and_he_is_out() -> None:
    state = table(3, turn=1, hands={0: ["demagogia-1"], 2: []},
                  loyalty={A: 15, B: 14}, offices={"interior": A})
    state = left(state, 0)
    assert all(state["candidates"][c]["status"] == "siberia" for c in ORDER[:3])
    assert state["out"] == [0] and state["zones"]["hand-0"]["cards"] == []
    assert "demagogia-1" in state["zones"]["discard"]["cards"]
    assert state["offices"]["interior"] == B and state["candidates"][A]["office"] is None
    assert GAME.outcome(state) is None and GAME.awaiting(state) == [1]


def test_the_last_player_with_candidates_wins() -> None:
    state = left(table(2), 1)
    outcome = GAME.outcome(state)
    assert outcome["winners"] == [0] and outcome["reason"] == "last_player"


def test_his_stand_in_ends_the_turn_he_was_in_and_the_game_goes_on() -> None:
    state = left(table(3, turn=1), 1)
    assert GAME.awaiting(state) == [1]
    assert stood_in(state, 1) == ("end_turn", {})
    assert stood_in(state, 0) is None
    state = act(state, 1, "end_turn")
    assert state["turn"] == 2 and GAME.awaiting(state) == [2]


def test_his_stand_in_passes_in_the_last_call_and_his_turns_are_skipped() -> None:
    state = left(table(3, turn=0, last_call=True), 2)
    state = act(state, 0, "end_turn")
    assert state["phase"] == "last_call" and GAME.awaiting(state) == [1, 2]
    assert stood_in(state, 2) == ("pass", {})
    state = act(state, 1, "pass")
    state = act(state, 2, "pass")
    assert state["turn"] == 1
    state = act(state, 1, "end_turn")
    state = act(state, 0, "pass")
    state = act(state, 2, "pass")
    assert state["step"] == "turn" and state["turn"] == 0 and state["candidacy"] == 2


def test_his_stand_in_makes_the_opening_choice_and_he_draws_no_cards() -> None:
    state = GAME.setup(3, GAME.options({}, 3), random.Random(3))
    state = left(state, 1)
    assert GAME.awaiting(state) == [0, 1, 2] and stood_in(state, 1) == ("prepare", {})
    for seat in (1, 0, 2):
        state = act(state, seat, "prepare", {})
    assert state["zones"]["hand-1"]["cards"] == [] and state["phase"] == "turn"
    assert len(state["zones"]["hand-0"]["cards"]) == 5


def test_in_the_physical_mode_his_stand_in_ends_his_turn() -> None:
    state = GAME.setup(3, GAME.options({"cards": "physical"}, 3), random.Random(3))
    state = left(state, 0)
    assert GAME.awaiting(state) == [0] and stood_in(state, 0) == ("end_turn", {})
    state = act(state, 0, "end_turn")
    assert state["turn"] == 1


def test_a_choice_of_office_holder_he_owed_is_dropped() -> None:
    state = table(3, turn=1, loyalty={A: 11, "kamenev": 11})
    state["pending"].append({"kind": "choose_office", "seat": 0, "office": "industria",
                             "candidates": [A, "kamenev"]})
    state["phase"] = "choose_office"
    state = left(state, 0)
    assert state["pending"] == [] and state["phase"] == "turn"
    assert set(state["offices"].values()) == {None}


def test_his_stand_in_passes_in_the_rescue_round() -> None:
    state = table(3, turn=2, loyalty={A: -1, B: -2})
    state.update(step="rescue", phase="rescue", taken=[0, 1, 2],
                 rescue={"queue": [0, 1], "seat": 0, "done": []})
    state = left(state, 0)
    assert GAME.awaiting(state) == [0] and stood_in(state, 0) == ("pass", {})
    state = act(state, 0, "pass")
    assert GAME.awaiting(state) == [1] and state["rescue"]["seat"] == 1


def test_a_renewal_left_open_is_closed_and_his_stand_in_ends_the_turn() -> None:
    state = act(table(3, turn=0), 0, "renew")
    assert state["phase"] == "renew"
    state = left(state, 0)
    assert state["phase"] == "turn" and stood_in(state, 0) == ("end_turn", {})
    assert act(state, 0, "end_turn")["turn"] == 1
