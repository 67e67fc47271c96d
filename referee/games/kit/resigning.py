"""A seat of a board game whose player has left, resigned for them (docs/rules-decisions.md,
each board game's "A player who leaves"; issue 33): the moderator is offered "resign for them"
or "let a stand-in play the simplest legal move" (``BOARD_LEAVE_MODES``), and a resignation is
the game's own ``resign`` move sent as that seat, so it ends the game exactly as the seat's own
resignation would (in teams: as the game's rules say a team resigns).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from referee.games.base import Actor, Leave, Move, State

#: The ways a board game's seat may leave: resigned, or played on by a stand-in.
BOARD_LEAVE_MODES = ("resign", "stand_in")


def leave_by_resigning(resign: Move, outcome: Callable[[State], object]) -> Leave:
    """The game's ``Game.leave`` from its ``resign`` move (``{}`` sent by the seat, its rng
    unused) and its ``outcome``: ``"resign"`` sends it for the leaving seat while the game goes
    on; ``"stand_in"``, or a game already over, changes nothing (a result is never rewritten)."""

    def leave(state: State, seat: int, how: str) -> State:
        if how == "resign" and outcome(state) is None:
            return resign(state, Actor(seat), {}, random.Random(0))
        return state

    return leave
