"""Reading lucha's state: candidates, seats still in, effects in force, phases and the zones.

State shape (JSON-able; docs/rules-decisions.md#lucha)::

    {"players": n, "mode": "app" | "physical", "last_call": bool, "first": seat,
     "step": "prepare" | "turn" | "renew" | "industry" | "last_call" | "rescue" | "over",
     "phase": step, or the kind of the top pending window ("response" | "dying" | "choose_office"),
     "pending": [window, …] (a stack, top last), "turn": seat, "turn_no": int, "candidacy": int,
     "taken": [seats that had their turn this candidacy],
     "candidates": {id: {"owner", "loyalty", "health", "office", "status": "in" | "siberia" |
                         "dead", "marker": bool, "activated": [seat, turn_no] | None,
                         "hospital": bool}},
     "order": [candidate ids in deal order], "offices": {office: candidate | None},
     "zones": kit zones (deck, discard, table, hand-<seat>, assigned-<candidate>),
     "effects": [{"card", "kind", "seat", "until": seat | None, "candidate"}],
     "turn_state": {"acted", "received": [[candidate, type, seat]], "used": {seat: candidate},
                    "died": [seats]},
     "used": ["<office>:<seat>" abilities and exceptions used this candidacy],
     "prepared": [seats], "rescue": {...} | None, "industry": {...} | None,
     "looks": {"<seat>": {candidate: [cards the NKVD showed him]}},
     "passed": [seats] (last call), "history": [...], "result": None | outcome}
"""

from __future__ import annotations

from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.kit.history import record
from referee.games.kit.leaving import left_seats
from referee.games.kit.zones import Zones

TABLE = "table"


def assigned_zone(candidate: str) -> str:
    """The zone of the cards assigned face down to ``candidate``."""
    return f"assigned-{candidate}"


def zones(state: State) -> Zones:
    """The kit's view of the state's zones."""
    return Zones(state["zones"])


def sync_phase(state: State) -> None:
    """Set ``phase`` from the top pending window, else the step."""
    pending = state["pending"]
    state["phase"] = pending[-1]["kind"] if pending else state["step"]


def cand(state: State, candidate: Any) -> dict[str, Any]:
    """A candidate in play; 422 ``no_such_candidate`` otherwise."""
    entry = state["candidates"].get(candidate) if isinstance(candidate, str) else None
    if entry is None or entry["status"] != "in":
        raise IllegalMove("no_such_candidate", "There is no candidate {candidate} in play.",
                          candidate=str(candidate))
    return entry


def own_cand(state: State, seat: int, candidate: Any) -> dict[str, Any]:
    """One of ``seat``'s candidates in play; 422 ``no_such_candidate`` /
    ``not_your_candidate``."""
    entry = cand(state, candidate)
    if entry["owner"] != seat:
        raise IllegalMove("not_your_candidate", "{candidate} is not one of your candidates.",
                          candidate=candidate)
    return entry


def in_play(state: State) -> list[str]:
    """The candidates in play, in deal order."""
    return [c for c in state["order"] if state["candidates"][c]["status"] == "in"]


def candidates_of(state: State, seat: int) -> list[str]:
    """``seat``'s candidates in play, in deal order."""
    return [c for c in in_play(state) if state["candidates"][c]["owner"] == seat]


def seats_in(state: State) -> list[int]:
    """The seats that still have a candidate in play, in seat order."""
    owners = {state["candidates"][c]["owner"] for c in in_play(state)}
    return sorted(owners)


def last_call_awaits(state: State) -> list[int]:
    """The seats the last call waits for: every other seat still in, and every seat whose
    player has left, that has not passed (the left seat's stand-in passes;
    docs/rules-decisions.md#lucha, A player who leaves)."""
    callers = set(seats_in(state)) | set(left_seats(state))
    return [s for s in sorted(callers) if s != state["turn"] and s not in state["passed"]]


def lost(state: State, seat: int) -> int:
    """How many of ``seat``'s candidates are out (Siberia or death)."""
    return sum(1 for c in state["candidates"].values()
               if c["owner"] == seat and c["status"] != "in")


def offices_of(state: State, seat: int) -> list[str]:
    """The offices ``seat``'s candidates hold."""
    return [o for o, holder in state["offices"].items()
            if holder is not None and state["candidates"][holder]["owner"] == seat]


def total_loyalty(state: State, seat: int) -> int:
    """The loyalty of ``seat``'s candidates in play added up."""
    return sum(state["candidates"][c]["loyalty"] for c in candidates_of(state, seat))


def effect_on(state: State, kind: str, seat: int) -> bool:
    """True when an effect of ``kind`` benefits ``seat``."""
    return any(e["kind"] == kind and e["seat"] == seat for e in state["effects"])


def history_add(state: State, event: str, seat: int | None = None, cards: list[str] | None = None,
                how: str | None = None, **extra: Any) -> None:
    """Append a public event (kit history shape)."""
    record(state["history"], event, seat, cards or [], how, **extra)


def hand_has(state: State, seat: int, card: Any) -> None:
    """422 ``card_not_in_hand`` unless ``card`` is in ``seat``'s hand."""
    if not isinstance(card, str) or not zones(state).has(f"hand-{seat}", card):
        raise IllegalMove("card_not_in_hand", "The card {card} is not in your hand.",
                          card=str(card))
