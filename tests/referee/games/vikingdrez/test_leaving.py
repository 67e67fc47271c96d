"""A VikingDrez player who leaves (docs/rules-decisions.md#vikingdrez, "A player who leaves";
issue 33): resigned for, the other side wins at once; with a stand-in, a game whose seat leaves
at a random moment reaches its end, the stand-in moving the first piece its own view lists to
that piece's first destination."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.kit.leaving import left_seats
from referee.games.vikingdrez import GAME
from referee.games.vikingdrez.standin import stand_in
from tests.referee.games.leaving_kit import after_leaving, play_with_leaver
from tests.referee.games.vikingdrez.support import BLACK, WHITE, new


def choose(state: dict, rng: random.Random) -> tuple[int, str, dict[str, Any]] | None:
    """A random legal move of the seat to move, when it is still at the table."""
    seat = state[state["to_move"]]
    if seat in left_seats(state):
        return None
    targets = GAME.view(state, Viewer(seat))["private"]["targets"]
    start = rng.choice(sorted(targets))
    return seat, "move", {"from": start, "to": rng.choice(targets[start])}


left = partial(after_leaving, GAME)


@settings(max_examples=15, deadline=None)
@given(seat=st.sampled_from([BLACK, WHITE]), how=st.sampled_from(["resign", "stand_in"]),
       leave_after=st.integers(0, 60), seed=st.integers(0, 2**16))
def test_a_game_with_a_leaver_reaches_its_end(seat: int, how: str, leave_after: int,
                                              seed: int) -> None:
    final, stood = play_with_leaver(GAME, new(), 2, seat, how, leave_after, choose,
                                    random.Random(seed))
    result = GAME.outcome(final)
    assert result is not None
    if how == "resign" and result["reason"] == "resignation":
        assert result["winners"] == [1 - seat] and not stood


def test_resigned_for_the_other_side_wins() -> None:
    result = GAME.outcome(left(new(), WHITE, "resign"))
    assert result is not None
    assert (result["winners"], result["reason"]) == ([BLACK], "resignation")


def test_with_a_stand_in_the_game_goes_on() -> None:
    assert GAME.outcome(left(new(), WHITE, "stand_in")) is None


def test_the_stand_in_moves_its_first_listed_piece_to_its_first_destination() -> None:
    state = left(new({"e4": "king", "b6": "attacker", "f6": "attacker"}, spares=False),
                 BLACK, "stand_in")
    assert stand_in(GAME.view(state, Viewer(BLACK)), BLACK, random.Random(0)) == \
        ("move", {"from": "b6", "to": "b7"})
    assert stand_in(GAME.view(state, Viewer(WHITE)), WHITE, random.Random(0)) is None


def test_leaving_a_finished_game_keeps_its_result() -> None:
    over = left(new(), WHITE, "resign")
    assert GAME.outcome(left(over, BLACK, "resign")) == GAME.outcome(over)
