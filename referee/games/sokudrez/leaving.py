"""A SokuDrez player who leaves the table (docs/rules-decisions.md#sokudrez, "A player who
leaves"; issue 33). The seed's puzzle is a solitaire and says nothing of a table of several, so
the app decides: a player who leaves stops playing — no stand-in swaps for them, since every
swap changes the grid the others work on and scores points — and the turns pass them by; the
points they made stand and count at the end like everyone's. When nobody is left at the table
(the solo player, or the last of several) the game ends with the scores so far (``"left"``):
the top scores win, the solo player does not.
"""

from __future__ import annotations

from referee.games.base import State
from referee.games.kit.leaving import left_seats
from referee.games.sokudrez.moves import PLAY, finish, hand_on

#: The one way a player leaves: they stop playing (resign), and the turns pass them by.
LEAVE_MODES = ("resign",)


def leave(state: State, seat: int, how: str) -> State:
    """``state`` once ``seat``'s player has left (``how``: ``"resign"``): the game ends when
    nobody is left; else, when it was that seat's turn, the next seat still there plays (a full
    turn of two swaps)."""
    if state["phase"] != PLAY:
        return state
    gone = {*left_seats(state), seat}
    if len(gone) == state["players"]:
        finish(state, "left")
    elif state["to_play"] == seat:
        hand_on(state, gone)
    return state
