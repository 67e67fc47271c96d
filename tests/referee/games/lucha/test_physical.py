"""lucha with the printed cards (⚙ cards = "physical"): the app keeps the public tracks,
settles offices, runs the end of the candidacy and the win."""

from __future__ import annotations

import random

from referee.games.lucha import GAME
from tapete_testing.engine import played, refusal


def _new() -> dict:
    return GAME.setup(2, GAME.options({"cards": "physical"}, 2), random.Random(1))


def test_physical_mode_keeps_tracks_and_offices() -> None:
    state = _new()
    assert state["phase"] == "turn" and state["zones"]["deck"]["cards"] == []
    first = state["order"][0]
    state = played(GAME, state, 1, "adjust", {"candidate": first, "loyalty": 6, "health": -3})
    assert state["candidates"][first]["loyalty"] == 11
    assert state["candidates"][first]["health"] == 7
    assert state["offices"]["industria"] == first
    state = played(GAME, state, 0, "mark", {"candidate": first, "activated": True})
    assert state["candidates"][first]["marker"]
    assert refusal(GAME, state, 0, "set_office", {"office": "secretario-general",
                                                  "candidate": first}).code == \
        "not_for_secretary"
    assert refusal(GAME, state, 0, "play", {"card": "cura#1"}).code == "wrong_phase"


def test_physical_end_of_candidacy_and_win() -> None:
    state = _new()
    mine = [c for c in state["order"] if state["candidates"][c]["owner"] == 0]
    theirs = [c for c in state["order"] if state["candidates"][c]["owner"] == 1]
    state = played(GAME, state, 0, "adjust", {"candidate": mine[0], "loyalty": -7})
    assert refusal(GAME, state, 1, "end_turn", {}).code == "not_your_turn"
    state = played(GAME, state, 0, "end_turn", {})
    state = played(GAME, state, 1, "end_turn", {})
    assert state["candidates"][mine[0]]["status"] == "siberia"
    assert state["candidacy"] == 2 and not state["candidates"][theirs[0]]["marker"]
    state = played(GAME, state, 0, "eliminate", {"candidate": mine[1], "how": "dead"})
    state = played(GAME, state, 1, "eliminate", {"candidate": mine[2], "how": "siberia"})
    result = GAME.outcome(state)
    assert result is not None and result["winners"] == [1] and result["reason"] == "last_player"


def test_physical_secretary_by_loyalty_wins() -> None:
    state = _new()
    first = state["order"][0]
    state = played(GAME, state, 0, "adjust", {"candidate": first, "loyalty": 20})
    assert GAME.outcome(state)["reason"] == "general_secretary"
