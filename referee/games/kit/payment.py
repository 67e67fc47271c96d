"""What pays a move in the chess games with cards (PokerDrez and PokerDrez for 4; seed 004
PokerDrez; docs/rules-decisions.md#pokerdrez D3, D4, D5, D8, D13): the payment table, written
once.

A move "needs" a figure (the game says which: the moving piece's figure, ``rook`` for castling,
``king`` for another king move, the entering figure for a re-entry). With F = the figures the
mover has on the board, the wild figures are the joker and every figure not in F. Then:

| move needs | a card pays if it is… | a die roll pays if it is… |
| --- | --- | --- |
| ``king`` | any non-neutral card | 6 |
| a figure t | a card of t, or of a wild figure | t's value, 6, or a wild figure's value |

A neutral card never pays (D5).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from referee.games.base import IllegalMove
from referee.games.kit import cards

KING = "king"
JOKER = "joker"
#: The die face that moves any piece, the king included.
ANY_FACE = 6


def wild_figures(on_board: Iterable[str]) -> frozenset[str]:
    """The figures whose cards and die value pay any move: the joker and every card figure not
    among ``on_board`` (F of the mover: figure ids, the king never counted)."""
    present = set(on_board)
    return frozenset({JOKER, *(figure for figure in cards.figures()
                               if figure != JOKER and figure not in present)})


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
    checked payment of ``paid_moves.check_payment``: ``{"card": id, "source": zone}``, ``{"die":
    value}``, or None in plain chess, which passes) pays a move that needs ``needed``
    (``wild``: ``wild_figures``)."""
    if pay is None:
        return
    if "card" in pay and not card_pays(pay["card"], needed, wild):
        raise IllegalMove("card_cannot_move_piece", "The card {card} cannot pay this move.",
                          card=pay["card"])
    if "die" in pay and not die_pays(pay["die"], needed, wild):
        raise IllegalMove("die_cannot_move_piece", "A die roll of {value} cannot pay this move.",
                          value=pay["die"])
