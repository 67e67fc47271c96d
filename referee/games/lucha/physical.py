"""The public-tracks-only mode (⚙ ``cards`` = "physical"; docs/rules-decisions.md#lucha,
"Printed cards"): players use the printed deck; the app keeps loyalty, health, markers and
offices, settles the offices, shows hand limits, runs the end of the candidacy and the win.

Any seat may send ``adjust``, ``mark``, ``eliminate`` and ``set_office`` (each public, in the
history); the turn player sends ``end_turn {}``.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import IllegalMove, State, not_your_turn, wrong_phase
from referee.games.common import check_keys, is_int
from referee.games.lucha.catalogue import SECRETARY, tables
from referee.games.lucha.elimination import eliminate
from referee.games.lucha.flow import advance
from referee.games.lucha.offices import set_holder, settle
from referee.games.lucha.state import cand, history_add, seats_in


def _physical(state: State, seat: int) -> None:
    if state["mode"] != "physical" or state["phase"] != "turn":
        raise wrong_phase(state["phase"])
    if seat not in seats_in(state):
        raise not_your_turn()


def adjust(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``adjust {"candidate", "loyalty": int, "health": int}``: changes as played at the table
    (modifiers are the players'; the tracks are clamped)."""
    _physical(state, seat)
    check_keys(args, ("candidate",), ("loyalty", "health"))
    cand(state, args["candidate"])
    loyalty, health = args.get("loyalty", 0), args.get("health", 0)
    if not (is_int(loyalty) and is_int(health)):
        raise IllegalMove("bad_args", "The move's arguments are malformed: {detail}.",
                          detail="loyalty and health are whole numbers")
    entry = state["candidates"][args["candidate"]]
    loyalty_low, loyalty_high, _ = tables().loyalty
    health_low, health_high, _ = tables().health
    entry["loyalty"] = max(loyalty_low, min(loyalty_high, entry["loyalty"] + loyalty))
    entry["health"] = max(health_low, min(health_high, entry["health"] + health))
    history_add(state, "adjust", seat, candidate=args["candidate"], loyalty=loyalty,
                health=health)
    settle(state)


def mark(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``mark {"candidate", "activated": bool}``: the action marker on or off."""
    _physical(state, seat)
    check_keys(args, ("candidate", "activated"))
    cand(state, args["candidate"])["marker"] = bool(args["activated"])
    history_add(state, "mark", seat, candidate=args["candidate"], on=bool(args["activated"]))


#: ``eliminate``'s ``how`` → the candidate's fate; ``"death"`` is the older word for ``"dead"``.
ELIMINATION_FATES = {"siberia": "siberia", "dead": "dead", "death": "dead"}


def eliminate_move(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``eliminate {"candidate", "how": "siberia" | "dead"}``: the candidate's fate, in the words
    the view reports it (``"death"``, the word of moves logged before 2026-11-29, is read as
    ``"dead"`` so those tables replay; docs/api.md "Changes")."""
    _physical(state, seat)
    check_keys(args, ("candidate", "how"))
    cand(state, args["candidate"])
    fate = ELIMINATION_FATES.get(args["how"]) if isinstance(args["how"], str) else None
    if fate is None:
        raise IllegalMove("bad_args", "The move's arguments are malformed: {detail}.",
                          detail="how is siberia or dead")
    eliminate(state, args["candidate"], fate)


def set_office(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``set_office {"office", "candidate" | null}`` after an office special; then settle. The
    Secretaría is only ever taken by loyalty (422 ``not_for_secretary``)."""
    _physical(state, seat)
    check_keys(args, ("office", "candidate"))
    office = args["office"]
    if office not in tables().thresholds:
        raise IllegalMove("no_such_office", "There is no office {office}.", office=str(office))
    if office == SECRETARY:
        raise IllegalMove("not_for_secretary",
                          "This card cannot make anyone General Secretary.")
    if args["candidate"] is not None:
        cand(state, args["candidate"])
    set_holder(state, office, args["candidate"])
    settle(state)


def end_turn_physical(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``end_turn {}`` by the turn player: the next turn or the end of the candidacy. A turn
    player who is out (his player left during his turn) still closes it, by his stand-in."""
    if state["mode"] != "physical" or state["phase"] != "turn":
        raise wrong_phase(state["phase"])
    if seat != state["turn"]:
        raise not_your_turn()
    check_keys(args, ())
    advance(state, rng)
