"""SokuDrez, the PokerDrez grid puzzle for 1–4 players: options and setup (seed 004
SokuDrez; docs/rules-decisions.md#sokudrez).

The 54 cards without the neutral ones lie face up in 6 rows of 9; swapping two cards is a move.
Solved: every row holds the numbers 1–9, every column the six figures. Two to four players score
each swap (the seed's "VARIANTE MULTIJUGADOR").
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.common import check_players
from referee.games.kit.cards import deck_ids
from referee.games.kit.deck import shuffled
from referee.games.kit.options import deck_option, with_defaults
from referee.games.sokudrez.grid import is_solved, layout
from referee.games.sokudrez.moves import PLAY, new_turns

MIN_PLAYERS, MAX_PLAYERS = 1, 4
OPTION_DEFAULTS: dict[str, Any] = {"deck": None}


def game_deck() -> list[str]:
    """The 54 ids SokuDrez plays with (the PokerDrez deck without its neutral cards)."""
    return deck_ids(neutrals=False)


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Validated options: ``deck`` (None, or the 54 ids laid row by row, left to right, row 1
    first). Raises IllegalMove 400 ``unknown_option``, ``bad_deck`` (also for a deal that is
    already solved)."""
    chosen = with_defaults(raw, OPTION_DEFAULTS)
    deck = deck_option(chosen["deck"], game_deck())
    if deck is not None and is_solved(layout(deck)):
        raise IllegalMove("bad_deck", "The prearranged deal {option} is already solved.",
                          option="deck")
    return {"deck": deck}


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The laid grid: the ``deck`` option's, or the deck shuffled with ``rng`` (shuffled again
    while it comes out solved). ``players`` 1–4 (ValueError otherwise)."""
    check_players("SokuDrez", players, MIN_PLAYERS, MAX_PLAYERS)
    prearranged = options.get("deck")
    if prearranged is not None:
        grid = layout(prearranged)
    else:
        grid = layout(shuffled(game_deck(), rng))
        while is_solved(grid):
            grid = layout(shuffled(game_deck(), rng))
    return {"players": players, "prearranged": prearranged is not None, "grid": grid,
            "phase": PLAY, "result": None, "last_swap": None, "history": [],
            **new_turns(players)}
