"""Who pays what on PokerDrez's chess board (seed 004 PokerDrez; docs/rules-decisions.md
#pokerdrez D3, D4, D5, D8, D13).

The payment table is the kit's (``referee.games.kit.payment``). On the python-chess board a move
"needs" the moving piece's figure, ``rook`` for castling (D4: castling is one rook move),
``king`` for any other king move; F, the figures the mover has on the board, comes from
``position.figures_on_board``. Mate and stalemate count the cards only (D9): ``has_payable``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import chess

from referee.games.kit.payment import KING, card_pays, die_pays, wild_figures
from referee.games.pokerdrez.position import FIGURE_OF, figures_on_board


def need(board: chess.Board, move: chess.Move) -> str:
    """The figure that must pay ``move`` on ``board`` (a pseudo-legal move of the side to move):
    ``"rook"`` for castling, ``"king"`` for another king move, else the piece's figure id."""
    if board.is_castling(move):
        return "rook"
    piece_type = board.piece_type_at(move.from_square)
    if piece_type is None:
        raise ValueError(f"no piece on {chess.square_name(move.from_square)}")
    return KING if piece_type == chess.KING else FIGURE_OF[piece_type]


def payable_moves(board: chess.Board, available: Sequence[str], die: int | None
                  ) -> list[dict[str, Any]]:
    """Every legal move of the side to move with what pays it: ``[{"from", "to", "promotion",
    "cards": [ids of available that pay], "die": bool}]``, only moves something pays, in
    python-chess's order. ``available``: the mover's hand and the common row; ``die``: this
    turn's roll or None."""
    wild = wild_figures(figures_on_board(board, board.turn))
    found = []
    for move in board.legal_moves:
        needed = need(board, move)
        paying = [card for card in available if card_pays(card, needed, wild)]
        by_die = die is not None and die_pays(die, needed, wild)
        if paying or by_die:
            found.append({"from": chess.square_name(move.from_square),
                          "to": chess.square_name(move.to_square),
                          "promotion": chess.piece_symbol(move.promotion) if move.promotion
                          else None,
                          "cards": paying, "die": by_die})
    return found


def stuck_pieces(board: chess.Board, payable: Sequence[dict[str, Any]]
                 ) -> dict[str, dict[str, str]]:
    """Why each piece of the side to move that no move of ``payable`` (``payable_moves``'s
    answer) moves cannot move: ``{square: {"why": "blocked"}}`` when it has no legal move (in
    check: none that answers the check), ``{square: {"why": "unpaid", "figure": needed}}`` when
    it has some but nothing pays them (``needed`` as ``need``, a king's own moves before
    castling). The phone says it when such a piece is tapped (issue 29, PD2)."""
    moving = {m["from"] for m in payable}
    found: dict[str, dict[str, str]] = {}
    for square in chess.SquareSet(board.occupied_co[board.turn]):
        name = chess.square_name(square)
        if name in moving:
            continue
        legal = list(board.generate_legal_moves(from_mask=chess.BB_SQUARES[square]))
        if not legal:
            found[name] = {"why": "blocked"}
            continue
        own = [m for m in legal if not board.is_castling(m)] or legal
        found[name] = {"why": "unpaid", "figure": need(board, own[0])}
    return found


def has_payable(board: chess.Board, available: Sequence[str]) -> bool:
    """True when some legal move of the side to move is paid by a card of ``available`` (the
    die and swaps do not count, D9): the test of card mate and card stalemate."""
    wild = wild_figures(figures_on_board(board, board.turn))
    needs = {n for n in (KING, *FIGURE_OF.values())
             if any(card_pays(card, n, wild) for card in available)}
    if not needs:
        return False
    types = [t for t, f in FIGURE_OF.items() if f in needs] + [chess.KING]
    mask = 0
    for piece_type in types:
        mask |= board.pieces_mask(piece_type, board.turn)
    return any(need(board, move) in needs
               for move in board.generate_legal_moves(from_mask=mask))
