"""Dealing a DomiDrez hand (seed 004 DomiDrez; docs/rules-decisions.md#domidrez, D1 and D2).

Half of the cards (28 with one deck, 56 with two) go out equally, ⌊half / n⌋ to each player from
the dealer's next seat, the rest is the deck; its top card is turned up, and a neutral one is
shuffled back and another turned. The dealer's next seat starts.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from referee.games.base import State
from referee.games.domidrez.matching import TABLE
from referee.games.kit.cards import deck_ids, is_neutral
from referee.games.kit.history import record
from referee.games.kit.match import deal_hands, first_seat, new_hand
from referee.games.kit.options import PHYSICAL
from referee.games.kit.zones import DECK


def game_deck(decks: int) -> list[str]:
    """The ids DomiDrez plays with: ``decks`` whole PokerDrez decks, neutral cards in."""
    return deck_ids(decks)


def hand_size(players: int, decks: int) -> int:
    """Cards per player: ⌊half of the cards / players⌋ (1 deck, 2 players: 14; 8 players: 3)."""
    return len(game_deck(decks)) // 2 // players


def deal_hand(state: State, prearranged: Sequence[str] | None, rng: random.Random) -> None:
    """Deal the next hand into fresh zones: from ``prearranged`` (top first) or the whole game
    deck shuffled with ``rng``; in physical mode only the turn order is kept (no cards)."""
    players = state["players"]
    state["named"] = None
    state["hand_result"] = None
    state["phase"] = "play"
    state["to_play"] = first_seat(state)
    kit = new_hand(state, [TABLE])
    if state["cards"] == PHYSICAL:
        state["to_play"] = None
        record(state["history"], "deal", None, how="physical", hand=state["hand_no"])
        return
    deal_hands(kit, state, game_deck(state["decks"]), hand_size(players, state["decks"]),
               prearranged, rng)
    top = kit.draw(DECK, 1, TABLE)[0]
    while is_neutral(top):
        kit.shuffle_into(DECK, [kit.take(TABLE, top)], rng)
        top = kit.draw(DECK, 1, TABLE)[0]
    record(state["history"], "deal", None, [top], how="turn_up", hand=state["hand_no"],
           dealer=state["dealer"])
