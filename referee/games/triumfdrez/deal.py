"""Dealing a TriumfDrez hand (seed 004 TriumfDrez; docs/rules-decisions.md#triumfdrez, D1).

13 cards to each seat from the dealer's next one, one block of 13 per seat (a prearranged deal's
first 13 ids go to d+1, the next 13 to d+2, …, the dealer's last); the rest stays hidden in the
deck all hand. The auction opens with d+1. With printed cards nothing is dealt.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from referee.games.base import State
from referee.games.kit.cards import deck_ids
from referee.games.kit.history import record
from referee.games.kit.match import deal_hands, first_seat, new_hand
from referee.games.kit.options import PHYSICAL
from referee.games.triumfdrez.bids import TRICKS

#: The cards of the trick being played (lead first) and of the tricks already played.
TRICK, TAKEN = "trick", "taken"


def game_deck(neutrals: str) -> list[str]:
    """The ids TriumfDrez plays with: one deck, its neutral cards out unless ``neutrals`` is
    ``"in"`` (54 or 56 ids)."""
    return deck_ids(1, neutrals=neutrals == "in")


def deal_hand(state: State, prearranged: Sequence[str] | None, rng: random.Random) -> None:
    """Deal the next hand into fresh zones (from ``prearranged``, top first, or the game deck
    shuffled with ``rng``) and open the auction with the dealer's next seat."""
    players = state["players"]
    state.update(phase="auction", to_act=first_seat(state), contract=None, leader=None,
                 hand_result=None, won=[0] * players,
                 auction={"calls": [], "best": None, "passes": 0})
    kit = new_hand(state, [TRICK, TAKEN])
    if state["cards"] == PHYSICAL:
        record(state["history"], "deal", None, how="physical", hand=state["hand_no"],
               dealer=state["dealer"])
        return
    deal_hands(kit, state, game_deck(state["neutrals"]), TRICKS, prearranged, rng)
    record(state["history"], "deal", None, how="app", hand=state["hand_no"],
           dealer=state["dealer"])
