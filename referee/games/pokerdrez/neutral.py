"""Neutral (betrayal) card swaps in PokerDrez (seed 004 PokerDrez, "Cartas neutrales o de
traición"; docs/rules-decisions.md#pokerdrez D6, D7).

A neutral card in the swapper's hand or in the common row takes the place of a card from the
deck (the deck's top; the neutral is shuffled into the deck), from the common row (a neutral in
the hand exchanges places with a non-neutral common card) or from the opponent (a card drawn at
random from the opponent's hand; the neutral goes to the opponent). A card that stays hidden is
told privately (``state["notes"]``) to the swapper and, when it was his, to the opponent; the
public history names the swap and the cards that are now face up.

The checks and the swap itself are the kit's (``referee.games.kit.swaps``), shared with PokerDrez
for 4; with two players the opponent robbed is the other seat.
"""

from __future__ import annotations

import random

from referee.games.base import Actor, State
from referee.games.common import Args
from referee.games.kit.swaps import apply_swap, check_opponent_hand, check_swap
from referee.games.pokerdrez.end import check_cards
from referee.games.pokerdrez.turns import mover, playing_seat


def swap_neutral(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"neutral": id, "source": "deck" | "common" | "opponent", "card": id}`` (``card`` only
    with ``common``). Raises 409 ``wrong_phase`` / ``not_your_turn``, 400 ``bad_args``, 422
    ``plain_chess``, ``card_not_available``, ``bad_swap``."""
    seat = playing_seat(state, actor)
    neutral, place = check_swap(state, seat, args, mover(state))
    if args["source"] == "opponent":
        check_opponent_hand(state, 1 - seat)
    apply_swap(state, seat, neutral, place, args, 1 - seat, rng)
    if seat != mover(state):
        check_cards(state)
    return state
