"""A Pax Pamir seat whose player has left (docs/rules-decisions.md#pax-pamir D8-D10, "A player
who leaves"; issue 33).

The player is removed from later checks: no later check enters or scores him (``roster.in_game``
leaves him out), his points so far stay on the score sheet, and he cannot win: the lead, the most
points and the tie-break compare the players still in the game. Any phone still at the table
enters the checks, so the game never awaits his seat and it needs no stand-in.
"""

from __future__ import annotations

from referee.games.base import State
from referee.games.kit.leaving import left_seats
from referee.games.pax_pamir.roster import in_game
from referee.games.pax_pamir.scoring import finish
from referee.games.pax_pamir.setup import MIN_PLAYERS


def leave(state: State, seat: int, how: str) -> State:
    """``state`` once ``seat``'s player has left (``kit.leaving.leave`` then records the seat).

    During the tie-break he leaves the tied players; the last one of them wins (reason
    ``final``: the most points among the players in the game). While checks are entered,
    fewer than two players still in the game end it: the one left wins (reason
    ``players_left``), as the game is played by two at least.
    """
    still = in_game(state, set(left_seats(state)) | {seat})
    if state["phase"] in ("tiebreak", "still_tied"):
        state["tied"] = [player for player in state["tied"] if player in still]
        if len(state["tied"]) == 1:
            finish(state, state["tied"], "final")
    elif state["phase"] == "play" and len(still) < MIN_PLAYERS:
        finish(state, still, "players_left")
    return state
