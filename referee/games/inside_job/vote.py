"""Inside Job's final vote: simultaneous and secret, resolved when the last ballot is in
(seed 003, Fase de votación, El señuelo, Agente paranoico; docs/rules-decisions.md#inside-job).
"""

from __future__ import annotations

import random
from collections.abc import Collection

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import (
    Args,
    check_keys,
    check_phase,
    is_int,
)
from referee.games.inside_job.flow import (
    check_seat,
    finish,
    seat_of,
    vote_targets,
    voters,
)
from referee.games.inside_job.roles import (
    AGENTS,
    DECOY,
    DECOY_SIDE,
    INSIDER,
    INSIDER_SIDE,
    PROFESSOR,
    votes_allowed,
)


def start_vote(state: State, gone: Collection[int] | None = None) -> None:
    """Open the vote once the hand is over and neither side has won; with nobody able to vote
    it resolves at once. ``gone``: the seats that abstain (``flow.voters``)."""
    state["phase"] = "vote"
    state["ballots"] = [None] * state["players"]
    state["history"].append({"type": "vote", "voters": voters(state, gone)})
    resolve_if_cast(state, gone)


def resolve_if_cast(state: State, gone: Collection[int] | None = None) -> None:
    """Resolve the vote when every voter but the seats ``gone`` has cast a ballot."""
    if all(state["ballots"][s] is not None for s in voters(state, gone)):
        _resolve(state)


def _targets(state: State, seat: int, raw: object) -> list[int]:
    if is_int(raw):
        raw = [raw]
    if not isinstance(raw, list) or not raw:
        raise IllegalMove("bad_args", "\"for\" must be a seat number or a list of seat numbers.")
    targets = [check_seat(state, t, "for") for t in raw]
    count, repeat = votes_allowed(state["roles"][seat], state["revealed"][seat])
    if len(targets) > count:
        if count == 1:
            raise IllegalMove("one_vote", "You have one vote: name a single seat.")
        raise IllegalMove("two_votes", "You have two votes at most: name one or two seats.")
    for target in targets:
        if target == seat:
            raise IllegalMove("vote_self", "You cannot vote for yourself.")
        if target not in vote_targets(state, seat):
            raise IllegalMove("vote_revealed",
                              "{seat} has revealed their role and cannot be voted for.",
                              seat=target)
    if len(targets) == 2 and targets[0] == targets[1] and not repeat:
        raise IllegalMove("vote_same",
                          "While your role is hidden your two votes go to two different seats.")
    return targets


def vote(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """A voter names who they think the Insider is: ``{"for": seat}``; the paranoid agent may
    send ``{"for": [seat, seat]}``. Ballots are secret and final; the last one resolves the vote.

    Raises 409 outside the vote, for a seat that does not vote (revealed players, the
    accomplice) or has already voted; 400 for a malformed ``for``; 422 for oneself
    (``vote_self``), a revealed seat (``vote_revealed``), too many votes (``one_vote``,
    ``two_votes``) or the hidden paranoid agent's two votes on one seat (``vote_same``).
    """
    check_phase(state, "vote")
    seat = actor.seat
    if seat is None or not 0 <= seat < state["players"]:
        raise not_your_turn()
    if seat not in voters(state):
        raise IllegalMove("cannot_vote",
                          "You take no part in the vote: revealed players and the accomplice do "
                          "not vote.")
    if state["ballots"][seat] is not None:
        raise IllegalMove("already_voted", "You have already voted.")
    check_keys(args, ("for",))
    state["ballots"][seat] = _targets(state, seat, args["for"])
    resolve_if_cast(state)
    return state


def _resolve(state: State) -> None:
    """Count the ballots: strictly the most votes designates a player; the Insider is caught
    only so. A tie at the top, or no vote at all, lets the Insider win. The decoy alone at the
    top wins alone; the decoy and the Insider sharing the top both win."""
    n = state["players"]
    tally = [0] * n
    for ballot in state["ballots"]:
        for target in ballot or ():
            tally[target] += 1
    top = max(tally)
    leaders = [s for s in range(n) if top and tally[s] == top]
    insider = seat_of(state, INSIDER)
    if insider is None:
        insider = seat_of(state, PROFESSOR)
    decoy = seat_of(state, DECOY)
    state["vote_result"] = {
        "tally": tally,
        "ballots": {str(s): b for s, b in enumerate(state["ballots"]) if b is not None},
        "designated": leaders[0] if len(leaders) == 1 else None,
    }
    if decoy is not None and leaders == [decoy]:
        finish(state, DECOY_SIDE, "decoy_designated")
    elif decoy in leaders and insider in leaders:
        finish(state, INSIDER_SIDE, "decoy_insider_tie", also=(decoy,))
    elif leaders == [insider]:
        finish(state, AGENTS, "insider_caught")
    elif len(leaders) == 1:
        finish(state, INSIDER_SIDE, "wrong_player")
    else:
        finish(state, INSIDER_SIDE, "vote_tie")
