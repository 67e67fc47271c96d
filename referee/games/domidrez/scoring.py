"""DomiDrez scoring: going out, the blocked game, the match to the target (seed 004 DomiDrez;
docs/rules-decisions.md#domidrez, D4 and D5).

Counts are cards left per seat, in seat order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.games.base import State


def going_out(counts: Sequence[int], seat: int) -> dict[int, int]:
    """``seat`` emptied his hand: he scores every card left in the other hands."""
    return {seat: sum(n for s, n in enumerate(counts) if s != seat)}


def blocked(counts: Sequence[int]) -> dict[int, int]:
    """A blocked game: the fewest cards win; each tied player (D4) scores the sum, over the
    others, of their count minus his."""
    low = min(counts)
    points = sum(n - low for n in counts)
    return {s: points for s, n in enumerate(counts) if n == low}


def close_hand(state: State, counts: Sequence[int], out: int | None = None) -> None:
    """Score the hand (going out by seat ``out``, or blocked when None), record it in
    ``hand_result``, then end the match when someone reached the target with the single
    highest score (else ``hand_over``: equal highest play another hand)."""
    was_blocked = out is None
    gained = blocked(counts) if out is None else going_out(counts, out)
    for s, points in gained.items():
        state["scores"][s] += points
    state["hand_result"] = {"blocked": was_blocked, "cards_left": {str(s): n for s, n in
                                                                   enumerate(counts)},
                            "points": {str(s): p for s, p in gained.items()},
                            "winners": sorted(gained)}
    state["to_play"] = None
    scores = state["scores"]
    top = max(scores)
    leaders = [s for s, v in enumerate(scores) if v == top]
    if top >= state["target"] and len(leaders) == 1:
        state["phase"] = "over"
        state["result"] = match_result(state, leaders)
    else:
        state["phase"] = "hand_over"


def match_result(state: State, winners: list[int]) -> dict[str, Any]:
    """``{"winners", "reason", "scores": {seat: int}, "hands"}``."""
    return {"winners": winners, "reason": "target",
            "scores": {str(s): v for s, v in enumerate(state["scores"])},
            "hands": state["hand_no"]}
