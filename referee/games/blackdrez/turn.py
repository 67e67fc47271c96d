"""Who holds the turn in a BlackDrez round (seed 004 BlackDrez; docs/rules-decisions.md#blackdrez,
D2 and D3).

The turn holder is the active player with the lowest declared score. A holder tied for the lowest
keeps the turn; otherwise the turn goes to the first tied lowest after the last holder (at the
start of a round: after the dealer).
"""

from __future__ import annotations

from referee.games.base import State
from referee.games.blackdrez.scores import declared
from referee.games.kit.seats import next_seat
from referee.games.kit.zones import hand


def score_of(state: State, seat: int) -> int:
    """``seat``'s declared score (its face-up hand, jokers as declared)."""
    return declared(state["zones"][hand(seat)]["cards"], state["jokers"])


def lowest(state: State) -> list[int]:
    """The active seats with the lowest declared score, in seat order."""
    scores = {seat: score_of(state, seat) for seat in state["active"]}
    low = min(scores.values())
    return sorted(seat for seat, score in scores.items() if score == low)


def all_tied(state: State) -> bool:
    """True when every active player declares the same score (standing is allowed, D3)."""
    return len(lowest(state)) == len(state["active"])


def recompute_holder(state: State, last: int) -> None:
    """Set ``state["holder"]`` after a change of scores or of active players; ``last`` is the
    seat that had the last turn (the dealer at the start of a round)."""
    low = lowest(state)
    state["holder"] = last if last in low else next_seat(last, state["players"], low)


def first_holder(state: State) -> None:
    """Set ``state["holder"]`` at the start of a round: the first of the lowest after the
    dealer (the dealer himself last)."""
    state["holder"] = next_seat(state["dealer"], state["players"], lowest(state))
