"""Inside Job's turn flow: who acts, reveals and their effects, the end of the game, the
accomplice's peek (seed 003, docs/rules-decisions.md#inside-job).

State (plain JSON data, lists indexed by seat)::

    players: int                 special_roles: [role id]       roles: [role id]
    phase: "peek" | "tricks" | "vote" | "over"
    leader: seat                 briefcases: [int]              revealed: [bool]
    missions: int (succeeded)    tricks: int (recorded)         played: [[suit, value]]
    partner: seat | None (the seat the accomplice peeked at)
    last_trick: dict | None      ballots: [[seat] | None]       vote_result: dict | None
    result: {"side", "reason", "winners"} | None                history: [public event]

``roles`` of hidden seats and pending ``ballots`` are the secrets.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import Any

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase, is_int, moves_now
from referee.games.inside_job.roles import (
    ACCOMPLICE,
    AGENTS,
    INSIDER,
    INSIDER_SIDE,
    PROFESSOR,
    RECKLESS,
    TIM_SHADY,
    reveal_threshold,
    votes_allowed,
    winners,
)
from referee.games.kit.leaving import left_seats
from referee.games.kit.seats import seats_from

PHASE_MOVES = {"peek": "peek", "tricks": "trick", "vote": "vote"}


def seat_of(state: State, role: str) -> int | None:
    """The seat holding ``role``, None when it is not in play."""
    return state["roles"].index(role) if role in state["roles"] else None


def vote_targets(state: State, seat: int) -> list[int]:
    """The seats ``seat`` may vote for: any other seat not revealed (seed 003, Votación)."""
    return [t for t in range(state["players"]) if t != seat and not state["revealed"][t]]


def voters(state: State, gone: Collection[int] | None = None) -> list[int]:
    """The seats that vote, in table order: those with a vote and someone to vote for, but not
    the seats ``gone`` (default: those whose player has left, who abstain; A player who
    leaves, docs/rules-decisions.md#inside-job)."""
    gone = left_seats(state) if gone is None else gone
    return [s for s in range(state["players"])
            if votes_allowed(state["roles"][s], state["revealed"][s])[0] and vote_targets(state, s)
            and s not in gone]


def awaiting(state: State) -> list[int]:
    """The seats that must act now, in table order (empty when the game is over)."""
    phase = state["phase"]
    if phase == "peek":
        return [seat_of(state, ACCOMPLICE)]
    if phase == "tricks":
        return [state["leader"]]
    if phase == "vote":
        return [s for s in voters(state) if state["ballots"][s] is None]
    return []


def moves_for(state: State, seat: int | None) -> list[str]:
    """The names of the moves ``seat`` may send now (``[]`` when it has nothing to do)."""
    return moves_now(state, seat, awaiting(state), PHASE_MOVES)


def check_seat(state: State, value: Any, name: str) -> int:
    """``value`` as a seat of this table; 400 ``bad_args`` otherwise."""
    if not is_int(value) or not 0 <= value < state["players"]:
        raise IllegalMove("bad_args", "\"{name}\" must be a seat number from 0 to {last}.",
                          name=name, last=state["players"] - 1)
    return value


def finish(state: State, side: str, reason: str, also: tuple[int, ...] = ()) -> None:
    """End the game: ``side`` wins for ``reason`` (with the extra seats ``also``)."""
    won = winners(state["roles"], state["revealed"], side, state["partner"], also)
    state["result"] = {"side": side, "reason": reason, "winners": won}
    state["phase"] = "over"
    state["history"].append({"type": "end", "side": side, "reason": reason})


def reveal(state: State, seat: int, cause: str) -> None:
    """``seat`` shows its role to all and its card's effect follows (seed 003, Revelar).

    ``cause`` is ``"start"`` (bugged agent, accomplice) or ``"briefcases"`` (threshold). On a
    threshold reveal the Insider wins, the professor loses, the reckless agent makes the agents
    win and Tim Shady steals a briefcase from the player to his right. When the professor plays
    and every other seat has revealed, the professor wins.
    """
    role = state["roles"][seat]
    state["revealed"][seat] = True
    state["history"].append({"type": "reveal", "seat": seat, "role": role, "cause": cause})
    if cause == "briefcases":
        if role == INSIDER:
            finish(state, INSIDER_SIDE, "insider_briefcases")
        elif role == PROFESSOR:
            finish(state, AGENTS, "professor_revealed")
        elif role == RECKLESS:
            finish(state, AGENTS, "reckless_revealed")
        elif role == TIM_SHADY:
            _steal(state, seat)
    professor = seat_of(state, PROFESSOR)
    if state["phase"] != "over" and professor is not None and all(
            state["revealed"][s] for s in range(state["players"]) if s != professor):
        finish(state, INSIDER_SIDE, "all_revealed")


def _steal(state: State, seat: int) -> None:
    right = (seat - 1) % state["players"]
    if state["briefcases"][right] > 0:
        state["briefcases"][right] -= 1
        state["briefcases"][seat] += 1
        state["history"].append({"type": "steal", "seat": seat, "from": right})


def forced_reveals(state: State, first: int) -> None:
    """Reveal, in play order from ``first``, every hidden seat at the reveal threshold."""
    n = state["players"]
    threshold = reveal_threshold(n, state["roles"])
    for seat in seats_from(first, n):
        if state["phase"] == "over":
            return
        if not state["revealed"][seat] and state["briefcases"][seat] >= threshold:
            reveal(state, seat, "briefcases")


def peek(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """The accomplice looks at ``{"seat": int}``'s role card; that seat is now its partner.

    The table sees whose card is looked at; only the accomplice sees the role (seed 003, El
    cómplice). Raises 409 outside the peek phase or for any seat but the accomplice, 400 for a
    malformed seat, 422 ("peek_self") for its own seat. The tricks start after the peek.
    """
    check_phase(state, "peek")
    accomplice = seat_of(state, ACCOMPLICE)
    if actor.seat is None or actor.seat != accomplice:
        raise not_your_turn()
    check_keys(args, ("seat",))
    target = check_seat(state, args["seat"], "seat")
    if target == accomplice:
        raise IllegalMove("peek_self", "Look at another player's role card, not your own.")
    state["partner"] = target
    state["history"].append({"type": "peek", "seat": accomplice, "partner": target})
    state["phase"] = "tricks"
    return state
