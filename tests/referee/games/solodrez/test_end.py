"""SoloDrez's end (docs/rules-decisions.md#solodrez, D4, D5): the lone neutral cards leave and
the game is won, a layout with no move is lost, giving up, the outcome and the move count."""

from __future__ import annotations

from referee.games.solodrez import GAME
from referee.games.solodrez.setup import COLUMN_SIZES
from tests.referee.games.solodrez.support import (
    DECK,
    WINNABLE,
    act,
    all_cards,
    new,
    private,
    refused,
    series,
    shift,
    table,
)

PAWNS = [f"pawn-{n}" for n in range(1, 8)]


def test_the_winnable_deal_is_won_in_eleven_moves() -> None:
    state = new(deck=WINNABLE)
    for column in range(3, 10):
        state = act(state, "remove", column=column)
    state = act(shift(state, 1, 6, 3), "remove", column=3)
    state = shift(state, 2, 6, 4)
    assert GAME.outcome(state) is None
    state = act(state, "remove", column=4)
    assert state["neutrals_removed"] and all(column == [] for column in state["columns"])
    assert GAME.outcome(state) == {"winners": [0], "reason": "won", "series_removed": 9,
                                   "moves": 11}
    assert sorted(all_cards(state)) == sorted(DECK)
    assert state["history"][-1]["how"] == "neutrals"


def test_neutrals_alone_in_one_column_leave_too() -> None:
    state = act(table(["neutral-1", "neutral-2"], series(4)), "remove", column=2)
    assert GAME.outcome(state)["reason"] == "won"


def test_the_move_that_leaves_no_move_loses() -> None:
    state = table(*([pawn] for pawn in PAWNS), ["bishop-8"], ["queen-1", "knight-9", "pawn-9"])
    assert private(state)["legal"] == [{"from": 9, "count": 2, "to": 8}]
    after = shift(state, 9, 2, 8)
    assert GAME.outcome(after) == {"winners": [], "reason": "blocked", "series_removed": 0,
                                   "moves": 1}
    assert private(after) == {"seat": 0, "moves": [], "legal": [], "removable": [],
                              "hint": None, "wins": False, "no_win": False}


def test_a_lone_neutral_that_can_shuttle_keeps_the_game_going() -> None:
    state = table(*([pawn] for pawn in PAWNS), ["bishop-8", "neutral-1"], ["knight-9"])
    after = shift(state, 8, 1, 9)
    assert GAME.outcome(after) is None
    assert {"from": 9, "count": 1, "to": 8} in private(after)["legal"]  # back onto the bishop
    assert {"from": 1, "count": 1, "to": 9} in private(after)["legal"]  # a pawn on the neutral


def test_a_deal_without_any_move_is_over_at_once() -> None:
    tops = {sum(COLUMN_SIZES[:i + 1]) - 1 for i in range(9)}
    pawns = [f"pawn-{n}" for n in range(1, 10)]
    rest = [card for card in DECK if card not in pawns]
    deck = [pawns.pop() if i in tops else rest.pop() for i in range(len(DECK))]
    state = new(deck=deck)
    assert GAME.outcome(state) == {"winners": [], "reason": "blocked", "series_removed": 0,
                                   "moves": 0}


def test_give_up_loses_and_keeps_the_count() -> None:
    state = act(shift(table(["queen-1", "bishop-4", "knight-4"], ["rook-2"]), 1, 2, 2),
                "give_up")
    assert GAME.outcome(state) == {"winners": [], "reason": "gave_up", "series_removed": 0,
                                   "moves": 1}
    assert refused(state, "give_up", {}).code == "game_over"
