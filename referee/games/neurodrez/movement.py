"""Where a piece may go: by the colour and surface dice (entering or moving) and by its own move
on the terrain (seed 004 NeuroDrez, "Los dados", "Movimiento de piezas sobre el terreno";
docs/rules-decisions.md#neurodrez D8, D10).

Destinations are tiles only. A piece in reserve enters on a tile whose current colour is the
colour die's or whose surface is the surface die's; a piece on the terrain may also go where its
own move takes it: pawn one tile along a side (to an empty tile) or across a corner onto a piece;
knight an L, jumping anything; bishop, rook and queen slide over touching tiles, stopping before
a gap and meeting the first piece; king one tile in any of eight directions. Whether a piece met
may be captured is ``captures``'s business.
"""

from __future__ import annotations

from referee.games.base import State
from referee.games.kit.board import ALL_DIRECTIONS, DIAGONAL, KNIGHT_JUMPS, ORTHOGONAL, SEVEN, Step
from referee.games.neurodrez.catalogue import piece_figure
from referee.games.neurodrez.terrain import colour_at, surface_at

#: The directions a slider follows.
SLIDES: dict[str, tuple[Step, ...]] = {"bishop": DIAGONAL, "rook": ORTHOGONAL,
                                       "queen": ALL_DIRECTIONS}


def occupants(state: State) -> dict[str, str]:
    """Square → the piece standing on it."""
    return {square: piece for piece, square in state["pieces"].items()}


def natural(state: State, piece: str) -> set[str]:
    """The tiles the piece on the terrain reaches by its own move (pieces met included)."""
    terrain, start = state["terrain"], state["pieces"][piece]
    taken = occupants(state)
    figure = piece_figure(piece)
    if figure == "pawn":
        steps = {sq for sq in SEVEN.neighbours(start) if sq in terrain and sq not in taken}
        return steps | {sq for sq in SEVEN.neighbours(start, DIAGONAL) if sq in taken}
    if figure == "knight":
        return {sq for sq in SEVEN.neighbours(start, KNIGHT_JUMPS) if sq in terrain}
    if figure == "king":
        return {sq for sq in SEVEN.neighbours(start, ALL_DIRECTIONS) if sq in terrain}
    reached: set[str] = set()
    for step in SLIDES[figure]:
        for square in SEVEN.ray(start, step):
            if square not in terrain:
                break
            reached.add(square)
            if square in taken:
                break
    return reached


def destinations(state: State, piece: str) -> dict[str, list[str]]:
    """Square → how it is reached (``"colour"``, ``"surface"``, ``"natural"``, in that order)
    for ``piece`` with the dice rolled this turn; the piece's own square is never one. Before
    the friendly-piece and safety checks of ``captures``."""
    terrain, dice = state["terrain"], state["dice"]
    found: dict[str, list[str]] = {}
    for square in terrain:
        via = []
        if colour_at(terrain, square) == dice["colour"]:
            via.append("colour")
        if surface_at(terrain, square) == dice["surface"]:
            via.append("surface")
        if via:
            found[square] = via
    if piece in state["pieces"]:
        for square in natural(state, piece):
            found.setdefault(square, []).append("natural")
        found.pop(state["pieces"][piece], None)
    return found
