"""The moves between the guess phases: ``show`` (the last card), ``next_hand``, and the
printed-deck ``showdown`` (seed 004 PokerDrez, PokerGuess; docs/rules-decisions.md#pokerguess
and #conventions, "Hands in a match")."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import Actor, IllegalMove, State, bad_args, not_your_turn
from referee.games.common import Args, check_keys, check_phase
from referee.games.kit.chip_match import dealt_in
from referee.games.kit.entered import check_entered
from referee.games.kit.history import record
from referee.games.kit.leaving import left_seats, stand_in_mark
from referee.games.kit.seats import next_seat
from referee.games.kit.seen import ready_for_next
from referee.games.kit.zones import Zones, hand
from referee.games.pokerguess import predictions
from referee.games.pokerguess.deck import GAME_DECK
from referee.games.pokerguess.flow import (
    COMMON_CARDS,
    HOLE_CARDS,
    SHOW,
    SHOWDOWN,
    after_turn,
    dealt,
    live,
    start_hand,
)
from referee.games.pokerguess.showdown import HAND_OVER, settle


def show(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"card": id}``: the seat to show turns one of its two hole cards face up (public).
    409 ``wrong_phase`` / ``not_your_turn``; 422 ``card_not_in_hand``."""
    check_phase(state, SHOW)
    seat = actor.seat
    if seat is None or seat != state["to_ask"][0]:
        raise not_your_turn()
    check_keys(args, ("card",))
    card = args["card"]
    if not isinstance(card, str) or not Zones(state["zones"]).has(hand(seat), card):
        raise IllegalMove("card_not_in_hand", "You do not hold that card.")
    state["shown"][str(seat)] = card
    record(state["history"], "show", seat, cards=[card], how="last_card", hand=state["hand_no"],
           **stand_in_mark(state, seat))
    after_turn(state, seat, acted=False)
    return state


def players_in_match(state: State) -> list[int]:
    """The seats with chips whose player has not left: those that see a hand's result before
    the next is dealt, and the seats it deals in (docs/rules-decisions.md#pokerguess, "A
    player who leaves")."""
    return dealt_in(state["ledger"]["stacks"], left_seats(state))


def next_hand(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` from a seat with chips once a hand is over: it has seen the result; when every
    such seat has (``referee.games.kit.seen``), or ``{"now": true}`` from the moderator, the
    next seat with chips after the dealer deals, from a deck shuffled with the move's ``rng``.
    409 ``wrong_phase``, ``already_seen``, ``not_your_turn``; 403 ``not_moderator``; 400
    ``bad_args``."""
    check_phase(state, HAND_OVER)
    if not ready_for_next(state, actor, args, players_in_match(state)):
        return state
    state["dealer"] = next_seat(state["dealer"], state["players"], players_in_match(state))
    start_hand(state, GAME_DECK, rng, shuffle=True)
    return state


def _ids(value: Any, count: int) -> list[str]:
    if not isinstance(value, list) or len(value) != count or not all(
            isinstance(card, str) for card in value):
        raise IllegalMove("bad_cards", "Give the 5 common cards and the 2 cards of every "
                          "player dealt in.")
    return value


def _entered(state: State, args: Args) -> tuple[list[str], dict[int, list[str]]]:
    """The common cards and every dealt player's two, checked: 400 ``bad_cards`` for a wrong
    shape or the wrong players; 422 ``bad_cards`` (places left empty), ``unknown_card`` and
    ``card_twice`` (``referee.games.kit.entered``)."""
    common = _ids(args["common"], COMMON_CARDS)
    raw = args["hands"]
    seats = state["seats"]
    if not isinstance(raw, Mapping) or sorted(raw) != sorted(str(s) for s in seats):
        raise IllegalMove("bad_cards", "Give the 5 common cards and the 2 cards of every "
                          "player dealt in.")
    hands = {seat: _ids(raw[str(seat)], HOLE_CARDS) for seat in seats}
    check_entered(common + [card for cards in hands.values() for card in cards], GAME_DECK)
    return common, hands


def _final_predictions(state: State, raw: Any) -> dict[str, dict[str, Any]]:
    """The predictions to judge: the recorded ones, or those entered (exactly the players
    still in, checked as in the guess phases; 422 ``prediction_taken`` for two equal)."""
    if raw is None:
        return dict(state["predictions"])
    still_in = live(state)
    if not isinstance(raw, Mapping) or sorted(raw) != sorted(str(s) for s in still_in):
        raise bad_args("predictions is an object of seat: prediction for every player still in")
    entered = {str(seat): predictions.parse(raw[str(seat)], dealt(state)) for seat in still_in}
    values = list(entered.values())
    if any(values.count(p) > 1 for p in values):
        raise IllegalMove("prediction_taken", "Another player already holds that prediction: "
                          "change a count, the colour or the figure.")
    return entered


def showdown(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """Printed deck: ``{"common": [5 ids], "hands": {"<seat>": [2 ids]}, "predictions":
    {"<seat>": P} | null}`` from any player still in. ``hands`` holds every player dealt in,
    folded ones too (their cards count, D2); ``predictions`` (optional) replaces the recorded
    ones of the players still in, for a table that wrote them on paper. The app checks and
    pays. 409 ``wrong_phase`` / ``not_your_turn``; 400 ``bad_cards`` / ``bad_args``; 422
    ``unknown_card``, ``card_twice``, ``bad_count``, ``prediction_taken``."""
    check_phase(state, SHOWDOWN)
    if actor.seat is None or actor.seat not in live(state):
        raise not_your_turn()
    check_keys(args, ("common", "hands"), ("predictions",))
    common, hands = _entered(state, args)
    state["predictions"] = _final_predictions(state, args.get("predictions"))
    settle(state, hands=hands, common=common)
    return state


