"""An Inside Job seat whose player has left (docs/rules-decisions.md#inside-job, "A player who
leaves"; issue 33).

A trick takes a card from every player and the seat's cards have gone with its player, so a
hand still being played ends at once and the final vote follows, as when a hand ends with
neither side having won. The seat abstains from the vote (``flow.voters`` leaves it out), so
the game never awaits it and it needs no stand-in. Its role stays hidden until the end, it
may still be voted for, and it wins or loses with its side.
"""

from __future__ import annotations

from referee.games.base import State
from referee.games.inside_job.vote import resolve_if_cast, start_vote
from referee.games.kit.leaving import left_seats


def leave(state: State, seat: int, how: str) -> State:
    """``state`` once ``seat``'s player has left (``kit.leaving.leave`` then records the seat).

    Before or during the hand (phase ``peek`` or ``tricks``): a ``hand_cut`` event and the vote
    starts without the seat. During the vote: the vote resolves if the seat's was the last
    ballot awaited; a ballot it cast before leaving stands.
    """
    gone = set(left_seats(state)) | {seat}
    if state["phase"] in ("peek", "tricks"):
        state["history"].append({"type": "hand_cut", "seat": seat})
        start_vote(state, gone)
    elif state["phase"] == "vote":
        resolve_if_cast(state, gone)
    return state
