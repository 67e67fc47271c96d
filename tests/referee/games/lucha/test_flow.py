"""lucha: the flow of a game — opening choice, the turn, renew, the answers to attacks, the last
call, the rescue, Industria and the NKVD, the empty deck, the ends of the game."""

from __future__ import annotations

import random

from referee.games.base import Viewer
from referee.games.lucha import GAME
from referee.games.lucha.catalogue import card, tables
from referee.games.lucha.limits import hand_limit
from tests.referee.games.lucha.support import (
    A,
    B,
    C,
    act,
    cards_total,
    health,
    loyalty,
    refused,
    table,
)


def test_opening_choice_then_everyone_draws_back_to_five() -> None:
    state = GAME.setup(3, GAME.options({"first_player": 1}, 3), random.Random(5))
    assert state["phase"] == "prepare" and GAME.awaiting(state) == [0, 1, 2]
    hand = state["zones"]["hand-0"]["cards"]
    mine = [c for c in state["order"] if state["candidates"][c]["owner"] == 0]
    game_cards = [c for c in hand if not card(c).is_special]
    args = {"assign": {mine[0]: game_cards[:1]}, "discard": [c for c in hand
                                                             if c not in game_cards[:1]][:1]}
    state = act(state, 0, "prepare", args)
    assert GAME.awaiting(state) == [1, 2]
    assert state["zones"][f"assigned-{mine[0]}"]["cards"] == game_cards[:1]
    state = act(state, 2, "prepare", {})
    state = act(state, 1, "prepare", {})
    assert state["phase"] == "turn" and state["turn"] == 1
    assert [len(state["zones"][f"hand-{s}"]["cards"]) for s in range(3)] == [5, 5, 5]
    assert cards_total(state) == 98


def test_prearranged_deck_deals_from_the_top() -> None:
    deck = list(reversed(tables().deck))
    state = GAME.setup(2, GAME.options({"deck": deck}, 2), random.Random(0))
    assert state["zones"]["hand-0"]["cards"] == deck[:5]
    assert state["zones"]["hand-1"]["cards"] == deck[5:10]
    assert GAME.view(state, Viewer(None))["public"]["prearranged"] is True


def test_turn_start_draws_to_the_hand_limit_with_offices() -> None:
    state = table(turn=2, loyalty={"kamenev": 10}, offices={"industria": "kamenev"})
    state["taken"] = [0, 1]
    state = act(state, 2, "end_turn", {"discard": []})
    assert state["turn"] == 0 and len(state["zones"]["hand-0"]["cards"]) == 6


def test_renew_draws_seven_discards_two_and_ends_the_turn() -> None:
    state = table(hands={0: ["cura#1", "cura#2"]})
    state = act(state, 0, "renew")
    hand = state["zones"]["hand-0"]["cards"]
    assert len(hand) == 7 and "cura#1" in state["zones"]["discard"]["cards"]
    state = act(state, 0, "renew_discard", {"cards": hand[:2]})
    assert state["turn"] == 1 and len(state["zones"]["hand-0"]["cards"]) == 5


def test_bodyguard_from_a_candidate_cancels_an_agresion() -> None:
    state = table(hands={0: ["agresion-3#1"]}, assigned={B: ["guardaespaldas#1"]})
    state = act(state, 0, "play", {"card": "agresion-3#1", "target": B})
    assert state["phase"] == "response" and GAME.awaiting(state) == [1]
    state = act(state, 1, "respond", {"card": "guardaespaldas#1", "from": "assigned"})
    assert health(state, B) == 10 and state["candidates"][B]["marker"]
    assert {"agresion-3#1", "guardaespaldas#1"} <= set(state["zones"]["discard"]["cards"])


