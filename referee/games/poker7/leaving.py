"""A Poker7 seat whose player has left the table (docs/rules-decisions.md#poker7, "A player
who leaves"; issue 33).

Its stand-in folds when there is a bet to call and checks otherwise; at the show step it shows
the first of its hole cards. From the next hand on it is dealt out (``flow.start_hand``), its
chips kept in the count or removed at the end of the hand by ⚙ ``left_chips``
(``showdown.settle``). Between hands the match ends at once when at most one seat still at the
table holds chips.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import State
from referee.games.kit.chip_match import left_between_hands
from referee.games.kit.history import record
from referee.games.poker7.flow import BET, SHOW
from referee.games.poker7.showdown import HAND_OVER, OVER


def leave(state: State, seat: int, how: str) -> State:
    """``seat`` leaves (``how``: ``"stand_in"``): a public ``leave`` event in the history;
    between hands its chips go when ⚙ ``left_chips`` is ``"remove"``, and the match ends when
    at most one seat still at the table holds chips."""
    record(state["history"], "leave", seat, how=how, hand=state["hand_no"])
    if state["phase"] == HAND_OVER:
        state["chips"], over = left_between_hands(state, state["chips"], seat)
        if over:
            state["phase"] = OVER
    return state


def stand_in(view: dict[str, Any], seat: int,
             rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """The left ``seat``'s move from its own ``view``: ``check`` when it may, else ``fold``
    when it is to bet; ``show`` of its first hole card at the show step; ``next_hand``
    between hands when the game awaits it (everyone at the table has seen the result:
    ``kit.seen.awaited_between_hands``); None otherwise (at a printed-deck showdown the
    players at the table go on)."""
    public, private = view["public"], view["private"]
    if view["phase"] == BET and public["actor"] == seat:
        return ("check", {}) if "check" in private["moves"] else ("fold", {})
    if view["phase"] == SHOW and public["shower"] == seat:
        return "show", {"card": private["hole"][0]}
    if view["phase"] == HAND_OVER:  # awaited: everyone at the table has seen the result
        return "next_hand", {}
    return None
