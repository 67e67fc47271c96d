"""The turn of PokerDrez: ``roll_die``, ``move`` (a chess move and its payment) and
``replenish`` (seed 004 PokerDrez; docs/rules-decisions.md#pokerdrez D4, D8, D10, D12).

A move is checked in this order: the payment is there (none in plain chess); the card is in the
mover's hand or the common row and is not neutral, or the die was rolled this turn; a piece of
the mover stands on ``from``; python-chess finds the move legal; the payment covers it
(``payment``). Only then is it pushed. A card payment is discarded face up; from the hand the
mover draws the deck's top card, from the common row it draws too and then puts one of its three
cards into the row (phase ``replenish``). The draw that empties the deck starts plain chess.

The steps that do not depend on two players (``check_payment``, ``spend_card``,
``end_of_move``, ``replenish_from_hand``, ``plain_refused``) take the seats as arguments and are
used by PokerDrez for 4 as well.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import chess

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase
from referee.games.kit import cards
from referee.games.kit.dice import roll_die as roll
from referee.games.kit.history import record
from referee.games.kit.zones import COMMON, DECK, DISCARD, Zones, hand
from referee.games.pokerdrez.end import start_turn
from referee.games.pokerdrez.payment import check_pays, need, wild_figures
from referee.games.pokerdrez.position import SIDE_NAMES, board_of, figures_on_board
from referee.games.pokerdrez.turns import mover, playing_seat

PROMOTIONS = {"q": chess.QUEEN, "r": chess.ROOK, "b": chess.BISHOP, "n": chess.KNIGHT}


def _mover(state: State, actor: Actor) -> int:
    """The actor's seat, which must be the side to move in phase ``play`` (409 otherwise)."""
    seat = playing_seat(state, actor)
    check_phase(state, "play")
    if seat != mover(state):
        raise not_your_turn()
    return seat


def plain_refused() -> IllegalMove:
    """The 422 ``plain_chess`` refusal of a card or die move once the deck is empty."""
    return IllegalMove("plain_chess", "The deck is empty: this is plain chess now, without "
                       "cards or the die.")


