"""The RummiDrez solitaire: a table of one, a compulsory draw each turn, any number of plays,
``end_turn``, ``finish`` once the deck is empty, the cards left as the score, and the hint
(docs/rules-decisions.md#rummidrez, D5)."""

from __future__ import annotations

import pytest

from referee.games.base import IllegalMove, Viewer
from referee.games.rummidrez import GAME
from tests.referee.games.rummidrez.support import act, new, position, refused

RUNS = ["rook-1#1", "rook-2#1", "rook-3#1", "rook-4#1", "pawn-5#1", "knight-5#1",
        "bishop-5#1"]


def private(state: dict) -> dict:
    return GAME.view(state, Viewer(0))["private"]


def test_a_turn_is_a_draw_then_plays_then_its_end() -> None:
    state = position({0: [*RUNS, "joker-9#2"]}, deck=["rook-5#1", "queen-9#2"])
    assert private(state)["moves"] == ["draw"]
    assert refused(state, 0, "play", {"table": [RUNS[:4], RUNS[4:]]}).code == "draw_first"
    assert refused(state, 0, "end_turn").code == "draw_first"
    state = act(state, 0, "draw")
    assert refused(state, 0, "draw").code == "already_drew"
    assert private(state)["moves"] == ["play", "end_turn"]
    state = act(state, 0, "play", {"table": [RUNS[:4], RUNS[4:]]})
    state = act(state, 0, "play", {"table": [[*RUNS[:4], "rook-5#1"], RUNS[4:]]})
    assert state["to_play"] == 0 and state["zones"]["hand-0"]["cards"] == ["joker-9#2"]
    state = act(state, 0, "end_turn")
    assert private(state)["moves"] == ["draw"]
    assert state["moves"] == 4


def test_the_first_meld_rule_applies_alone_too() -> None:
    state = act(position({0: RUNS}, deck=["queen-9#2"]), 0, "draw")
    assert refused(state, 0, "play", {"table": [RUNS[:4]]}).code == "first_meld_too_small"


def test_finish_once_the_deck_is_empty_scores_the_cards_left() -> None:
    state = position({0: ["joker-1#1", "joker-2#2"]}, deck=["queen-9#2", "pawn-9#2"])
    state = act(state, 0, "draw")
    assert refused(state, 0, "finish").code == "deck_not_empty"
    state = act(act(state, 0, "end_turn"), 0, "draw")
    assert refused(state, 0, "end_turn").code == "finish_instead"
    assert GAME.view(state, Viewer(0))["private"]["moves"] == ["play", "finish"]
    state = act(state, 0, "finish")
    assert GAME.outcome(state) == {"winners": [0], "reason": "finished", "score": 4,
                                   "moves": 3}


def test_the_solitaire_has_no_pass_and_no_lobby_options() -> None:
    state = position({0: ["joker-1#1"]}, deck=[])
    assert refused(state, 0, "pass").code == "not_in_solitaire"
    assert refused(new(2), 1, "end_turn").code == "solitaire_only"
    assert new(1)["target"] is None
    with pytest.raises(IllegalMove):
        GAME.options({"cards": "physical"}, 1)


def test_the_hint_is_a_legal_play_or_the_next_step() -> None:
    state = position({0: [*RUNS, "joker-9#2"]}, deck=["queen-9#2", "pawn-9#2"])
    assert private(state)["hint"] == {"move": "draw", "args": {}}
    state = act(state, 0, "draw")
    hint = private(state)["hint"]
    assert hint["move"] == "play"
    after = act(state, 0, "play", hint["args"])
    assert after["zones"]["hand-0"]["cards"] == ["joker-9#2", "queen-9#2"]
    assert private(after)["hint"] == {"move": "end_turn", "args": {}}
