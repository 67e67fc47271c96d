"""lucha: every special card, each its own test (seed 000, Aclaraciones a las cartas
especiales; durations as in docs/rules-decisions.md#lucha)."""

from __future__ import annotations

import random

from referee.games.lucha.flow import start_turn
from tests.referee.games.lucha.support import (
    A,
    B,
    C,
    act,
    health,
    loyalty,
    office,
    refused,
    table,
)


def test_gran_purga_by_an_office_holder() -> None:
    state = table(hands={0: ["gran-purga#1"]}, loyalty={A: 10, B: 4, "kamenev": 4},
                  offices={"industria": A})
    state = act(state, 0, "play", {"card": "gran-purga#1"})
    assert state["candidates"][B]["status"] == "siberia"
    assert state["candidates"]["kamenev"]["status"] == "siberia"
    assert state["candidates"][A]["status"] == "in"


def test_atentado_minus_five_without_response() -> None:
    state = table(turn=1, hands={0: ["atentado#1"]}, assigned={B: ["guardaespaldas#1"]})
    state = act(state, 0, "play", {"card": "atentado#1", "target": B})
    assert health(state, B) == 5 and state["phase"] == "turn" and not state["pending"]


def test_contraataque_returns_and_adds_an_agresion() -> None:
    state = table(hands={0: ["agresion-1#1"], 2: ["contraataque#1", "agresion-3#1"]})
    state = act(state, 0, "play", {"card": "agresion-1#1", "target": C})
    state = act(state, 2, "play", {"card": "contraataque#1", "to": "kamenev",
                                   "add": "agresion-3#1"})
    assert [w["card"] for w in state["pending"]] == ["agresion-3#1", "agresion-1#1"]
    state = act(state, 0, "take")
    state = act(state, 0, "take")
    assert health(state, "kamenev") == 6 and health(state, C) == 10


def test_contraataque_without_an_agresion() -> None:
    state = table(hands={2: ["contraataque#1"]})
    assert refused(state, 2, "play", {"card": "contraataque#1"}).code == "nothing_to_counter"


def test_destitucion_only_of_a_holder_below_threshold() -> None:
    state = table(hands={0: ["destitucion#1"]}, loyalty={B: 14, C: 12},
                  offices={"interior": B, "industria": C})
    assert refused(state, 0, "play", {"card": "destitucion#1", "office": "interior"}).code == \
        "holder_qualifies"
    state["candidates"][B]["loyalty"] = 13
    state = act(state, 0, "play", {"card": "destitucion#1", "office": "interior"})
    assert state["offices"]["interior"] is None and office(state, B) is None
    assert office(state, C) == "industria"


def test_ascenso_lowest_vacant_office_above() -> None:
    state = table(hands={0: ["ascenso#1"]}, offices={"industria": A, "interior": B},
                  loyalty={A: 10, B: 14})
    state = act(state, 0, "play", {"card": "ascenso#1", "candidate": A})
    assert office(state, A) == "propaganda" and loyalty(state, A) == 17
    assert state["offices"]["industria"] is None


def test_ascenso_never_to_the_secretaria() -> None:
    state = table(hands={0: ["ascenso#1"]}, loyalty={A: 21}, offices={"nkvd": A})
    assert refused(state, 0, "play", {"card": "ascenso#1", "candidate": A}).code == \
        "no_vacant_office"


def test_usurpacion_takes_an_office_from_a_holder_below() -> None:
    state = table(hands={0: ["usurpacion#1"]}, loyalty={B: 12}, offices={"propaganda": B})
    state = act(state, 0, "play", {"card": "usurpacion#1", "office": "propaganda",
                                   "candidate": "kamenev"})
    assert office(state, "kamenev") == "propaganda" and loyalty(state, "kamenev") == 17
    assert office(state, B) == "industria"  # 12 ≥ 10: B competes for the lower offices


def test_popularidad_reduces_losses_until_the_turn_player_starts_again() -> None:
    state = table(turn=1, hands={1: ["difamacion-2#1"], 0: ["popularidad#1"]})
    state = act(state, 0, "play", {"card": "popularidad#1"})
    assert state["effects"][0]["until"] == 1
    state = act(state, 1, "play", {"card": "difamacion-2#1", "target": A})
    state = act(state, 0, "take")
    assert loyalty(state, A) == 4
    state = act(state, 1, "end_turn", {"discard": state["zones"]["hand-1"]["cards"]})
    state = act(state, 2, "end_turn", {"discard": []})
    assert state["effects"] and state["turn"] == 0  # candidacy ended, seat 0 starts
    state["turn"] = 1
    start_turn(state, 1, random.Random(0))
    assert not state["effects"] and "popularidad#1" in state["zones"]["discard"]["cards"]


def test_plan_quinquenal_three_at_the_end_of_the_candidacy() -> None:
    state = table(turn=2, hands={2: ["plan-quinquenal#1"]}, offices={"industria": C},
                  loyalty={C: 10})
    state["taken"] = [0, 1]
    state = act(state, 2, "play", {"card": "plan-quinquenal#1"})
    state = act(state, 2, "end_turn", {"discard": []})
    assert loyalty(state, C) == 13 and loyalty(state, "molotov") == 8 and loyalty(state, A) == 6
    assert not state["effects"] and "plan-quinquenal#1" in state["zones"]["discard"]["cards"]


