"""Shared helpers for the Inside Job engine tests: a scripted table (no tests in this module).

Imported by the ``test_*`` modules beside it as ``tests.referee.games.inside_job.support``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.inside_job import GAME
from referee.games.inside_job.roles import AGENT, INSIDER
from referee.games.inside_job.tricks import SUITS, VALUES, tricks_in_hand
from tapete_testing.engine import played, refusal

Card = tuple[str, int] | tuple[str, int, bool]


class Dealt(random.Random):
    """A seeded rng whose shuffle lays the roles out as ``roles`` (by seat).

    It fails the test if setup hands it roles of another composition, so the tests also check
    which role cards setup puts in the game.
    """

    def __init__(self, roles: Sequence[str]) -> None:
        super().__init__(7)
        self.roles = list(roles)

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        assert sorted(x) == sorted(self.roles)
        x[:] = self.roles


def new(roles: Sequence[str], leader: int | str = 0) -> State:
    """A fresh table whose seats hold ``roles``; the special roles among them are in play."""
    special = [r for r in roles if r not in (AGENT, INSIDER)]
    opts = GAME.options({"special_roles": special, "first_leader": leader}, len(roles))
    return GAME.setup(len(roles), opts, Dealt(roles))


def act(state: State, seat: int | None, move: str, /, **args: Any) -> State:
    """``state`` after ``seat`` sends ``move`` with ``args`` (the input is left untouched)."""
    return played(GAME, state, seat, move, args)


def refused(state: State, seat: int | None, move: str, args: Any) -> IllegalMove:
    """The IllegalMove raised for this move; fails unless the state stays exactly as it was."""
    return refusal(GAME, state, seat, move, args)


def plays(state: State, cards: Sequence[Card]) -> list[dict[str, Any]]:
    """The ``plays`` argument for ``cards`` given in play order from the leader; a card is
    ``(suit, value)`` or ``(suit, value, briefcase)``."""
    n, leader = state["players"], state["leader"]
    return [{"seat": (leader + i) % n, "suit": c[0], "value": c[1],
             "briefcase": bool(c[2]) if len(c) > 2 else False}
            for i, c in enumerate(cards)]


def trick(state: State, cards: Sequence[Card], trump: str = "red",
          mission: bool = False) -> State:
    """The leader records a trick of ``cards`` (play order from the leader)."""
    return act(state, state["leader"], "trick", trump=trump, plays=plays(state, cards),
               mission=mission)


def unplayed(state: State) -> list[tuple[str, int]]:
    """The deck's cards not yet played this hand, by suit then value."""
    played = {(s, v) for s, v in state["played"]}
    return [(s, v) for s in SUITS for v in VALUES if (s, v) not in played]


def win(state: State, winner: int, mission: bool = False) -> State:
    """A trick that ``winner`` wins with the highest unplayed card of a suit made trump; no
    briefcase is placed and every other card is an unplayed card of any suit."""
    fresh = unplayed(state)
    best = max(fresh, key=lambda card: card[1])
    rest = [c for c in fresh if c != best]
    n, leader = state["players"], state["leader"]
    cards: list[Card] = []
    for i in range(n):
        cards.append(best if (leader + i) % n == winner else rest.pop(0))
    return trick(state, cards, trump=best[0], mission=mission)


def wins(state: State, winners: Sequence[int], mission: bool = False) -> State:
    """One ``win`` per seat in ``winners``, in order."""
    for seat in winners:
        state = win(state, seat, mission)
    return state


def to_vote(state: State, winners: Sequence[int]) -> State:
    """Play the rest of the hand with failed missions, the tricks won by ``winners`` in turn;
    the vote is next (the caller picks winners that end nothing on the way)."""
    for i in range(tricks_in_hand(state["players"]) - state["tricks"]):
        state = win(state, winners[i % len(winners)])
    assert state["phase"] == "vote", state["phase"]
    return state


def cast(state: State, ballots: dict[int, Any]) -> State:
    """Each seat in ``ballots`` votes ``{"for": ballot}``, in seat order."""
    for seat in sorted(ballots):
        state = act(state, seat, "vote", **{"for": ballots[seat]})
    return state
