"""Conquest clocks, claims and forced withdrawal (seed 004 NeuroDrez, "Losetas propias y
ajenas", "Movimiento de piezas sobre el terreno"; docs/rules-decisions.md#neurodrez D6, D7, D13).

A piece arriving on a tile of another current colour starts a clock: ``state["clocks"][piece]``
= ``{"square": sq, "turn": n}`` (the turn it arrived in; ``state["turns"]`` lists the seat of
every turn, turn n at index n − 1). At the start of seat s's turn, a piece of a colour s controls
whose clock has seen every other seat play a turn since it arrived conquers its tile: the tile
takes the piece's colour (a token), the clock ends and the piece is safe. With ⚙
``auto_conquest`` off, s claims such tiles with ``conquer`` before rolling; unclaimed, they stay
claimable while the piece stays. Forced withdrawal: a seat with no legal move takes one of its
pieces off the terrain and replaces both its cards.
"""

from __future__ import annotations

from referee.games.base import State
from referee.games.kit.history import record
from referee.games.neurodrez.catalogue import piece_colour
from referee.games.neurodrez.sides import controls
from referee.games.neurodrez.terrain import colour_at


def start_clock(state: State, piece: str) -> None:
    """After ``piece`` arrived on its square this turn: a clock if the tile is of another
    colour, none otherwise."""
    square = state["pieces"][piece]
    state["clocks"].pop(piece, None)
    if colour_at(state["terrain"], square) != piece_colour(piece):
        state["clocks"][piece] = {"square": square, "turn": len(state["turns"])}


def played_since(state: State, piece: str) -> list[int]:
    """The seats that played a whole turn after ``piece``'s clock started, before this turn."""
    arrived = state["clocks"][piece]["turn"]
    return sorted(set(state["turns"][arrived:len(state["turns"]) - 1]))


def ripe(state: State, seat: int) -> list[str]:
    """The pieces of colours ``seat`` controls that conquer their tile at this turn's start
    (every other seat has played since they arrived), in piece-id order."""
    others = set(range(state["players"])) - {seat}
    out = []
    for piece in sorted(state["clocks"]):
        square = state["pieces"][piece]
        if (controls(state, seat, piece_colour(piece))
                and colour_at(state["terrain"], square) != piece_colour(piece)
                and others <= set(played_since(state, piece))):
            out.append(piece)
    return out


def conquer(state: State, seat: int, piece: str) -> None:
    """The tile under ``piece`` takes its colour (public event); its clock ends."""
    square = state["pieces"][piece]
    before = colour_at(state["terrain"], square)
    state["terrain"][square]["token"] = piece_colour(piece)
    del state["clocks"][piece]
    record(state["history"], "conquer", seat, piece=piece, square=square, previous=before,
           colour=piece_colour(piece))


def withdraw(state: State, piece: str) -> None:
    """Take ``piece`` off the terrain back to its reserve (captured or withdrawn)."""
    del state["pieces"][piece]
    state["clocks"].pop(piece, None)
