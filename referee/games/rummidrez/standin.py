"""A RummiDrez seat whose player has left (docs/rules-decisions.md#rummidrez, "A player who
leaves"; issue 33).

At a table of several a stand-in plays the seat's turns from its own view: it draws, or, with the
deck empty, passes; it never lays a card, so the seat's hand only grows and the others decide
the hand. It sends no ``hand_result`` (printed cards are counted by the table) and no
``next_hand`` (any seat still there deals on). The solitaire's only player leaving ends the game
at once with the score so far: the cards left in hand.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import State
from referee.games.rummidrez.moves import end_solitaire, solitaire


def stand_in(seen: dict[str, Any], seat: int,
             rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """``("draw", {})`` or ``("pass", {})`` for ``seat`` from ``seen`` (its own view), or None
    when the seat has nothing the stand-in sends. ``rng`` is not needed."""
    moves = seen["private"].get("moves", [])
    for name in ("draw", "pass"):
        if name in moves:
            return name, {}
    return None


def leave(state: State, seat: int, how: str) -> State:
    """``state`` once ``seat``'s player has left (``how`` is ``"stand_in"``, the only mode): the
    solitaire ends with its score so far; a table of several goes on unchanged."""
    if solitaire(state) and state["result"] is None:
        end_solitaire(state, seat)
    return state
