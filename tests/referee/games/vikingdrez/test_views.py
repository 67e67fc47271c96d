"""VikingDrez's views: the whole game is public; a seat's private part says what it may do now
and, on its turn, where each of its pieces may go."""

from __future__ import annotations

from referee.games.base import Viewer
from referee.games.vikingdrez import GAME
from referee.games.vikingdrez.rules import START
from tests.referee.games.vikingdrez.support import BLACK, WHITE, act, go, new, private


def test_the_public_part_shows_the_board_turn_seats_and_counts() -> None:
    public = GAME.view(new(), Viewer(None))["public"]
    assert public["board"] == START
    assert (public["to_move"], public["black"], public["white"]) == ("black", BLACK, WHITE)
    assert public["pieces"] == {"attackers": 8, "defenders": 5}
    assert public["captured"] == {"attackers": 0, "defenders": 0}
    assert (public["last_move"], public["draw_offer"], public["history"]) == (None, None, [])
    assert public["repetitions"] == 1 and public["throne_passable"] is True


def test_the_last_move_and_the_captured_counts_follow_the_game() -> None:
    state = go(new({"f6": "king", "d5": "defender", "d7": "attacker"}), "d7-d6")
    public = GAME.view(state, Viewer(WHITE))["public"]
    assert public["last_move"] == {"side": "black", "from": "d7", "to": "d6", "captured": ["d5"]}
    assert public["captured"] == {"attackers": 0, "defenders": 1}
    assert public["pieces"] == {"attackers": 2, "defenders": 2}
    assert public["history"] == [{"type": "move", "seat": BLACK, "side": "black", "from": "d7",
                                  "to": "d6", "captured": ["d5"]}]


def test_the_side_to_move_gets_every_legal_destination() -> None:
    state = new({"b6": "king", "b2": "attacker"}, "black", spares=False)
    assert private(state, BLACK) == {
        "seat": BLACK, "side": "black", "moves": ["move", "offer_draw", "resign"],
        "targets": {"b2": ["b3", "b4", "b5", "c2", "d2", "e2", "f2", "g2", "b1", "a2"]}}
    assert private(state, WHITE) == {"seat": WHITE, "side": "white",
                                     "moves": ["offer_draw", "resign"], "targets": {}}


def test_the_targets_leave_out_blocked_pieces_and_keep_the_kings_squares() -> None:
    state = new({"a4": "king", "c4": "defender", "g5": "attacker"}, "white", spares=False)
    targets = private(state, WHITE)["targets"]
    assert targets["a4"] == ["a5", "a6", "a7", "b4", "a3", "a2", "a1"]
    assert "d4" not in targets["c4"] and "e4" in targets["c4"]  # a defender crosses the throne
    start = private(new(START, "white", spares=False), WHITE)["targets"]
    assert "d4" not in start  # the king is shut in by his defenders
    assert set(start) == {"c4", "e4", "d3", "d5"}


def test_an_open_offer_changes_which_answer_each_seat_may_send() -> None:
    state = act(new(), BLACK, "offer_draw")
    assert private(state, BLACK)["moves"] == ["move", "resign"]
    assert private(state, WHITE)["moves"] == ["answer_draw", "resign"]
    assert GAME.view(state, Viewer(None))["public"]["draw_offer"] == BLACK


def test_viewers_without_a_seat_get_no_private_part() -> None:
    state = new()
    assert GAME.view(state, Viewer(None))["private"] == {}
    assert GAME.view(state, Viewer(None, omniscient=True))["private"] == {}
    assert GAME.view(state, Viewer(None))["phase"] == "play"


def test_after_the_end_nobody_may_move() -> None:
    state = act(new(), BLACK, "resign")
    assert GAME.view(state, Viewer(BLACK))["phase"] == "over"
    assert private(state, BLACK)["moves"] == [] and private(state, WHITE)["moves"] == []
    assert GAME.awaiting(state) == []
