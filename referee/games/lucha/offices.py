"""The five offices: precedence, ties and the settle procedure (seed 000, Ostentar Cargos,
Ascensos, Empates; docs/rules-decisions.md#lucha D9, D10).

Settle runs after every loyalty change, elimination or office special, offices from the highest
down: a qualified holder keeps his office; otherwise the eligible (in play, loyalty ≥ threshold,
holding no office or a lower one) compete, the greatest loyalty first, then the greater total
loyalty of their players; a tie between players leaves the office as it is; a tie between two
candidates of one player opens ``choose_office`` for him. Taking the Secretaría wins.
"""

from __future__ import annotations

from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.lucha.catalogue import tables
from referee.games.lucha.end import check_end
from referee.games.lucha.state import history_add, in_play, sync_phase, total_loyalty


def rank(office: str | None) -> int:
    """An office's place, lowest 0; -1 for no office."""
    return -1 if office is None else tables().offices.index(office)


def set_holder(state: State, office: str, candidate: str | None) -> None:
    """Give ``office`` to ``candidate`` (None: vacant); his lower office falls vacant."""
    old = state["offices"][office]
    if old is not None:
        state["candidates"][old]["office"] = None
    if candidate is not None:
        previous = state["candidates"][candidate]["office"]
        if previous is not None:
            state["offices"][previous] = None
        state["candidates"][candidate]["office"] = office
    state["offices"][office] = candidate
    history_add(state, "office", None, how="vacant" if candidate is None else "taken",
                office=office, candidate=candidate, former=old)


def _winner(state: State, office: str, eligible: list[str]) -> str | list[str] | None:
    """The single winner among ``eligible``, the tied candidates of one player (a list), or
    None for a tie between players."""
    cands = state["candidates"]
    best = max(cands[c]["loyalty"] for c in eligible)
    top = [c for c in eligible if cands[c]["loyalty"] == best]
    if len(top) == 1:
        return top[0]
    totals = {cands[c]["owner"]: total_loyalty(state, cands[c]["owner"]) for c in top}
    most = max(totals.values())
    owners = [s for s, t in totals.items() if t == most]
    if len(owners) > 1:
        return None
    mine = [c for c in top if cands[c]["owner"] == owners[0]]
    return mine[0] if len(mine) == 1 else mine


def settle(state: State) -> None:
    """Run the settle procedure; may open ``choose_office`` or end the game."""
    if state["step"] == "over" or any(p["kind"] == "choose_office" for p in state["pending"]):
        return
    thresholds = tables().thresholds
    cands = state["candidates"]
    for office in reversed(tables().offices):
        holder = state["offices"][office]
        need = thresholds[office]
        if holder is not None and cands[holder]["loyalty"] >= need:
            continue
        eligible = [c for c in in_play(state) if c != holder and cands[c]["loyalty"] >= need
                    and rank(cands[c]["office"]) < rank(office)]
        if not eligible:
            continue
        won = _winner(state, office, eligible)
        if won is None:
            continue
        if isinstance(won, list):
            if check_end(state):  # the Secretaría was taken higher up in this pass
                return
            owner = cands[won[0]]["owner"]
            state["pending"].append({"kind": "choose_office", "seat": owner, "office": office,
                                     "candidates": won})
            sync_phase(state)
            return
        set_holder(state, office, won)
    check_end(state)


def choose_office_holder(state: State, seat: int, args: dict[str, Any]) -> None:
    """``choose_office_holder {"candidate"}``: the tied player picks which of his candidates
    takes the office; settle then goes on. 422 ``not_tied`` for another candidate."""
    window = state["pending"][-1]
    if args.get("candidate") not in window["candidates"]:
        raise IllegalMove("not_tied", "Choose one of your tied candidates: {candidates}.",
                          candidates=", ".join(window["candidates"]))
    state["pending"].pop()
    set_holder(state, window["office"], args["candidate"])
    sync_phase(state)
    settle(state)
