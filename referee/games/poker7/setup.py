"""Poker7's options and opening state (seed 004 PokerDrez, Poker7; docs/rules-decisions.md
#poker7 D6, D9 and the conventions' prearranged deals).

2–10 players, one deck without the neutral cards (54). Options: ⚙ ``starting_chips`` = 100,
⚙ ``ante`` = 2 (also the smallest bet and raise), ⚙ ``first_dealer`` = 0 (a seat or
``"random"``), ⚙ ``hands`` = None (play until one player holds every chip) or a number of
hands, ⚙ ``cards`` = ``"app"`` (``"physical"``: the printed deck is dealt at the table; the app
keeps the chips and judges the showdown from the cards entered), ⚙ ``deck`` = None (the first
hand's prearranged deal, top card first), ⚙ ``left_chips`` = ``"stay"`` (``"remove"``: a
seat whose player left loses its chips at the end of the hand; docs/rules-decisions.md#poker7,
"A player who leaves").
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import State
from referee.games.common import check_players, chosen_seat
from referee.games.kit.chip_options import CHIP_OPTION_DEFAULTS, chip_options
from referee.games.kit.options import PHYSICAL
from referee.games.poker7.deck import GAME_DECK
from referee.games.poker7.flow import start_hand

MIN_PLAYERS, MAX_PLAYERS = 2, 10
OPTION_DEFAULTS = CHIP_OPTION_DEFAULTS


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """The checked options with defaults (``referee.games.kit.chip_options``), the deal
    checked against Poker7's deck."""
    return chip_options(raw, players, GAME_DECK)


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The first hand dealt: every seat holds ``starting_chips``, the dealer is
    ``first_dealer``, the antes are in and the first betting round waits for the dealer's next
    seat. ValueError for fewer than 2 or more than 10 players."""
    check_players("Poker7", players, MIN_PLAYERS, MAX_PLAYERS)
    chosen = {**OPTION_DEFAULTS, **options}
    state: State = {
        "players": players, "ante": chosen["ante"], "hands": chosen["hands"],
        "physical": chosen["cards"] == PHYSICAL, "prearranged": chosen["deck"] is not None,
        "chips": [chosen["starting_chips"]] * players,
        "dealer": chosen_seat(chosen["first_dealer"], players, rng), "hand_no": 0,
        "records": [], "history": [], "left_chips": chosen["left_chips"],
    }
    start_hand(state, chosen["deck"] or GAME_DECK, rng, shuffle=chosen["deck"] is None)
    return state
