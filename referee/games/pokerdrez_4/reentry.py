"""Re-entry of captured pieces in PokerDrez for 4 (seed 004 PokerDrez para 4;
docs/rules-decisions.md#pokerdrez-4 D8, D9).

A captured piece goes to its owner's reserve. Its owner may bring it back, as a move, onto a
start square of that figure of its colour (either of the two for rooks, bishops and knights, any
of the eight pawn squares, the queen's square). A piece of the same colour there forbids it, so
does any king; a partner's or opponent's piece there is captured ("será comida por la
entrante"). The entry must not leave the owner's king attacked by an opponent.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from referee.games.base import IllegalMove
from referee.games.kit.board import CROSS, Coord
from referee.games.pokerdrez_4.army import start_squares
from referee.games.pokerdrez_4.check import in_check
from referee.games.pokerdrez_4.movement import KING, Piece, Position


def placed(position: Position, colour: str, figure: str, at: Coord) -> dict[Coord, Piece]:
    """A new position with a ``colour`` ``figure`` put on ``at`` (what stood there is gone)."""
    entered = dict(position)
    entered[at] = (colour, figure)
    return entered


def check_entry(position: Position, colour: str, reserve: Mapping[str, int], figure: str,
                at: Coord) -> None:
    """Raise the refusal of entering ``figure`` of ``colour`` on ``at``, or nothing when it is
    legal: 422 ``not_in_reserve``, ``not_a_start_square``, ``square_has_own_piece``,
    ``cannot_capture_king``, ``illegal_move`` (the own king would stay attacked)."""
    if reserve.get(figure, 0) < 1:
        raise IllegalMove("not_in_reserve", "You have no captured piece of that kind to bring "
                          "back.", piece=figure)
    square = CROSS.name(at)
    if at not in start_squares(colour).get(figure, []):
        raise IllegalMove("not_a_start_square", "{square} is not a start square of that "
                          "piece.", square=square, piece=figure)
    occupant = position.get(at)
    if occupant is not None and occupant[0] == colour:
        raise IllegalMove("square_has_own_piece", "One of your pieces stands on {square}.",
                          square=square)
    if occupant is not None and occupant[1] == KING:
        raise IllegalMove("cannot_capture_king", "A king stands on {square}: kings are never "
                          "captured.", square=square)
    if in_check(placed(position, colour, figure, at), colour):
        raise IllegalMove("illegal_move", "Your king would be in check after this.")


def legal_entries(position: Position, colour: str, reserve: Mapping[str, int],
                  figures: Iterable[str] | None = None) -> list[tuple[str, Coord]]:
    """Every legal entry of ``colour`` as ``(figure, square)`` (only ``figures`` when given)."""
    found = []
    for figure, count in sorted(reserve.items()):
        if count < 1 or (figures is not None and figure not in figures):
            continue
        for at in start_squares(colour)[figure]:
            occupant = position.get(at)
            if occupant is not None and (occupant[0] == colour or occupant[1] == KING):
                continue
            if not in_check(placed(position, colour, figure, at), colour):
                found.append((figure, at))
    return found
