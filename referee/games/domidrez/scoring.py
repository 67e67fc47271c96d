"""DomiDrez scoring: going out, the blocked game, the match to the target (seed 004 DomiDrez;
docs/rules-decisions.md#domidrez, D4 and D5).

Counts are cards left per seat, in seat order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.games.base import State
from referee.games.kit.match import close_shedding_hand, sole_leader


def close_hand(state: State, counts: Sequence[int], out: int | None = None) -> None:
    """Score the hand (going out by seat ``out``, or blocked when None: each tied player of a
    blocked hand scores, D4), record it in ``hand_result`` and in the public history (event
    ``hand_end``, how ``out`` / ``blocked``, with the hand's number, cards left, points and
    winners), then end the match when someone reached the target with the single highest score
    (else ``hand_over``: equal highest play another hand)."""
    close_shedding_hand(state, counts, out)
    winner = sole_leader(state["scores"], state["target"])
    if winner is None:
        state["phase"] = "hand_over"
    else:
        state["phase"] = "over"
        state["result"] = match_result(state, [winner])


def match_result(state: State, winners: list[int]) -> dict[str, Any]:
    """``{"winners", "reason", "scores": {seat: int}, "hands"}``."""
    return {"winners": winners, "reason": "target",
            "scores": {str(s): v for s, v in enumerate(state["scores"])},
            "hands": state["hand_no"]}
