"""SoloDrez's views: the whole layout is public, the player's private part lists the legal moves,
the removable columns and a hint that is always accepted, never goes back to a position of the
game and wins an endgame, or says that nothing wins; nobody else gets a private part."""

from __future__ import annotations

from referee.games.base import Viewer
from referee.games.solodrez import GAME
from referee.games.solodrez.shapes import layout_shape as position
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


#: The endgame of the UX report (games-A.md, S1): a neutral card, the Joker 8, and a neutral card
#: under an ordered Queen 4 … Pawn 2; six empty columns. The old hint went round in circles.
ENDGAME = (["neutral-1"], ["joker-8"],
           ["neutral-2", "queen-4", "rook-7", "bishop-3", "knight-5", "pawn-2"])


def test_following_the_hint_wins_the_endgame_without_going_back() -> None:
    state = table(*ENDGAME)
    seen = [position(state["columns"])]
    while GAME.outcome(state) is None:
        mine = private(state)
        assert mine["no_win"] is False
        state = act(state, mine["hint"]["move"], **mine["hint"]["args"])
        assert position(state["columns"]) not in seen, "the hint went back to a position"
        seen.append(position(state["columns"]))
    assert GAME.outcome(state)["reason"] == "won"
    assert state["moves"] == 2, "the Queen's run onto the Joker, then the series removed"


def test_the_hint_never_goes_back_and_says_when_nothing_wins() -> None:
    # The Queen's run taken off a whole series onto a neutral card: the only win carries it
    # back, to a position the game has been in.
    state = shift(table(["joker-8", "queen-4", "rook-7", "bishop-3", "knight-5", "pawn-2"],
                        ["neutral-1"]), 1, 5, 2)
    mine = private(state)
    assert {"from": 2, "count": 5, "to": 1} in mine["legal"]
    assert mine["hint"] is None and mine["no_win"] is True
    # No Queen at all: no series can ever be complete, whatever moves remain.
    state = table(["joker-1", "bishop-1", "knight-2"], ["bishop-3"], ["rook-4", "pawn-4"])
    assert private(state)["hint"] is None and private(state)["no_win"] is True


def test_hints_from_a_deal_never_go_back() -> None:
    state = new(seed=3)
    seen = {position(state["columns"])}
    for _ in range(20):
        hint = private(state)["hint"]
        state = act(state, hint["move"], **hint["args"])
        assert position(state["columns"]) not in seen
        seen.add(position(state["columns"]))


def test_a_random_deal_hint_is_accepted_and_listed() -> None:
    for seed in range(12):
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
