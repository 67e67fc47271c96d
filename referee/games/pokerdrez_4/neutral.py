"""Neutral (betrayal) card swaps in PokerDrez for 4 (seed 004 PokerDrez, "Cartas neutrales o de
traición"; docs/rules-decisions.md#pokerdrez-4 D12 and #pokerdrez D6, D7).

As in PokerDrez: a neutral in the swapper's hand or in the common row takes the place of the
deck's top card (the neutral is shuffled into the deck), of a common card (a hand neutral
exchanges places with a non-neutral common card) or of a card drawn at random from an opponent's
hand (the neutral goes to that opponent). With four players the opponent is named (``seat``) and
must be one of the two of the other pair, never the partner. A card that stays hidden is told
privately (``state["notes"]``) to the swapper and, when it was his, to the opponent. The checks
and the swap itself are the kit's (``referee.games.kit.swaps``); the history's entry
names the opponent.
"""

from __future__ import annotations

import random

from referee.games.base import Actor, IllegalMove, State
from referee.games.common import Args, is_int
from referee.games.kit.swaps import apply_swap, check_opponent_hand, check_swap
from referee.games.pokerdrez_4.army import opponents
from referee.games.pokerdrez_4.end import start_turn
from referee.games.pokerdrez_4.turns import colour_of, mover, playing_seat


def _opponent(state: State, seat: int, args: Args) -> int:
    """The checked ``seat`` argument of a swap with an opponent's card: a seat of the other
    pair with a card in hand. Raises 400 ``bad_args``, 422 ``not_an_opponent``,
    ``card_not_available``."""
    other = args["seat"]
    if not is_int(other) or not 0 <= other < state["players"]:
        raise IllegalMove("bad_args", "\"{name}\" must be a seat.", name="seat")
    if colour_of(state, other) not in opponents(colour_of(state, seat)):
        raise IllegalMove("not_an_opponent", "{seat} is not one of your opponents.",
                          seat=other)
    check_opponent_hand(state, other)
    return int(other)


def swap_neutral(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"neutral": id, "source": "deck" | "common" | "opponent", "card": id, "seat": s}``
    (``card`` only with ``common``, ``seat`` only with ``opponent``). Raises 409
    ``wrong_phase`` / ``not_your_turn``, 400 ``bad_args``, 422 ``plain_chess``,
    ``card_not_available``, ``bad_swap``, ``not_an_opponent``."""
    seat = playing_seat(state, actor)
    neutral, place = check_swap(state, seat, args, mover(state), ("seat",))
    other = _opponent(state, seat, args) if args["source"] == "opponent" else None
    apply_swap(state, seat, neutral, place, args, other, rng, opponent=args.get("seat"))
    if seat != mover(state):
        start_turn(state)
    return state
