"""What every viewer of a PokerDrez table sees (seed 004 PokerDrez; docs/rules-decisions.md
#pokerdrez and #conventions, "Views").

Built from scratch per viewer. Public: the position, the common row, the discards, counts of
the deck and of each hand, the die, the stake, the public history. A seat adds its own hand,
the moves it may send, the payable chess moves when it is to move, and what it was told
privately in swaps. The omniscient moderator adds both hands and both seats' notes. The deck's
order reaches nobody.
"""

from __future__ import annotations

import copy
from typing import Any

import chess

from referee.games.base import State, Viewer
from referee.games.common import assemble_view
from referee.games.kit.history import public_history
from referee.games.kit.paid_moves import available_cards
from referee.games.kit.swaps import every_hand
from referee.games.kit.views import hand_sizes, private_zones, public_zones
from referee.games.kit.zones import COMMON, DECK, DISCARD, hand
from referee.games.pokerdrez.payment import payable_moves, stuck_pieces
from referee.games.pokerdrez.position import SIDE_NAMES, board_of, side_of_seat
from referee.games.pokerdrez.turns import awaiting, moves_for


def _public(state: State) -> dict[str, Any]:
    board = board_of(state)
    zones = public_zones(state["zones"], (DECK, DISCARD, COMMON))
    bets = state["betting"]
    roll = state["die_roll"]
    return {
        "fen": board.fen(),
        "turn": SIDE_NAMES[board.turn],
        "check": board.is_check(),
        "white": state["white"], "black": state["black"],
        "awaiting": awaiting(state),
        "last_move": copy.deepcopy(state["last_move"]),
        "moves": list(state["san"]),
        "common": zones[COMMON]["cards"],
        "deck_size": zones[DECK]["count"],
        "discards": zones[DISCARD]["cards"],
        "die_holder": state["die_holder"],
        "die_roll": None if roll is None else dict(roll),
        "dice": state["dice"],
        "plain": state["plain"],
        "hand_sizes": hand_sizes(state["zones"], state["players"]),
        "removed_pawns": dict(state["removed_pawns"]),
        "draw_offer": state["draw_offer"],
        "stake": None if bets is None else {
            "min": bets["min"], "max": bets["max"], "stake": bets["stake"],
            "last_raiser": bets["last_raiser"],
            "pending": None if bets["pending"] is None else dict(bets["pending"])},
        "neutral_timing": state["neutral_timing"],
        "prearranged": state["prearranged"],
        "standard_start": state["standard_start"],
        "start_fen": state["start_fen"],
        "history": public_history(state["history"]),
    }


def _payable(state: State, seat: int) -> list[dict[str, Any]]:
    """The chess moves ``seat`` may make now, each with what pays it (``[]`` off its turn)."""
    if "move" not in moves_for(state, seat):
        return []
    board = board_of(state)
    if state["plain"]:
        return [{"from": chess.square_name(m.from_square), "to": chess.square_name(m.to_square),
                 "promotion": chess.piece_symbol(m.promotion) if m.promotion else None,
                 "cards": [], "die": False} for m in board.legal_moves]
    roll = state["die_roll"]
    die = roll["value"] if roll is not None and roll["seat"] == seat else None
    return payable_moves(board, available_cards(state, seat), die)


def _own(state: State, seat: int) -> dict[str, Any]:
    own = private_zones(state["zones"], Viewer(seat), (hand(seat),))
    payable = _payable(state, seat)
    moving = "move" in moves_for(state, seat)
    return {"seat": seat, "side": SIDE_NAMES[side_of_seat(state, seat)],
            "hand": own.get(hand(seat), []), "moves": moves_for(state, seat),
            "payable": payable,
            "stuck": stuck_pieces(board_of(state), payable) if moving else {},
            "notes": copy.deepcopy(state["notes"][str(seat)])}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` for ``viewer`` (base.Game.view).

    ``phase``: ``pawn_removal`` | ``play`` | ``replenish`` | ``raise_answer`` | ``over``.

    ``public``: ``fen``, ``turn`` ("white" | "black"), ``check``, ``white`` / ``black`` (seats),
    ``awaiting``, ``last_move`` (``{"seat", "side", "san", "uci", "paid": {"card", "from":
    "hand" | "common"} | {"die": value} | {}}`` or None), ``moves`` (SAN), ``common``,
    ``deck_size``, ``discards`` (oldest first), ``die_holder``, ``die_roll`` (``{"seat", "value",
    "physical"}`` this turn, or None), ``dice``, ``plain``, ``hand_sizes``, ``removed_pawns``
    (``{"black", "white"}``: a file or None), ``draw_offer``, ``stake`` (None, or ``{"min",
    "max", "stake", "last_raiser", "pending"}``), ``neutral_timing``, ``prearranged``,
    ``standard_start``, ``start_fen``, ``history`` (kit history entries: deal, remove_pawn, roll,
    move, replenish, swap, redeal, deck_empty, raise, answer_raise, offer_draw, answer_draw,
    draw_lapsed (an open offer ended by a move; its seat is the offerer's),
    claim_draw, resign, end).

    ``private`` for a seat: ``seat``, ``side``, ``hand``, ``moves``, ``payable`` (``[{"from",
    "to", "promotion", "cards": [ids], "die": bool}]`` on its turn), ``stuck`` (on its turn,
    why each of its pieces that nothing pays cannot move: ``payment.stuck_pieces``), ``notes``
    (cards told privately in swaps: ``{"n", "card", "how": "drawn" | "taken" | "lost"}``). For the
    omniscient moderator: ``hands`` ({"0": ids, "1": ids}) and ``all_notes``.
    """
    return assemble_view(state, viewer, public=_public, own=_own, everything=every_hand)
