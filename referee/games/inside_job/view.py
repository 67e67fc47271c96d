"""What each viewer of an Inside Job table may see, and the outcome
(docs/rules-decisions.md#inside-job).

Every view is built from scratch as a whitelist. Public: the special roles in play, the
thresholds, briefcases, missions, the leader, the last trick and why it was won, the revealed
roles, whose card the accomplice looked at, who has voted (never for whom), and at the end every
role and ballot. Private: the viewer's own role and goal, the accomplice's peek, the voter's own
options and ballot. An omniscient viewer (a moderator who does not play) also sees every role
and every pending ballot. Earlier tricks' cards are not shown: the seed forbids consulting the
cards already played.
"""

from __future__ import annotations

import copy
from typing import Any

from referee.games.base import State, Viewer
from referee.games.common import assemble_view
from referee.games.inside_job.flow import awaiting, moves_for, seat_of, vote_targets, voters
from referee.games.inside_job.roles import (
    ACCOMPLICE,
    MISSIONS_TO_WIN,
    goal,
    insider_briefcases,
    reveal_threshold,
    votes_allowed,
)
from referee.games.inside_job.tricks import CARDS_AT_HAND_END, cards_dealt, tricks_in_hand


def _public(state: State) -> dict[str, Any]:
    n, roles, revealed = state["players"], state["roles"], state["revealed"]
    phase = state["phase"]
    accomplice = seat_of(state, ACCOMPLICE)
    in_vote = phase == "vote"
    return {
        "players": n,
        "special_roles": list(state["special_roles"]),
        "thresholds": {
            "missions": MISSIONS_TO_WIN[n],
            "insider_briefcases": insider_briefcases(n, roles),
            "reveal": reveal_threshold(n, roles),
        },
        "leader": state["leader"],
        "briefcases": list(state["briefcases"]),
        "may_place_briefcase": [state["briefcases"][s] > 0 and not revealed[s] for s in range(n)],
        "missions": state["missions"],
        "tricks": state["tricks"],
        "tricks_in_hand": tricks_in_hand(n),
        "cards_left": cards_dealt(n) - state["tricks"],
        "cards_at_hand_end": CARDS_AT_HAND_END[n],
        "revealed": {str(s): roles[s] for s in range(n) if revealed[s]},
        "accomplice": (None if accomplice is None
                       else {"seat": accomplice, "partner": state["partner"]}),
        "last_trick": copy.deepcopy(state["last_trick"]),
        "voters": voters(state) if in_vote else [],
        "voted": ([s for s in voters(state) if state["ballots"][s] is not None]
                  if in_vote else []),
        "vote": copy.deepcopy(state["vote_result"]),
        "roles": ({str(s): r for s, r in enumerate(roles)} if phase == "over" else None),
        "history": copy.deepcopy(state["history"]),
    }


def _own(state: State, seat: int) -> dict[str, Any]:
    role, revealed = state["roles"][seat], state["revealed"][seat]
    partner = state["partner"]
    own: dict[str, Any] = {
        "seat": seat,
        "role": role,
        "goal": goal(role, revealed),
        "moves": moves_for(state, seat),
        "peek": (None if role != ACCOMPLICE or partner is None
                 else {"seat": partner, "role": state["roles"][partner]}),
        "vote": None,
    }
    if state["phase"] == "vote" and seat in voters(state):
        count, repeat = votes_allowed(role, revealed)
        ballot = state["ballots"][seat]
        own["vote"] = {"targets": vote_targets(state, seat), "votes": count, "repeat": repeat,
                       "ballot": None if ballot is None else list(ballot)}
    return own


def _everything(state: State) -> dict[str, Any]:
    ballots = state["ballots"] if state["phase"] == "vote" else []
    return {
        "roles": {str(s): r for s, r in enumerate(state["roles"])},
        "goals": {str(s): goal(r, state["revealed"][s]) for s, r in enumerate(state["roles"])},
        "ballots": {str(s): list(b) for s, b in enumerate(ballots) if b is not None},
        "awaiting": awaiting(state),
    }


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` for ``viewer`` (base.Game.view).

    ``private`` for a seat: ``{"seat", "role", "goal", "moves", "peek", "vote"}`` where ``peek``
    is ``{"seat", "role"}`` for the accomplice after its peek (else None) and ``vote`` is
    ``{"targets", "votes", "repeat", "ballot"}`` for a voter during the vote (else None). For an
    omniscient viewer: ``{"roles", "goals", "ballots", "awaiting"}`` (dicts keyed by seat as
    str). ``{}`` for anyone else.
    """
    return assemble_view(state, viewer, public=_public, own=_own, everything=_everything)


def outcome(state: State) -> dict[str, Any] | None:
    """None while the game goes on; at the end ``{"winners", "roles", "side", "reason"}``.

    ``winners`` lists seats; ``roles`` maps each seat (str key) to its role id; ``side`` is
    ``"agents"``, ``"insider"`` or ``"decoy"``; ``reason`` one of ``missions``,
    ``insider_briefcases``, ``bugged_agent``, ``reckless_revealed``, ``professor_revealed``,
    ``all_revealed``, ``insider_caught``, ``wrong_player``, ``vote_tie``, ``decoy_designated``,
    ``decoy_insider_tie``.
    """
    result = state["result"]
    if result is None:
        return None
    return {
        "winners": list(result["winners"]),
        "roles": {str(s): r for s, r in enumerate(state["roles"])},
        "side": result["side"],
        "reason": result["reason"],
    }
