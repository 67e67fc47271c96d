"""Check, castling and legal moves in PokerDrez for 4 (seed 004 PokerDrez para 4;
docs/rules-decisions.md#pokerdrez-4 D6, D11).

Check is a king attacked by a piece of either opponent; the partner never gives check. A move may
not leave the mover's king attacked by an opponent (it may leave the partner's in check).
Castling is chess castling on the owner's back row: the king and a rook of that row that have
never moved (``unmoved`` squares; a re-entered rook counts as moved), the squares between them
empty, the king not in check and neither crossing nor landing on a square an opponent attacks;
the king goes two squares toward the rook, the rook to the square the king crossed.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass

from referee.games.base import State
from referee.games.kit.board import CROSS, Coord
from referee.games.pokerdrez_4.army import opponents
from referee.games.pokerdrez_4.movement import KING, ROOK, Piece, Position, attacked, targets


@dataclass(frozen=True)
class Play:
    """A move on the board: ``start`` → ``end``; for castling ``rook`` = (the rook's square,
    where it goes)."""

    start: Coord
    end: Coord
    rook: tuple[Coord, Coord] | None = None


def position_of(state: State) -> dict[Coord, Piece]:
    """The position kept in ``state["pieces"]`` as ``{coord: (colour, figure)}``."""
    return {CROSS.coord(square): (colour, figure)
            for square, (colour, figure) in state["pieces"].items()}


def king_at(position: Position, colour: str) -> Coord:
    """The square of ``colour``'s king (kings are never captured, so there is always one)."""
    return next(at for at, piece in position.items() if piece == (colour, KING))


def in_check(position: Position, colour: str) -> bool:
    """True when an opponent of ``colour`` attacks its king."""
    return attacked(position, king_at(position, colour), opponents(colour))


def after(position: Position, play: Play) -> dict[Coord, Piece]:
    """A new position with ``play`` made (what stood on ``end`` is gone)."""
    moved = dict(position)
    moved[play.end] = moved.pop(play.start)
    if play.rook is not None:
        moved[play.rook[1]] = moved.pop(play.rook[0])
    return moved


def _unit(a: int, b: int) -> int:
    return (b > a) - (b < a)


def castlings(position: Position, colour: str, unmoved: Collection[Coord]) -> list[Play]:
    """The castlings ``colour`` may make now (all their conditions checked)."""
    king = king_at(position, colour)
    if king not in unmoved or in_check(position, colour):
        return []
    found = []
    for rook, piece in position.items():
        if piece != (colour, ROOK) or rook not in unmoved:
            continue
        line = CROSS.between(CROSS.name(king), CROSS.name(rook))
        if line is None or any(CROSS.coord(sq) in position for sq in line) or len(line) < 2:
            continue
        step = (_unit(king[0], rook[0]), _unit(king[1], rook[1]))
        cross = (king[0] + step[0], king[1] + step[1])
        land = (cross[0] + step[0], cross[1] + step[1])
        enemies = opponents(colour)
        if attacked(position, cross, enemies) or attacked(position, land, enemies):
            continue
        play = Play(king, land, (rook, cross))
        if not in_check(after(position, play), colour):
            found.append(play)
    return found


def legal_plays(position: Position, colour: str, unmoved: Collection[Coord],
                figures: Iterable[str] | None = None) -> list[Play]:
    """Every legal move of ``colour`` (castling included), or only those of pieces whose figure
    is in ``figures`` (castling counts as ``rook``)."""
    wanted = None if figures is None else frozenset(figures)
    found = []
    for at, (owner, figure) in position.items():
        if owner != colour or (wanted is not None and figure not in wanted):
            continue
        for end in targets(position, at):
            play = Play(at, end)
            if not in_check(after(position, play), colour):
                found.append(play)
    if wanted is None or ROOK in wanted:
        found += castlings(position, colour, unmoved)
    return found


def find_play(position: Position, colour: str, unmoved: Collection[Coord], start: Coord,
              end: Coord) -> Play | None:
    """The legal move of ``colour`` from ``start`` to ``end`` (a king's two-square step toward
    an unmoved rook is castling), or None."""
    piece = position.get(start)
    if piece is None or piece[0] != colour:
        return None
    if piece[1] == KING:
        castling = next((p for p in castlings(position, colour, unmoved) if p.end == end), None)
        if castling is not None:
            return castling
    if end not in targets(position, start):
        return None
    play = Play(start, end)
    return None if in_check(after(position, play), colour) else play
