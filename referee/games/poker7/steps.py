"""Poker7's moves outside the betting (seed 004 PokerDrez, Poker7; docs/rules-decisions.md
#poker7 D8, D9): ``show`` (the show step), ``showdown`` (the cards of a printed-deck hand) and
``next_hand`` (each player has seen the result, then the next hand is dealt).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase
from referee.games.kit.chip_match import dealt_in
from referee.games.kit.entered import check_entered
from referee.games.kit.history import record
from referee.games.kit.leaving import left_seats, stand_in_mark
from referee.games.kit.seats import next_seat
from referee.games.kit.seen import ready_for_next
from referee.games.kit.zones import Zones, hand
from referee.games.poker7.bets import HOLE_CARDS
from referee.games.poker7.deck import GAME_DECK
from referee.games.poker7.flow import SHOW, SHOWDOWN, betting, play_op, start_hand
from referee.games.poker7.showdown import HAND_OVER, settle

COMMON_CARDS = 5


def show(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"card": id}``: the seat whose turn it is in the show step shows one of its two hole
    cards (public from now on). 422 ``card_not_in_hand``."""
    check_phase(state, SHOW)
    if actor.seat is None or actor.seat != state["table"]["shower"]:
        raise not_your_turn()
    check_keys(args, ("card",))
    card = args["card"]
    if not isinstance(card, str) or not Zones(state["zones"]).has(hand(actor.seat), card):
        raise IllegalMove("card_not_in_hand", "You do not hold that card.")
    state["shown"][str(actor.seat)] = card
    record(state["history"], "show", actor.seat, [card], how="show", hand=state["hand_no"],
           **stand_in_mark(state, actor.seat))
    play_op(state, ["stand_pat"])
    return state


def _seat_in_match(state: State, actor: Actor) -> int:
    if actor.seat is None or not 0 <= actor.seat < state["players"]:
        raise not_your_turn()
    return actor.seat


def _check_cards(state: State, args: Args) -> dict[int, list[str]]:
    """The 7 cards of each player still in from ``showdown``'s arguments; 400 ``bad_args``,
    422 ``bad_cards``."""
    check_keys(args, ("common", "hands"))
    common, hands = args["common"], args["hands"]
    if not isinstance(common, list) or not isinstance(hands, Mapping):
        raise IllegalMove("bad_args", "\"common\" must be a list of ids and \"hands\" an "
                          "object of seat: [ids].")
    live = [seat for seat in state["seats"] if seat not in state["table"]["folded"]]
    if sorted(hands) != sorted(str(seat) for seat in live):
        raise IllegalMove("bad_cards", "Give the two cards of exactly the players still in: "
                          "{seats}.", seats=", ".join(str(seat + 1) for seat in live))
    if len(common) != COMMON_CARDS or any(
            not isinstance(cards, list) or len(cards) != HOLE_CARDS for cards in hands.values()):
        raise IllegalMove("bad_cards", "Give 5 common cards and 2 cards for each player.")
    check_entered(list(common) + [card for cards in hands.values() for card in cards], GAME_DECK)
    return {seat: list(hands[str(seat)]) + list(common) for seat in live}


def showdown(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"common": [5 ids], "hands": {"<seat>": [2 ids]}}``: with the printed deck, any seat
    enters the cards on the table; the app ranks the hands and pays the pots. 400 ``bad_args``,
    422 ``bad_cards``."""
    check_phase(state, SHOWDOWN)
    _seat_in_match(state, actor)
    hands = _check_cards(state, args)
    settle(state, betting(state), hands)
    return state


def players_in_match(state: State) -> list[int]:
    """The seats with chips whose player has not left: those that see a hand's result before
    the next is dealt, and the seats it deals in (docs/rules-decisions.md#poker7, "A player
    who leaves")."""
    return dealt_in(state["chips"], left_seats(state))


def next_hand(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` from a seat with chips once a hand is over: it has seen the result; when every
    such seat has (``referee.games.kit.seen``), or ``{"now": true}`` from the moderator, the
    next seat with chips after the dealer deals a new hand, the deck shuffled with the move's
    ``rng``. 409 ``wrong_phase``, ``already_seen``, ``not_your_turn``; 403 ``not_moderator``;
    400 ``bad_args``."""
    check_phase(state, HAND_OVER)
    if not ready_for_next(state, actor, args, players_in_match(state)):
        return state
    active = set(players_in_match(state))
    state["dealer"] = next_seat(state["dealer"], state["players"], active)
    start_hand(state, GAME_DECK, rng, shuffle=True)
    return state
