"""The steps of a turn and the passing of turns (seed 004 NeuroDrez, "Los turnos", "Muerte
súbita", "Muerte súbita anticipada"; docs/rules-decisions.md#neurodrez D7, D13, D16).

A turn of seat s: conquest (automatic, or claims with ``conquer`` in phase ``roll``), ``roll``
(phase ``roll``), the tile step (phase ``tile``: ``place_tile`` in the normal phase, skipped
without tiles in hand; ``remove_tile`` in sudden death, skipped when none is removable), the
piece step (phase ``piece``: ``move``, or ``forced_removal`` when no move exists; with no legal
move and no piece on the terrain both cards are replaced automatically and the turn ends).
Sudden death starts when the 36th tile is placed, or — called early — at the end of the turn
it was called in: the unplaced tiles leave the game and the caller's next seat plays next.
"""

from __future__ import annotations

import random

from referee.games.base import State
from referee.games.kit.history import record
from referee.games.kit.seats import next_seat
from referee.games.kit.zones import Zones, hand
from referee.games.neurodrez.catalogue import TILES, piece_colour
from referee.games.neurodrez.concession import lapse
from referee.games.neurodrez.conquest import conquer, ripe
from referee.games.neurodrez.end import check_end
from referee.games.neurodrez.hand import replace_all
from referee.games.neurodrez.legality import has_legal_move
from referee.games.neurodrez.sides import controls
from referee.games.neurodrez.terrain import removable

#: The zone of tiles that left the game (removed in sudden death; face up) and that of tiles
#: never placed when sudden death came early (face down, seen by nobody but the moderator).
REMOVED, UNPLACED = "removed", "unplaced"


def tiles_zone(seat: int) -> str:
    """The zone of ``seat``'s tiles in hand."""
    return hand(seat, "tiles")


def current_seat(state: State) -> int:
    """The seat whose turn it is."""
    return int(state["turns"][-1])


def begin_turn(state: State, seat: int) -> None:
    """Start ``seat``'s turn: automatic conquests, the win check, then phase ``roll``."""
    state["turns"].append(seat)
    state["dice"] = None
    state["phase"] = "roll"
    if state["auto_conquest"]:
        for piece in ripe(state, seat):
            conquer(state, seat, piece)
    check_end(state, seat)


def occupied(state: State) -> set[str]:
    """The squares with a piece on them."""
    return set(state["pieces"].values())


def tile_step(state: State, rng: random.Random) -> None:
    """After the roll: phase ``tile`` when the seat places or removes a tile, else the piece
    step."""
    seat = current_seat(state)
    if state["sudden_death"]:
        needed = bool(removable(state["terrain"], occupied(state)))
    else:
        needed = Zones(state["zones"]).count(tiles_zone(seat)) > 0
    if needed:
        state["phase"] = "tile"
    else:
        piece_step(state, rng)


def piece_step(state: State, rng: random.Random) -> None:
    """Phase ``piece``; with no legal move and no own piece on the terrain the seat's cards are
    shown and replaced and the turn ends at once."""
    seat = current_seat(state)
    state["phase"] = "piece"
    if has_legal_move(state, seat):
        return
    if any(controls(state, seat, piece_colour(p)) for p in state["pieces"]):
        return
    shown = replace_all(state, seat, rng)
    record(state["history"], "no_move", seat, cards=shown, how="show")
    end_turn(state)


def start_sudden_death(state: State, caller: int) -> None:
    """Sudden death called early by ``caller`` starts now; tiles still in hand leave the game
    unseen."""
    state["sudden_death"] = True
    zones = Zones(state["zones"])
    for seat in range(state["players"]):
        for tile in zones.cards(tiles_zone(seat)):
            zones.move(tile, tiles_zone(seat), UNPLACED)
    record(state["history"], "sudden_death", caller)


def end_turn(state: State) -> None:
    """Pass the turn; after an early call of sudden death, to the caller's next seat (sudden
    death starts now unless the 36th tile already started it). An open offer to give up lapses
    once the next turn has begun (told last, so the phones' last event tells it)."""
    seat = current_seat(state)
    caller = state["sudden_death_call"]
    if caller is not None:
        state["sudden_death_call"] = None
        if not state["sudden_death"]:
            start_sudden_death(state, caller)
        seat = caller
    begin_turn(state, int(next_seat(seat, state["players"]) or 0))
    lapse(state)


def all_tiles_placed(state: State) -> bool:
    """True when every tile of the set is on the terrain."""
    return len(state["terrain"]) == len(TILES)
