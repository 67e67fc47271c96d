"""The chess position of a PokerDrez table, rebuilt from its log (seed 004 PokerDrez;
docs/rules-decisions.md#pokerdrez).

State keeps the start position as FEN (``start_fen``: the standard position after the pawn
removal, or the ``fen`` option) and the moves played as UCI strings (``uci``), so it stays
JSON-able; python-chess (``chess.Board``) is rebuilt from them when a rule needs it, for the
repetition counts that the move stack carries. Rebuilt boards are cached per log, and every caller
gets its own copy.
"""

from __future__ import annotations

from functools import lru_cache

import chess

from referee.games.base import State

#: Side names as the API writes them, by python-chess colour.
SIDE_NAMES = {chess.WHITE: "white", chess.BLACK: "black"}
#: The figure id of the PokerDrez cards for each python-chess piece type (the king has none).
FIGURE_OF = {chess.PAWN: "pawn", chess.KNIGHT: "knight", chess.BISHOP: "bishop",
             chess.ROOK: "rook", chess.QUEEN: "queen"}


@lru_cache(maxsize=64)
def _replayed(start_fen: str, uci: tuple[str, ...]) -> chess.Board:
    board = chess.Board(start_fen)
    for move in uci:
        board.push(chess.Move.from_uci(move))
    return board


def board_of(state: State) -> chess.Board:
    """The table's position as a fresh ``chess.Board`` with its move stack (``start_fen`` then
    every move of ``uci``); the caller may push on it freely."""
    return _replayed(state["start_fen"], tuple(state["uci"])).copy()


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
