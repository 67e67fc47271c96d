"""lucha: every refusal code; each refused move leaves the state exactly as it was (``refused``
checks that)."""

from __future__ import annotations

import random

import pytest

from referee.games.base import Viewer
from referee.games.lucha import GAME
from tests.referee.games.lucha.support import A, B, C, act, refused, table

G1, G2, G3 = "demagogia-1#1", "demagogia-1#2", "demagogia-1#3"


def _prepare_state():
    state = GAME.setup(3, GAME.options({"deck": None}, 3), random.Random(3))
    return state


def test_prepare_refusals() -> None:
    state = _prepare_state()
    hand = state["zones"]["hand-0"]["cards"]
    mine = [c for c in state["order"] if state["candidates"][c]["owner"] == 0]
    theirs = [c for c in state["order"] if state["candidates"][c]["owner"] == 1]
    state["zones"]["hand-0"]["cards"] = ["cura#1", G1, G2, G3, "favorito#1"]
    for zone in state["zones"].values():
        if zone is not state["zones"]["hand-0"]:
            zone["cards"] = [c for c in zone["cards"]
                             if c not in ("cura#1", G1, G2, G3, "favorito#1")]
    del hand
    assert refused(state, 0, "prepare", {"assign": {theirs[0]: [G1]}}).code == \
        "not_your_candidate"
    assert refused(state, 0, "prepare", {"assign": {mine[0]: ["cura#1"]}}).code == \
        "cannot_assign_special"
    assert refused(state, 0, "prepare", {"assign": {mine[0]: [G1, G2, G3]}}).code == \
        "too_many_assigned"
    assert refused(state, 0, "prepare", {"discard": ["agresion-3#4"]}).code == \
        "card_not_in_hand"
    assert refused(state, 0, "prepare", {"discard": [G1, G1]}).code == "bad_args"
    state = act(state, 0, "prepare", {"assign": {mine[0]: [G1, G2]}, "discard": [G3]})
    assert refused(state, 0, "prepare", {}).code == "not_your_turn"
    assert refused(state, 1, "end_turn", {}).code == "wrong_phase"


CASES = [
    # (table kwargs, seat, move, args, code)
    ({"hands": {1: [G1]}}, 1, "play", {"card": G1, "target": A}, "not_your_turn"),
    ({"hands": {0: [G1]}}, 0, "play", {"card": G1, "target": "lenin"}, "no_such_candidate"),
    ({"hands": {0: [G1]}}, 0, "play", {"card": G2, "target": A}, "card_not_in_hand"),
    ({"hands": {0: ["favorito#1"]}}, 0, "play", {"card": "favorito#1", "target": A},
     "defence_only_for_itself"),
    ({"hands": {0: ["cura#1"]}}, 0, "assign", {"card": "cura#1", "candidate": A},
     "cannot_assign_special"),
    ({"hands": {0: [G1]}}, 0, "assign", {"card": G1, "candidate": B}, "not_your_candidate"),
    ({"hands": {0: [G1]}, "assigned": {A: [G2, G3]}}, 0, "assign",
     {"card": G1, "candidate": A}, "too_many_assigned"),
    ({"hands": {0: [G1, G2, G3, "cura#1", "cura#2", "favorito#1"]}}, 0, "end_turn",
     {"discard": []}, "hand_over_limit"),
    ({"assigned": {B: [G1]}}, 0, "play_assigned", {"candidate": A, "card": G1, "target": B},
     "not_in_own_turn"),
    ({"assigned": {B: [G1]}}, 1, "play_assigned", {"candidate": B, "card": G2, "target": C},
     "card_not_assigned"),
    ({"assigned": {B: ["favorito#1"]}}, 1, "play_assigned",
     {"candidate": B, "card": "favorito#1", "target": B}, "defence_only_for_itself"),
    ({"hands": {0: ["gran-purga#1"]}}, 0, "play", {"card": "gran-purga#1"},
     "not_office_holder"),
    ({}, 0, "ability", {"office": "nkvd", "candidate": B}, "not_office_holder"),
    ({"hands": {0: ["destitucion#1"]}}, 0, "play", {"card": "destitucion#1",
                                                    "office": "nkvd"}, "office_vacant"),
    ({"hands": {0: ["destitucion#1"]}}, 0, "play", {"card": "destitucion#1",
                                                    "office": "ministry"}, "no_such_office"),
    ({"hands": {0: ["usurpacion#1"]}}, 0, "play",
     {"card": "usurpacion#1", "office": "secretario-general", "candidate": A},
     "not_for_secretary"),
    ({"hands": {0: ["ascenso#1"]}}, 0, "play", {"card": "ascenso#1", "candidate": B},
     "not_your_candidate"),
    ({"hands": {0: ["cura#1"]}}, 0, "cure", {"card": "cura#1"}, "wrong_phase"),
    ({"hands": {0: [G1]}}, 0, "play", {"target": A}, "bad_args"),
    ({"hands": {0: [G1]}}, 0, "assign", {"card": G1, "candidate": A, "x": 1}, "bad_args"),
    ({}, 0, "dance", {}, "unknown_move"),
    ({}, 0, "adjust", {"candidate": A, "loyalty": 1}, "wrong_phase"),
    ({}, 0, "pass", {}, "wrong_phase"),
]


@pytest.mark.parametrize(("kwargs", "seat", "move", "args", "code"), CASES)
def test_refusal(kwargs: dict, seat: int, move: str, args: dict, code: str) -> None:
    assert refused(table(**kwargs), seat, move, args).code == code