def roll_die(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` (app dice) or ``{"value": 1..6}`` (physical): the side to move rolls the die it
    holds; the result pays one move this turn and the die passes to the opponent at once (D8).
    Raises 422 ``plain_chess``, ``no_die``; 400 ``bad_args`` / ``bad_die_value``."""
    seat = _mover(state, actor)
    if state["plain"]:
        raise plain_refused()
    if state["die_holder"] != seat:
        raise IllegalMove("no_die", "You do not hold the die.")
    result = roll(args, state["dice"], rng)
    state["die_roll"] = {"seat": seat, "value": result["value"], "physical": result["physical"]}
    state["die_holder"] = 1 - seat
    record(state["history"], "roll", seat, how="physical" if result["physical"] else "app",
           value=result["value"])
    return state


def _square(args: Args, key: str) -> chess.Square:
    value = args[key]
    if not isinstance(value, str) or value not in chess.SQUARE_NAMES:
        raise IllegalMove("bad_square", "{square} is not a square of this board.", 400,
                          square=str(value))
    return chess.parse_square(value)


def check_payment(state: State, seat: int, args: Args) -> dict[str, Any] | None:
    """The checked ``pay`` argument of a move by ``seat`` (the seat to move): None in plain
    chess, ``{"card": id, "source": zone}`` (``source``: ``seat``'s hand zone or ``COMMON``) or
    ``{"die": value}`` (the roll ``seat`` made this turn, ``state["die_roll"]``). Raises the
    payment refusals (steps 1 and 2 of the move checks): 400 ``no_payment_in_plain_chess``,
    ``bad_args``; 422 ``payment_required``, ``die_not_rolled``, ``card_not_available``,
    ``neutral_cannot_move``."""
    if state["plain"]:
        if "pay" in args:
            raise IllegalMove("no_payment_in_plain_chess", "The deck is empty: moves are not "
                              "paid any more.", 400)
        return None
    pay = args.get("pay")
    if pay is None:
        raise IllegalMove("payment_required", "Say how the move is paid: a card or the die.")
    by_die = isinstance(pay, dict) and set(pay) == {"die"} and pay["die"] is True
    by_card = isinstance(pay, dict) and set(pay) == {"card"} and isinstance(pay["card"], str)
    if not (by_die or by_card):
        raise IllegalMove("bad_args", "\"{name}\" must be {{\"card\": id}} or {{\"die\": true}}.",
                          400, name="pay")
    if by_die:
        roll_now = state["die_roll"]
        if roll_now is None or roll_now["seat"] != seat:
            raise IllegalMove("die_not_rolled", "You have not rolled the die this turn.")
        return {"die": roll_now["value"]}
    zones, card = Zones(state["zones"]), pay["card"]
    source = hand(seat) if zones.has(hand(seat), card) else COMMON if zones.has(COMMON, card) \
        else None
    if source is None:
        raise IllegalMove("card_not_available", "The card {card} is not in your hand or the "
                          "common row.", card=card)
    if cards.is_neutral(card):
        raise IllegalMove("neutral_cannot_move", "A neutral card moves no piece: it can only be "
                          "swapped.")
    return {"card": card, "source": source}


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
        raise IllegalMove("bad_args", "\"{name}\" must be q, r, b or n.", 400, name="promotion")
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
    """Play the checked move: the board, the payment's cards, history, then the next turn."""
    san = board.san(chess_move)
    side = SIDE_NAMES[board.turn]
    state["uci"].append(chess_move.uci())
    state["san"].append(san)
    state["draw_offer"] = None
    state["die_roll"] = None
    paid = spend_card(state, seat, pay)
    state["last_move"] = {"seat": seat, "side": side, "san": san, "uci": chess_move.uci(),
                          "paid": paid}
    record(state["history"], "move", seat, cards=[paid["card"]] if "card" in paid else [],
           how="card" if "card" in paid else "die" if paid else "plain", side=side, san=san,
           uci=chess_move.uci(), source=paid.get("from"), die=paid.get("die"))
    end_of_move(state, lambda: start_turn(state, rng))


def spend_card(state: State, seat: int, pay: dict[str, Any] | None) -> dict[str, Any]:
    """Spend the checked payment ``pay`` (``check_payment``) of ``seat``'s move and return what
    was paid, for the history: ``{"card": id, "from": "hand" | "common"}``, ``{"die": value}``
    or ``{}`` (plain chess). A card is discarded face up and ``seat`` draws the deck's top card
    into its hand; a common card's place in the row is kept in ``state["replenish_slot"]`` for
    ``replenish_from_hand``."""
    if pay is None:
        return {}
    if "card" not in pay:
        return {"die": pay["die"]}
    zones = Zones(state["zones"])
    card, source = pay["card"], pay["source"]
    slot = zones.cards(source).index(card)
    zones.move(card, source, DISCARD)
    zones.draw(DECK, 1, hand(seat))
    if source == COMMON:
        state["replenish_slot"] = slot
    return {"card": card, "from": "hand" if source == hand(seat) else "common"}


def end_of_move(state: State, next_turn: Callable[[], None]) -> None:
    """After a paid move is recorded: the draw that emptied the deck starts plain chess
    (history ``deck_empty``); then phase ``replenish`` when a common card was spent, else
    ``next_turn()`` (the game's start of the next turn)."""
    if not state["plain"] and Zones(state["zones"]).count(DECK) == 0:
        state["plain"] = True
        record(state["history"], "deck_empty", how="plain_chess")
    if state["replenish_slot"] is not None:
        state["phase"] = "replenish"
    else:
        next_turn()


def replenish_from_hand(state: State, seat: int, due: int, args: Args) -> None:
    """``{"card": id}`` sent by ``seat`` when ``due`` (the seat that paid with a common card)
    must replenish: the card leaves ``seat``'s hand for the row, where the spent card lay
    (D12: any of its cards); phase ``play`` again, the caller starts the next turn. Raises 409
    ``wrong_phase`` / ``not_your_turn``, 400 ``bad_args``, 422 ``card_not_in_hand``."""
    check_phase(state, "replenish")
    if seat != due:
        raise not_your_turn()
    check_keys(args, ("card",))
    card = args["card"]
    zones = Zones(state["zones"])
    if not isinstance(card, str) or not zones.has(hand(seat), card):
        raise IllegalMove("card_not_in_hand", "The card {card} is not in your hand.",
                          card=str(card))
    zones.take(hand(seat), card)
    zones.zone(COMMON)["cards"].insert(state["replenish_slot"], card)
    state["replenish_slot"] = None
    state["phase"] = "play"
    record(state["history"], "replenish", seat, cards=[card], how="replenish")


def replenish(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"card": id}``: after paying with a common card, the side that paid (the opponent of the
    side to move now) puts one of its three hand cards face up where the spent card lay
    (``replenish_from_hand``). Raises 409 ``wrong_phase`` / ``not_your_turn``, 400
    ``bad_args``, 422 ``card_not_in_hand``."""
    seat = playing_seat(state, actor)
    replenish_from_hand(state, seat, 1 - mover(state), args)
    start_turn(state, rng)
    return state
