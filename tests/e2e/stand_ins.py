"""Tables of the browser tests played over the JSON API by each game's own stand-in (the move a
left seat's stand-in makes from that seat's view, ``Game.stand_in``; issue 33), or by a test's
chooser where the stand-in would not reach what the test shows (it folds, it never predicts).
No tests here.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from referee.games import get
from tests.e2e.table_kit import ApiTable

#: A test's move for a seat from its own view, as (name, args); None leaves it to the stand-in.
Chooser = Callable[[dict[str, Any], int], "tuple[str, dict[str, Any]] | None"]


def play_until(made: ApiTable, game: str, done: Callable[[dict[str, Any]], bool],
               choose: Chooser | None = None, seed: int = 1, most: int = 400) -> dict[str, Any]:
    """Play the table ``made`` of game ``game`` until ``done`` holds for the moderator's view,
    which is returned: the first awaited seat moves ``choose(its view, seat)``, or else what its
    stand-in would (random choices from ``seed``). AssertionError when neither has a move or
    after ``most`` moves."""
    stand_in = get(game).stand_in
    rng = random.Random(seed)
    for _ in range(most):
        view = made.view()
        if done(view):
            return view
        seat = view["awaiting"][0]
        mine = made.view(seat)
        move = (choose and choose(mine, seat)) or (stand_in and stand_in(mine, seat, rng))
        assert move, f"{game}: no move for seat {seat} in phase {view['phase']}"
        made.ok(seat, *move)
    raise AssertionError(f"{game}: not done after {most} moves")


def phase_in(*phases: str) -> Callable[[dict[str, Any]], bool]:
    """A ``done`` for ``play_until``: the table has reached one of ``phases``."""
    return lambda view: view["phase"] in phases


def game_over(view: dict[str, Any]) -> bool:
    """A ``done`` for ``play_until``: the game has ended."""
    return view["outcome"] is not None
