"""The SoloDrez player who leaves (docs/rules-decisions.md#solodrez, "A player who leaves"; issue
33): the moderator can only give the patience up for them; the game ends at once, lost, with
the series removed and the moves made so far, at any random moment of a random game."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, IllegalMove
from referee.games.kit.leaving import leave, left_seats
from referee.games.solodrez import GAME
from referee.games.solodrez.end import legal_moves, removable
from tests.referee.games.leaving_kit import play_with_leaver
from tests.referee.games.solodrez.support import WINNABLE, act, new


def choose(state: dict, rng: random.Random) -> tuple[int, str, dict[str, Any]] | None:
    """A random legal move (a series removed when one is complete), while the player is at
    the table; read from the engine, not the view, whose hint searches every position."""
    if 0 in left_seats(state):
        return None
    series = removable(state["columns"])
    if series:
        return 0, "remove", {"column": series[0]}
    legal = legal_moves(state["columns"])
    return (0, "move", rng.choice(legal)) if legal else (0, "give_up", {})


@settings(max_examples=12, deadline=None)
@given(leave_after=st.integers(0, 40), seed=st.integers(0, 2**16))
def test_a_game_whose_player_leaves_ends_with_the_score_so_far(leave_after: int,
                                                               seed: int) -> None:
    final, stood = play_with_leaver(GAME, new(seed), 1, 0, "resign", leave_after, choose,
                                    random.Random(seed))
    result = GAME.outcome(final)
    assert result is not None and not stood
    if 0 in left_seats(final):
        assert (result["winners"], result["reason"]) == ([], "gave_up")
        assert result["moves"] == leave_after


def test_leaving_gives_the_game_up_with_the_moves_so_far() -> None:
    state = act(new(deck=WINNABLE), "remove", column=3)
    final = leave(GAME, state, Actor(None, moderator=True), {"seat": 0}, 1)
    assert GAME.outcome(final) == {"winners": [], "reason": "gave_up", "series_removed": 1,
                                   "moves": 1}


def test_no_stand_in_plays_a_patience() -> None:
    with pytest.raises(IllegalMove) as refused:
        leave(GAME, new(), Actor(None, moderator=True), {"seat": 0, "how": "stand_in"}, 1)
    assert refused.value.code == "bad_leave_mode"
