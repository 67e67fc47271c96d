"""Politburo's fixed facts and its end-of-game scoring (seed 001,
docs/rules-decisions.md#politburo).

Pure functions over plain data: ministry levels are a ``{"defence", "finance", "security"}`` dict
of ints in ``LEVEL_MIN..LEVEL_MAX`` (positive = repressing, negative = reforming); influence is a
list of ints in ``0..INFLUENCE_START`` indexed by seat.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

MINISTRIES: tuple[str, ...] = ("defence", "finance", "security")
MEMBERS: tuple[str, ...] = (
    "beria", "bulganin", "kaganovich", "khrushchev", "kirov",
    "kuybyshev", "malenkov", "molotov", "voroshilov", "zhdanov",
)
CHOICES: tuple[str, ...] = ("repress", "reform")
LEVEL_MIN, LEVEL_MAX = -3, 3
INFLUENCE_START = 3
EXECUTORS = 3
LAST_ATTEMPT = 3
UNANIMOUS_CHANGE = 2
MAJORITY_CHANGE = 1

# Member -> ministry that must be the most repressing (no other ministry higher).
MOST_REPRESSING: dict[str, str] = {
    "beria": "security", "kaganovich": "finance", "voroshilov": "defence",
}
# Member -> ministry that must be the most reforming (no other ministry lower).
MOST_REFORMING: dict[str, str] = {
    "kirov": "security", "kuybyshev": "finance", "malenkov": "defence",
}


def clamp_level(level: int) -> int:
    """``level`` limited to ``LEVEL_MIN..LEVEL_MAX`` (docs/rules-decisions.md#politburo: clamped at
    the ends)."""
    return max(LEVEL_MIN, min(LEVEL_MAX, level))


def lost_influence(influence: Sequence[int]) -> int:
    """Total lost player influence: the sum of ``3 - influence`` over all seats
    (docs/rules-decisions.md)."""
    return sum(INFLUENCE_START - value for value in influence)


def fulfilled(member: str, ministries: Mapping[str, int], influence: Sequence[int]) -> bool:
    """Whether ``member``'s secret victory condition holds on the final levels (seed 001 cards).

    - Beria / Kaganovich / Voroshilov: Security / Finance / Defence is the most repressing
      ministry (no other ministry has a higher level; ties count for all).
    - Kirov / Kuybyshev / Malenkov: Security / Finance / Defence is the most reforming
      ministry (no other ministry has a lower level; ties count for all).
    - Bulganin: the total ministry level is zero or positive; Khrushchev: zero or negative.
    - Molotov: total lost player influence <= half the player count; Zhdanov: >= half
      (the Zhdanov card's "last" means lost: "★ ≥ ☀/2", docs/rules-decisions.md#politburo).

    The player count is ``len(influence)``. Raises KeyError for an unknown member id.
    """
    if member in MOST_REPRESSING:
        own = ministries[MOST_REPRESSING[member]]
        return all(own >= level for level in ministries.values())
    if member in MOST_REFORMING:
        own = ministries[MOST_REFORMING[member]]
        return all(own <= level for level in ministries.values())
    total = sum(ministries.values())
    lost_twice = 2 * lost_influence(influence)
    players = len(influence)
    conditions = {
        "bulganin": total >= 0,
        "khrushchev": total <= 0,
        "molotov": lost_twice <= players,
        "zhdanov": lost_twice >= players,
    }
    return conditions[member]


def winners(members: Sequence[str], ministries: Mapping[str, int],
            influence: Sequence[int],
            gone: Collection[int] = ()) -> tuple[list[int], list[bool]]:
    """``(winning seats, fulfilled flag by seat)`` at the end of the game (seed 001, End of game).

    Among the seats whose victory condition holds, every seat with the highest influence wins
    (ties are not broken). When no condition holds there is no winner: an empty list. The seats
    ``gone`` (their players have left) cannot win, though their flags are given
    (docs/rules-decisions.md#politburo, A player who leaves).
    """
    flags = [fulfilled(member, ministries, influence) for member in members]
    candidates = [seat for seat, ok in enumerate(flags) if ok and seat not in gone]
    if not candidates:
        return [], flags
    best = max(influence[seat] for seat in candidates)
    return [seat for seat in candidates if influence[seat] == best], flags
