"""VikingDrez's moves: ``move``, ``resign``, ``offer_draw`` and ``answer_draw``, and how a game
ends (seed 004 VikingDrez; docs/rules-decisions.md#vikingdrez).

State (plain JSON data)::

    players: 2                      black: seat (attackers)        white: seat (king, defenders)
    throne_passable: bool           board: {square: "king" | "defender" | "attacker"}
    to_move: "black" | "white"      phase: "play" | "over"
    seen: {position key: times}     draw_offer: seat | None
    history: [event]                result: None | {"winners": [seat], "reason", "king": square}

A position key is the board and the side to move (``position_key``); ``seen`` counts how often
each position has stood on the board, the start position included (D9). The game ends (D5) when
the king reaches a corner (White wins), the king is captured (Black wins), the side to move has
no legal move (it loses), a position stands for the third time (draw), a seat resigns or a draw
offer is accepted.
"""

from __future__ import annotations

import random

from referee.games.base import Actor, State, not_your_turn
from referee.games.common import Args, check_keys
from referee.games.kit.board import SEVEN
from referee.games.kit.draws import check_answer, check_offer, draw_moves
from referee.games.vikingdrez.captures import captured
from referee.games.vikingdrez.movement import check_move, has_move
from referee.games.vikingdrez.rules import CORNERS, KING, Board, Side, other

#: How often the same position (board and side to move) may stand before the game is drawn.
REPETITION_LIMIT = 3
_LETTERS = {"king": "K", "defender": "D", "attacker": "A"}
_SQUARES = SEVEN.squares()


def position_key(board: Board, to_move: Side) -> str:
    """The board as one letter per square (``a1`` … ``g7``; ``.`` empty, ``K`` king, ``D``
    defender, ``A`` attacker) then ``:`` and the side to move."""
    return "".join(_LETTERS.get(board.get(sq, ""), ".") for sq in _SQUARES) + ":" + to_move


def seat_of(state: State, side: Side) -> int:
    """The seat that plays ``side``."""
    return state[side]


def side_of_seat(state: State, seat: int) -> Side:
    """The side seat ``seat`` plays."""
    return "black" if state["black"] == seat else "white"


def awaiting(state: State) -> list[int]:
    """The seat of the side to move; ``[]`` once the game is over."""
    return [] if state["phase"] == "over" else [seat_of(state, state["to_move"])]


def moves_for(state: State, seat: int | None) -> list[str]:
    """The move names ``seat`` may send now: ``move`` on its turn, ``resign`` always, and
    ``offer_draw`` or, when the other seat has offered, ``answer_draw``. ``[]`` for a viewer who
    does not play or once the game is over."""
    if seat not in (state["black"], state["white"]) or state["phase"] == "over":
        return []
    names = ["move"] if seat in awaiting(state) else []
    return [*names, *draw_moves(state["draw_offer"], seat)]


def _playing_seat(state: State, actor: Actor) -> int:
    """The seat of ``actor``, who must be one of the two players (else 409 not_your_turn)."""
    if actor.seat is None or actor.seat not in (state["black"], state["white"]):
        raise not_your_turn()
    return actor.seat


def _square_arg(args: Args, key: str) -> str:
    """``args[key]`` when it names a square of the board; else 400 ``bad_square``."""
    SEVEN.coord(args[key])
    return args[key]


def _finish(state: State, winners: list[int], reason: str, king: str | None = None) -> None:
    """End the game; ``king`` is the square the king fell on (default: where he stands)."""
    if king is None:
        king = next(square for square, kind in state["board"].items() if kind == KING)
    state["phase"] = "over"
    state["draw_offer"] = None
    state["result"] = {"winners": winners, "reason": reason, "king": king}


def move(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"from": square, "to": square}``: the side to move moves one piece, then captures.

    Raises 409 ``not_your_turn`` for a seat whose side is not to move, 400 ``bad_args`` /
    ``bad_square`` for malformed arguments, and the 422 refusals of ``movement.check_move``.
    """
    seat = _playing_seat(state, actor)
    side: Side = state["to_move"]
    if seat != seat_of(state, side):
        raise not_your_turn()
    check_keys(args, ("from", "to"))
    start, end = _square_arg(args, "from"), _square_arg(args, "to")
    board: Board = state["board"]
    check_move(board, side, start, end, state["throne_passable"])
    board[end] = board.pop(start)
    taken = captured(board, end)
    fallen_king = next((square for square in taken if board[square] == KING), None)
    for square in taken:
        del board[square]
    state["history"].append({"type": "move", "seat": seat, "side": side, "from": start,
                             "to": end, "captured": taken})
    state["draw_offer"] = None
    state["to_move"] = other(side)
    _after_move(state, side, end, fallen_king)
    return state


def _after_move(state: State, side: Side, end: str, fallen_king: str | None) -> None:
    """End the game if the move just made by ``side`` to ``end`` ends it (``fallen_king``: the
    square of the king it captured, or None)."""
    board: Board = state["board"]
    if board.get(end) == KING and end in CORNERS:
        _finish(state, [state["white"]], "corner")
    elif fallen_king is not None:
        _finish(state, [state["black"]], "king_captured", fallen_king)
    else:
        key = position_key(board, state["to_move"])
        state["seen"][key] = state["seen"].get(key, 0) + 1
        if state["seen"][key] >= REPETITION_LIMIT:
            _finish(state, [], "repetition")
        elif not has_move(board, state["to_move"], state["throne_passable"]):
            _finish(state, [seat_of(state, side)], "no_moves")


def resign(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: the sending seat gives the game up, at any moment; the other seat wins."""
    seat = _playing_seat(state, actor)
    check_keys(args, ())
    state["history"].append({"type": "resign", "seat": seat})
    _finish(state, [seat_of(state, other(side_of_seat(state, seat)))], "resignation")
    return state


def offer_draw(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: the sending seat offers a draw, at any moment. The offer stands until the other
    seat answers it or a move is made. Raises 422 ``draw_already_offered`` while one is open."""
    seat = _playing_seat(state, actor)
    check_offer(state["draw_offer"], args)
    state["draw_offer"] = seat
    state["history"].append({"type": "offer_draw", "seat": seat})
    return state


def answer_draw(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"accept": bool}``: the other seat accepts (the game is drawn) or declines the open
    offer. Raises 422 ``no_draw_offer`` when none is open and ``own_draw_offer`` for the seat that
    made it; 400 ``bad_args`` when ``accept`` is not a boolean."""
    seat = _playing_seat(state, actor)
    accept = check_answer(args, seat, state["draw_offer"])
    state["history"].append({"type": "answer_draw", "seat": seat, "accept": accept})
    state["draw_offer"] = None
    if accept:
        _finish(state, [], "agreement")
    return state


MOVES = {"move": move, "resign": resign, "offer_draw": offer_draw, "answer_draw": answer_draw}
