"""A PokerDrez seat whose player has left (docs/rules-decisions.md#pokerdrez, "A player who
leaves"; issue 33): the moderator resigns for them (the other seat wins, as with ``resign``) or
lets a stand-in play the simplest legal move from the seat's own view:

- the pawn removal: it removes no pawn;
- its turn: the first move its view lists as payable (python-chess's order), paid with the
  first card listed for it (its hand before the common row), or by the die when no card pays it;
  in plain chess the first legal move; with nothing payable but the die in hand, it rolls;
- after paying with a common card: it puts back its lowest card (``kit.cards.lowest``);
- facing a raise: it folds, as a seat sitting out of a betting game does, so a stand-in never
  puts more of an absent player's stake at risk.

It never raises, offers, answers or claims a draw, or swaps a neutral card.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.kit.cards import lowest
from referee.games.kit.paid_moves import stand_in_payment, stand_in_roll
from referee.games.kit.resigning import leave_by_resigning
from referee.games.pokerdrez.end import outcome, resign

leave = leave_by_resigning(resign, outcome)


def paid_move(option: dict[str, Any]) -> dict[str, Any]:
    """The ``move`` arguments of one payable option of a view (``{"from", "to", "promotion",
    "cards", "die"}``), paid as ``kit.paid_moves.stand_in_payment`` says."""
    promotion = {"promotion": option["promotion"]} if option.get("promotion") else {}
    return {"from": option["from"], "to": option["to"], **promotion,
            **stand_in_payment(option)}


def stand_in(seen: dict[str, Any], seat: int,
             rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """``(move, args)`` for ``seat`` from ``seen`` (its own view), or None when the game does
    not await it. ``rng`` draws a printed die's face only."""
    own = seen["private"]
    moves = own.get("moves", [])
    if "remove_pawn" in moves:
        return "remove_pawn", {"file": None}
    if "replenish" in moves:
        return "replenish", {"card": lowest(own["hand"])}
    if "answer_raise" in moves:
        return "answer_raise", {"answer": "fold"}
    if "move" in moves and own["payable"]:
        return "move", paid_move(own["payable"][0])
    if "roll_die" in moves:
        return "roll_die", stand_in_roll(seen["public"]["dice"], rng)
    return None
