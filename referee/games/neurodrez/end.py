"""How NeuroDrez ends (seed 004 NeuroDrez, "Losetas propias y ajenas", "Muerte súbita",
"Modalidad colaborativa y solitario"; docs/rules-decisions.md#neurodrez D15, D17, D18).

A side **holds** a surface when every tile of that surface is of one of the side's colours
(current colour) and — normal phase — all six are on the terrain, or — sudden death — at least
one is. ``check_end`` runs after conquest, after a placement and after a removal (and when a
turn starts, which covers the start of sudden death): competitive, the first side holding a
surface wins (the acting seat's side first, then the sides in turn order); cooperative and solo,
all win when each side can be given a different surface it holds at that moment, and all lose
when in sudden death fewer surfaces than sides have a tile on the terrain.

A side that resigned (``resign_side``, a player who left) wins no more; the last side that has
not resigned wins by ``resignation``.

``state["result"]`` = ``{"winners": [seat, …], "reason": "surface" | "sudden_death_surface" |
"cooperative" | "lost" | "conceded" | "resignation", "side": [seat, …], "surface": id | None,
"surfaces": {side index: surface} (cooperative and solo wins)}``.
"""

from __future__ import annotations

from typing import Any

from referee.games.base import State
from referee.games.kit.history import record
from referee.games.neurodrez.catalogue import SURFACES
from referee.games.neurodrez.sides import side_seats
from referee.games.neurodrez.terrain import colour_at, surface_at

#: How many tiles of one surface the printed set holds.
SURFACE_SIZE = 6
#: The state's list of the sides that resigned (competitive): they can no longer win.
RESIGNED = "resigned_sides"
#: The state's open offer to give a cooperative game up (``concession``), closed at the end.
CONCESSION_OFFER = "concession_offer"


def holds(state: State, colours: list[str], surface: str) -> bool:
    """True when the tiles of ``surface`` on the terrain are all of ``colours`` and there are six
    of them (normal phase) or at least one (sudden death)."""
    terrain = state["terrain"]
    squares = [sq for sq in terrain if surface_at(terrain, sq) == surface]
    enough = len(squares) >= 1 if state["sudden_death"] else len(squares) == SURFACE_SIZE
    return enough and all(colour_at(terrain, sq) in colours for sq in squares)


def held_surfaces(state: State, side: int) -> list[str]:
    """The surfaces side ``side`` holds now, in catalogue order."""
    colours = state["sides"][side]["colours"]
    return [s for s in SURFACES if holds(state, colours, s)]


def _matching(options: list[list[str]]) -> dict[int, str] | None:
    """A different surface for every side from its ``options`` (side k → options[k]), or None."""
    chosen: dict[int, str] = {}

    def place(k: int) -> bool:
        if k == len(options):
            return True
        for surface in options[k]:
            if surface not in chosen.values():
                chosen[k] = surface
                if place(k + 1):
                    return True
                del chosen[k]
        return False

    return dict(chosen) if place(0) else None


def _side_order(state: State, seat: int) -> list[int]:
    """The sides starting from ``seat``'s, then by the seats that play after it."""
    n, order = state["players"], []
    for k in range(n):
        for side, data in enumerate(state["sides"]):
            if (seat + k) % n in data["seats"] and side not in order:
                order.append(side)
    return order


def _finish(state: State, result: dict[str, Any]) -> None:
    state["result"] = result
    state.pop(CONCESSION_OFFER, None)
    state["phase"] = "over"
    record(state["history"], "end", None, **result)


def check_end(state: State, seat: int) -> bool:
    """End the game if it is won or (cooperative, solo) lost now; ``seat`` is the acting seat.
    Returns True when the game is over."""
    if state["result"] is not None:
        return True
    if state["mode"] == "competitive":
        for side in _side_order(state, seat):
            if side in state.get(RESIGNED, []):
                continue
            held = held_surfaces(state, side)
            if held:
                reason = "sudden_death_surface" if state["sudden_death"] else "surface"
                seats = side_seats(state, side)
                _finish(state, {"winners": seats, "reason": reason, "side": seats,
                                "surface": held[0], "surfaces": None})
                return True
        return False
    everyone = list(range(state["players"]))
    matching = _matching([held_surfaces(state, k) for k in range(len(state["sides"]))])
    if matching is not None:
        _finish(state, {"winners": everyone, "reason": "cooperative", "side": everyone,
                        "surface": None, "surfaces": {str(k): s for k, s in matching.items()}})
        return True
    left = {surface_at(state["terrain"], sq) for sq in state["terrain"]}
    if state["sudden_death"] and len(left) < len(state["sides"]):
        _finish(state, {"winners": [], "reason": "lost", "side": [], "surface": None,
                        "surfaces": None})
        return True
    return False


def concede(state: State) -> None:
    """End a cooperative or solo game given up by the players: nobody wins."""
    _finish(state, {"winners": [], "reason": "conceded", "side": [], "surface": None,
                    "surfaces": None})


def resign_side(state: State, seat: int) -> None:
    """A competitive game: ``seat``'s side resigns (its player left and the moderator resigned
    for them; docs/rules-decisions.md#neurodrez, "A player who leaves"). The side can no longer
    win; once a single side can, it wins (reason ``resignation``, ``side`` its seats). Until
    then the game goes on, the resigned seats' turns played as before."""
    resigned = state.setdefault(RESIGNED, [])
    mine = next(k for k, side in enumerate(state["sides"]) if seat in side["seats"])
    if mine not in resigned:
        resigned.append(mine)
    record(state["history"], "resign", seat)
    standing = [k for k in range(len(state["sides"])) if k not in resigned]
    if len(standing) == 1:
        seats = side_seats(state, standing[0])
        _finish(state, {"winners": seats, "reason": "resignation", "side": seats,
                        "surface": None, "surfaces": None})
