"""Custodial captures in VikingDrez (seed 004 VikingDrez; docs/rules-decisions.md#vikingdrez).

Only the side that has just moved captures, and only pieces next to the square its piece arrived
on (the moving piece is always one end of the sandwich). A piece that moves between two enemies
is safe (D4). The king is armed: he captures like a defender and serves as the far end of a
sandwich (D3). Corners and the empty throne are hostile to both sides, the throne with the king
on it to attackers only (D2); the board's edge is not hostile (D8).
"""

from __future__ import annotations

from referee.games.kit.board import ORTHOGONAL, SEVEN
from referee.games.vikingdrez.rules import (
    ATTACKER,
    CORNERS,
    KING,
    THRONE,
    Board,
    Side,
    side_of,
)


def _hostile(board: Board, square: str | None, victim: Side) -> bool:
    """Whether ``square`` closes a sandwich around a piece of ``victim``: an enemy piece (the king
    included), an empty corner, or the empty throne. The throne with the king on it is an enemy
    piece for attackers and a friend for defenders."""
    if square is None:
        return False
    kind = board.get(square)
    if kind is not None:
        return side_of(kind) != victim
    return square in CORNERS or square == THRONE


def _king_taken(board: Board, king: str, direction: tuple[int, int]) -> bool:
    """Whether the king on ``king``, reached in ``direction`` from the attacker that has just
    moved, is captured: on the throne with attackers on all 4 sides; beside the throne with
    attackers on the 3 other sides; elsewhere between that attacker and, beyond him, an attacker
    or an empty corner."""
    around = SEVEN.neighbours(king)
    if king == THRONE or THRONE in around:
        return all(board.get(sq) == ATTACKER for sq in around if sq != THRONE)
    beyond = SEVEN.step(king, direction)
    if beyond is None:
        return False
    return board.get(beyond) == ATTACKER or (beyond in CORNERS and beyond not in board)


def captured(board: Board, arrived: str) -> list[str]:
    """The squares whose pieces the piece that has just arrived on ``arrived`` captures, in the
    order up, right, down, left. ``board`` already shows the move; it is not changed."""
    mover = side_of(board[arrived])
    taken = []
    for direction in ORTHOGONAL:
        victim_square = SEVEN.step(arrived, direction)
        kind = board.get(victim_square) if victim_square else None
        if kind is None or side_of(kind) == mover:
            continue
        if kind == KING:
            if _king_taken(board, victim_square, direction):
                taken.append(victim_square)
        elif _hostile(board, SEVEN.step(victim_square, direction), side_of(kind)):
            taken.append(victim_square)
    return taken
