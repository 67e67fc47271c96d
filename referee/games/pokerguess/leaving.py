"""A PokerGuess seat whose player has left the table (docs/rules-decisions.md#pokerguess, "A
player who leaves"; issue 33).

At its guess turns its stand-in keeps its standing prediction when staying costs nothing, and
folds otherwise (there is a bet to call, or no prediction to stay with: it never makes one); at
the show step it shows the first of its hole cards. From the next hand on it is dealt out
(``flow.start_hand``), its chips kept in the count or removed at the end of the hand by ⚙
``left_chips`` (``showdown.settle``). Between hands the match ends at once when at most one
seat still at the table holds chips.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import State
from referee.games.kit.chip_match import left_between_hands
from referee.games.kit.history import record
from referee.games.pokerguess.flow import GUESS, SHOW
from referee.games.pokerguess.showdown import HAND_OVER, OVER


def leave(state: State, seat: int, how: str) -> State:
    """``seat`` leaves (``how``: ``"stand_in"``): a public ``leave`` event in the history;
    between hands its chips go when ⚙ ``left_chips`` is ``"remove"``, and the match ends when
    at most one seat still at the table holds chips."""
    record(state["history"], "leave", seat, how=how, hand=state["hand_no"])
    if state["phase"] == HAND_OVER:
        ledger = state["ledger"]
        ledger["stacks"], over = left_between_hands(state, ledger["stacks"], seat)
        if over:
            state["phase"] = OVER
    return state


def stand_in(view: dict[str, Any], seat: int,
             rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """The left ``seat``'s move from its own ``view``: at its guess turn ``guess`` keeping its
    standing prediction when there is nothing to call, else ``guess`` folding; ``show`` of its
    first hole card at the show step; None otherwise (between hands and at a printed-deck
    showdown the players at the table go on)."""
    public, private = view["public"], view["private"]
    if view["phase"] == GUESS and public["turn"] == seat:
        if private["to_call"] == 0 and str(seat) in public["predictions"]:
            return "guess", {}
        return "guess", {"fold": True}
    if view["phase"] == SHOW and public["shower"] == seat:
        return "show", {"card": private["hole"][0]}
    if view["phase"] == HAND_OVER:  # awaited: everyone at the table has seen the result
        return "next_hand", {}
    return None
