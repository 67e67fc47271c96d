"""RummiDrez scoring: going out, the blocked hand and the match (seed 004 RummiDrez;
docs/rules-decisions.md#rummidrez, D4 and "Match").

Going out and the blocked hand score as in DomiDrez (the same family, D4): the two share
``kit.match.close_shedding_hand``. The match ends when one seat alone has the highest score
and it reaches the ``target``; with ``target`` None (a match against the clock) the moderator
ends it (``end_match``) and the highest scores share the win. Counts are cards left per seat, in
seat order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.games.base import State
from referee.games.kit.ledger import leaders
from referee.games.kit.match import close_shedding_hand, sole_leader
from referee.games.rummidrez.deal import HAND_OVER, OVER


def close_hand(state: State, counts: Sequence[int], out: int | None = None) -> None:
    """Score the hand (``out`` emptied his hand, or blocked when None), record it in
    ``hand_result`` and in the public history (event ``hand_end``), then end the match when a
    single seat leads at or above the target (else ``hand_over``)."""
    close_shedding_hand(state, counts, out)
    if sole_leader(state["scores"], state["target"]) is None:
        state["phase"] = HAND_OVER
    else:
        finish_match(state, "target")


def finish_match(state: State, reason: str) -> None:
    """End the match: the seats with the highest score win (``reason`` "target" or "time")."""
    state["phase"] = OVER
    state["to_play"] = None
    state["result"] = {"winners": leaders(state["scores"]), "reason": reason}


def match_outcome(state: State) -> dict[str, Any]:
    """``{"winners", "reason", "scores": {seat: int}, "hands"}`` of a finished match."""
    result = state["result"]
    return {"winners": list(result["winners"]), "reason": result["reason"],
            "scores": {str(s): v for s, v in enumerate(state["scores"])},
            "hands": state["hand_no"]}