def test_a_special_played_first_leaves_no_renewal() -> None:
    """D2: renewing is the turn's first action; a special the turn player played is one."""
    state = act(table(hands={0: ["popularidad#1", G1]}), 0, "play", {"card": "popularidad#1"})
    assert refused(state, 0, "renew").code == "too_late_to_renew"
    assert "renew" not in GAME.view(state, Viewer(0))["private"]["moves"]


def test_type_limit_hospitalised_and_renew() -> None:
    state = table(hands={0: [G1, G2, "hospitalizacion#1"]})
    state = act(state, 0, "play", {"card": G1, "target": B})
    assert refused(state, 0, "play", {"card": G2, "target": B}).code == "type_already_played"
    assert refused(state, 0, "renew").code == "too_late_to_renew"
    state = act(state, 0, "play", {"card": "hospitalizacion#1", "candidate": C})
    assert refused(state, 0, "play", {"card": G2, "target": C}).code == "hospitalised"


def test_marker_and_one_candidate_per_turn() -> None:
    state = table(assigned={B: [G1, G2], "rykov": [G3]})
    state = act(state, 1, "play_assigned", {"candidate": B, "card": G1, "target": B})
    assert refused(state, 1, "play_assigned", {"candidate": "rykov", "card": G3,
                                               "target": B}).code == "one_candidate_per_turn"
    state = act(state, 1, "play_assigned", {"candidate": B, "card": G2, "target": "rykov"})
    state["turn_no"] += 1
    state["turn_state"] = {"acted": False, "received": [], "used": {}, "died": []}
    state["zones"]["assigned-trotsky"]["cards"] = ["demagogia-2#1"]
    assert refused(state, 1, "play_assigned", {"candidate": B, "card": "demagogia-2#1",
                                               "target": B}).code == \
        "candidate_already_activated"


def test_response_refusals() -> None:
    state = table(turn=1, hands={1: ["agresion-1#1"], 0: ["guardaespaldas#1", "favorito#2",
                                                          "contraataque#1", G1]},
                  assigned={A: ["favorito#1", "vengativo#1"]})
    state = act(state, 1, "play", {"card": "agresion-1#1", "target": A})
    assert refused(state, 2, "take").code == "not_your_turn"
    assert refused(state, 0, "respond", {"card": "favorito#1", "from": "assigned"}).code == \
        "cannot_answer"
    assert refused(state, 0, "respond", {"card": "guardaespaldas#1", "from": "hand"}).code == \
        "hand_only_in_own_turn"
    assert refused(state, 0, "respond", {"card": "vengativo#1", "from": "assigned",
                                         "to": C}).code == "bad_redirect"
    assert refused(state, 0, "respond", {"card": "contraataque#1", "from": "hand", "to": B,
                                         "add": G1}).code == "cannot_add"
    assert refused(state, 0, "respond", {"card": "contraataque#1", "from": "table"}).code == \
        "bad_args"
    assert refused(state, 0, "end_turn", {"discard": []}).code == "wrong_phase"
    state = act(state, 0, "respond", {"card": "vengativo#1", "from": "assigned", "to": B})
    assert state["pending"][-1]["target"] == B


def test_dying_rescue_and_industry_refusals() -> None:
    state = table(turn=1, hands={1: ["agresion-1#1"], 0: [G1]}, health={A: 1})
    state = act(state, 1, "play", {"card": "agresion-1#1", "target": A})
    state = act(state, 0, "take")
    assert refused(state, 0, "cure", {"card": G1}).code == "not_a_cura"
    state = table(turn=2, hands={0: ["difamacion-1#1", G1]}, loyalty={A: -2, "kamenev": -1})
    state["taken"] = [0, 1]
    state = act(state, 2, "end_turn", {"discard": []})
    assert refused(state, 0, "rescue", {"card": "difamacion-1#1", "candidate": A}).code == \
        "not_demagogia"
    assert refused(state, 0, "rescue", {"card": G1, "candidate": "bukharin"}).code == \
        "not_in_disgrace"
    state = act(state, 0, "rescue", {"card": G1, "candidate": A})
    assert state["phase"] == "rescue"
    state = table(hands={0: [G1]}, loyalty={A: 10}, offices={"industria": A})
    state = act(state, 0, "ability", {"office": "industria"})
    extra = state["industry"]["card"]
    assert refused(state, 0, "industry", {"choice": "keep", "discard": extra}).code == \
        "keep_extra"
    state = act(state, 0, "industry", {"choice": "keep", "discard": G1})
    assert refused(state, 0, "ability", {"office": "industria"}).code == "ability_used"


def test_renew_discard_needs_two_and_office_tie_choice() -> None:
    state = table()
    state = act(state, 0, "renew")
    hand = state["zones"]["hand-0"]["cards"]
    assert len(hand) == 7
    assert refused(state, 0, "renew_discard", {"cards": hand[:1]}).code == "discard_two"
    state = table(hands={0: ["demagogia-3#1"]}, loyalty={A: 7, "kamenev": 10})
    state = act(state, 0, "play", {"card": "demagogia-3#1", "target": A})
    assert state["phase"] == "choose_office"
    assert refused(state, 0, "choose_office_holder", {"candidate": B}).code == "not_tied"
    state = act(state, 0, "choose_office_holder", {"candidate": A})
    assert state["offices"]["industria"] == A
