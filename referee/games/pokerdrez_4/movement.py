"""How the pieces of PokerDrez for 4 move on the 14×14 cross board (seed 004 PokerDrez para 4;
docs/rules-decisions.md#pokerdrez-4 D4, D5, D7).

A position here is ``{(file, rank): (colour, figure)}`` on the kit's ``CROSS`` board (figures
``king queen rook bishop knight pawn``). Pawns slide any distance orthogonally in all four
directions onto empty squares and capture one square diagonally in any direction; bishops slide
diagonally or step one square orthogonally onto an empty square (the step never captures); the
knight, rook, queen and king move as in chess. Slides stop at the board's edge and at the missing
corners. A piece may capture any piece of another colour (the partner's too) except a king.
Castling and the king's safety are ``check``'s.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from referee.games.kit.board import CROSS, DIAGONAL, KNIGHT_JUMPS, ORTHOGONAL, Coord, Step

Piece = tuple[str, str]
Position = Mapping[Coord, Piece]
KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN = "king", "queen", "rook", "bishop", "knight", "pawn"
FIGURES = (KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN)
#: The directions each sliding figure slides in.
SLIDES: dict[str, tuple[Step, ...]] = {ROOK: ORTHOGONAL, BISHOP: DIAGONAL,
                                       QUEEN: ORTHOGONAL + DIAGONAL}
KING_STEPS = ORTHOGONAL + DIAGONAL


def shifted(at: Coord, step: Step) -> Coord:
    """``at`` moved by ``step`` (it may be off the board)."""
    return at[0] + step[0], at[1] + step[1]


def ray(position: Position, at: Coord, step: Step) -> Iterator[Coord]:
    """The squares from ``at`` (excluded) along ``step`` up to and including the first occupied
    one, stopping at the edge or a missing corner."""
    to = shifted(at, step)
    while CROSS.exists(to):
        yield to
        if to in position:
            return
        to = shifted(to, step)


def _capturable(position: Position, colour: str, to: Coord) -> bool:
    """True when a piece of ``colour`` may capture what stands on ``to``: a piece of another
    colour that is not a king."""
    occupant = position.get(to)
    return occupant is not None and occupant[0] != colour and occupant[1] != KING


def _reachable(position: Position, colour: str, to: Coord) -> bool:
    return CROSS.exists(to) and (to not in position or _capturable(position, colour, to))


def targets(position: Position, at: Coord) -> list[Coord]:
    """Where the piece on ``at`` may go, ignoring its king's safety and castling."""
    colour, figure = position[at]
    found: list[Coord] = []
    if figure == PAWN:
        for step in ORTHOGONAL:
            found += [to for to in ray(position, at, step) if to not in position]
        found += [to for step in DIAGONAL
                  if _capturable(position, colour, to := shifted(at, step))]
    elif figure in (KNIGHT, KING):
        found += [to for step in (KNIGHT_JUMPS if figure == KNIGHT else KING_STEPS)
                  if _reachable(position, colour, to := shifted(at, step))]
    else:
        for step in SLIDES[figure]:
            found += [to for to in ray(position, at, step)
                      if to not in position or _capturable(position, colour, to)]
        if figure == BISHOP:
            found += [to for step in ORTHOGONAL
                      if CROSS.exists(to := shifted(at, step)) and to not in position]
    return found


def attacked(position: Position, square: Coord, by: Iterable[str]) -> bool:
    """True when a piece of a colour in ``by`` attacks ``square``: could capture there (a
    bishop's orthogonal step and a pawn's slide never attack)."""
    colours = frozenset(by)
    for steps, far, near in ((ORTHOGONAL, (ROOK, QUEEN), (KING,)),
                             (DIAGONAL, (BISHOP, QUEEN), (KING, PAWN))):
        for step in steps:
            for distance, to in enumerate(ray(position, square, step), start=1):
                if to in position:
                    colour, figure = position[to]
                    if colour in colours and (figure in far or (distance == 1 and figure in near)):
                        return True
    return any(position.get(shifted(square, jump)) in {(c, KNIGHT) for c in colours}
               for jump in KNIGHT_JUMPS)
