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
from referee.games.kit.options import PHYSICAL
from referee.games.kit.resigning import leave_by_resigning
from referee.games.pokerdrez.end import resign

leave = leave_by_resigning(resign)


def paid_move(option: dict[str, Any]) -> dict[str, Any]:
    """The ``move`` arguments of one payable option of a view (``{"from", "to", "promotion",
    "cards", "die"}``): paid with its first card, else the die; unpaid when neither pays (plain
    chess)."""
    args = {"from": option["from"], "to": option["to"]}
    if option.get("promotion"):
        args["promotion"] = option["promotion"]
    if option["cards"]:
        args["pay"] = {"card": option["cards"][0]}
    elif option["die"]:
        args["pay"] = {"die": True}
    return args


def die_roll(dice: str, rng: random.Random) -> dict[str, Any]:
    """The ``roll_die`` arguments: none with the app's die, a face drawn with ``rng`` with the
    table's printed die (nobody at the table rolls for an absent player)."""
    return {"value": rng.randint(1, 6)} if dice == PHYSICAL else {}


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
        return "roll_die", die_roll(seen["public"]["dice"], rng)
    return None
