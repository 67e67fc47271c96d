"""A NeuroDrez seat whose player has left (docs/rules-decisions.md#neurodrez, "A player who
leaves"; issue 33).

The moderator resigns for them or lets a stand-in play. A resignation in a competitive game is
the seat's side's (as a team resigns in PokerDrez for 4): that side can no longer win and, once
a single side can, it wins; in a cooperative game the table gives the game up (all lose). The
solo game's only player leaving gives it up, however the moderator marks it. A left seat is not
asked about an offer to give up (``concession``).

A stand-in plays the seat's turns — also a resigned side's seat while the game goes on — with
the simplest legal choice from the seat's own view: it rolls (a printed die's faces drawn with
the move's rng), claims no conquest, places its first tile on the first free square listed
(removes the first removable tile in sudden death), moves the first piece its legal moves list
by the first way listed to the first destination listed, or withdraws its first piece on the
terrain when it cannot move. It never calls sudden death or concedes.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import State
from referee.games.neurodrez.catalogue import piece_colour
from referee.games.neurodrez.concession import give_up_for_all, seat_leaves
from referee.games.neurodrez.end import resign_side


def stand_in(seen: dict[str, Any], seat: int,
             rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """``(move, args)`` for ``seat`` from ``seen`` (its own view), or None when the game does
    not await it. ``rng`` draws a printed die's faces only."""
    own, public = seen["private"], seen["public"]
    moves = own.get("moves", [])
    physical = public["options"]["dice_mode"] == "physical"
    if "start_roll" in moves:
        return "start_roll", {"value": rng.choice(public["faces"]["figure"])}
    if "roll" in moves:
        return "roll", {name: rng.choice(faces) for name, faces in public["faces"].items()} \
            if physical else {}
    if "place_tile" in moves:
        return "place_tile", {"tile": own["tiles"][0], "square": public["placeable"][0]}
    if "remove_tile" in moves:
        return "remove_tile", {"square": public["removable"][0]}
    if "move" in moves:
        first = own["legal"][0]
        return "move", {"piece": first["piece"], **first["by"][0],
                        "to": first["to"][0]["square"]}
    if "forced_removal" in moves:
        mine = [p["piece"] for p in public["pieces"] if piece_colour(p["piece"]) in own["colours"]]
        return "forced_removal", {"piece": mine[0]}
    return None


def leave(state: State, seat: int, how: str) -> State:
    """``state`` once ``seat``'s player has left ``how``: ``"resign"`` resigns the seat's side
    (competitive) or gives the game up for the table (cooperative); the solo game's only player
    leaving gives it up either way (nobody is left to play on); ``"stand_in"`` in a
    cooperative game drops the seat from an open offer to give up (``concession.seat_leaves``).
    A game already over is left as it is."""
    if state["result"] is not None:
        return state
    if how == "resign" or state["mode"] == "solo":
        if state["mode"] == "competitive":
            resign_side(state, seat)
        else:
            give_up_for_all(state, seat)
    else:
        seat_leaves(state, seat)
    return state