def test_revueltas_only_without_office_hits_every_holder() -> None:
    state = table(hands={0: ["revueltas#1"]}, loyalty={B: 14, C: 10},
                  offices={"interior": B, "industria": C})
    state = act(state, 0, "play", {"card": "revueltas#1"})
    assert loyalty(state, B) == 12 and loyalty(state, C) == 8
    assert office(state, B) == "interior"  # nobody else qualifies
    state = table(hands={0: ["revueltas#1"]}, loyalty={A: 10}, offices={"industria": A})
    assert refused(state, 0, "play", {"card": "revueltas#1"}).code == "office_holder"


def test_industrializacion_hits_candidates_without_office() -> None:
    state = table(hands={0: ["industrializacion#1"]}, loyalty={A: 10}, offices={"industria": A},
                  health={B: 2})
    state = act(state, 0, "play", {"card": "industrializacion#1"})
    assert health(state, A) == 10 and health(state, C) == 8
    assert state["phase"] == "dying" and state["pending"][-1]["candidate"] == B


def test_colectivizacion_skips_hospitalised_candidates() -> None:
    state = table(hands={0: ["colectivizacion#1"]}, loyalty={A: 10}, offices={"industria": A})
    state["candidates"][C]["hospital"] = True
    state = act(state, 0, "play", {"card": "colectivizacion#1"})
    assert health(state, C) == 10 and health(state, B) == 8


def test_patriotismo_heroico_after_a_death_adds_one_to_gains() -> None:
    state = table(turn=1, hands={1: ["agresion-1#1", "demagogia-1#1"],
                                 0: ["patriotismo-heroico#1"]}, health={A: 1})
    assert refused(state, 0, "play", {"card": "patriotismo-heroico#1"}).code == "no_death"
    state = act(state, 1, "play", {"card": "agresion-1#1", "target": A})
    state = act(state, 0, "take")
    state = act(state, 0, "let_die")
    assert state["candidates"][A]["status"] == "dead"
    state = act(state, 0, "play", {"card": "patriotismo-heroico#1"})
    state = act(state, 1, "play", {"card": "demagogia-1#1", "target": "kamenev"})
    assert loyalty(state, "kamenev") == 7


def test_traicion_doubles_a_difamacion_without_response() -> None:
    state = table(hands={0: ["difamacion-3#1", "traicion#1"]})
    state = act(state, 0, "play", {"card": "difamacion-3#1", "target": B, "with": "traicion#1"})
    assert loyalty(state, B) == -1 and not state["pending"]
    state = table(hands={0: ["traicion#1"]})
    assert refused(state, 0, "play", {"card": "traicion#1"}).code == "needs_difamacion"


def test_traicion_with_popularidad_doubled_then_reduced() -> None:
    state = table(hands={0: ["difamacion-2#1", "traicion#1"], 1: ["popularidad#1"]})
    state = act(state, 1, "play", {"card": "popularidad#1"})
    state = act(state, 0, "play", {"card": "difamacion-2#1", "target": B, "with": "traicion#1"})
    assert loyalty(state, B) == 2


def test_contrabando_picks_from_the_discard_for_two_loyalty() -> None:
    state = table(turn=1, hands={0: ["contrabando#1"]})
    state["zones"]["discard"]["cards"] = ["cura#1"]
    state["zones"]["deck"]["cards"].remove("cura#1")
    assert refused(state, 0, "play", {"card": "contrabando#1", "pick": "cura#2",
                                      "payer": A}).code == "not_in_discard"
    state = act(state, 0, "play", {"card": "contrabando#1", "pick": "cura#1", "payer": A})
    assert state["zones"]["hand-0"]["cards"] == ["cura#1"] and loyalty(state, A) == 3


def test_hospitalizacion_blocks_attacks_and_heals_five_later() -> None:
    state = table(turn=1, hands={0: ["hospitalizacion#1"], 1: ["agresion-1#1",
                                                               "difamacion-1#1"]},
                  health={A: 3})
    state = act(state, 0, "play", {"card": "hospitalizacion#1", "candidate": A})
    assert state["candidates"][A]["marker"] and state["candidates"][A]["hospital"]
    assert refused(state, 1, "play", {"card": "agresion-1#1", "target": A}).code == \
        "hospitalised"
    state = act(state, 1, "play", {"card": "difamacion-1#1", "target": A})
    state = act(state, 0, "take")
    assert loyalty(state, A) == 4
    start_turn(state, 1, random.Random(0))
    assert health(state, A) == 8 and not state["candidates"][A]["hospital"]
    assert not state["candidates"][A]["marker"]


def test_cura_heals_three_and_saves_a_dying_candidate() -> None:
    state = table(hands={0: ["cura#1", "agresion-2#1"], 1: ["cura#2"]}, health={B: 2, A: 9})
    state = act(state, 0, "play", {"card": "cura#1", "candidate": A})
    assert health(state, A) == 10
    state = act(state, 0, "play", {"card": "agresion-2#1", "target": B})
    state = act(state, 1, "take")
    assert state["phase"] == "dying"
    state = act(state, 1, "cure", {"card": "cura#2"})
    assert health(state, B) == 3 and state["phase"] == "turn"
