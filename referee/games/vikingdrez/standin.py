"""A VikingDrez seat whose player has left (docs/rules-decisions.md#vikingdrez, "A player who
leaves"; issue 33): the moderator resigns for them (the other side wins, as with ``resign``) or
lets a stand-in play the simplest legal move, the first the seat's own view lists: its first
piece that can move (squares in ``targets`` order, a1 … g7) to that piece's first destination
(up, right, down, left, nearest first). The stand-in answers no draw offer (it lapses with the
next move).
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.kit.resigning import leave_by_resigning
from referee.games.vikingdrez.moves import resign
from referee.games.vikingdrez.view import outcome

leave = leave_by_resigning(resign, outcome)


def stand_in(seen: dict[str, Any], seat: int,
             rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """``("move", {"from", "to"})`` for ``seat`` from ``seen`` (its own view), or None when it is
    not the seat's turn. ``rng`` is not needed: the choice is fixed."""
    if "move" not in seen["private"].get("moves", []):
        return None
    start, ends = next(iter(seen["private"]["targets"].items()))
    return "move", {"from": start, "to": ends[0]}
