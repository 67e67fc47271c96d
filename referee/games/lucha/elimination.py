"""A candidate leaves the game: Siberia or death (seed 000, Eliminar candidatos, Descartando un
candidato; docs/rules-decisions.md#lucha D22).

It goes out of play face down, its assigned cards are discarded, its office falls vacant (then
settle), its owner's hand limit drops by one; a player left without candidates is out, and the
last player with candidates wins.
"""

from __future__ import annotations

from referee.games.base import State
from referee.games.lucha.end import check_end
from referee.games.lucha.offices import set_holder, settle
from referee.games.lucha.state import TABLE, assigned_zone, history_add, sync_phase, zones


def eliminate(state: State, candidate: str, how: str, settle_now: bool = True) -> None:
    """Send ``candidate`` to Siberia (``how`` "siberia") or kill it ("dead")."""
    entry = state["candidates"][candidate]
    entry["status"] = how
    entry["marker"] = False
    entry["hospital"] = False
    z = zones(state)
    cards = z.cards(assigned_zone(candidate)) if assigned_zone(candidate) in state["zones"] else []
    for card in cards:
        z.move(card, assigned_zone(candidate), "discard")
    if entry["office"] is not None:
        set_holder(state, entry["office"], None)
    if how == "dead" and entry["owner"] not in state["turn_state"]["died"]:
        state["turn_state"]["died"].append(entry["owner"])
    for window in [p for p in state["pending"] if candidate in (p.get("candidate"),
                                                                p.get("target"))]:
        state["pending"].remove(window)
        for card in window.get("cards", []):
            z.move(card, TABLE, "discard")
    for effect in [e for e in state["effects"] if e.get("candidate") == candidate]:
        state["effects"].remove(effect)
        z.move(effect["card"], TABLE, "discard")
    history_add(state, "eliminated", entry["owner"], cards, how=how, candidate=candidate)
    sync_phase(state)
    if not check_end(state) and settle_now:
        settle(state)
