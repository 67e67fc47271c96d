"""A BlackDrez seat whose player has left the table (docs/rules-decisions.md#blackdrez, "A
player who leaves"; issue 33).

At its turns its stand-in stands when standing is allowed (every player in the round declares
the same score, D3) and retires otherwise; it never draws a card. From the next round on it is
dealt out (``rounds.deal_round``); its pile keeps counting or goes to the discard pile at the
end of the round by ⚙ ``left_pile`` (``rounds.end_round``). Between rounds the game ends at
once when fewer than two players are left at the table.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import State
from referee.games.blackdrez.rounds import (
    HAND_OVER,
    OVER,
    PLAY,
    can_deal,
    game_result,
    remove_left_piles,
)
from referee.games.kit.history import record
from referee.games.kit.leaving import LEFT_SEATS


def leave(state: State, seat: int, how: str) -> State:
    """``seat`` leaves (``how``: ``"stand_in"``): a public ``leave`` event in the history;
    between rounds its pile goes when ⚙ ``left_pile`` is ``"remove"``, and the game ends when
    no round can be dealt to the players still at the table."""
    record(state["history"], "leave", seat, how=how, round=state["round"])
    if state["phase"] == HAND_OVER:
        remove_left_piles(state, [seat])
        # Recorded now (``kit.leaving.leave`` records it again after this hook), so that the
        # seats still at the table and the result count the seat as left.
        state[LEFT_SEATS] = {**state.get(LEFT_SEATS, {}), str(seat): how}
        if not can_deal(state):
            state["phase"] = OVER
            state["result"] = game_result(state)
    return state


def stand_in(view: dict[str, Any], seat: int,
             rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """The left ``seat``'s move from its own ``view`` when it holds the turn: ``stand`` when
    it may, else ``retire``; ``next_hand`` between rounds when the game awaits it (everyone
    at the table has seen the result: ``kit.seen.awaited_between_hands``); None otherwise."""
    if view["phase"] == HAND_OVER:  # awaited: everyone at the table has seen the result
        return "next_hand", {}
    if view["phase"] != PLAY or view["public"]["holder"] != seat:
        return None
    return ("stand", {}) if "stand" in view["private"]["moves"] else ("retire", {})
