"""Who pays what: the payment table of PokerDrez (seed 004 PokerDrez; docs/rules-decisions.md
#pokerdrez D3, D4, D5, D8, D13).

A move "needs" a figure: the moving piece's figure, ``rook`` for castling (D4: castling is one
rook move), ``king`` for any other king move. With F = the figures the mover has on the board
(``position.figures_on_board``), the wild figures are the joker and every figure not in F (D3,
D13). Then:

| move needs | a card pays if it is… | a die roll pays if it is… |
| --- | --- | --- |
| ``king`` | any non-neutral card | 6 |
| a figure t | a card of t, or of a wild figure | t's value, 6, or a wild figure's value |

A neutral card never pays (D5). Mate and stalemate count the cards only (D9): ``has_payable``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import chess

from referee.games.base import IllegalMove
from referee.games.kit import cards
from referee.games.pokerdrez.position import FIGURE_OF, figures_on_board

KING = "king"
JOKER = "joker"
#: The die face that moves any piece, the king included.
ANY_FACE = 6


def need(board: chess.Board, move: chess.Move) -> str:
    """The figure that must pay ``move`` on ``board`` (a pseudo-legal move of the side to move):
    ``"rook"`` for castling, ``"king"`` for another king move, else the piece's figure id."""
    if board.is_castling(move):
        return "rook"
    piece_type = board.piece_type_at(move.from_square)
    if piece_type is None:
        raise ValueError(f"no piece on {chess.square_name(move.from_square)}")
    return KING if piece_type == chess.KING else FIGURE_OF[piece_type]


def wild_figures(on_board: Iterable[str]) -> frozenset[str]:
    """The figures whose cards and die value pay any move: the joker and every figure not among
    ``on_board`` (F of the mover)."""
    return frozenset({JOKER, *(f for f in FIGURE_OF.values() if f not in set(on_board))})


def card_pays(card: str, needed: str, wild: frozenset[str]) -> bool:
    """True when ``card`` pays a move that needs ``needed`` (``wild``: ``wild_figures``)."""
    figure = cards.figure(card)
    if figure is None:
        return False
    return needed == KING or figure == needed or figure in wild


def die_pays(value: int, needed: str, wild: frozenset[str]) -> bool:
    """True when a die roll of ``value`` (1–6) pays a move that needs ``needed``."""
    if value == ANY_FACE:
        return True
    if needed == KING:
        return False
    values = cards.figure_values()
    return value == values[needed] or value in {values[f] for f in wild}


def check_pays(pay: dict[str, Any] | None, needed: str, wild: frozenset[str]) -> None:
    """Raise 422 ``card_cannot_move_piece`` / ``die_cannot_move_piece`` unless ``pay`` (the
    checked payment of ``play.check_payment``: ``{"card": id, "source": zone}``, ``{"die":
    value}``, or None in plain chess, which passes) pays a move that needs ``needed``
    (``wild``: ``wild_figures``). Used by PokerDrez and PokerDrez for 4."""
    if pay is None:
        return
    if "card" in pay and not card_pays(pay["card"], needed, wild):
        raise IllegalMove("card_cannot_move_piece", "The card {card} cannot pay this move.",
                          card=pay["card"])
    if "die" in pay and not die_pays(pay["die"], needed, wild):
        raise IllegalMove("die_cannot_move_piece", "A die roll of {value} cannot pay this move.",
                          value=pay["die"])


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
