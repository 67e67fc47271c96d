"""BlackDrez views: every hand, score and pile face up for everyone; the moves each seat may
send; the deck's count only."""

from __future__ import annotations

from referee.games.base import Viewer
from referee.games.blackdrez import GAME
from tests.referee.games.blackdrez.support import act, position


def test_public_view_shows_hands_scores_and_counts() -> None:
    state = position({0: ["joker-1", "pawn-2"], 1: ["queen-1", "rook-2"]}, table=["pawn-9"])
    view = GAME.view(state, Viewer(None))
    seats = view["public"]["seats"]
    assert seats["0"] == {"cards": ["joker-1", "pawn-2"], "score": 2, "valuations": [2, 7],
                          "jokers": {"joker-1": 1}, "active": True, "left": None,
                          "pile": 0}
    assert seats["1"]["score"] == 9
    assert view["public"]["table"] == ["pawn-9"]
    assert view["public"]["deck_count"] == 54 - 5
    assert view["private"] == {}
    assert "cards" not in str(view["public"]["deck_count"])


def test_private_moves() -> None:
    state = position({0: ["joker-1", "pawn-2"], 1: ["joker-2", "rook-2"],
                      2: ["queen-1", "rook-3"]})
    assert GAME.view(state, Viewer(0))["private"]["moves"] == ["hit", "retire", "set_joker"]
    assert GAME.view(state, Viewer(1))["private"]["moves"] == ["set_joker"]
    assert GAME.view(state, Viewer(2))["private"]["moves"] == []
    tied = position({0: ["queen-1", "rook-1"], 1: ["queen-2", "rook-2"]}, dealer=1)
    assert GAME.view(tied, Viewer(0))["private"]["moves"] == ["hit", "retire", "stand"]


def test_how_each_seat_left_the_round_and_the_history_it_is_read_from() -> None:
    state = position({0: ["queen-1", "rook-1"], 1: ["pawn-1", "pawn-2"],
                      2: ["queen-2", "queen-3"]}, deck_top=["queen-4"])
    state = act(state, 1, "retire")
    state = act(state, 0, "hit")
    public = GAME.view(state, Viewer(2))["public"]
    assert [public["seats"][s]["left"] for s in "012"] == ["bust", "retire", None]
    assert [(e["event"], e["seat"], e.get("score")) for e in public["history"][-3:-1]] == [
        ("retire", 1, None), ("hit", 0, 14)]
    over = public["history"][-1]
    assert (over["event"], over["how"], over["winners"], over["won"]) == (
        "round_over", "last_active", [2], {"2": 6})
    assert over["scores"] == {"2": 10} and over["carried"] == 0
