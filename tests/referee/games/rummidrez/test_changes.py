"""RummiDrez tells every phone what a play did to the table (issue 29, R1): the history's play
entry lists each meld that is new or took in cards, with where each card came from."""

from __future__ import annotations

from referee.games.base import Viewer
from referee.games.rummidrez import GAME
from referee.games.rummidrez.changes import table_changes
from tests.referee.games.rummidrez.support import act, position

ROOKS = ["rook-1#1", "rook-2#1", "rook-3#1", "rook-4#1"]
QUEENS = ["queen-5#1", "queen-6#1", "queen-7#1"]
FOURS = ["pawn-4#1", "knight-4#1", "bishop-4#1"]


def test_a_rearrangement_names_the_new_meld_and_the_card_it_took() -> None:
    state = position({0: [*FOURS, "joker-9#1"], 1: ["joker-1#1"]}, [ROOKS, QUEENS],
                     melded=[True, False])
    state = act(state, 0, "play", {"table": [ROOKS[:3], QUEENS, [*FOURS, "rook-4#1"]]})
    entry = state["history"][-1]
    assert entry["changes"] == [{"meld": 3, "new": True, "cards": ["pawn-4#1", "knight-4#1",
                                                                   "bishop-4#1", "rook-4#1"],
                                 "from": [None, None, None, 1]}]
    seen = GAME.view(state, Viewer(1))["public"]["history"][-1]  # another seat sees it
    assert seen["changes"] == entry["changes"]


def test_a_card_added_to_a_meld_and_a_meld_left_alone() -> None:
    changes = table_changes([ROOKS[:3], QUEENS], [ROOKS, QUEENS])
    assert changes == [{"meld": 1, "new": False, "cards": ["rook-4#1"], "from": [None]}]


def test_a_meld_moved_whole_to_another_place_is_no_change() -> None:
    assert table_changes([ROOKS, QUEENS], [QUEENS, ROOKS]) == []
