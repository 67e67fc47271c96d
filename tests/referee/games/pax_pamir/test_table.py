"""Pax Pamir: options (extra players without a phone, the final check), setup, views and who
the table awaits."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from referee.games.base import IllegalMove, Viewer
from referee.games.pax_pamir import GAME
from tests.referee.games.pax_pamir.support import ANA, BEA, CARL, act, failure, new


def test_defaults() -> None:
    assert GAME.options({}, 3) == {"extra_players": [], "final_check": 4}
    assert GAME.options({"seed": 7}, 3) == {"extra_players": [], "final_check": 4}


def test_one_phone_keeps_the_score_of_a_table_with_extra_players() -> None:
    options = GAME.options({"extra_players": [" Wakhan ", "Bea  Ruiz"]}, 1)
    assert options["extra_players"] == ["Wakhan", "Bea Ruiz"]
    state = GAME.setup(1, options, random.Random(0))
    assert state["scores"] == {"0": 0, "Wakhan": 0, "Bea Ruiz": 0}
    assert GAME.min_players == 1 and GAME.max_players == 5


@pytest.mark.parametrize(("raw", "seats", "code"), [
    ({}, 1, "bad_player_count"),
    ({"extra_players": ["Wakhan"]}, 5, "bad_player_count"),
    ({"extra_players": ["A", "B", "C", "D", "E"]}, 1, "bad_player_count"),
    ({"extra_players": "Wakhan"}, 2, "bad_option"),
    ({"extra_players": [3]}, 2, "bad_option"),
    ({"extra_players": ["  "]}, 2, "bad_option"),
    ({"extra_players": ["12"]}, 2, "bad_option"),
    ({"extra_players": ["x" * 25]}, 2, "bad_option"),
    ({"extra_players": ["Wakhan", "wakhan"]}, 2, "bad_option"),
    ({"final_check": 0}, 2, "bad_option"),
    ({"final_check": 11}, 2, "bad_option"),
    ({"final_check": "4"}, 2, "bad_option"),
    ({"final_check": True}, 2, "bad_option"),
    ({"bots": 1}, 2, "unknown_option"),
])
def test_bad_options(raw: dict[str, Any], seats: int, code: str) -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.options(raw, seats)
    assert (caught.value.code, caught.value.status) == (code, 400)


def test_setup_refuses_a_seat_count_outside_1_to_5() -> None:
    with pytest.raises(ValueError):
        GAME.setup(6, {"extra_players": [], "final_check": 4}, random.Random(0))


def test_every_seat_is_awaited_while_checks_are_entered() -> None:
    assert GAME.awaiting(new(4)) == [0, 1, 2, 3]
    assert GAME.awaiting(new(1, extra=("Wakhan",))) == [0]


def test_everyone_sees_the_same_public_view() -> None:
    state = failure(new(2, extra=("Wakhan",)), {ANA: 3, BEA: 1, "Wakhan": 1})
    views = [GAME.view(state, viewer) for viewer in
             (Viewer(0), Viewer(1), Viewer(None), Viewer(None, omniscient=True))]
    assert all(v["public"] == views[0]["public"] for v in views)
    public = views[0]["public"]
    assert public["player_ids"] == ["0", "1", "Wakhan"]
    assert public["scores"] == {"0": 3, "1": 0, "Wakhan": 0}
    assert public["next_check"] == 2 and public["next_is_final"] is False
    assert public["checks"][0]["places"][1] == {"players": ["1", "Wakhan"], "value": 1,
                                                 "first": 2, "points": 0}
    json.dumps(views)


def test_the_view_is_a_copy_of_the_state() -> None:
    state = failure(new(), {ANA: 3, BEA: 1, CARL: 0})
    seen = GAME.view(state, Viewer(0))
    seen["public"]["checks"][0]["places"][0]["players"].append("x")
    seen["public"]["scores"]["0"] = 99
    assert state["checks"][0]["places"][0]["players"] == ["0"]
    assert state["scores"]["0"] == 3


def test_moves_by_viewer_and_phase() -> None:
    state = new()
    assert GAME.view(state, Viewer(1))["private"] == {
        "seat": 1, "moves": ["dominance_check", "cleanup_check"]}
    assert GAME.view(state, Viewer(None))["private"] == {}
    tied = failure(new(), {ANA: 1, BEA: 1, CARL: 0}, final=True)
    assert GAME.view(tied, Viewer(None, omniscient=True))["private"] == {"moves": ["tiebreak"]}
    still = act(tied, 0, "tiebreak", military={ANA: 0, BEA: 0}, rupees={ANA: 0, BEA: 0})
    assert GAME.view(still, Viewer(0))["private"]["moves"] == []
    assert GAME.view(still, Viewer(None, omniscient=True))["private"] == {
        "moves": ["declare_winner"]}
    assert GAME.view(still, Viewer(0))["public"]["tiebreak"] == {
        "military": {ANA: 0, BEA: 0}, "rupees": {ANA: 0, BEA: 0}, "by": 0}
