"""Moves sent straight to a rule engine (``referee.games``), for the engines' own tests."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from referee.games.base import Actor, Game, IllegalMove, State, apply


def played(game: Game, state: State, seat: int | None, move: str, args: Any) -> State:
    """``state`` after ``seat`` sends ``move`` with ``args`` (the input is left untouched)."""
    return apply(game, state, Actor(seat), move, args, random.Random(0))


def refusal(game: Game, state: State, seat: int | None, move: str, args: Any) -> IllegalMove:
    """The IllegalMove raised for this move; fails unless the state stays exactly as it was."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove) as caught:
        apply(game, state, Actor(seat), move, args, random.Random(0))
    assert state == before
    return caught.value


def all_seen(game: Game, state: State) -> State:
    """``state`` after every seat the game awaits at the end of a hand sends ``next_hand`` ("I
    have seen the result", ``referee.games.kit.seen``), one at a time, until the next hand is
    dealt (or the game awaits nobody)."""
    phase = state["phase"]
    while state["phase"] == phase and game.awaiting(state):
        state = played(game, state, game.awaiting(state)[0], "next_hand", {})
    return state
