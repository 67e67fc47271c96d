"""The end of a candidacy: rescue, markers, +1 loyalty, Siberia (seed 000, El final de una
candidatura, Enviar un candidato a Siberia, F.A.Q.; docs/rules-decisions.md#lucha D11, D12).

After every player still in had his turn: 1. each player with a candidate at negative loyalty,
in the FAQ order, may ``rescue`` each such candidate with one Demagogia from his hand, or
``pass``; 2. action markers come off (hospitalised candidates keep theirs); 3. every candidate in
play gains 1 loyalty (3 under Plan quinquenal), then settle; 4. those still below 0 go to
Siberia, then settle; 5. Plan quinquenal is discarded and the first player starts the next
candidacy.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import IllegalMove, State, not_your_turn, wrong_phase
from referee.games.common import check_keys
from referee.games.lucha.catalogue import DEMAGOGIA, card, card_type
from referee.games.lucha.elimination import eliminate
from referee.games.lucha.offices import settle
from referee.games.lucha.specials import faq_order
from referee.games.lucha.state import (
    TABLE,
    candidates_of,
    effect_on,
    hand_has,
    history_add,
    in_play,
    own_cand,
    seats_in,
    sync_phase,
    zones,
)
from referee.games.lucha.tracks import change_loyalty
from referee.games.lucha.turn import candidacy_order, start_turn


def disgraced(state: State, seat: int) -> list[str]:
    """``seat``'s candidates at negative loyalty not yet rescued this candidacy."""
    done = state["rescue"]["done"] if state["rescue"] else []
    return [c for c in candidates_of(state, seat)
            if state["candidates"][c]["loyalty"] < 0 and c not in done]


def begin_end(state: State, rng: random.Random) -> None:
    """Start the end of the candidacy: the rescue round (app mode), then the rest."""
    state["step"] = "rescue"
    state["rescue"] = {"queue": [], "seat": None, "done": []}
    if state["mode"] == "app":
        state["rescue"]["queue"] = [s for s in faq_order(state, seats_in(state))
                                    if disgraced(state, s)]
    _next_rescuer(state, rng)


def _next_rescuer(state: State, rng: random.Random) -> None:
    rescue = state["rescue"]
    while rescue["queue"] and not disgraced(state, rescue["queue"][0]):
        rescue["queue"].pop(0)
    if rescue["queue"]:
        rescue["seat"] = rescue["queue"][0]
        sync_phase(state)
        return
    finish_candidacy(state, rng)


def _rescuer(state: State, seat: int) -> None:
    if state["phase"] != "rescue":
        raise wrong_phase(state["phase"])
    if seat != state["rescue"]["seat"]:
        raise not_your_turn()


def rescue(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``rescue {"card": demagogia, "candidate"}``: one Demagogia on one disgraced candidate."""
    _rescuer(state, seat)
    check_keys(args, ("card", "candidate"))
    hand_has(state, seat, args["card"])
    if card_type(args["card"]) != DEMAGOGIA:
        raise IllegalMove("not_demagogia", "A candidate is rescued with a Demagogia card.")
    own_cand(state, seat, args["candidate"])
    if args["candidate"] not in disgraced(state, seat):
        raise IllegalMove("not_in_disgrace",
                          "{candidate} is not in disgrace or was already rescued.",
                          candidate=args["candidate"])
    zones(state).move(args["card"], f"hand-{seat}", "discard")
    state["rescue"]["done"].append(args["candidate"])
    history_add(state, "rescue", seat, [args["card"]], candidate=args["candidate"])
    change_loyalty(state, args["candidate"], card(args["card"]).value or 0)
    if state["step"] == "rescue" and not state["pending"] and not disgraced(state, seat):
        state["rescue"]["queue"].pop(0)
        _next_rescuer(state, rng)


def rescue_pass(state: State, seat: int, rng: random.Random) -> None:
    """``pass {}`` in the rescue round: no (more) rescue by this player."""
    _rescuer(state, seat)
    state["rescue"]["queue"].pop(0)
    _next_rescuer(state, rng)


def finish_candidacy(state: State, rng: random.Random) -> None:
    """Steps 2–5 of the end of a candidacy, then the next candidacy's first turn."""
    state["rescue"] = None
    for entry in state["candidates"].values():
        if not entry["hospital"]:
            entry["marker"] = False
            entry["activated"] = None
    history_add(state, "candidacy_end", None, candidacy=state["candidacy"])
    for c in in_play(state):
        owner = state["candidates"][c]["owner"]
        change_loyalty(state, c, 3 if effect_on(state, "plan-quinquenal", owner) else 1,
                       settle_now=False)
    settle(state)
    for c in [c for c in in_play(state) if state["candidates"][c]["loyalty"] < 0]:
        if state["step"] != "over":
            eliminate(state, c, "siberia", settle_now=False)
    if state["step"] == "over":
        return
    settle(state)
    if state["step"] == "over":
        return
    for effect in [e for e in state["effects"] if e["kind"] == "plan-quinquenal"]:
        state["effects"].remove(effect)
        zones(state).move(effect["card"], TABLE, "discard")
    state["used"] = []
    state["taken"] = []
    state["candidacy"] += 1
    start_turn(state, candidacy_order(state)[0], rng)
