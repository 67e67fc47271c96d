"""Table order: seat ``s`` is followed by ``(s + 1) % players`` (referee.games.base).

The seeds' "por la derecha" is satisfied by seating (docs/rules-decisions.md#conventions, "Play
order is seat + 1"), so every deal, turn and odd-chip order walks the seats upward from a
starting seat.
"""

from __future__ import annotations

from collections.abc import Container


def seats_from(first: int, players: int) -> list[int]:
    """Every seat once in table order starting at ``first``: ``seats_from(2, 4) == [2, 3, 0, 1]``
    (deal and act "from d+1" is ``seats_from((d + 1) % players, players)``). ValueError for a
    seat outside ``0..players-1``."""
    if not 0 <= first < players:
        raise ValueError(f"seat {first} is not a seat of a {players}-seat table")
    return [(first + k) % players for k in range(players)]


def next_seat(seat: int, players: int, active: Container[int] | None = None) -> int | None:
    """The first seat after ``seat`` in table order that is in ``active`` (every seat when
    None); ``seat`` itself comes last, so a lone active player is his own next. None when no
    seat is active."""
    for k in range(1, players + 1):
        candidate = (seat + k) % players
        if active is None or candidate in active:
            return candidate
    return None
