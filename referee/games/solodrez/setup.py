"""SoloDrez, the PokerDrez patience for one player: options and setup (seed 004
SoloDrez; docs/rules-decisions.md#solodrez).

The 56 cards, neutral ones included, are dealt face up column by column into 9 columns (7, 7,
then 6 × 7); the player moves ordered runs between columns and removes complete series, joker to
pawn. The app deals and checks; the printed deck can mirror the layout.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import State
from referee.games.common import check_players
from referee.games.kit.cards import deck_ids
from referee.games.kit.deck import draw_pile
from referee.games.kit.options import deck_option, with_defaults
from referee.games.solodrez.moves import PLAY, check_start

PLAYERS = 1
#: Cards per column, columns 1 to 9 (2 × 7 + 7 × 6 = 56).
COLUMN_SIZES = (7, 7, 6, 6, 6, 6, 6, 6, 6)
OPTION_DEFAULTS: dict[str, Any] = {"deck": None}


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Validated options: ``deck`` (None, or the 56 ids top first: column 1's cards first to
    last, then column 2's, …). Raises IllegalMove 400 ``unknown_option`` / ``bad_deck``."""
    chosen = with_defaults(raw, OPTION_DEFAULTS)
    return {"deck": deck_option(chosen["deck"], deck_ids())}


def deal(pile: list[str]) -> list[list[str]]:
    """The nine columns dealt from ``pile`` (top first), column by column: the top card is
    column 1's first card, the 8th column 2's first, the 15th column 3's first, …"""
    columns, start = [], 0
    for size in COLUMN_SIZES:
        columns.append(pile[start:start + size])
        start += size
    return columns


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The dealt layout (shuffled with ``rng``, or the ``deck`` option's order). ``players``
    must be 1 (ValueError otherwise). A deal that allows no move is over at once (blocked)."""
    check_players("SoloDrez", players, PLAYERS, PLAYERS)
    prearranged = options.get("deck")
    state: State = {
        "players": players,
        "prearranged": prearranged is not None,
        "columns": deal(draw_pile(deck_ids(), prearranged, rng)),
        "removed": [],
        "neutrals_removed": False,
        "moves": 0,
        "phase": PLAY,
        "result": None,
        "history": [],
    }
    return check_start(state)
