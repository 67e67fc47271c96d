"""Hand limits (seed 000, Ostentar Cargos and Descartando un candidato; docs/rules-decisions.md
#lucha D1): 5 + offices held − candidates lost, checked at the end of one's own turn."""

from __future__ import annotations

from referee.games.base import State
from referee.games.lucha.state import lost, offices_of

BASE_HAND = 5
RENEW_DRAW, RENEW_DISCARD = 7, 2


def hand_limit(state: State, seat: int) -> int:
    """``seat``'s hand limit now (never below 0)."""
    return max(BASE_HAND + len(offices_of(state, seat)) - lost(state, seat), 0)