def test_every_attack_waits_even_without_an_answer() -> None:
    state = table(hands={0: ["difamacion-1#1"]})
    state = act(state, 0, "play", {"card": "difamacion-1#1", "target": C})
    assert state["phase"] == "response" and GAME.awaiting(state) == [2]
    assert loyalty(state, C) == 5
    state = act(state, 2, "take")
    assert loyalty(state, C) == 4 and state["phase"] == "turn"


def test_manipulador_sends_a_difamacion_on_and_favorito_cancels_it() -> None:
    state = table(turn=1, hands={1: ["difamacion-2#1"]}, assigned={A: ["manipulador#1"],
                                                                   C: ["favorito#1"]})
    state = act(state, 1, "play", {"card": "difamacion-2#1", "target": A})
    assert refused(state, 0, "respond", {"card": "manipulador#1", "from": "assigned",
                                         "to": "kamenev"}).code == "bad_redirect"
    state = act(state, 0, "respond", {"card": "manipulador#1", "from": "assigned", "to": C})
    assert GAME.awaiting(state) == [2]
    state = act(state, 2, "respond", {"card": "favorito#1", "from": "assigned"})
    assert loyalty(state, A) == 5 and loyalty(state, C) == 5 and not state["pending"]


def test_vengativo_from_hand_in_own_turn_sends_it_back() -> None:
    state = table(hands={0: ["vengativo#1"]}, assigned={B: ["agresion-2#1"]})
    state = act(state, 1, "play_assigned", {"candidate": B, "card": "agresion-2#1",
                                            "target": A})
    assert refused(state, 0, "respond", {"card": "vengativo#1", "from": "hand",
                                         "to": "rykov"}).code == "bad_redirect"
    state = act(state, 0, "respond", {"card": "vengativo#1", "from": "hand", "to": B})
    state = act(state, 1, "take")
    assert health(state, B) == 8 and health(state, A) == 10


def test_last_call_waits_for_every_other_player_and_restarts_on_an_act() -> None:
    state = table(last_call=True, assigned={C: ["demagogia-1#1"]})
    state = act(state, 0, "end_turn", {"discard": []})
    assert state["phase"] == "last_call" and GAME.awaiting(state) == [1, 2]
    state = act(state, 1, "pass")
    assert GAME.awaiting(state) == [2]
    state = act(state, 2, "play_assigned", {"candidate": C, "card": "demagogia-1#1",
                                            "target": C})
    assert GAME.awaiting(state) == [1, 2]
    state = act(state, 2, "pass")
    state = act(state, 1, "pass")
    assert state["phase"] == "turn" and state["turn"] == 1


def test_rescue_with_a_demagogia_saves_from_siberia() -> None:
    state = table(turn=2, hands={0: ["demagogia-1#1"]}, loyalty={A: -2})
    state["taken"] = [0, 1]
    state = act(state, 2, "end_turn", {"discard": []})
    state = act(state, 0, "rescue", {"card": "demagogia-1#1", "candidate": A})
    assert loyalty(state, A) == 0 and state["candidates"][A]["status"] == "in"
    assert state["candidacy"] == 2


def test_markers_come_off_at_the_end_of_the_candidacy_but_not_in_hospital() -> None:
    state = table(turn=2)
    state["taken"] = [0, 1]
    state["candidates"][B].update(marker=True, activated=[1, 1])
    state["candidates"][C].update(marker=True, hospital=True)
    state["effects"].append({"card": "hospitalizacion#1", "kind": "hospitalizacion",
                             "seat": 2, "until": 1, "candidate": C})
    state["zones"]["deck"]["cards"].remove("hospitalizacion#1")
    state["zones"]["table"]["cards"].append("hospitalizacion#1")
    state = act(state, 2, "end_turn", {"discard": []})
    assert not state["candidates"][B]["marker"] and state["candidates"][C]["marker"]


def test_industria_returns_the_extra_card_to_the_bottom() -> None:
    state = table(loyalty={A: 10}, offices={"industria": A})
    state = act(state, 0, "ability", {"office": "industria"})
    extra = state["industry"]["card"]
    assert extra in state["zones"]["hand-0"]["cards"]
    state = act(state, 0, "industry", {"choice": "return"})
    assert state["zones"]["deck"]["cards"][-1] == extra and state["phase"] == "turn"


