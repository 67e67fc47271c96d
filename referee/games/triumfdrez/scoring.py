"""TriumfDrez scoring: the hand's points and the match to the target (seed 004 TriumfDrez,
"Puntuación"; docs/rules-decisions.md#triumfdrez, D7 and D9).

Scores are kept per side (``state["sides"]``: one seat each with 2 or 3 players, the pairs
[0, 2] and [1, 3] with 4). With contract c and the declarer side's tricks t: t ≥ c scores
c + 2(t − c) for the declarer side; t < c scores c + 2(c − t) for every other side.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.games.base import State
from referee.games.kit.history import record
from referee.games.kit.match import carry, sole_leader


def side_of(sides: Sequence[Sequence[int]], seat: int) -> int:
    """The index of the side ``seat`` plays on."""
    return next(k for k, side in enumerate(sides) if seat in side)


def hand_points(contract: int, taken: int, sides: int, declarer: int) -> dict[int, int]:
    """``{side: points}`` a hand scores: the declarer side ``declarer`` took ``taken`` tricks
    against ``contract``. Seed: c = 8, t = 10 → {declarer: 12}; t = 7 → 10 to each other side."""
    if taken >= contract:
        return {declarer: contract + 2 * (taken - contract)}
    return {k: contract + 2 * (contract - taken) for k in range(sides) if k != declarer}


def seat_scores(state: State) -> dict[str, int]:
    """``{seat: score}``: each seat shows its side's score (partners share one)."""
    return {str(seat): state["scores"][k] for k, side in enumerate(state["sides"])
            for seat in side}


def close_hand(state: State, taken: int) -> None:
    """Score the hand whose declarer side took ``taken`` tricks: ``hand_result`` and a public
    ``hand_end`` event, then the match ends when one side alone has the highest score at or over
    the target (else ``hand_over``: equal highest play another hand)."""
    contract = state["contract"]
    declarer = side_of(state["sides"], contract["declarer"])
    gained = hand_points(contract["tricks"], taken, len(state["sides"]), declarer)
    carry(state["scores"], gained)
    made = taken >= contract["tricks"]
    winners = sorted(seat for k in gained for seat in state["sides"][k])
    state["hand_result"] = {"declarer": contract["declarer"], "contract": contract["tricks"],
                            "taken": taken, "made": made,
                            "points": {str(seat): gained[k] for k in gained
                                       for seat in state["sides"][k]},
                            "winners": winners}
    record(state["history"], "hand_end", None, how="made" if made else "failed",
           hand=state["hand_no"], declarer=contract["declarer"], contract=contract["tricks"],
           taken=taken, points=dict(state["hand_result"]["points"]), winners=winners)
    state["to_act"] = None
    side = sole_leader(state["scores"], state["target"])
    if side is None:
        state["phase"] = "hand_over"
    else:
        state["phase"] = "over"
        state["result"] = match_result(state, list(state["sides"][side]))


def match_result(state: State, winners: list[int]) -> dict[str, Any]:
    """``{"winners", "reason": "target", "scores": {seat: int}, "hands"}``."""
    return {"winners": winners, "reason": "target", "scores": seat_scores(state),
            "hands": state["hand_no"]}
