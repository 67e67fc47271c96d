"""What pays a move in PokerDrez for 4 (seed 004 PokerDrez para 4; docs/rules-decisions.md
#pokerdrez-4 D9 and #pokerdrez D3, D4, D5, D8, D13).

The payment table is the kit's (``referee.games.kit.payment``): a move needs the moving
piece's figure, ``rook`` for castling, ``king`` for another king move (any non-neutral card);
a re-entry needs the entering figure. The joker and the card of every figure the mover has no
piece of **on the board** (its reserve does not count) are wild, for moves and re-entries.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from referee.games.kit.board import CROSS, Coord
from referee.games.kit.payment import KING, card_pays, die_pays, wild_figures
from referee.games.pokerdrez_4.check import Play, legal_plays
from referee.games.pokerdrez_4.movement import FIGURES, ROOK, Position
from referee.games.pokerdrez_4.reentry import legal_entries


def on_board(position: Position, colour: str) -> frozenset[str]:
    """F(S): the figures (the king aside) ``colour`` has on the board now."""
    return frozenset(figure for owner, figure in position.values()
                     if owner == colour and figure != KING)


def wild(position: Position, colour: str) -> frozenset[str]:
    """The figures whose cards pay any move of ``colour`` (the joker and its lost figures)."""
    return wild_figures(on_board(position, colour))


def need(position: Position, play: Play) -> str:
    """The figure that must pay ``play``: ``rook`` for castling, else the piece's figure
    (``king`` for a king's step)."""
    return ROOK if play.rook is not None else position[play.start][1]


def payable(position: Position, colour: str, unmoved: Collection[Coord],
            reserve: dict[str, int], available: Sequence[str], die: int | None, plain: bool
            ) -> dict[str, list[dict[str, Any]]]:
    """Every legal move and re-entry of ``colour`` with what pays it: ``{"moves": [{"from",
    "to", "castling": bool, "cards": [ids], "die": bool}], "entries": [{"piece", "square",
    "cards", "die"}]}``, only those something pays (all of them, unpaid, when ``plain``)."""
    wilds = wild(position, colour)

    def paid_by(needed: str) -> tuple[list[str], bool]:
        if plain:
            return [], False
        return ([card for card in available if card_pays(card, needed, wilds)],
                die is not None and die_pays(die, needed, wilds))

    found: dict[str, list[dict[str, Any]]] = {"moves": [], "entries": []}
    for play in legal_plays(position, colour, unmoved):
        cards, by_die = paid_by(need(position, play))
        if plain or cards or by_die:
            found["moves"].append({"from": CROSS.name(play.start), "to": CROSS.name(play.end),
                                   "castling": play.rook is not None, "cards": cards,
                                   "die": by_die})
    for figure, at in legal_entries(position, colour, reserve):
        cards, by_die = paid_by(figure)
        if plain or cards or by_die:
            found["entries"].append({"piece": figure, "square": CROSS.name(at), "cards": cards,
                                     "die": by_die})
    return found


def has_payable(position: Position, colour: str, unmoved: Collection[Coord],
                reserve: dict[str, int], available: Sequence[str] | None) -> bool:
    """True when ``colour`` has a legal move or re-entry paid by a card of ``available`` (its
    two cards and the common row; the die and swaps do not count), or any at all when
    ``available`` is None (plain four-player chess)."""
    if available is None:
        needs = frozenset(FIGURES)
    else:
        wilds = wild(position, colour)
        needs = frozenset(f for f in FIGURES if any(card_pays(c, f, wilds) for c in available))
    if not needs:
        return False
    return bool(legal_plays(position, colour, unmoved, needs)
                or legal_entries(position, colour, reserve, needs))