def test_secretary_general_wins_at_once() -> None:
    state = table(hands={0: ["demagogia-3#1"]}, loyalty={A: 22}, offices={"nkvd": A})
    state = act(state, 0, "play", {"card": "demagogia-3#1", "target": A})
    result = GAME.outcome(state)
    assert result is not None and result["winners"] == [0]
    assert result["reason"] == "general_secretary" and result["candidacies"] == 1
    assert result["candidates"][A] == {"owner": 0, "loyalty": 25, "health": 10,
                                       "office": "secretario-general", "fate": "in"}
    assert refused(state, 1, "take").code == "game_over"


def test_tie_between_players_leaves_the_office_vacant() -> None:
    state = table(hands={0: ["demagogia-3#1"]}, loyalty={A: 7, B: 10})
    state = act(state, 0, "play", {"card": "demagogia-3#1", "target": A})
    assert state["offices"]["industria"] is None


def test_tie_broken_by_the_players_total_loyalty() -> None:
    state = table(hands={0: ["demagogia-3#1"]}, loyalty={A: 7, B: 10, "kamenev": 6})
    state = act(state, 0, "play", {"card": "demagogia-3#1", "target": A})
    assert state["offices"]["industria"] == A


def test_death_lowers_the_hand_limit_and_last_player_wins() -> None:
    state = table(players=2, hands={0: ["atentado#1"]}, health={B: 5})
    state["candidates"]["rykov"]["status"] = "dead"
    state["candidates"]["tomsky"]["status"] = "siberia"
    state = act(state, 0, "play", {"card": "atentado#1", "target": B})
    assert state["phase"] == "dying" and hand_limit(state, 1) == 3
    state = act(state, 1, "let_die")
    result = GAME.outcome(state)
    assert result is not None and result["winners"] == [0]
    assert result["reason"] == "last_player" and result["candidates"][B]["fate"] == "dead"


def test_empty_deck_takes_the_discard_pile_reshuffled() -> None:
    state = table(turn=2)
    state["taken"] = [0, 1]
    deck = state["zones"]["deck"]["cards"]
    state["zones"]["discard"]["cards"] = deck[2:]
    state["zones"]["deck"]["cards"] = deck[:2]
    state = act(state, 2, "end_turn", {"discard": []})
    assert len(state["zones"]["hand-0"]["cards"]) == 5 and cards_total(state) == 98
    assert state["zones"]["discard"]["cards"] == []


def test_industrializacion_opens_dying_windows_in_the_faq_order() -> None:
    state = table(turn=1, hands={0: ["industrializacion#1"]}, loyalty={A: 10, C: 9},
                  offices={"industria": A}, health={B: 2, C: 1, "kamenev": 2})
    state = act(state, 0, "play", {"card": "industrializacion#1"})
    order = [w["candidate"] for w in reversed(state["pending"])]
    assert order == [B, "kamenev", C]  # turn player, then the office holder's, then the rest


def test_secretary_wins_even_when_a_tie_for_a_lower_office_follows() -> None:
    state = table(turn=1, loyalty={A: 23, "kamenev": 9, "bukharin": 9}, offices={"nkvd": A})
    state["taken"] = [0, 2]
    state["effects"].append({"card": "plan-quinquenal#1", "kind": "plan-quinquenal", "seat": 0,
                             "until": None})
    state["zones"]["deck"]["cards"].remove("plan-quinquenal#1")
    state["zones"]["table"]["cards"].append("plan-quinquenal#1")
    state = act(state, 1, "end_turn", {"discard": []})
    result = GAME.outcome(state)
    assert result is not None and result["reason"] == "general_secretary"
    assert result["candidacies"] == 1 and not state["pending"]
