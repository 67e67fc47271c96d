"""SoloDrez's views: the whole layout is public, the player's private part lists the legal moves,
the removable columns and a hint that is always accepted; nobody else gets a private part."""

from __future__ import annotations

from referee.games.base import Viewer
from referee.games.solodrez import GAME
from tests.referee.games.solodrez.support import (
    WINNABLE,
    act,
    new,
    private,
    series,
    shift,
    table,
)


def test_public_view_holds_the_layout_and_the_count() -> None:
    state = new(deck=WINNABLE)
    public = GAME.view(state, Viewer(None))["public"]
    assert public["columns"][0] == WINNABLE[:7] and public["columns"][2] == series(3)
    assert (public["cards_left"], public["moves"], public["prearranged"]) == (56, 0, True)
    assert public["last"] is None
    after = act(state, "remove", column=5)
    last = GAME.view(after, Viewer(None))["public"]["last"]
    assert (last["how"], last["column"], last["cards"]) == ("remove", 5, series(5))
    assert GAME.view(after, Viewer(None))["public"]["series_removed"] == 1


def test_only_the_seat_gets_a_private_part() -> None:
    state = new()
    assert GAME.view(state, Viewer(None))["private"] == {}
    assert GAME.view(state, Viewer(None, omniscient=True))["private"] == {}
    assert private(state)["seat"] == 0


def test_the_hint_removes_a_series_first() -> None:
    state = new(deck=WINNABLE)
    mine = private(state)
    assert mine["removable"] == [3, 4, 5, 6, 7, 8, 9]
    assert mine["moves"] == ["move", "remove", "give_up"]
    assert mine["hint"] == {"move": "remove", "args": {"column": 3}}


def test_the_hint_prefers_a_move_that_changes_something() -> None:
    # the knight can shuttle between the two bishops; the pawn going onto it is the real move
    state = table(["joker-1", "bishop-1", "knight-2"], ["bishop-3"], ["rook-4", "pawn-4"])
    hint = private(state)["hint"]
    assert hint == {"move": "move", "args": {"from": 3, "count": 1, "to": 1}}


def test_a_random_deal_hint_is_accepted_and_listed() -> None:
    for seed in range(20):
        state = new(seed=seed)
        mine = private(state)
        if mine["hint"] is None:
            assert GAME.outcome(state) is not None
            continue
        hint = mine["hint"]
        assert hint["args"] in mine["legal"] or hint["move"] == "remove"
        act(state, hint["move"], **hint["args"])


def test_the_view_is_a_copy() -> None:
    state = shift(table(["queen-1", "bishop-4", "knight-4"], ["rook-2"]), 1, 2, 2)
    seen = GAME.view(state, Viewer(0))
    seen["public"]["columns"][0].append("x")
    assert state["columns"][0] == ["queen-1"]
