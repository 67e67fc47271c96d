"""RummiDrez, the PokerDrez rummy for 2–4 players and its solitaire: options and setup
(seed 004 RummiDrez; docs/rules-decisions.md#rummidrez).

Two decks, neutral cards in; 14 cards each. With ``cards`` = "physical" the table deals the
printed decks and the app keeps the scores only (``hand_result``). A table of one plays the
solitaire (``solo``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.common import check_players, chosen_seat, is_int
from referee.games.kit.options import (
    APP,
    PHYSICAL,
    bool_option,
    cards_option,
    deck_option,
    seat_option,
    with_defaults,
)
from referee.games.rummidrez.deal import PLAY, deal_hand, game_deck

MIN_PLAYERS, MAX_PLAYERS = 1, 4
#: The ``target`` option's default: 14 points per opponent (14 / 28 / 42).
BY_PLAYERS = "by_players"
POINTS_PER_OPPONENT = 14
OPTION_DEFAULTS: dict[str, Any] = {"target": BY_PLAYERS, "first_dealer": 0, "cards": APP,
                                   "neutral_anywhere": False, "deck": None}


def _target(value: Any, players: int) -> int | None:
    """The ``target`` option: "by_players" (14 × (players − 1); None for the solitaire), a
    whole number ≥ 1, or None (a match against the clock); else 400 ``bad_option``."""
    if value == BY_PLAYERS:
        return POINTS_PER_OPPONENT * (players - 1) or None
    if value is None or (is_int(value) and value >= 1):
        return value
    raise IllegalMove("bad_option", "The option target must be a whole number of at least 1, "
                      "\"by_players\" or null.")


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Validated options: ``target`` (see ``_target``), ``first_dealer`` (a seat or
    "random"), ``cards`` ("app" / "physical"; "app" only for the solitaire),
    ``neutral_anywhere`` (D1, false) and ``deck`` (a prearranged deal of the first hand: the
    112 ids top first). Raises IllegalMove 400 ``unknown_option`` / ``bad_option`` /
    ``bad_deck``."""
    chosen = with_defaults(raw, OPTION_DEFAULTS)
    return {"target": _target(chosen["target"], players),
            "first_dealer": seat_option("first_dealer", chosen["first_dealer"], players),
            "cards": cards_option(chosen["cards"], (APP,) if players == 1 else (APP, PHYSICAL)),
            "neutral_anywhere": bool_option("neutral_anywhere", chosen["neutral_anywhere"]),
            "deck": deck_option(chosen["deck"], game_deck())}


def setup(players: int, table_options: dict[str, Any], rng: random.Random) -> State:
    """The first hand dealt (with printed cards: waiting for its result). ``players`` 1–4
    (ValueError otherwise); ``table_options`` as ``options`` returns them (defaults fill what
    is missing)."""
    check_players("RummiDrez", players, MIN_PLAYERS, MAX_PLAYERS)
    chosen = {**options({}, players), **table_options}
    state: State = {
        "players": players, "target": chosen["target"], "cards": chosen["cards"],
        "neutral_anywhere": chosen["neutral_anywhere"],
        "prearranged": chosen["deck"] is not None, "zones": {}, "table": [], "phase": PLAY,
        "dealer": chosen_seat(chosen["first_dealer"], players, rng), "hand_no": 0,
        "to_play": None, "melded": [], "passes": 0, "drawn": False, "moves": 0,
        "scores": [0] * players, "hand_result": None, "result": None, "history": []}
    deal_hand(state, chosen["deck"], rng)
    return state
