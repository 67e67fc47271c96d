"""How a lucha game goes on from one turn to the next and from one candidacy to the next (seed
000, El turno de juego, El final de una candidatura; docs/rules-decisions.md#lucha D1, D11, D12,
D22): the state flow that the turn's moves (``turn``), the rescue round (``candidacy``), the
offices' powers and the physical mode all lead into.

A turn starts by expiring the effects placed in front of its player (Popularidad, Patriotismo
Heroico; Hospitalización gives +5 health and takes its marker off) and drawing up to the hand
limit. A closed turn hands over to the last call (⚙ ``last_call``), to the next player still in,
or — after every player still in had his turn — to the end of the candidacy: 1. the rescue
round, each player with a candidate at negative loyalty in the FAQ order (the moves are in
``candidacy``); 2. action markers come off (hospitalised candidates keep theirs); 3. every
candidate in play gains 1 loyalty (3 under Plan quinquenal), then settle; 4. those still below 0
go to Siberia, then settle; 5. Plan quinquenal is discarded and the first player starts the next
candidacy.
"""

from __future__ import annotations

import random

from referee.games.base import State
from referee.games.kit.seats import seats_from
from referee.games.lucha.elimination import eliminate
from referee.games.lucha.limits import hand_limit
from referee.games.lucha.offices import settle
from referee.games.lucha.specials import faq_order
from referee.games.lucha.state import (
    TABLE,
    candidates_of,
    effect_on,
    history_add,
    in_play,
    seats_in,
    sync_phase,
    zones,
)
from referee.games.lucha.tracks import change_health, change_loyalty


def draw(state: State, seat: int, count: int, rng: random.Random) -> list[str]:
    """Draw ``count`` cards into ``seat``'s hand; an empty deck takes the discard pile
    reshuffled with the move's rng (D22). Returns the cards drawn."""
    z = zones(state)
    drawn: list[str] = []
    for _ in range(count):
        if z.count("deck") == 0:
            if z.reshuffle("discard", "deck", rng) == 0:
                break
            history_add(state, "reshuffle", None)
        drawn += z.draw("deck", 1, f"hand-{seat}")
    return drawn


def draw_to_limit(state: State, seat: int, rng: random.Random) -> None:
    """Draw ``seat``'s hand up to its limit (nothing when already there)."""
    missing = hand_limit(state, seat) - zones(state).count(f"hand-{seat}")
    if missing > 0:
        draw(state, seat, missing, rng)


def _expire(state: State, seat: int) -> None:
    """End the effects placed in front of ``seat`` (or of a player who is out)."""
    z = zones(state)
    for effect in list(state["effects"]):
        until = effect["until"]
        if until is None or (until != seat and until not in state["out"]):
            continue
        state["effects"].remove(effect)
        z.move(effect["card"], TABLE, "discard")
        history_add(state, "expired", effect["seat"], [effect["card"]], how=effect["kind"],
                    candidate=effect.get("candidate"))
        if effect["kind"] == "hospitalizacion":
            entry = state["candidates"][effect["candidate"]]
            entry["hospital"] = False
            entry["marker"] = False
            change_health(state, effect["candidate"], 5)


def start_turn(state: State, seat: int, rng: random.Random) -> None:
    """Begin ``seat``'s turn: expire his effects, reset the turn's records, draw."""
    state["turn"] = seat
    state["turn_no"] += 1
    state["turn_state"] = {"acted": False, "received": [], "used": {}, "died": []}
    state["step"] = "turn"
    state["passed"] = []
    history_add(state, "turn", seat, candidacy=state["candidacy"])
    _expire(state, seat)
    if state["mode"] == "app":
        draw_to_limit(state, seat, rng)
    sync_phase(state)


def candidacy_order(state: State) -> list[int]:
    """The seats still in, in turn order from the first player."""
    still = seats_in(state)
    return [s for s in seats_from(state["first"], state["players"]) if s in still]


def advance(state: State, rng: random.Random) -> None:
    """Close the turn: the next player's turn, or the end of the candidacy."""
    if state["turn"] not in state["taken"]:
        state["taken"].append(state["turn"])
    full = seats_from(state["first"], state["players"])
    still = seats_in(state)
    later = [s for s in full[full.index(state["turn"]) + 1:]
             if s in still and s not in state["taken"]]
    if later:
        start_turn(state, later[0], rng)
    else:
        begin_end(state, rng)


def close_turn(state: State, rng: random.Random) -> None:
    """After ``end_turn`` or a renewal: the last call, or the next turn at once."""
    others = [s for s in seats_in(state) if s != state["turn"]]
    if state["last_call"] and state["mode"] == "app" and others:
        state["step"] = "last_call"
        state["passed"] = []
        sync_phase(state)
    else:
        advance(state, rng)


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
    next_rescuer(state, rng)


def next_rescuer(state: State, rng: random.Random) -> None:
    """The next player of the rescue round who still has a disgraced candidate, or steps 2–5
    when nobody is left."""
    rescue = state["rescue"]
    while rescue["queue"] and not disgraced(state, rescue["queue"][0]):
        rescue["queue"].pop(0)
    if rescue["queue"]:
        rescue["seat"] = rescue["queue"][0]
        sync_phase(state)
        return
    finish_candidacy(state, rng)


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
