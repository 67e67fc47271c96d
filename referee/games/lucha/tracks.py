"""Loyalty and health changes with their modifiers (seed 000, cards 09–10 Popularidad, 17
Patriotismo Heroico, 20 Hospitalización; docs/rules-decisions.md#lucha D17–D19).

A loss to a candidate of a player with Popularidad in force is 1 smaller (never below 0); a gain
to a candidate of a player with Patriotismo Heroico in force is 1 larger. Loyalty stays within
−5…25 and health within 0…10; offices are settled after every loyalty change; health 0 opens a
``dying`` window for the owner.
"""

from __future__ import annotations

from referee.games.base import State
from referee.games.lucha.catalogue import tables
from referee.games.lucha.offices import settle
from referee.games.lucha.state import effect_on, history_add, sync_phase


def _modified(state: State, owner: int, delta: int, loyalty: bool) -> int:
    """``delta`` after the owner's Popularidad (loyalty losses) and Patriotismo (gains)."""
    if loyalty and delta < 0 and effect_on(state, "popularidad", owner):
        delta = min(delta + 1, 0)
    if loyalty and delta > 0 and effect_on(state, "patriotismo-heroico", owner):
        delta += 1
    return delta


def change_loyalty(state: State, candidate: str, delta: int, settle_now: bool = True) -> int:
    """Add ``delta`` (modified, clamped) to ``candidate``'s loyalty, then settle the offices.
    Returns the change actually made."""
    entry = state["candidates"][candidate]
    low, high, _ = tables().loyalty
    delta = _modified(state, entry["owner"], delta, loyalty=True)
    new = max(low, min(high, entry["loyalty"] + delta))
    made = new - entry["loyalty"]
    entry["loyalty"] = new
    history_add(state, "loyalty", entry["owner"], candidate=candidate, change=made, value=new)
    if settle_now:
        settle(state)
    return made


def change_health(state: State, candidate: str, delta: int) -> int:
    """Add ``delta`` (clamped 0…10) to ``candidate``'s health; at 0 a ``dying`` window opens for
    its owner. Returns the change actually made."""
    entry = state["candidates"][candidate]
    low, high, _ = tables().health
    new = max(low, min(high, entry["health"] + delta))
    made = new - entry["health"]
    entry["health"] = new
    history_add(state, "health", entry["owner"], candidate=candidate, change=made, value=new)
    if new == 0 and made < 0 and state["step"] != "over":
        state["pending"].append({"kind": "dying", "seat": entry["owner"],
                                 "candidate": candidate})
        sync_phase(state)
    return made
