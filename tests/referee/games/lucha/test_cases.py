"""lucha: the cases of the rules decisions' test table, each its own test, the seed's office
example (seed 000, Ostentar Cargos) first."""

from __future__ import annotations

from referee.games.lucha.limits import hand_limit
from tests.referee.games.lucha.support import (
    A,
    B,
    C,
    act,
    loyalty,
    office,
    refused,
    table,
)

PLUS3 = "demagogia-3#1"


def _example(**extra: object) -> dict:
    base = {"loyalty": {A: 19, B: 16, C: 10},
            "offices": {"propaganda": A, "interior": B, "industria": C}}
    base.update(extra)
    return base


def test_l1_seed_office_example_a_takes_the_nkvd() -> None:
    state = table(hands={0: [PLUS3]}, **_example())
    state = act(state, 0, "play", {"card": PLUS3, "target": A})
    assert loyalty(state, A) == 22
    assert state["offices"]["nkvd"] == A and state["offices"]["propaganda"] is None
    assert office(state, B) == "interior" and office(state, C) == "industria"


def _a_fallen() -> dict:
    return {"loyalty": {A: 11, B: 16, C: 10},
            "offices": {"nkvd": A, "interior": B, "industria": C}}


def test_l1_a_keeps_the_nkvd_at_11_and_b_takes_propaganda() -> None:
    state = table(hands={1: [PLUS3]}, turn=1, **_a_fallen())
    state = act(state, 1, "play", {"card": PLUS3, "target": B})
    assert loyalty(state, B) == 19
    assert state["offices"] == {"industria": C, "interior": None, "propaganda": B, "nkvd": A,
                                "secretario-general": None}


def test_l1_b_takes_the_nkvd_from_a_who_gets_nothing() -> None:
    state = table(hands={1: [PLUS3]}, turn=1, loyalty={A: 11, B: 19, C: 10},
                  offices={"nkvd": A, "propaganda": B, "industria": C})
    state = act(state, 1, "play", {"card": PLUS3, "target": B})
    assert state["offices"] == {"industria": C, "interior": None, "propaganda": None, "nkvd": B,
                                "secretario-general": None}
    assert office(state, A) is None
    assert [hand_limit(state, s) for s in range(3)] == [5, 6, 6]


def test_l1_variant_a_takes_industria_from_c_at_9() -> None:
    state = table(hands={1: [PLUS3]}, turn=1, loyalty={A: 11, B: 19, C: 9},
                  offices={"nkvd": A, "propaganda": B, "industria": C})
    state = act(state, 1, "play", {"card": PLUS3, "target": B})
    assert state["offices"]["industria"] == A and office(state, C) is None


def test_l1_variant_a_takes_a_vacant_industria() -> None:
    state = table(hands={1: [PLUS3]}, turn=1, loyalty={A: 11, B: 19, C: 10},
                  offices={"nkvd": A, "propaganda": B})
    state = act(state, 1, "play", {"card": PLUS3, "target": B})
    assert state["offices"]["industria"] == A and state["offices"]["nkvd"] == B


def test_l2_siberia_after_the_plus_one() -> None:
    state = table(turn=2, loyalty={A: -1, B: -2},
                  assigned={B: ["favorito#1", "agresion-1#1"]})
    state["taken"] = [0, 1]
    state = act(state, 2, "end_turn", {"discard": []})
    assert state["phase"] == "rescue" and state["rescue"]["seat"] == 0
    state = act(state, 0, "pass")
    state = act(state, 1, "pass")
    assert loyalty(state, A) == 0 and state["candidates"][A]["status"] == "in"
    assert state["candidates"][B]["status"] == "siberia" and loyalty(state, B) == -1
    assert hand_limit(state, 1) == 4
    assert {"favorito#1", "agresion-1#1"} <= set(state["zones"]["discard"]["cards"])
    assert state["candidacy"] == 2 and state["turn"] == 0


def test_l3_type_limit_then_propaganda_exception() -> None:
    state = table(hands={0: ["difamacion-1#1", "difamacion-2#1"]},
                  assigned={"trotsky": ["difamacion-3#1"]})
    state = act(state, 0, "play", {"card": "difamacion-1#1", "target": C})
    state = act(state, 2, "take")
    error = refused(state, 1, "play_assigned",
                    {"candidate": B, "card": "difamacion-3#1", "target": C})
    assert error.code == "type_already_played"
    assert refused(state, 0, "play", {"card": "difamacion-2#1", "target": C}).code == \
        "type_already_played"
    state["offices"]["propaganda"] = A
    state["candidates"][A]["office"] = "propaganda"
    state = act(state, 0, "play", {"card": "difamacion-2#1", "target": C})
    state = act(state, 2, "take")
    assert loyalty(state, C) == 2
    assert "propaganda:0" in state["used"]


def test_l3_propaganda_exception_once_per_candidacy() -> None:
    state = table(hands={0: ["difamacion-1#1", "difamacion-2#1", "difamacion-3#1"]},
                  offices={"propaganda": A}, loyalty={A: 17})
    for card in ("difamacion-1#1", "difamacion-2#1"):
        state = act(state, 0, "play", {"card": card, "target": C})
        state = act(state, 2, "take")
    assert refused(state, 0, "play", {"card": "difamacion-3#1", "target": C}).code == \
        "type_already_played"


def test_l5_marker_refuses_the_bodyguard_but_not_contraataque() -> None:
    state = table(turn=2, hands={2: ["agresion-2#1"], 1: ["contraataque#1"]},
                  assigned={B: ["guardaespaldas#1", "agresion-1#1"]})
    state["candidates"][B].update(marker=True, activated=[1, 0])
    state = act(state, 2, "play", {"card": "agresion-2#1", "target": B})
    error = refused(state, 1, "respond", {"card": "guardaespaldas#1", "from": "assigned"})
    assert error.code == "candidate_already_activated"
    state = act(state, 1, "respond", {"card": "contraataque#1", "from": "hand", "to": C})
    assert state["pending"][-1]["target"] == C and state["pending"][-1]["seat"] == 2
    state = act(state, 2, "take")
    assert state["candidates"][C]["health"] == 8 and state["candidates"][B]["health"] == 10


def test_l6_purge_needs_an_office_then_sends_all_at_4_or_less() -> None:
    state = table(hands={0: ["gran-purga#1"]}, loyalty={A: 4, B: 3, C: 12, "rykov": 6})
    assert refused(state, 0, "play", {"card": "gran-purga#1"}).code == "not_office_holder"
    state["offices"]["industria"] = C
    state["candidates"][C]["office"] = "industria"
    state["turn"] = 2
    state["zones"]["hand-0"]["cards"] = []
    state["zones"]["hand-2"]["cards"] = ["gran-purga#1"]
    state = act(state, 2, "play", {"card": "gran-purga#1"})
    fates = {c: e["status"] for c, e in state["candidates"].items()}
    assert fates[A] == "siberia" and fates[B] == "siberia"
    assert fates["molotov"] == "in" and fates["rykov"] == "in" and fates[C] == "in"
    state2 = table(hands={2: ["gran-purga#1"]}, turn=2, loyalty={C: 4, "molotov": 12},
                   offices={"industria": "molotov"})
    state2 = act(state2, 2, "play", {"card": "gran-purga#1"})
    assert state2["candidates"][C]["status"] == "siberia"
