"""A turn of PokerDrez for 4: ``move`` (a move on the board), ``enter`` (a re-entry),
``replenish`` and, with ⚙ ``die``, ``roll_die`` (seed 004 PokerDrez para 4;
docs/rules-decisions.md#pokerdrez-4 D2, D8, D9, D13 and #pokerdrez D4, D12).

A move is checked in this order: the payment is there (none in plain chess); the card is in the
mover's hand or the common row and is not neutral, or the die was rolled this turn; a piece of
the mover stands on ``from``; the move is legal; the payment covers it. A card payment is
discarded face up; from the hand the mover draws the deck's top card, from the common row it
draws too and then puts one of its three cards into the row (phase ``replenish``). The draw that
empties the deck starts plain four-player chess. A captured piece goes to its owner's reserve.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import Actor, IllegalMove, State
from referee.games.common import Args, check_keys
from referee.games.kit.board import CROSS, Coord
from referee.games.kit.history import record
from referee.games.kit.paid_moves import (
    check_mover,
    check_payment,
    end_of_move,
    plain_refused,
    replenish_from_hand,
    roll_for_payment,
    spend_card,
)
from referee.games.kit.payment import check_pays
from referee.games.pokerdrez_4.army import next_colour
from referee.games.pokerdrez_4.check import find_play, position_of
from referee.games.pokerdrez_4.end import start_turn, unmoved
from referee.games.pokerdrez_4.movement import FIGURES, KING, Piece
from referee.games.pokerdrez_4.payment import need, wild
from referee.games.pokerdrez_4.reentry import check_entry
from referee.games.pokerdrez_4.turns import colour_of, mover, playing_seat, seat_of


def _mover(state: State, actor: Actor) -> int:
    """The actor's seat, which must be the seat to move in phase ``play`` (409 otherwise)."""
    seat = playing_seat(state, actor)
    check_mover(state, seat, mover(state))
    return seat


