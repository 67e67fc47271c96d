"""What a stand-in plays for a DomiDrez seat whose player has left (docs/rules-decisions.md
#domidrez, "A player who leaves"; issue 33).

From the seat's own view only: its lowest matching card (``kit.cards.lowest``; a neutral card
only when it holds no other that matches, naming the figure and colour asked for already), else
a draw, else, with the deck empty, a pass. It sends no ``hand_result`` (printed cards are
counted by the table) and no ``next_hand`` (any seat still there deals on).
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.kit.cards import is_neutral, lowest


def stand_in(seen: dict[str, Any], seat: int,
             rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """``(move, args)`` for ``seat`` from ``seen`` (its own view): ``("play", {"card"})`` (with
    ``figure`` and ``colour`` for a neutral card), ``("draw", {})``, ``("pass", {})``, or None
    when the seat has nothing the stand-in sends. ``rng`` is not needed: every choice is fixed."""
    moves = seen["private"].get("moves", [])
    if "play" in moves:
        card = lowest(seen["private"]["playable"])
        named = seen["public"]["requirement"] if is_neutral(card) else {}
        return "play", {"card": card, **named}
    for name in ("draw", "pass"):
        if name in moves:
            return name, {}
    return None
