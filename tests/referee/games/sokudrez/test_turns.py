"""SokuDrez's turns and the solo game: seat 0 swaps once, then every seat twice in seat order; a
solo player swaps until solved and the swap count is the score."""

from __future__ import annotations

from referee.games.base import Viewer
from referee.games.sokudrez import GAME
from tests.referee.games.sokudrez.support import SOLVED, X1, X2, X3, new, refused, swap, swapped

FAR = ([6, 1], [6, 2])


def test_turn_order_with_three_players() -> None:
    state = new(players=3)
    order = []
    for _ in range(9):
        public = GAME.view(state, Viewer(None))["public"]
        order.append((public["to_play"], public["swaps_left"]))
        state = swap(state, public["to_play"], FAR)
    assert order == [(0, 1), (1, 2), (1, 1), (2, 2), (2, 1), (0, 2), (0, 1), (1, 2), (1, 1)]


def test_solo_counts_swaps() -> None:
    state = new(swapped(SOLVED, X1, X2, X3))
    for pair in (X3, X1):
        state = swap(state, 0, pair)
    public = GAME.view(state, Viewer(0))["public"]
    assert (public["to_play"], public["swaps_left"], public["moves"]) == (0, None, {"0": 2})
    state = swap(state, 0, X2)
    assert GAME.outcome(state) == {"winners": [0], "reason": "solved", "moves": 3}


def test_a_seat_waits_for_its_turn() -> None:
    state = new(players=2)
    assert refused(state, 1, {"a": [1, 1], "b": [1, 2]}).code == "not_your_turn"
    state = swap(state, 0, FAR)
    assert refused(state, 0, {"a": [1, 1], "b": [1, 2]}).code == "not_your_turn"
