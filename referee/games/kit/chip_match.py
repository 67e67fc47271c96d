"""The end of a match played for chips, the same in Poker7 and PokerGuess
(docs/rules-decisions.md#poker7 D9 and #pokerguess, "A player who leaves"): the match ends when
one player holds every chip, or after the ⚙ ``hands`` limit (``kit.chip_options``), or when at
most one seat still at the table holds chips (the others left, their chips kept or removed by ⚙
``left_chips``); the most chips win, equal stacks share the win.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from referee.games.kit.leaving import left_seats
from referee.games.kit.ledger import leaders

#: ⚙ ``left_chips``: a left seat's chips stay in the count, shown as left, or leave the table.
LEFT_CHIPS_STAY, LEFT_CHIPS_REMOVE = "stay", "remove"


def dealt_in(stacks: Sequence[int], left: Collection[int]) -> list[int]:
    """The seats a new hand deals in, in seat order: every seat with chips (``stacks``) whose
    player has not left (``left``)."""
    return [seat for seat, chips in enumerate(stacks) if chips > 0 and seat not in left]


def without_left(stacks: Sequence[int], left: Collection[int], left_chips: str) -> list[int]:
    """``stacks`` once a hand is over: the left seats' chips removed (0) when ⚙ ``left_chips``
    is ``"remove"``, kept when ``"stay"``."""
    if left_chips != LEFT_CHIPS_REMOVE:
        return list(stacks)
    return [0 if seat in left else chips for seat, chips in enumerate(stacks)]


def match_ends(stacks: Sequence[int], hands: int | None, hand_no: int,
               left: Collection[int] = ()) -> bool:
    """True once hand ``hand_no`` is paid out and the match is over: at most one seat still at
    the table (not in ``left``) holds chips (``stacks``, every seat's chips behind), or
    ``hands`` (None: no limit) were played."""
    return (len(dealt_in(stacks, left)) <= 1
            or (hands is not None and hand_no >= hands))


def left_between_hands(state: dict[str, Any], stacks: list[int],
                       seat: int) -> tuple[list[int], bool]:
    """When ``seat`` leaves a match of ``state`` (its ``left_seats``, ⚙ ``left_chips``,
    ``hands``, ``hand_no``) between hands: the chips behind (``stacks``) with the left seats'
    removed when ``left_chips`` says so, and True when the match is over then."""
    left = {*left_seats(state), seat}
    stacks = without_left(stacks, left, state["left_chips"])
    return stacks, match_ends(stacks, state["hands"], state["hand_no"], left)


def chip_outcome(stacks: Sequence[int], hand_no: int,
                 left: Collection[int] = ()) -> dict[str, Any]:
    """The outcome of a finished match: ``{"winners": the most chips (equal stacks share; a
    left seat's chips count while they stay), "reason": "all_chips" | "left" (the others left)
    | "hands", "chips": {"<seat>": int}, "hands": hand_no, "left": [seats whose player
    left]}``."""
    if sum(1 for n in stacks if n > 0) <= 1:
        reason = "all_chips"
    elif len(dealt_in(stacks, left)) <= 1:
        reason = "left"
    else:
        reason = "hands"
    return {"winners": leaders(stacks), "reason": reason,
            "chips": {str(seat): n for seat, n in enumerate(stacks)}, "hands": hand_no,
            "left": sorted(left)}
