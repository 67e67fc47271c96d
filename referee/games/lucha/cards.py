"""The basic game cards played on candidates (seed 000, Jugando las cartas de juego, Jugar cartas
desde un candidato; docs/rules-decisions.md#lucha D5, D6, D8, D16).

Demagogia adds loyalty at once; a Difamación or an Agresión opens a response window for the
target's owner (responses.py). From the hand only in one's own turn; from an assigned candidate
only in another player's turn, one candidate per turn, each candidate activated once per
candidacy (the action marker). One card of each type per candidate per turn, with the Interior
and Propaganda exceptions once per candidacy. Defence cards answer attacks only.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import IllegalMove, State, not_your_turn, wrong_phase
from referee.games.common import check_keys
from referee.games.lucha.catalogue import (
    AGRESION,
    DEFENCES,
    DEMAGOGIA,
    DIFAMACION,
    card,
    card_type,
)
from referee.games.lucha.state import (
    TABLE,
    assigned_zone,
    cand,
    hand_has,
    history_add,
    offices_of,
    own_cand,
    sync_phase,
    zones,
)
from referee.games.lucha.tracks import change_health, change_loyalty

TRAICION = "traicion"


def type_exception(state: State, seat: int, target: str, kind: str) -> str | None:
    """None when ``target`` has not yet received a ``kind`` card this turn; the office whose
    once-per-candidacy exception allows a second one ("interior" / "propaganda"); else 422
    ``type_already_played``."""
    received = state["turn_state"]["received"]
    same = [r for r in received if r[0] == target and r[1] == kind]
    if not same:
        return None
    if seat == state["turn"] and len(same) == 1:
        if kind == AGRESION:
            office, mine = "interior", [r for r in same if r[2] == seat]
        elif kind in (DEMAGOGIA, DIFAMACION):
            office = "propaganda"
            mine = [r for r in received if r[0] == target and r[2] == seat
                    and r[1] in (DEMAGOGIA, DIFAMACION)]
        else:
            office, mine = "", []
        if mine and office in offices_of(state, seat) and f"{office}:{seat}" not in state["used"]:
            return office
    raise IllegalMove("type_already_played",
                      "{candidate} has already received a card of this type this turn.",
                      candidate=target)


def receive(state: State, seat: int, target: str, kind: str) -> None:
    """Record that ``target`` received a ``kind`` card from ``seat`` (using an office exception
    when needed)."""
    office = type_exception(state, seat, target, kind)
    if office is not None:
        state["used"].append(f"{office}:{seat}")
        history_add(state, "ability", seat, office=office, candidate=target)
    state["turn_state"]["received"].append([target, kind, seat])


def check_target(state: State, seat: int, target: Any, kind: str) -> dict[str, Any]:
    """The target of a ``kind`` card from ``seat``: in play; a hospitalised one only for a
    Difamación, and never by its owner (422 ``hospitalised``); the type limit."""
    entry = cand(state, target)
    if entry["hospital"] and (kind != DIFAMACION or entry["owner"] == seat):
        raise IllegalMove("hospitalised", "{candidate} is in hospital.", candidate=target)
    type_exception(state, seat, target, kind)
    return entry


def _check_traicion(state: State, seat: int, card_id: str, args: dict[str, Any]) -> str | None:
    """The ¡Traición! played with a Difamación (``with``), checked; None without one."""
    partner = args.get("with")
    if partner is None:
        return None
    hand_has(state, seat, partner)
    if card_type(partner) != TRAICION or card_type(card_id) != DIFAMACION:
        raise IllegalMove("needs_difamacion",
                          "¡Traición! is played together with a Difamación card.")
    return str(partner)


def _check_play(state: State, seat: int, card_id: str, args: dict[str, Any]) -> str | None:
    """The checks of a game card played by ``seat`` from the hand or a candidate, after its
    place: not a defence (422 ``defence_only_for_itself``), the ¡Traición! with it
    (``_check_traicion``), the target (``check_target``). Returns the ¡Traición! or None."""
    kind = card_type(card_id)
    if kind in DEFENCES:
        raise IllegalMove("defence_only_for_itself",
                          "Defence cards are played only to answer an attack on their own "
                          "candidate.")
    traicion = _check_traicion(state, seat, card_id, args)
    check_target(state, seat, args["target"], kind)
    return traicion


def _lay(state: State, seat: int, card_id: str, source: str, traicion: str | None) -> None:
    """Put the played card from zone ``source`` (and the ¡Traición! from the hand) on the
    table."""
    z = zones(state)
    z.move(card_id, source, TABLE)
    if traicion:
        z.move(traicion, f"hand-{seat}", TABLE)


def effect(state: State, seat: int, card_id: str, target: str, source: str,
           from_candidate: str | None, traicion: str | None) -> None:
    """The card (already in the ``table`` zone) takes effect on ``target``."""
    kind, value = card_type(card_id), card(card_id).value or 0
    receive(state, seat, target, kind)
    history_add(state, "play", seat, [card_id] + ([traicion] if traicion else []), how=source,
                candidate=from_candidate, target=target)
    z = zones(state)
    if kind in (DIFAMACION, AGRESION) and traicion is None:
        state["pending"].append({
            "kind": "response", "seat": state["candidates"][target]["owner"], "target": target,
            "card": card_id, "type": kind, "value": value, "by": seat,
            "from_candidate": from_candidate, "cards": [card_id]})
        sync_phase(state)
        return
    z.move(card_id, TABLE, "discard")
    if traicion is not None:
        z.move(traicion, TABLE, "discard")
        value *= 2
    change_loyalty(state, target, value)


def resolve_attack(state: State, window: dict[str, Any]) -> None:
    """The attack of ``window`` (already popped) lands: loyalty or health lost, cards discarded."""
    for c in window["cards"]:
        zones(state).move(c, TABLE, "discard")
    if window["type"] == DIFAMACION:
        change_loyalty(state, window["target"], window["value"])
    elif not state["candidates"][window["target"]]["hospital"]:
        change_health(state, window["target"], window["value"])


def play_game_card(state: State, seat: int, args: dict[str, Any]) -> None:
    """``play {"card", "target", "with"?}`` of a game card from the hand (own turn only)."""
    if state["phase"] != "turn":
        raise wrong_phase(state["phase"])
    if seat != state["turn"]:
        raise not_your_turn()
    check_keys(args, ("card", "target"), ("with",))
    card_id = args["card"]
    traicion = _check_play(state, seat, card_id, args)
    _lay(state, seat, card_id, f"hand-{seat}", traicion)
    state["turn_state"]["acted"] = True
    effect(state, seat, card_id, args["target"], "hand", None, traicion)


def check_activation(state: State, seat: int, candidate: str) -> dict[str, Any]:
    """``seat`` may play from ``candidate`` now: his, in play, not in hospital, not activated
    earlier this candidacy unless by him in this turn, and no other candidate of his used this
    turn (422 ``hospitalised`` / ``candidate_already_activated`` / ``one_candidate_per_turn``)."""
    entry = own_cand(state, seat, candidate)
    if entry["hospital"]:
        raise IllegalMove("hospitalised", "{candidate} is in hospital.", candidate=candidate)
    if entry["marker"] and entry["activated"] != [seat, state["turn_no"]]:
        raise IllegalMove("candidate_already_activated",
                          "{candidate} has already been activated this candidacy.",
                          candidate=candidate)
    used = state["turn_state"]["used"].get(str(seat))
    if used not in (None, candidate):
        raise IllegalMove("one_candidate_per_turn",
                          "You already played from {used} this turn.", used=used)
    return entry


def activate(state: State, seat: int, candidate: str) -> None:
    """Put the action marker on ``candidate`` (played from by ``seat`` in this turn)."""
    entry = state["candidates"][candidate]
    entry["marker"] = True
    entry["activated"] = [seat, state["turn_no"]]
    state["turn_state"]["used"][str(seat)] = candidate


def assigned_card(state: State, candidate: str, card_id: Any) -> str:
    """``card_id`` when it is assigned to ``candidate``; 422 ``card_not_assigned``."""
    if not isinstance(card_id, str) or not zones(state).has(assigned_zone(candidate), card_id):
        raise IllegalMove("card_not_assigned", "That card is not assigned to {candidate}.",
                          candidate=candidate)
    return card_id


def play_assigned(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``play_assigned {"candidate", "card", "target", "with"?}`` in another player's turn."""
    if state["phase"] not in ("turn", "last_call"):
        raise wrong_phase(state["phase"])
    if seat == state["turn"]:
        raise IllegalMove("not_in_own_turn",
                          "Cards assigned to your candidates are played outside your own turn.")
    check_keys(args, ("candidate", "card", "target"), ("with",))
    candidate = args["candidate"]
    check_activation(state, seat, candidate)
    card_id = assigned_card(state, candidate, args["card"])
    traicion = _check_play(state, seat, card_id, args)
    activate(state, seat, candidate)
    _lay(state, seat, card_id, assigned_zone(candidate), traicion)
    state["passed"] = []
    effect(state, seat, card_id, args["target"], "assigned", candidate, traicion)
