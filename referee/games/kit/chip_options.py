"""The options of a match played for chips, the same in Poker7 and PokerGuess
(docs/rules-decisions.md#poker7 D9 and #pokerguess).

⚙ ``starting_chips`` = 100, ⚙ ``ante`` = 2 (also the smallest bet and raise), ⚙
``first_dealer`` = 0 (a seat or ``"random"``), ⚙ ``hands`` = None (play until one player holds
every chip) or a number of hands, ⚙ ``cards`` = ``"app"`` (``"physical"``: the printed deck is
dealt at the table), ⚙ ``deck`` = None (the first hand's prearranged deal, top card first),
⚙ ``left_chips`` = ``"stay"`` (a seat whose player left keeps its chips in the count, shown as
left) or ``"remove"`` (they leave the table with the player; docs/rules-decisions.md, "A player
who leaves").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.games.kit.chip_match import LEFT_CHIPS_REMOVE, LEFT_CHIPS_STAY
from referee.games.kit.options import (
    APP,
    cards_option,
    choice_option,
    deck_option,
    int_option,
    seat_option,
    with_defaults,
)

CHIP_OPTION_DEFAULTS: dict[str, Any] = {"starting_chips": 100, "ante": 2, "first_dealer": 0,
                                        "hands": None, "cards": APP, "deck": None,
                                        "left_chips": LEFT_CHIPS_STAY}
#: The largest values the options accept (a sanity bound, not a rule).
MAX_CHIPS, MAX_HANDS = 1_000_000, 1000


def chip_options(raw: Mapping[str, Any], players: int,
                 game_deck: Sequence[str]) -> dict[str, Any]:
    """The checked options with defaults (see the module); ``deck`` is checked against
    ``game_deck``. Raises IllegalMove 400 ``unknown_option``, ``bad_option`` (``ante`` above
    ``starting_chips`` included), ``bad_deck``."""
    chosen = with_defaults(raw, CHIP_OPTION_DEFAULTS)
    chips = int_option("starting_chips", chosen["starting_chips"], 1, MAX_CHIPS)
    hands = chosen["hands"]
    return {
        "starting_chips": chips,
        "ante": int_option("ante", chosen["ante"], 1, chips),
        "first_dealer": seat_option("first_dealer", chosen["first_dealer"], players),
        "hands": None if hands is None else int_option("hands", hands, 1, MAX_HANDS),
        "cards": cards_option(chosen["cards"]),
        "deck": deck_option(chosen["deck"], game_deck),
        "left_chips": choice_option("left_chips", chosen["left_chips"],
                                    (LEFT_CHIPS_STAY, LEFT_CHIPS_REMOVE)),
    }
