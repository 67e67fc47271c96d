"""Who plays which colours: sides (teams), the colours each seat controls and the piece limits,
per player count and mode (seed 004 NeuroDrez, "Jugadores y cartas"; docs/rules-decisions.md
#neurodrez D4, D18).

``deal_colours(order, players, teams_of_six)`` turns an order of the six colours into
``{"seats": [[colour, …] per seat], "sides": [{"seats": [seat, …], "colours": [colour, …]}],
"limit": {"scope": "side" | "all", "count": n}}``:

| players | sides | a seat's colours (``order`` = o0…o5) | limit |
| --- | --- | --- | --- |
| 1 (solo) | six, one per colour, all the seat's | all six | 10 in all |
| 2 / 3 | one per seat | o[k] for every k ≡ seat (mod players) | 5 / 3 per side |
| 4 | pairs {0,2}, {1,3} | o[seat] and the pair's shared o[4 + seat % 2] | 5 |
| 5 | one per seat | o[seat] (o5 is nobody's) | 2 |
| 6 | ``"2x3"`` {0,2,4}, {1,3,5} / ``"3x2"`` {0,3}, {1,4}, {2,5} | o[seat] | 5 / 3 |
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.games.base import Actor, not_your_turn

#: The piece limit per side by player count (six players: by ``teams_of_six``).
LIMITS = {2: 5, 3: 3, 4: 5, 5: 2}
SIX_LIMITS = {"2x3": 5, "3x2": 3}
SOLO_LIMIT = 10
TEAMS_OF_SIX = ("2x3", "3x2")


def _side_seats(players: int, teams_of_six: str) -> list[list[int]]:
    if players == 4:
        return [[0, 2], [1, 3]]
    if players == 6 and teams_of_six == "2x3":
        return [[0, 2, 4], [1, 3, 5]]
    if players == 6:
        return [[0, 3], [1, 4], [2, 5]]
    return [[seat] for seat in range(players)]


def _seat_colours(order: Sequence[str], players: int) -> list[list[str]]:
    if players == 4:
        return [[order[seat], order[4 + seat % 2]] for seat in range(4)]
    if players == 5:
        return [[order[seat]] for seat in range(5)]
    return [[order[k] for k in range(len(order)) if k % players == seat]
            for seat in range(players)]


def deal_colours(order: Sequence[str], players: int, teams_of_six: str = "2x3") -> dict[str, Any]:
    """The sides, each seat's colours and the limit for ``players`` (1 = solo) seats, given the
    six colours in assignment ``order``. ValueError for a player count outside 1–6."""
    if not 1 <= players <= 6:
        raise ValueError(f"NeuroDrez takes 1-6 players, not {players}")
    if players == 1:
        return {"seats": [list(order)],
                "sides": [{"seats": [0], "colours": [colour]} for colour in order],
                "limit": {"scope": "all", "count": SOLO_LIMIT}}
    seats = _seat_colours(order, players)
    sides = []
    for members in _side_seats(players, teams_of_six):
        colours = [c for c in order if any(c in seats[s] for s in members)]
        sides.append({"seats": members, "colours": colours})
    count = SIX_LIMITS[teams_of_six] if players == 6 else LIMITS[players]
    return {"seats": seats, "sides": sides, "limit": {"scope": "side", "count": count}}


def side_of_colour(state: dict[str, Any], colour: str) -> int | None:
    """The index of the side playing ``colour``, or None for a colour nobody plays (5 players)."""
    return next((k for k, side in enumerate(state["sides"]) if colour in side["colours"]), None)


def controls(state: dict[str, Any], seat: int, colour: str) -> bool:
    """True when ``seat`` may enter, move and conquer with ``colour`` (its own or shared)."""
    return colour in state["seat_colours"][seat]


def side_seats(state: dict[str, Any], side: int) -> list[int]:
    """The seats of side ``side`` (the winners when it wins)."""
    return list(state["sides"][side]["seats"])


def same_side(state: dict[str, Any], a: str, b: str) -> bool:
    """True when colours ``a`` and ``b`` belong to one side (partners never capture each other)."""
    side = side_of_colour(state, a)
    return side is not None and side == side_of_colour(state, b)


def playing_seat(state: dict[str, Any], actor: Actor) -> int:
    """``actor``'s seat, one of the table's (409 ``not_your_turn`` for a viewer without one)."""
    if actor.seat is None or not 0 <= actor.seat < state["players"]:
        raise not_your_turn()
    return actor.seat