def roll_die(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` (app dice) or ``{"value": 1..6}`` (physical), only with ⚙ ``die``: the seat to move
    rolls the die it holds; the result pays one move this turn and the die passes to the next
    seat at once. Raises 422 ``no_die``, ``plain_chess``; 400 ``bad_args`` / ``bad_die_value``."""
    seat = _mover(state, actor)
    if not state["die"] or state["die_holder"] != seat or state["die_roll"] is not None:
        raise IllegalMove("no_die", "You do not hold the die.")
    if state["plain"]:
        raise plain_refused()
    roll_for_payment(state, seat, args, rng, seat_of(state, next_colour(state["turn"])))
    return state


def _square(args: Args, key: str) -> Coord:
    return CROSS.coord(args[key])


def move(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"from": sq, "to": sq, "pay": {"card": id} | {"die": true}}`` (no ``pay`` in plain
    chess); castling is the king's two-square move. Raises 409 ``wrong_phase`` /
    ``not_your_turn``; 400 ``bad_args``, ``bad_square``, ``no_payment_in_plain_chess``; 422
    ``payment_required``, ``card_not_available``, ``neutral_cannot_move``, ``die_not_rolled``,
    ``not_your_piece``, ``illegal_move``, ``card_cannot_move_piece``, ``die_cannot_move_piece``."""
    seat = _mover(state, actor)
    check_keys(args, ("from", "to"), ("pay",))
    start, end = _square(args, "from"), _square(args, "to")
    pay = check_payment(state, seat, args)
    colour = state["turn"]
    position = position_of(state)
    if position.get(start, ("", ""))[0] != colour:
        raise IllegalMove("not_your_piece", "There is no piece of yours on {square}.",
                          square=args["from"])
    play = find_play(position, colour, unmoved(state), start, end)
    if play is None:
        raise IllegalMove("illegal_move", "{move} is not a legal move here.",
                          move=f"{args['from']}-{args['to']}")
    check_pays(pay, need(position, play), wild(position, colour))
    captured = _place(state, start, end)
    if play.rook is not None:
        _place(state, *play.rook)
    done = {"piece": position[start][1], "from": args["from"], "to": args["to"],
            "castling": play.rook is not None}
    _finish_turn(state, seat, "move", done, captured, pay)
    return state


def enter(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"piece": figure, "square": sq, "pay": {"card": id} | {"die": true}}`` (no ``pay`` in
    plain chess): a captured piece of the mover comes back on a start square of its figure,
    capturing a partner's or opponent's piece there. Raises 409 ``wrong_phase`` /
    ``not_your_turn``; 400 ``bad_args``, ``bad_square``, ``no_payment_in_plain_chess``; 422
    the payment refusals of ``move``, ``not_in_reserve``, ``not_a_start_square``,
    ``square_has_own_piece``, ``cannot_capture_king``, ``illegal_move``."""
    seat = _mover(state, actor)
    check_keys(args, ("piece", "square"), ("pay",))
    figure = args["piece"]
    if figure not in FIGURES or figure == KING:
        raise IllegalMove("bad_args", "\"{name}\" must be queen, rook, bishop, knight or pawn.",
                          name="piece")
    at = _square(args, "square")
    pay = check_payment(state, seat, args)
    colour = state["turn"]
    position = position_of(state)
    check_entry(position, colour, state["reserves"][colour], figure, at)
    check_pays(pay, figure, wild(position, colour))
    state["reserves"][colour][figure] -= 1
    captured = _capture(state, args["square"])
    state["pieces"][args["square"]] = [colour, figure]
    done = {"piece": figure, "to": args["square"]}
    _finish_turn(state, seat, "enter", done, captured, pay)
    return state


def _capture(state: State, square: str) -> Piece | None:
    """Take the piece on ``square`` off the board into its owner's reserve; it is returned."""
    if square in state["unmoved"]:
        state["unmoved"].remove(square)
    taken = state["pieces"].pop(square, None)
    if taken is None:
        return None
    reserve = state["reserves"][taken[0]]
    reserve[taken[1]] = reserve.get(taken[1], 0) + 1
    return taken[0], taken[1]


def _place(state: State, start: Coord, end: Coord) -> Piece | None:
    """Move the piece on ``start`` to ``end``, capturing what stands there."""
    origin, target = CROSS.name(start), CROSS.name(end)
    if origin in state["unmoved"]:
        state["unmoved"].remove(origin)
    captured = _capture(state, target)
    state["pieces"][target] = state["pieces"].pop(origin)
    return captured


def _finish_turn(state: State, seat: int, kind: str, done: dict[str, Any],
                 captured: Piece | None, pay: dict[str, Any] | None) -> None:
    """After a move or entry: the payment's cards, history (an open draw offer lapses, told as
    ``draw_lapsed`` with the offerer's seat), the deck's end, then the next turn (or phase
    ``replenish`` after a common card)."""
    paid = spend_card(state, seat, pay)
    taken = None if captured is None else {"colour": captured[0], "piece": captured[1]}
    state["last_move"] = {"seat": seat, "colour": colour_of(state, seat), "kind": kind, **done,
                          "captured": taken, "paid": paid}
    state["plies"] += 1
    state["passes"] = 0
    lapsed = state["draw_offer"]
    state["draw_offer"] = None
    state["die_roll"] = None
    record(state["history"], kind, seat, cards=[paid["card"]] if "card" in paid else [],
           how="card" if "card" in paid else "die" if paid else "plain",
           colour=colour_of(state, seat), captured=taken, source=paid.get("from"),
           die=paid.get("die"), **done)
    if lapsed is not None:
        record(state["history"], "draw_lapsed", lapsed["seat"])
    end_of_move(state, lambda: _next(state))


def _next(state: State) -> None:
    state["turn"] = next_colour(state["turn"])
    start_turn(state)


def replenish(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"card": id}``: after paying with a common card, the mover puts one of its three hand
    cards (any) face up where the spent card lay (``kit.paid_moves.replenish_from_hand``).
    Raises 409 ``wrong_phase`` / ``not_your_turn``, 400 ``bad_args``, 422
    ``card_not_in_hand``."""
    replenish_from_hand(state, playing_seat(state, actor), mover(state), args)
    _next(state)
    return state
