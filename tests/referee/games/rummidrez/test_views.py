"""RummiDrez's views and the remaining refusals: what each viewer gets (a whitelist per viewer;
the deck's order in none), the moves offered, and the moves refused outside their table kind."""

from __future__ import annotations

import json
import random

import pytest

from referee.games.base import Actor, IllegalMove, Viewer, apply
from referee.games.rummidrez import GAME
from referee.games.rummidrez.view import moves_for
from tests.referee.games.rummidrez.support import act, new, position, refused


def test_each_viewer_gets_its_own_part() -> None:
    state = new(3)
    deck = state["zones"]["deck"]["cards"]
    public = GAME.view(state, Viewer(None))
    assert public["private"] == {}
    assert public["public"]["hand_sizes"] == [14, 14, 14]
    assert public["public"]["deck_count"] == 112 - 42
    own = GAME.view(state, Viewer(2))["private"]
    assert own["hand"] == state["zones"]["hand-2"]["cards"] and own["hint"] is None
    everything = GAME.view(state, Viewer(None, omniscient=True))["private"]
    assert {s: len(h) for s, h in everything["hands"].items()} == {"0": 14, "1": 14, "2": 14}
    text = json.dumps(everything)
    assert not any(f'"{card}"' in text for card in deck)


def test_the_moves_offered_follow_the_turn_and_the_deck() -> None:
    state = position({0: ["joker-1#1"], 1: ["joker-2#1"]}, deck=["pawn-5#1"])
    assert (moves_for(state, 0), moves_for(state, 1)) == (["play", "draw"], [])
    empty = position({0: ["joker-1#1"], 1: ["joker-2#1"]}, deck=[])
    assert moves_for(empty, 0) == ["play", "pass"]
    over = act(act(empty, 0, "pass"), 1, "pass")
    assert moves_for(over, 0) == moves_for(over, 1) == ["next_hand"]
    assert moves_for(new(2, cards="physical"), 1) == ["hand_result"]


def test_moves_of_another_kind_of_table_are_refused() -> None:
    assert refused(new(2), 1, "hand_result", {"cards_left": {"0": 0, "1": 3},
                                              "blocked": False}).code == "app_cards"
    assert refused(new(2, cards="physical"), 0, "hand_result",
                   {"cards_left": {"0": -1, "1": 3}, "blocked": False}).code == "bad_args"
    assert refused(new(2), 1, "next_hand").code == "wrong_phase"
    with pytest.raises(IllegalMove) as caught:
        apply(GAME, new(1), Actor(0, moderator=True), "end_match", {}, random.Random(0))
    assert caught.value.code == "not_in_solitaire"
