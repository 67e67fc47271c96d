"""The result of a Poker7 hand stays until every player with chips has seen it
(referee/games/kit/seen.py; docs/rules-decisions.md#conventions, "Seen, then the next hand")."""

from __future__ import annotations

import random

from referee.games.base import Actor, apply
from referee.games.kit.leaving import LEFT_SEATS
from referee.games.poker7 import GAME
from tapete_testing.engine import refusal
from tests.referee.games.poker7.support import act, private, public, show_first, with_stacks

HOLES = [["knight-5", "pawn-9"], ["queen-3", "knight-6"], ["queen-2", "joker-2"]]
COMMON = ["rook-2", "pawn-2", "bishop-7", "queen-8", "joker-4"]


def seat_zero_out() -> dict:
    """Hand 1 over: seat 0 lost every chip, seats 1 and 2 are still in the match."""
    state = with_stacks([40, 50, 20], HOLES, COMMON, dealer=2)
    for seat in (0, 1, 2):
        state = act(state, seat, "all_in")
    return show_first(state)


def test_the_next_hand_waits_for_every_seat_with_chips_to_see_the_result() -> None:
    state = seat_zero_out()
    assert GAME.awaiting(state) == [1, 2] and public(state)["to_see"] == [1, 2]
    state = act(state, 2, "next_hand")
    assert state["phase"] == "hand_over" and public(state)["record"]["hand"] == 1
    assert public(state)["seen"] == [2] and GAME.awaiting(state) == [1]
    assert private(state, 2)["moves"] == [] and private(state, 1)["moves"] == ["next_hand"]
    assert refusal(GAME, state, 2, "next_hand", {}).code == "already_seen"
    assert refusal(GAME, state, 0, "next_hand", {}).code == "not_your_turn"   # out of chips
    state = act(state, 1, "next_hand")
    assert public(state)["hand"] == 2 and state["phase"] == "bet" and public(state)["seen"] == []


def test_the_moderator_may_deal_without_waiting_and_no_one_else_may() -> None:
    state = seat_zero_out()
    assert refusal(GAME, state, 1, "next_hand", {"now": True}).code == "not_moderator"
    assert refusal(GAME, state, 1, "next_hand", {"now": 1}).code == "bad_args"
    moderator = Actor(None, moderator=True)
    dealt = apply(GAME, state, moderator, "next_hand", {"now": True}, random.Random(0))
    assert public(dealt)["hand"] == 2


def test_a_seat_whose_player_has_left_is_not_waited_for() -> None:
    state = seat_zero_out()
    state[LEFT_SEATS] = {"2": "stand_in"}
    assert GAME.awaiting(state) == [1]
    assert public(act(state, 1, "next_hand"))["hand"] == 2
