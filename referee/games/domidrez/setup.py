"""DomiDrez, the PokerDrez shedding game for 2–8 players: options and setup (seed 004
DomiDrez; docs/rules-decisions.md#domidrez).

Neutral cards are in; one deck for 2–4 players and two for 5–8 unless the ``decks`` option says
otherwise. With ``cards`` = "physical" the table deals the printed deck and the app keeps the
scores only (``hand_result``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import State
from referee.games.common import check_players, chosen_seat
from referee.games.domidrez.deal import deal_hand, game_deck
from referee.games.kit.options import (
    APP,
    cards_option,
    deck_option,
    decks_for_players,
    int_option,
    seat_option,
    with_defaults,
)

MIN_PLAYERS, MAX_PLAYERS = 2, 8
OPTION_DEFAULTS: dict[str, Any] = {"decks": None, "target": 50, "first_dealer": 0,
                                   "cards": APP, "deck": None}


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Validated options: ``decks`` (None = by the player count, or 1 / 2), ``target`` (points
    that win the match, ≥ 1), ``first_dealer`` (a seat or "random"), ``cards`` ("app" /
    "physical"), ``deck`` (a prearranged deal of the first hand, top first). Raises
    IllegalMove 400 ``unknown_option`` / ``bad_option`` / ``bad_deck``."""
    chosen = with_defaults(raw, OPTION_DEFAULTS)
    decks = decks_for_players(chosen["decks"], players)
    return {"decks": decks, "target": int_option("target", chosen["target"], 1),
            "first_dealer": seat_option("first_dealer", chosen["first_dealer"], players),
            "cards": cards_option(chosen["cards"]),
            "deck": deck_option(chosen["deck"], game_deck(decks))}


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The first hand dealt (in physical mode: waiting for its result). ``players`` 2–8
    (ValueError otherwise)."""
    check_players("DomiDrez", players, MIN_PLAYERS, MAX_PLAYERS)
    state: State = {
        "players": players, "decks": options.get("decks") or decks_for_players(None, players),
        "target": options.get("target", 50), "cards": options.get("cards", APP),
        "prearranged": options.get("deck") is not None, "zones": {}, "phase": "play",
        "dealer": chosen_seat(options.get("first_dealer", 0), players, rng), "hand_no": 0,
        "to_play": None, "named": None, "scores": [0] * players, "hand_result": None,
        "result": None, "history": []}
    deal_hand(state, options.get("deck"), rng)
    return state
