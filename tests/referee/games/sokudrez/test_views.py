"""SokuDrez's views: everything public (grid, missing numbers and figures, turn, scores, the last
swap with its checks); a seat's private part says only whether it may swap now."""

from __future__ import annotations

from referee.games.base import Viewer
from referee.games.sokudrez import GAME
from tests.referee.games.sokudrez.support import SOLVED, X1, new, swap, swapped


def test_missing_numbers_and_figures() -> None:
    public = GAME.view(new(swapped(SOLVED, X1), players=2), Viewer(None))["public"]
    assert public["rows_missing"] == [[1], [8], [], [], [], []]
    assert public["columns_missing"][0] == ["joker"] and public["columns_missing"][2] == [
        "bishop"]
    assert all(missing == [] for missing in public["columns_missing"][3:])
    assert (public["to_play"], public["swaps_left"], public["last_swap"]) == (0, 1, None)
    assert public["scores"] == {"0": 0, "1": 0} and public["prearranged"] is True


def test_last_swap_and_private_moves() -> None:
    state = swap(new(players=2), 0, ([6, 1], [6, 2]))
    public = GAME.view(state, Viewer(None))["public"]
    assert public["last_swap"]["a"] == [6, 1] and public["last_swap"]["seat"] == 0
    assert set(public["last_swap"]["checks"]) == {
        f"{kind}_{card}_{test}" for kind in ("figure", "number") for card in "ab"
        for test in ("repeated", "missing")}
    assert GAME.view(state, Viewer(1))["private"] == {"seat": 1, "moves": ["swap"], "hint": None}
    assert GAME.view(state, Viewer(0))["private"] == {"seat": 0, "moves": [], "hint": None}
    assert GAME.view(state, Viewer(None))["private"] == {}
