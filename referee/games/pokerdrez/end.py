"""How a PokerDrez game ends: card mate and card stalemate, the chess draws, resignation, draw
offers, and the outcome (seed 004 PokerDrez; docs/rules-decisions.md#pokerdrez D9, D10, D11,
D14).

After every completed move ``start_turn`` runs the end checks for the side to move next, T:
python-chess's automatic draws (insufficient material, fivefold repetition, 75 moves; positions
compare without cards); in the card phase, no legal move payable by a card of T's hand or the
common row is checkmate when T is in check and a draw otherwise (the die and swaps do not count);
in plain chess, python-chess's checkmate and stalemate. At a side's first move of a game from the
standard start, an unpayable deal is dealt again (⚙ ``first_move_redeal``, D14).
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase
from referee.games.kit.draws import check_answer, check_offer
from referee.games.kit.history import record
from referee.games.kit.paid_moves import available_cards
from referee.games.kit.zones import DECK, Zones, hand
from referee.games.pokerdrez.betting import payments
from referee.games.pokerdrez.payment import has_payable
from referee.games.pokerdrez.position import board_of, seat_of_side, to_move
from referee.games.pokerdrez.turns import finish, playing_seat

#: Redeals tried at most for one unpayable first deal before the literal rule applies.
REDEAL_LIMIT = 500


def _redeal(state: State, seat: int, rng: random.Random) -> bool:
    """Deal ``seat`` two new own cards until a card pays a move (D14); True when it worked.
    Nothing happens when no card left in its hand, the common row or the deck could pay."""
    board = board_of(state)
    zones = Zones(state["zones"])
    if not has_payable(board, available_cards(state, seat) + zones.cards(DECK)):
        return False
    own = hand(seat)
    for _ in range(REDEAL_LIMIT):
        returned = zones.cards(own)
        for card in returned:
            zones.take(own, card)
        zones.shuffle_into(DECK, returned, rng)
        zones.draw(DECK, len(returned), own)
        if has_payable(board, available_cards(state, seat)):
            record(state["history"], "redeal", seat, how="first_move_redeal")
            return True
    return False


def _first_move(state: State) -> bool:
    """True when the side to move has not moved yet in a game from the standard start."""
    return state["standard_start"] and len(state["uci"]) < 2


def check_cards(state: State, rng: random.Random | None = None) -> None:
    """Card mate / card stalemate of the side to move (card phase; D9): no legal move paid by a
    card of its hand or the common row ends the game. With ``rng``, an unpayable first deal is
    dealt again first (D14)."""
    board = board_of(state)
    seat = seat_of_side(state, board.turn)
    if has_payable(board, available_cards(state, seat)):
        return
    if (rng is not None and state["first_move_redeal"] and _first_move(state)
            and _redeal(state, seat, rng)):
        return
    by_cards = any(board.legal_moves)
    if board.is_check():
        finish(state, [seat_of_side(state, not board.turn)], "checkmate", by_cards)
    else:
        finish(state, [], "stalemate", by_cards)


def start_turn(state: State, rng: random.Random) -> None:
    """The end checks for the side to move after a completed move (or at the start of play)."""
    board = board_of(state, stack=True)
    if board.is_insufficient_material():
        finish(state, [], "insufficient_material")
    elif board.is_fivefold_repetition():
        finish(state, [], "fivefold_repetition")
    elif board.is_seventyfive_moves():
        finish(state, [], "seventyfive_moves")
    elif state["plain"]:
        if board.is_checkmate():
            finish(state, [seat_of_side(state, not board.turn)], "checkmate")
        elif board.is_stalemate():
            finish(state, [], "stalemate")
    else:
        check_cards(state, rng)


def claim_draw(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: the side to move claims a draw by threefold repetition or the fifty-move rule
    (python-chess ``can_claim_draw``). Raises 409 ``wrong_phase`` / ``not_your_turn`` and 422
    ``no_draw_to_claim``."""
    seat = playing_seat(state, actor)
    check_phase(state, "play")
    if seat != seat_of_side(state, to_move(state)):
        raise not_your_turn()
    check_keys(args, ())
    if not board_of(state, stack=True).can_claim_draw():
        raise IllegalMove("no_draw_to_claim", "There is no threefold repetition or fifty-move "
                          "rule to claim a draw with.")
    record(state["history"], "claim_draw", seat)
    finish(state, [], "claimed_draw")
    return state


def resign(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: the sending seat gives the game up, at any moment; the other seat wins."""
    seat = playing_seat(state, actor)
    check_keys(args, ())
    record(state["history"], "resign", seat)
    finish(state, [1 - seat], "resignation")
    return state


def offer_draw(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: the sending seat offers a draw, at any moment; it lapses when a chess move is
    made. Raises 422 ``draw_already_offered`` while an offer is open."""
    seat = playing_seat(state, actor)
    check_offer(state["draw_offer"], args)
    state["draw_offer"] = seat
    record(state["history"], "offer_draw", seat)
    return state


def answer_draw(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"accept": bool}``: the other seat accepts (a draw by agreement) or declines the open
    offer. Raises 422 ``no_draw_offer`` / ``own_draw_offer``, 400 ``bad_args``."""
    seat = playing_seat(state, actor)
    accept = check_answer(args, seat, state["draw_offer"])
    state["draw_offer"] = None
    record(state["history"], "answer_draw", seat, how="accept" if accept else "decline")
    if accept:
        finish(state, [], "agreement")
    return state


def outcome(state: State) -> dict[str, Any] | None:
    """None while the game goes on; then ``{"winners": [seat] | [], "reason", "by_cards", "fen",
    "moves": [SAN…]}`` plus ``"payments": {"<seat>": chips}`` with the betting variant.

    ``reason``: ``checkmate`` | ``stalemate`` | ``resignation`` | ``agreement`` | ``fold`` |
    ``insufficient_material`` | ``fivefold_repetition`` | ``seventyfive_moves`` |
    ``claimed_draw``; ``by_cards``: True when the mate or stalemate came from the cards while
    plain chess still had a legal move."""
    result = state["result"]
    if result is None:
        return None
    found: dict[str, Any] = {"winners": list(result["winners"]), "reason": result["reason"],
                             "by_cards": result["by_cards"],
                             "fen": board_of(state).fen(),
                             "moves": list(state["san"])}
    if state["betting"] is not None:
        found["payments"] = payments(state)
    return found
