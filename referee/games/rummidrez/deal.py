"""Dealing a RummiDrez hand (seed 004 RummiDrez; docs/rules-decisions.md#rummidrez).

Two PokerDrez decks shuffled together, 112 cards with the 4 neutral ones; 14 cards to each seat
from the dealer's next seat (a solitaire: 14 to the one seat); the rest is the deck, and the
dealer's next seat starts. With printed cards the app deals nothing and waits for the hand's
result.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from referee.games.base import State
from referee.games.kit.cards import deck_ids
from referee.games.kit.history import record
from referee.games.kit.match import deal_hands, first_seat, new_hand
from referee.games.kit.options import PHYSICAL

#: The decks shuffled together and the cards dealt to each seat.
DECKS, HAND_SIZE = 2, 14
PLAY, HAND_OVER, OVER = "play", "hand_over", "over"


def game_deck() -> list[str]:
    """The 112 ids RummiDrez plays with: two whole decks (``rook-3#1`` … ``neutral-2#2``)."""
    return deck_ids(DECKS)


def deal_hand(state: State, prearranged: Sequence[str] | None, rng: random.Random) -> None:
    """Deal the next hand into fresh zones and an empty table: from ``prearranged`` (top first)
    or the whole game deck shuffled with ``rng``; no card at all with printed cards."""
    players = state["players"]
    state["phase"] = PLAY
    state["table"] = []
    state["melded"] = [False] * players
    state["passes"] = 0
    state["drawn"] = False
    state["hand_result"] = None
    state["to_play"] = first_seat(state)
    kit = new_hand(state)
    if state["cards"] == PHYSICAL:
        state["to_play"] = None
        record(state["history"], "deal", None, how="physical", hand=state["hand_no"])
        return
    deal_hands(kit, state, game_deck(), HAND_SIZE, prearranged, rng)
    record(state["history"], "deal", None, how="deal", hand=state["hand_no"],
           dealer=state["dealer"])
