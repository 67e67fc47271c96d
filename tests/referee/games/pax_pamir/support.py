"""Shared helpers for the Pax Pamir engine tests: a scripted table (no tests in this module).

Imported by the ``test_*`` modules beside it as ``tests.referee.games.pax_pamir.support``.
Seats 0, 1, 2 … are Ana, Bea, Carl … in the booklet's examples.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from typing import Any

import pytest

from referee.games.base import Actor, IllegalMove, State, apply
from referee.games.pax_pamir import GAME
from tapete_testing.engine import played, refusal

ANA, BEA, CARL, DAN, EVA = "0", "1", "2", "3", "4"


def new(seats: int = 3, extra: tuple[str, ...] = (), final_check: int = 4) -> State:
    """A fresh table of ``seats`` phones plus the ``extra`` players without one."""
    options = GAME.options({"extra_players": list(extra), "final_check": final_check}, seats)
    return GAME.setup(seats, options, random.Random(0))


def entry(loyalty: str = "afghan", influence: int = 1, cylinders: int = 0) -> dict[str, Any]:
    """One player's figures at a check."""
    return {"loyalty": loyalty, "influence": influence, "cylinders": cylinders}


def check(blocks: tuple[int, int, int], players: Mapping[str, dict[str, Any]],
          final: bool | None = None) -> dict[str, Any]:
    """The arguments of ``dominance_check``: blocks afghan / british / russian."""
    args: dict[str, Any] = {
        "blocks": dict(zip(("afghan", "british", "russian"), blocks, strict=True)),
        "players": dict(players),
    }
    if final is not None:
        args["final"] = final
    return args


def failure(state: State, cylinders: Mapping[str, int], final: bool | None = None) -> State:
    """A failed check (blocks 0/0/0) with these cylinders in play, everyone loyal to Afghan."""
    return act(state, 0, "dominance_check", **check(
        (0, 0, 0), {p: entry(cylinders=n) for p, n in cylinders.items()}, final))


def success(state: State, influence: Mapping[str, int | None],
            final: bool | None = None) -> State:
    """A successful Afghan check (blocks 4/0/0): players with an influence are loyal to the
    Afghans, those with None to the British."""
    players = {p: entry("afghan", n) if n is not None else entry("british", 1)
               for p, n in influence.items()}
    return act(state, 0, "dominance_check", **check((4, 0, 0), players, final))


def act(state: State, seat: int | None, move: str, **args: Any) -> State:
    """``state`` after ``seat`` sends ``move`` with ``args`` (the input is left untouched)."""
    return played(GAME, state, seat, move, args)


def send(state: State, seat: int | None, move: str, args: dict[str, Any]) -> State:
    """``act`` with the arguments as one dict (for moves that take an argument ``seat``)."""
    return played(GAME, state, seat, move, args)


def refused(state: State, seat: int | None, move: str, args: Any) -> IllegalMove:
    """The IllegalMove raised for this move; fails unless the state stays exactly as it was."""
    return refusal(GAME, state, seat, move, args)


def by_moderator(state: State, move: str, args: dict[str, Any],
                 seat: int | None = None) -> State:
    """``state`` after the moderator (holding ``seat``, or none) sends ``move``."""
    return apply(GAME, state, Actor(seat, moderator=True), move, args, random.Random(0))


def refused_moderator(state: State, move: str, args: dict[str, Any]) -> IllegalMove:
    """The IllegalMove raised when the moderator (no seat) sends this move; fails unless the
    state stays exactly as it was."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove) as caught:
        by_moderator(state, move, args)
    assert state == before
    return caught.value


def last_points(state: State) -> dict[str, int]:
    """The points the last check gave, by player id."""
    return state["checks"][-1]["points"]
