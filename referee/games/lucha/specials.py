"""The 22 special cards (seed 000, Aclaraciones a las cartas especiales; docs/rules-decisions.md
durations in
docs/rules-decisions.md#lucha D13–D19).

Played from the hand at any time (``play {"card", …}``): in a turn or its last call by any
player still in, during a window only by the player it awaits. Durations: Popularidad,
Patriotismo Heroico and Hospitalización last until the player whose turn it is now starts his
next turn; Plan quinquenal until the end of the candidacy; the others are immediate.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from referee.games.base import IllegalMove, State, not_your_turn, wrong_phase
from referee.games.common import check_keys
from referee.games.lucha.catalogue import SECRETARY, card_type, tables
from referee.games.lucha.elimination import eliminate
from referee.games.lucha.offices import rank, set_holder, settle
from referee.games.lucha.responses import cure, respond
from referee.games.lucha.state import (
    TABLE,
    cand,
    candidates_of,
    history_add,
    in_play,
    offices_of,
    own_cand,
    seats_in,
    sync_phase,
    total_loyalty,
    zones,
)
from referee.games.lucha.tracks import change_health, change_loyalty

WINDOW_PHASES = ("response", "dying", "choose_office", "rescue")
#: Specials that stay in front of a player while they last.
LASTING = ("popularidad", "patriotismo-heroico", "hospitalizacion", "plan-quinquenal")


def may_play_special(state: State, seat: int) -> None:
    """409 unless ``seat`` may play a special now (see the module docstring)."""
    phase = state["phase"]
    if phase in ("turn", "last_call"):
        if seat not in seats_in(state):
            raise not_your_turn()
    elif phase in WINDOW_PHASES:
        awaited = state["pending"][-1]["seat"] if state["pending"] else state["rescue"]["seat"]
        if seat != awaited:
            raise not_your_turn()
    else:
        raise wrong_phase(phase)


def _office_arg(args: dict[str, Any]) -> str:
    """The ``office`` argument (422 ``no_such_office``)."""
    office = args.get("office")
    if office not in tables().thresholds:
        raise IllegalMove("no_such_office", "There is no office {office}.", office=str(office))
    return str(office)


def _holder_below(state: State, office: str) -> str:
    """The holder of ``office`` when his loyalty is below its threshold (422 ``office_vacant``,
    ``holder_qualifies``)."""
    holder = state["offices"][office]
    if holder is None:
        raise IllegalMove("office_vacant", "The office {office} is vacant.", office=office)
    if state["candidates"][holder]["loyalty"] >= tables().thresholds[office]:
        raise IllegalMove("holder_qualifies",
                          "{candidate} has the loyalty the office needs.", candidate=holder)
    return holder


def _needs_office(state: State, seat: int, yes: bool = True) -> None:
    """422 ``not_office_holder`` (``yes``) or ``office_holder`` (not ``yes``)."""
    holds = bool(offices_of(state, seat))
    if yes and not holds:
        raise IllegalMove("not_office_holder", "Only a player who holds an office may do this.")
    if not yes and holds:
        raise IllegalMove("office_holder", "A player who holds an office cannot play this card.")


def _not_hospital(entry: dict[str, Any], candidate: str) -> None:
    if entry["hospital"]:
        raise IllegalMove("hospitalised", "{candidate} is in hospital.", candidate=candidate)


def _take_office(state: State, office: str, candidate: str) -> None:
    entry = state["candidates"][candidate]
    set_holder(state, office, candidate)
    entry["loyalty"] = max(entry["loyalty"], tables().thresholds[office])


def _gran_purga(state: State, seat: int, args: dict[str, Any]) -> Callable[[], None]:
    check_keys(args, ("card",))
    _needs_office(state, seat)

    def run() -> None:
        for c in [c for c in in_play(state) if state["candidates"][c]["loyalty"] <= 4]:
            if state["step"] != "over":
                eliminate(state, c, "siberia", settle_now=False)
        settle(state)
    return run


def _atentado(state: State, seat: int, args: dict[str, Any]) -> Callable[[], None]:
    check_keys(args, ("card", "target"))
    _not_hospital(cand(state, args["target"]), args["target"])

    def run() -> None:
        change_health(state, args["target"], -5)
    return run


def _destitucion(state: State, seat: int, args: dict[str, Any]) -> Callable[[], None]:
    check_keys(args, ("card", "office"))
    office = _office_arg(args)
    _holder_below(state, office)

    def run() -> None:
        set_holder(state, office, None)
        settle(state)
    return run


def _ascenso(state: State, seat: int, args: dict[str, Any]) -> Callable[[], None]:
    check_keys(args, ("card", "candidate"))
    entry = own_cand(state, seat, args["candidate"])
    _not_hospital(entry, args["candidate"])
    vacant = [o for o in tables().offices if o != SECRETARY and state["offices"][o] is None
              and rank(o) > rank(entry["office"])]
    if not vacant:
        raise IllegalMove("no_vacant_office", "There is no vacant office above {candidate}'s.",
                          candidate=args["candidate"])

    def run() -> None:
        _take_office(state, vacant[0], args["candidate"])
        settle(state)
    return run


def _usurpacion(state: State, seat: int, args: dict[str, Any]) -> Callable[[], None]:
    check_keys(args, ("card", "office", "candidate"))
    office = _office_arg(args)
    if office == SECRETARY:
        raise IllegalMove("not_for_secretary",
                          "This card cannot make anyone General Secretary.")
    entry = own_cand(state, seat, args["candidate"])
    _not_hospital(entry, args["candidate"])
    _holder_below(state, office)

    def run() -> None:
        _take_office(state, office, args["candidate"])
        settle(state)
    return run


def _lasting(kind: str, until_candidacy: bool = False) -> Callable[..., Callable[[], None]]:
    def check(state: State, seat: int, args: dict[str, Any]) -> Callable[[], None]:
        check_keys(args, ("card",))
        if kind == "plan-quinquenal":
            _needs_office(state, seat)
        if kind == "patriotismo-heroico" and seat not in state["turn_state"]["died"]:
            raise IllegalMove("no_death", "None of your candidates died this turn.")

        def run() -> None:
            state["effects"].append({"card": args["card"], "kind": kind, "seat": seat,
                                     "until": None if until_candidacy else state["turn"]})
        return run
    return check


def _revueltas(state: State, seat: int, args: dict[str, Any]) -> Callable[[], None]:
    check_keys(args, ("card",))
    _needs_office(state, seat, yes=False)

    def run() -> None:
        for holder in [h for h in state["offices"].values() if h is not None]:
            if state["step"] != "over" and state["candidates"][holder]["status"] == "in":
                change_loyalty(state, holder, -2)
    return run


def faq_order(state: State, seats: list[int]) -> list[int]:
    """``seats`` in the FAQ's order: the turn player, then the highest office, then the
    highest total loyalty, then seat order from the turn player (D21)."""
    n, turn = state["players"], state["turn"]
    return sorted(seats, key=lambda s: (s != turn,
                                        -max((rank(o) for o in offices_of(state, s)), default=-1),
                                        -total_loyalty(state, s), (s - turn) % n))


def _industry_card(state: State, seat: int, args: dict[str, Any]) -> Callable[[], None]:
    check_keys(args, ("card",))
    _needs_office(state, seat)

    def run() -> None:
        hit = [c for c in in_play(state) if state["candidates"][c]["office"] is None
               and not state["candidates"][c]["hospital"]]
        order = [c for s in faq_order(state, seats_in(state)) for c in candidates_of(state, s)]
        windows_before = len(state["pending"])
        for c in sorted(hit, key=order.index):
            change_health(state, c, -2)
        dying = state["pending"][windows_before:]
        state["pending"][windows_before:] = list(reversed(dying))
        sync_phase(state)
    return run


def _contrabando(state: State, seat: int, args: dict[str, Any]) -> Callable[[], None]:
    check_keys(args, ("card", "pick", "payer"))
    if not isinstance(args["pick"], str) or not zones(state).has("discard", args["pick"]):
        raise IllegalMove("not_in_discard", "That card is not in the discard pile.")
    own_cand(state, seat, args["payer"])

    def run() -> None:
        zones(state).move(args["pick"], "discard", f"hand-{seat}")
        history_add(state, "smuggle", seat, [args["pick"]], payer=args["payer"])
        change_loyalty(state, args["payer"], -2)
    return run


def _hospitalizacion(state: State, seat: int, args: dict[str, Any]) -> Callable[[], None]:
    check_keys(args, ("card", "candidate"))
    _not_hospital(cand(state, args["candidate"]), args["candidate"])

    def run() -> None:
        entry = state["candidates"][args["candidate"]]
        entry["hospital"] = True
        entry["marker"] = True
        state["effects"].append({"card": args["card"], "kind": "hospitalizacion", "seat": seat,
                                 "until": state["turn"], "candidate": args["candidate"]})
    return run


def _cura(state: State, seat: int, args: dict[str, Any]) -> Callable[[], None]:
    check_keys(args, ("card", "candidate"))
    _not_hospital(cand(state, args["candidate"]), args["candidate"])

    def run() -> None:
        change_health(state, args["candidate"], 3)
    return run


def _traicion(state: State, seat: int, args: dict[str, Any]) -> Callable[[], None]:
    raise IllegalMove("needs_difamacion", "¡Traición! is played together with a Difamación card.")


SPECIALS: dict[str, Callable[[State, int, dict[str, Any]], Callable[[], None]]] = {
    "gran-purga": _gran_purga, "atentado": _atentado, "destitucion": _destitucion,
    "ascenso": _ascenso, "usurpacion": _usurpacion, "popularidad": _lasting("popularidad"),
    "plan-quinquenal": _lasting("plan-quinquenal", until_candidacy=True),
    "revueltas": _revueltas, "industrializacion": _industry_card,
    "colectivizacion": _industry_card, "patriotismo-heroico": _lasting("patriotismo-heroico"),
    "traicion": _traicion, "contrabando": _contrabando, "hospitalizacion": _hospitalizacion,
    "cura": _cura,
}


def play_special(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``play {"card": special, …}`` (the card is in ``seat``'s hand, checked by the caller)."""
    may_play_special(state, seat)
    kind = card_type(args["card"])
    window = state["pending"][-1] if state["pending"] else None
    if kind == "contraataque":
        if window is None or window["kind"] != "response" or window["seat"] != seat:
            raise IllegalMove("nothing_to_counter", "There is no Agresión to counter.")
        respond(state, seat, {"from": "hand", **args}, rng)
        return
    if kind == "cura" and window is not None and window["kind"] == "dying" \
            and args.get("candidate") == window["candidate"]:
        cure(state, seat, {"card": args["card"]}, rng)
        return
    run = SPECIALS[kind](state, seat, args)
    target = args.get("target", args.get("candidate"))
    zones(state).move(args["card"], f"hand-{seat}", TABLE if kind in LASTING else "discard")
    history_add(state, "special", seat, [args["card"]], how=kind, target=target,
                office=args.get("office"))
    state["passed"] = []
    if seat == state["turn"]:
        state["turn_state"]["acted"] = True  # a renewal is the turn's first action only
    run()
