"""A PokerDrez for 4 seat whose player has left (docs/rules-decisions.md#pokerdrez-4, "A player
who leaves"; issue 33): the moderator resigns for them — the pair resigns, as with ``resign``
at once, without asking the partner (GAMES.md: "in teams the team resigns"), and the other
pair wins — or lets a stand-in play the
seat's colour beside its partner with the simplest legal move from the seat's own view:

- its turn: the first move its view lists as payable (else the first re-entry), paid with the
  first card listed for it (its hand before the common row), or by the die when no card pays
  it; unpaid in plain chess; with nothing payable but the die in hand, it rolls;
- after paying with a common card: it puts back its lowest card (``kit.cards.lowest``).

It never offers or answers a draw (an open offer lapses with the next move) or swaps a neutral
card.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.kit.cards import lowest
from referee.games.kit.paid_moves import stand_in_payment, stand_in_roll
from referee.games.kit.resigning import leave_by_resigning
from referee.games.pokerdrez_4.end import outcome
from referee.games.pokerdrez_4.pair_resign import resign_pair

leave = leave_by_resigning(resign_pair, outcome)


def stand_in(seen: dict[str, Any], seat: int,
             rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """``(move, args)`` for ``seat`` from ``seen`` (its own view), or None when it is not the
    seat's turn. ``rng`` draws a printed die's face only."""
    own = seen["private"]
    moves = own.get("moves", [])
    if "replenish" in moves:
        return "replenish", {"card": lowest(own["hand"])}
    payable = own.get("payable", {"moves": [], "entries": []})
    if "move" in moves and payable["moves"]:
        option = payable["moves"][0]
        return "move", {"from": option["from"], "to": option["to"],
                        **stand_in_payment(option)}
    if "enter" in moves and payable["entries"]:
        option = payable["entries"][0]
        return "enter", {"piece": option["piece"], "square": option["square"],
                         **stand_in_payment(option)}
    if "roll_die" in moves:
        return "roll_die", stand_in_roll(seen["public"]["dice"], rng)
    return None
