"""What a DomiDrez card must match (seed 004 DomiDrez; docs/rules-decisions.md#domidrez).

The requirement is the top card's figure and colour, or, after a neutral card, the figure and
colour its player named. A card matches when it shares the figure or the colour; a neutral card
goes on anything.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from referee.games.base import State
from referee.games.kit.cards import colour, figure, is_neutral
from referee.games.kit.zones import Zones, hand

#: The face-up pile the cards are played on (its last card is the top).
TABLE = "table"


def requirement(state: State) -> dict[str, Any]:
    """``{"figure": id, "colour": 1..9}`` the next card must share one of."""
    if state["named"] is not None:
        return dict(state["named"])
    top = state["zones"][TABLE]["cards"][-1]
    return {"figure": figure(top), "colour": colour(top)}


def matches(card: str, need: dict[str, Any]) -> bool:
    """True when ``card`` may go on a table whose requirement is ``need``."""
    return is_neutral(card) or figure(card) == need["figure"] or colour(card) == need["colour"]


def playable(state: State, seat: int) -> list[str]:
    """The cards of ``seat``'s hand that match the requirement, in hand order."""
    need = requirement(state)
    return [c for c in Zones(state["zones"]).cards(hand(seat)) if matches(c, need)]


def anyone_can_play(state: State, seats: Iterable[int]) -> bool:
    """True when some seat of ``seats`` holds a matching card."""
    return any(playable(state, seat) for seat in seats)
