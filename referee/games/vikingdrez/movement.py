"""Where a VikingDrez piece may go: straight lines over empty squares, the throne and the corners
kept for the king (seed 004 VikingDrez; docs/rules-decisions.md#vikingdrez).

Every piece moves like a rook: any number of empty squares along its rank or file. Only the king
may stop on the throne or a corner. Soldiers may cross the empty throne when the table option
``throne_passable`` is true (D1); the king may always cross it, since he may even stop there
(D7).
"""

from __future__ import annotations

from referee.games.base import IllegalMove
from referee.games.kit.board import ORTHOGONAL, SEVEN
from referee.games.vikingdrez.rules import KING, RESTRICTED, THRONE, Board, Side, side_of


def _may_cross(kind: str, square: str, throne_passable: bool) -> bool:
    """Whether a piece of ``kind`` may pass over the empty ``square``."""
    return square != THRONE or throne_passable or kind == KING


def destinations(board: Board, start: str, throne_passable: bool) -> list[str]:
    """The squares the piece on ``start`` may move to, direction by direction (up, right, down,
    left), nearest first. ``start`` must hold a piece (KeyError otherwise)."""
    kind = board[start]
    found = []
    for direction in ORTHOGONAL:
        for square in SEVEN.ray(start, direction):
            if square in board:
                break
            if kind == KING or square not in RESTRICTED:
                found.append(square)
            if not _may_cross(kind, square, throne_passable):
                break
    return found


def targets(board: Board, side: Side, throne_passable: bool) -> dict[str, list[str]]:
    """``{square: [destination, …]}`` for every piece of ``side`` that has a legal move."""
    found = {}
    for square, kind in sorted(board.items()):
        if side_of(kind) == side and (reach := destinations(board, square, throne_passable)):
            found[square] = reach
    return found


def has_move(board: Board, side: Side, throne_passable: bool) -> bool:
    """Whether ``side`` has at least one legal move on ``board``."""
    return any(side_of(kind) == side and destinations(board, square, throne_passable)
               for square, kind in board.items())


def check_move(board: Board, side: Side, start: str, end: str, throne_passable: bool) -> None:
    """Raise the IllegalMove (422) that refuses moving ``side``'s piece from ``start`` to
    ``end``, checked in this order: ``not_your_piece``, ``not_straight``, ``path_blocked``,
    ``square_occupied``, ``restricted_square``. Returns None for a legal move."""
    kind = board.get(start)
    if kind is None or side_of(kind) != side:
        raise IllegalMove("not_your_piece", "There is no piece of yours on {square}.",
                          square=start)
    same_line = start[0] == end[0] or start[1:] == end[1:]
    path = SEVEN.between(start, end) if same_line else None
    if path is None:
        raise IllegalMove("not_straight",
                          "A piece moves along its rank or file, to another square.")
    blocked = next((sq for sq in path
                    if sq in board or not _may_cross(kind, sq, throne_passable)), None)
    if blocked is not None:
        raise IllegalMove("path_blocked", "The way to {square} is blocked at {blocked}.",
                          square=end, blocked=blocked)
    if end in board:
        raise IllegalMove("square_occupied", "{square} is already occupied.", square=end)
    if end in RESTRICTED and kind != KING:
        raise IllegalMove("restricted_square",
                          "Only the king may stand on the throne and the corners.")
