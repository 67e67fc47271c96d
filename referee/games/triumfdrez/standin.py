"""What a stand-in plays for a TriumfDrez seat whose player has left (docs/rules-decisions.md
#triumfdrez, "A player who leaves"; issue 33).

From the seat's own view only: in the auction it passes, or, as the auction's first call (which
must be a bid), bids the fewest tricks allowed without trump or supertrump, not open; in play it
plays its lowest playable card (``kit.cards.lowest``). It sends no ``tricks_won`` (printed cards
are counted by the table) and no ``next_hand`` (any seat still there deals on). The seat's side
keeps its score as usual: a partner plays on beside the stand-in.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.kit.cards import lowest


def stand_in(seen: dict[str, Any], seat: int,
             rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """``(move, args)`` for ``seat`` from ``seen`` (its own view, ``view(state, Viewer(seat))``):
    ``("pass", {})``, the lowest opening ``bid``, ``("play", {"card": id})``, or None when the
    seat has nothing the stand-in sends. ``rng`` is not needed: every choice is fixed."""
    moves = seen["private"].get("moves", [])
    if "pass" in moves:
        return "pass", {}
    if "bid" in moves:
        return "bid", {"tricks": seen["public"]["min_bid"], "trump": None, "supertrump": None,
                       "open": False}
    if "play" in moves:
        return "play", {"card": lowest(seen["private"]["playable"])}
    return None
