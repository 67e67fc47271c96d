"""Shared helpers for the VikingDrez engine tests: tables from exact positions (no tests here).

Imported by the other test modules as ``tests.referee.games.vikingdrez.support``.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import IllegalMove, State, Viewer
from referee.games.vikingdrez import GAME
from tapete_testing.engine import played, refusal

BLACK, WHITE = 0, 1
#: Each side's far piece in the cases of docs/rules-decisions.md#vikingdrez, so it can always move.
SPARES = {"g2": "defender", "a2": "attacker"}


def new(pieces: dict[str, str] | None = None, to_move: str = "black", *, spares: bool = True,
        seed: int = 1, **options: Any) -> State:
    """A fresh two-seat table (Black = seat 0 unless ``black`` is given). With ``pieces`` it
    starts from that position, plus the two far pieces of ``SPARES`` unless ``spares`` is False."""
    raw = dict(options)
    if pieces is not None:
        raw["position"] = {"pieces": {**(SPARES if spares else {}), **pieces},
                           "to_move": to_move}
    return GAME.setup(2, GAME.options(raw, 2), random.Random(seed))


def act(state: State, seat: int | None, move: str, **args: Any) -> State:
    """``state`` after ``seat`` sends ``move`` with ``args`` (the input is left untouched)."""
    return played(GAME, state, seat, move, args)


def go(state: State, *moves: str) -> State:
    """``state`` after the moves ``"d1-d3"``, … made in turn by whichever side is to move."""
    for text in moves:
        start, end = text.split("-")
        state = act(state, state[state["to_move"]], "move", **{"from": start, "to": end})
    return state


def refused(state: State, seat: int | None, move: str, args: Any) -> IllegalMove:
    """The IllegalMove raised for this move; fails unless the state stays exactly as it was."""
    return refusal(GAME, state, seat, move, args)


def private(state: State, seat: int | None) -> dict[str, Any]:
    """The private part of ``seat``'s view."""
    return GAME.view(state, Viewer(seat))["private"]
