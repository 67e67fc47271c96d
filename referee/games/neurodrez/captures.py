"""Captures and safety (seed 004 NeuroDrez, "Losetas propias y ajenas"; docs/rules-decisions.md
#neurodrez D9, D11, D18).

A piece arriving on a tile with another piece captures it unless that piece belongs to the own
side (partners never capture each other) or stands safe: on a tile of its own current colour (with
⚙ ``safe_on_side_colours``, of any colour of its side). In solo every colour is its own side, so
colours capture each other. A captured piece returns to its owners' reserve.
"""

from __future__ import annotations

from referee.games.base import IllegalMove, State
from referee.games.neurodrez.catalogue import piece_colour
from referee.games.neurodrez.movement import occupants
from referee.games.neurodrez.sides import same_side, side_of_colour
from referee.games.neurodrez.terrain import colour_at


def is_safe(state: State, piece: str) -> bool:
    """True when ``piece`` (on the terrain) stands on a tile of its own colour (or, with
    ``safe_on_side_colours``, of its side's colours)."""
    colour = piece_colour(piece)
    here = colour_at(state["terrain"], state["pieces"][piece])
    if state["safe_on_side_colours"]:
        side = side_of_colour(state, colour)
        return side is not None and here in state["sides"][side]["colours"]
    return here == colour


def target(state: State, piece: str, square: str) -> str | None:
    """The piece ``piece`` would capture by arriving on ``square`` (None for an empty tile).
    Raises 422 ``square_has_own_piece`` (a piece of the own side) or ``piece_is_safe``."""
    other = occupants(state).get(square)
    if other is None:
        return None
    if same_side(state, piece_colour(piece), piece_colour(other)):
        raise IllegalMove("square_has_own_piece", "{square} holds a piece of your own side.",
                          square=square)
    if is_safe(state, other):
        raise IllegalMove("piece_is_safe", "The piece on {square} stands on a tile of its own "
                          "colour and cannot be captured.", square=square)
    return other


def allowed(state: State, piece: str, square: str) -> bool:
    """True when ``target`` accepts ``square`` for ``piece``."""
    try:
        target(state, piece, square)
    except IllegalMove:
        return False
    return True
