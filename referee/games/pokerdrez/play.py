"""The turn of PokerDrez: ``roll_die``, ``move`` (a chess move and its payment) and
``replenish`` (seed 004 PokerDrez; docs/rules-decisions.md#pokerdrez D4, D8, D10, D12).

A move is checked in this order: the payment is there (none in plain chess); the card is in the
mover's hand or the common row and is not neutral, or the die was rolled this turn; a piece of
the mover stands on ``from``; python-chess finds the move legal; the payment covers it
(``payment``). Only then is it pushed. A card payment is discarded face up; from the hand the
mover draws the deck's top card, from the common row it draws too and then puts one of its three
cards into the row (phase ``replenish``). The draw that empties the deck starts plain chess.

The steps that do not depend on the board or on two players (checking, spending and replenishing
a payment) are the kit's (``referee.games.kit.paid_moves``), shared with PokerDrez for 4.
"""

from __future__ import annotations

import random
from typing import Any

import chess

from referee.games.base import Actor, IllegalMove, State
from referee.games.common import Args, check_keys
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
from referee.games.kit.payment import check_pays, wild_figures
from referee.games.pokerdrez.end import start_turn
from referee.games.pokerdrez.payment import need
from referee.games.pokerdrez.position import SIDE_NAMES, board_of, figures_on_board
from referee.games.pokerdrez.turns import mover, playing_seat

PROMOTIONS = {"q": chess.QUEEN, "r": chess.ROOK, "b": chess.BISHOP, "n": chess.KNIGHT}


def _mover(state: State, actor: Actor) -> int:
    """The actor's seat, which must be the side to move in phase ``play`` (409 otherwise)."""
    seat = playing_seat(state, actor)
    check_mover(state, seat, mover(state))
    return seat


def roll_die(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` (app dice) or ``{"value": 1..6}`` (physical): the side to move rolls the die it
    holds; the result pays one move this turn and the die passes to the opponent at once (D8).
    Raises 422 ``plain_chess``, ``no_die``; 400 ``bad_args`` / ``bad_die_value``."""
    seat = _mover(state, actor)
    if state["plain"]:
        raise plain_refused()
    if state["die_holder"] != seat:
        raise IllegalMove("no_die", "You do not hold the die.")
    roll_for_payment(state, seat, args, rng, 1 - seat)
    return state


def _square(args: Args, key: str) -> chess.Square:
    value = args[key]
    if not isinstance(value, str) or value not in chess.SQUARE_NAMES:
        raise IllegalMove("bad_square", "{square} is not a square of this board.",
                          square=str(value))
    return chess.parse_square(value)


def move(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"from", "to", "promotion"?: "q"|"r"|"b"|"n", "pay"?: {"card": id} | {"die": true}}``.

    Raises 409 ``wrong_phase`` / ``not_your_turn``; 400 ``bad_args``, ``bad_square``,
    ``no_payment_in_plain_chess``; 422 ``payment_required``, ``card_not_available``,
    ``neutral_cannot_move``, ``die_not_rolled``, ``not_your_piece``, ``illegal_move``,
    ``card_cannot_move_piece``, ``die_cannot_move_piece``."""
    seat = _mover(state, actor)
    check_keys(args, ("from", "to"), ("promotion", "pay"))
    promotion = args.get("promotion")
    if promotion is not None and promotion not in PROMOTIONS:
        raise IllegalMove("bad_args", "\"{name}\" must be q, r, b or n.", name="promotion")
    start, end = _square(args, "from"), _square(args, "to")
    pay = check_payment(state, seat, args)
    board = board_of(state)
    piece = board.piece_at(start)
    if piece is None or piece.color != board.turn:
        raise IllegalMove("not_your_piece", "There is no piece of yours on {square}.",
                          square=args["from"])
    chess_move = chess.Move(start, end, PROMOTIONS[promotion] if promotion else None)
    if not board.is_legal(chess_move):
        raise IllegalMove("illegal_move", "{move} is not a legal chess move here.",
                          move=chess_move.uci())
    if pay is not None:
        check_pays(pay, need(board, chess_move), wild_figures(figures_on_board(board, board.turn)))
    _push(state, seat, board, chess_move, pay, rng)
    return state


def _push(state: State, seat: int, board: chess.Board, chess_move: chess.Move,
          pay: dict[str, Any] | None, rng: random.Random) -> None:
    """Play the checked move: the board, the payment's cards, history, then the next turn. An
    open draw offer lapses with any move, told in the history after it (``draw_lapsed``, the
    offerer's seat)."""
    san = board.san(chess_move)
    side = SIDE_NAMES[board.turn]
    state["uci"].append(chess_move.uci())
    state["san"].append(san)
    lapsed = state["draw_offer"]
    state["draw_offer"] = None
    state["die_roll"] = None
    paid = spend_card(state, seat, pay)
    state["last_move"] = {"seat": seat, "side": side, "san": san, "uci": chess_move.uci(),
                          "paid": paid}
    record(state["history"], "move", seat, cards=[paid["card"]] if "card" in paid else [],
           how="card" if "card" in paid else "die" if paid else "plain", side=side, san=san,
           uci=chess_move.uci(), source=paid.get("from"), die=paid.get("die"))
    if lapsed is not None:
        record(state["history"], "draw_lapsed", lapsed)
    end_of_move(state, lambda: start_turn(state, rng))


def replenish(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"card": id}``: after paying with a common card, the side that paid (the opponent of the
    side to move now) puts one of its three hand cards face up where the spent card lay
    (``replenish_from_hand``). Raises 409 ``wrong_phase`` / ``not_your_turn``, 400
    ``bad_args``, 422 ``card_not_in_hand``."""
    seat = playing_seat(state, actor)
    replenish_from_hand(state, seat, 1 - mover(state), args)
    start_turn(state, rng)
    return state
