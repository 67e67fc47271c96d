"""The response window after every attack, the dying window and the last call (seed 000,
Jugando cartas especiales, Muerte de un candidato; docs/rules-decisions.md#lucha D3, D4, D6, D7).

Every Difamación or Agresión waits for its target's owner, even when he has no answer (waiting
only when he has one would tell the table). He ``take``s it or ``respond``s: Favorito cancels a
Difamación, Manipulador sends it to another player's candidate; Guardaespaldas cancels an
Agresión, Vengativo and ¡Contraataque! send it back to a candidate of the attacker
(¡Contraataque! may add an Agresión from his hand). A card sent on is a new window for its new
target. Defences come from the hand only in one's own turn (¡Contraataque! any time) and from
the attacked candidate only outside it.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import IllegalMove, State, not_your_turn, wrong_phase
from referee.games.common import check_keys
from referee.games.lucha.cards import (
    activate,
    assigned_card,
    check_activation,
    receive,
    resolve_attack,
    type_exception,
)
from referee.games.lucha.catalogue import AGRESION, ANSWERS, MANIPULADOR, card, card_type
from referee.games.lucha.elimination import eliminate
from referee.games.lucha.state import (
    TABLE,
    assigned_zone,
    cand,
    candidates_of,
    hand_has,
    history_add,
    last_call_awaits,
    sync_phase,
    zones,
)
from referee.games.lucha.tracks import change_health

CONTRAATAQUE = "contraataque"
CURA = "cura"
REDIRECTS = ("manipulador", "vengativo", CONTRAATAQUE)


def window_for(state: State, seat: int | None, kind: str) -> dict[str, Any]:
    """The top pending window when it is of ``kind`` and awaits ``seat`` (else 409)."""
    if state["phase"] != kind:
        raise wrong_phase(state["phase"])
    window = state["pending"][-1]
    if seat != window["seat"]:
        raise not_your_turn()
    return window


def _redirect_target(state: State, window: dict[str, Any], kind: str, to: Any) -> str:
    """Where a Manipulador, Vengativo or ¡Contraataque! sends the attack (422 ``bad_redirect``,
    ``hospitalised``)."""
    entry = cand(state, to)
    if kind == MANIPULADOR:
        if entry["owner"] == window["seat"]:
            raise IllegalMove("bad_redirect",
                              "Manipulador sends the Difamación to another player's candidate.")
        return str(to)
    if entry["owner"] != window["by"] or (
            window["from_candidate"] not in (None, to)
            and state["candidates"][window["from_candidate"]]["status"] == "in"):
        back = [window["from_candidate"]] if window["from_candidate"] else \
            candidates_of(state, window["by"])
        raise IllegalMove("bad_redirect", "The attack goes back to {candidates}.",
                          candidates=", ".join(back))
    if entry["hospital"]:
        raise IllegalMove("hospitalised", "{candidate} is in hospital.", candidate=to)
    return str(to)


def respond(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``respond {"card", "from": "hand" | "assigned", "to"?, "add"?}`` to the attack."""
    window = window_for(state, seat, "response")
    check_keys(args, ("card", "from"), ("to", "add"))
    source, card_id, target = args["from"], args["card"], window["target"]
    if source == "hand":
        hand_has(state, seat, card_id)
    elif source == "assigned":
        if state["turn"] == seat:
            raise IllegalMove("not_in_own_turn",
                              "Cards assigned to your candidates are played outside your own "
                              "turn.")
        check_activation(state, seat, target)
        assigned_card(state, target, card_id)
    else:
        raise IllegalMove("bad_args", "The move's arguments are malformed: {detail}.",
                          detail="from is hand or assigned")
    kind = card_type(card_id)
    if kind == CONTRAATAQUE and source == "hand":
        if window["type"] != AGRESION:
            raise IllegalMove("nothing_to_counter", "There is no Agresión to counter.")
    elif kind not in ANSWERS[window["type"]]:
        raise IllegalMove("cannot_answer", "That card cannot answer this attack.")
    elif source == "hand" and state["turn"] != seat:
        raise IllegalMove("hand_only_in_own_turn",
                          "Outside your turn you answer from the hand only with a special "
                          "card.")
    if state["candidates"][target]["hospital"] and kind != CONTRAATAQUE:
        raise IllegalMove("hospitalised", "{candidate} is in hospital.", candidate=target)
    if kind != CONTRAATAQUE:
        type_exception(state, seat, target, kind)
    to = _redirect_target(state, window, kind, args.get("to")) if kind in REDIRECTS else None
    extra = args.get("add")
    if extra is not None:
        hand_has(state, seat, extra)
        if kind != CONTRAATAQUE or card_type(extra) != AGRESION:
            raise IllegalMove("cannot_add", "¡Contraataque! may add one Agresión from your hand.")
    # Accepted: the defence takes effect.
    z = zones(state)
    z.move(card_id, f"hand-{seat}" if source == "hand" else assigned_zone(target), "discard")
    if source == "assigned":
        activate(state, seat, target)
    if kind != CONTRAATAQUE:
        receive(state, seat, target, kind)
    state["pending"].pop()
    history_add(state, "respond", seat, [card_id], how=kind, candidate=target, to=to,
                attack=window["card"])
    state["passed"] = []
    if to is None:
        for c in window["cards"]:
            z.move(c, TABLE, "discard")
        sync_phase(state)
        return
    owner = state["candidates"][to]["owner"]
    from_candidate = target if source == "assigned" else None
    if extra is not None:
        z.move(extra, f"hand-{seat}", TABLE)
        state["pending"].append({"kind": "response", "seat": owner, "target": to, "card": extra,
                                 "type": AGRESION, "value": -abs(_value(extra)), "by": seat,
                                 "from_candidate": None, "cards": [extra]})
        history_add(state, "play", seat, [extra], how="counter", target=to)
    state["pending"].append({**window, "seat": owner, "target": to, "by": seat,
                             "from_candidate": from_candidate})
    sync_phase(state)


def _value(card_id: str) -> int:
    """The printed value of a track card."""
    return card(card_id).value or 0


def take(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``take {}``: the attack lands."""
    window = window_for(state, seat, "response")
    check_keys(args, ())
    state["pending"].pop()
    sync_phase(state)
    history_add(state, "take", seat, candidate=window["target"], attack=window["card"])
    resolve_attack(state, window)


def cure(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``cure {"card"}``: a Cura from the hand saves the dying candidate (+3 health)."""
    window = window_for(state, seat, "dying")
    check_keys(args, ("card",))
    hand_has(state, seat, args["card"])
    if card_type(args["card"]) != CURA:
        raise IllegalMove("not_a_cura", "Only a Cura card saves a dying candidate.")
    zones(state).move(args["card"], f"hand-{seat}", "discard")
    state["pending"].pop()
    sync_phase(state)
    history_add(state, "special", seat, [args["card"]], how=CURA, target=window["candidate"])
    change_health(state, window["candidate"], 3)


def let_die(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``let_die {}``: the candidate dies."""
    window = window_for(state, seat, "dying")
    check_keys(args, ())
    state["pending"].pop()
    sync_phase(state)
    eliminate(state, window["candidate"], "dead")


def last_call_pass(state: State, seat: int) -> None:
    """``pass {}`` in the last call: the seat has nothing more to play in this turn."""
    if seat not in last_call_awaits(state) and seat not in state["passed"]:
        raise not_your_turn()
    if seat not in state["passed"]:
        state["passed"].append(seat)
