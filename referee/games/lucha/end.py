"""The end of a lucha game and its outcome (seed 000, Objetivo del juego; docs/rules-decisions.md
#lucha, "End").

A candidate who takes the Secretaría wins at once for its player; a player with no candidate in
play is out (hand discarded); the last player with candidates wins; nobody left → no winner.
"""

from __future__ import annotations

from typing import Any

from referee.games.base import State
from referee.games.lucha.catalogue import SECRETARY
from referee.games.lucha.state import history_add, seats_in, sync_phase, zones


def finish(state: State, winners: list[int], reason: str) -> None:
    """Close the game: step ``over``, no pending window, ``result`` kept for ``outcome``."""
    state["step"] = "over"
    state["pending"] = []
    state["result"] = {"winners": winners, "reason": reason}
    history_add(state, "game_over", None, how=reason, winners=winners)
    sync_phase(state)


def check_end(state: State) -> bool:
    """End the game when the Secretaría is held or at most one player has candidates; players
    with none are put out (hand discarded). Returns True when the game is over."""
    if state["step"] == "over":
        return True
    holder = state["offices"].get(SECRETARY)
    if holder is not None:
        finish(state, [state["candidates"][holder]["owner"]], "general_secretary")
        return True
    still = seats_in(state)
    for seat in range(state["players"]):
        if seat not in still and seat not in state["out"]:
            state["out"].append(seat)
            hand = f"hand-{seat}"
            if hand in state["zones"]:
                cards = zones(state).cards(hand)
                for card in cards:
                    zones(state).move(card, hand, "discard")
                history_add(state, "player_out", seat, cards)
    if len(still) <= 1:
        finish(state, still, "last_player" if still else "none")
        return True
    return False


def outcome(state: State) -> dict[str, Any] | None:
    """None while the game goes on; else ``{"winners", "reason": "general_secretary" |
    "last_player" | "none", "candidates": {id: {owner, loyalty, health, office, fate}},
    "candidacies": n}`` (fate: "in" | "siberia" | "dead")."""
    result = state.get("result")
    if result is None:
        return None
    return {
        "winners": list(result["winners"]),
        "reason": result["reason"],
        "candidates": {cid: {"owner": c["owner"], "loyalty": c["loyalty"], "health": c["health"],
                             "office": c["office"], "fate": c["status"]}
                       for cid, c in state["candidates"].items()},
        "candidacies": state["candidacy"],
    }
