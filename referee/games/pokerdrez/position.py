"""The chess position of a PokerDrez table, rebuilt from its log (seed 004 PokerDrez;
docs/rules-decisions.md#pokerdrez).

State keeps the start position as FEN (``start_fen``: the standard position after the pawn
removal, or the ``fen`` option) and the moves played as UCI strings (``uci``), so it stays
JSON-able; python-chess (``chess.Board``) is rebuilt from them when a rule needs it, for the
repetition counts that the move stack carries. Rebuilt boards are cached per log, and every caller
gets its own copy.
"""

from __future__ import annotations

from collections import OrderedDict

import chess

from referee.games.base import State

#: Side names as the API writes them, by python-chess colour.
SIDE_NAMES = {chess.WHITE: "white", chess.BLACK: "black"}
#: The figure id of the PokerDrez cards for each python-chess piece type (the king has none).
FIGURE_OF = {chess.PAWN: "pawn", chess.KNIGHT: "knight", chess.BISHOP: "bishop",
             chess.ROOK: "rook", chess.QUEEN: "queen"}


#: Rebuilt boards kept, newest last: a table's next move extends its last board by one push.
_CACHE: OrderedDict[tuple[str, tuple[str, ...]], chess.Board] = OrderedDict()
_CACHE_SIZE = 64


def _replayed(start_fen: str, uci: tuple[str, ...]) -> chess.Board:
    """The board after ``uci`` from ``start_fen``, shared through the cache (never mutated)."""
    key = (start_fen, uci)
    board = _CACHE.get(key)
    if board is None:
        before = _CACHE.get((start_fen, uci[:-1])) if uci else None
        if before is not None:
            board = before.copy()
            board.push(chess.Move.from_uci(uci[-1]))
        else:
            board = chess.Board(start_fen)
            for move in uci:
                board.push(chess.Move.from_uci(move))
        _CACHE[key] = board
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return board


def board_of(state: State, stack: bool = False) -> chess.Board:
    """The table's position as a fresh ``chess.Board`` (``start_fen`` then every move of
    ``uci``); the caller may push on it freely. With ``stack`` the copy keeps the move stack,
    which repetition counts (fivefold, threefold claims) need; without, it is much cheaper."""
    return _replayed(state["start_fen"], tuple(state["uci"])).copy(stack=stack)


def to_move(state: State) -> chess.Color:
    """The side to move: the start position's, flipped once per move played (no board rebuilt)."""
    white_starts = state["start_fen"].split()[1] == "w"
    return white_starts == (len(state["uci"]) % 2 == 0)


def side_of_seat(state: State, seat: int) -> chess.Color:
    """The colour ``seat`` plays (``chess.WHITE`` / ``chess.BLACK``)."""
    return chess.WHITE if seat == state["white"] else chess.BLACK


def seat_of_side(state: State, colour: chess.Color) -> int:
    """The seat that plays ``colour``."""
    return int(state["white"] if colour == chess.WHITE else state["black"])


def figures_on_board(board: chess.Board, colour: chess.Color) -> frozenset[str]:
    """F(S) of the payment table: the figure ids of the piece types ``colour`` has on the board
    now (the king has no figure). A type with no piece left is "lost" (D13)."""
    return frozenset(figure for piece_type, figure in FIGURE_OF.items()
                     if board.pieces_mask(piece_type, colour))
