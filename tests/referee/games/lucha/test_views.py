"""lucha: views per viewer — hands, assigned cards and the NKVD's look reach only their seat;
counts are public; the deck order reaches nobody; targets and answers are lit for the seat."""

from __future__ import annotations

import json

from referee.games.base import Viewer
from referee.games.lucha import GAME
from tests.referee.games.lucha.support import A, B, C, act, table

SECRET_HAND, SECRET_ASSIGNED = "cura#1", "favorito#3"


def _json(view: dict) -> str:
    return json.dumps(view)


def test_hands_and_assigned_cards_only_for_their_owner() -> None:
    state = table(hands={1: [SECRET_HAND]}, assigned={B: [SECRET_ASSIGNED]})
    mine = GAME.view(state, Viewer(1))
    assert mine["private"]["hand"] == [SECRET_HAND]
    assert mine["private"]["assigned"][B] == [SECRET_ASSIGNED]
    for viewer in (Viewer(0), Viewer(2), Viewer(None)):
        text = _json(GAME.view(state, viewer))
        assert SECRET_HAND not in text and SECRET_ASSIGNED not in text
    public = GAME.view(state, Viewer(None))["public"]
    assert public["hand_sizes"] == [0, 1, 0]
    assert next(c for c in public["candidates"] if c["id"] == B)["assigned"] == 1


def test_the_deck_order_reaches_nobody() -> None:
    state = table()
    deck = state["zones"]["deck"]["cards"]
    for viewer in (Viewer(0), Viewer(None), Viewer(None, omniscient=True)):
        text = _json(GAME.view(state, viewer))
        assert not any(f'"{card}"' in text for card in deck)
    assert GAME.view(state, Viewer(None))["public"]["deck"] == len(deck)


def test_omniscient_moderator_sees_hands_assigned_cards_and_the_nkvd_look() -> None:
    state = table(hands={1: [SECRET_HAND]}, assigned={B: [SECRET_ASSIGNED]},
                  loyalty={A: 21}, offices={"nkvd": A})
    state = act(state, 0, "ability", {"office": "nkvd", "candidate": B})
    private = GAME.view(state, Viewer(None, omniscient=True))["private"]
    assert private["hands"] == {"0": [], "1": [SECRET_HAND], "2": []}
    assert private["all_assigned"][B] == [SECRET_ASSIGNED]
    assert private["all_assigned"][C] == []
    assert private["all_looks"] == {"0": {B: [SECRET_ASSIGNED]}}
    for seat in range(3):
        seen = GAME.view(state, Viewer(seat))["private"]
        assert not {"hands", "all_assigned", "all_looks"} & set(seen)


def test_the_nkvd_look_is_private_to_its_holder() -> None:
    state = table(loyalty={A: 21}, offices={"nkvd": A}, assigned={B: [SECRET_ASSIGNED]})
    state = act(state, 0, "ability", {"office": "nkvd", "candidate": B})
    assert GAME.view(state, Viewer(0))["private"]["looks"] == {B: [SECRET_ASSIGNED]}
    for viewer in (Viewer(2), Viewer(None)):
        assert SECRET_ASSIGNED not in _json(GAME.view(state, viewer))
    last = state["history"][-1]
    assert last["event"] == "ability" and last["candidate"] == B and last["cards"] == []


def test_the_look_shows_the_cards_while_they_stay_and_none_assigned_later() -> None:
    looked, later = "demagogia-1#4", "agresion-1#1"
    state = table(loyalty={A: 21}, offices={"nkvd": A}, assigned={B: [looked]},
                  hands={1: [later]})
    state = act(state, 0, "ability", {"office": "nkvd", "candidate": B})
    state = act(state, 0, "end_turn", {"discard": []})
    state = act(state, 1, "assign", {"card": later, "candidate": B})
    assert GAME.view(state, Viewer(0))["private"]["looks"] == {B: [looked]}
    assert later not in _json(GAME.view(state, Viewer(0)))
    state = act(state, 1, "end_turn", {"discard": []})
    state = act(state, 1, "play_assigned", {"candidate": B, "card": looked, "target": B})
    assert GAME.view(state, Viewer(0))["private"]["looks"] == {B: []}
    assert state["looks"] == {"0": {B: []}}


def test_targets_and_answers_are_lit() -> None:
    state = table(hands={0: ["agresion-1#1", "guardaespaldas#2"]},
                  assigned={C: ["guardaespaldas#1"]})
    state["candidates"][B]["hospital"] = True
    private = GAME.view(state, Viewer(0))["private"]
    assert B not in private["targets"]["agresion-1#1"] and C in private["targets"]["agresion-1#1"]
    assert private["targets"]["guardaespaldas#2"] == []
    state = act(state, 0, "play", {"card": "agresion-1#1", "target": C})
    answers = GAME.view(state, Viewer(2))["private"]["answers"]
    assert answers == [{"card": "guardaespaldas#1", "from": "assigned"}]
    assert GAME.view(state, Viewer(2))["private"]["moves"] == ["respond", "take", "play"]
    assert GAME.view(state, Viewer(1))["private"]["moves"] == []
