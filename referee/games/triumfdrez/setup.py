"""TriumfDrez, the PokerDrez trick-taking game for 2–4 players (4 in pairs): options and
setup (seed 004 TriumfDrez; docs/rules-decisions.md#triumfdrez).

With 4 players seats 0 and 2 play against 1 and 3. With ``cards`` = "physical" the auction runs in
the app, the table plays the printed cards and the declarer's side sends the tricks it took.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import State
from referee.games.common import check_players, chosen_seat
from referee.games.kit.options import (
    APP,
    cards_option,
    choice_option,
    deck_option,
    int_option,
    seat_option,
    with_defaults,
)
from referee.games.triumfdrez.bids import TRICKS, default_min_bid
from referee.games.triumfdrez.deal import deal_hand, game_deck

MIN_PLAYERS, MAX_PLAYERS = 2, 4
OPTION_DEFAULTS: dict[str, Any] = {"neutrals": "out", "min_bid": None, "target": 50,
                                   "first_dealer": 0, "cards": APP, "deck": None}


def sides_of(players: int) -> list[list[int]]:
    """The sides: the pairs [0, 2] and [1, 3] with 4 players, else one seat each."""
    return [[0, 2], [1, 3]] if players == 4 else [[s] for s in range(players)]


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Validated options: ``neutrals`` ("out" / "in"), ``min_bid`` (None = ⌈13 / sides⌉, or 1–13),
    ``target`` (points that win the match, ≥ 1), ``first_dealer`` (a seat or "random"), ``cards``
    ("app" / "physical"), ``deck`` (a prearranged deal of the first hand, top first). Raises
    IllegalMove 400 ``unknown_option`` / ``bad_option`` / ``bad_deck``."""
    chosen = with_defaults(raw, OPTION_DEFAULTS)
    neutrals = str(choice_option("neutrals", chosen["neutrals"], ("out", "in")))
    min_bid = chosen["min_bid"]
    return {"neutrals": neutrals,
            "min_bid": None if min_bid is None else int_option("min_bid", min_bid, 1, TRICKS),
            "target": int_option("target", chosen["target"], 1),
            "first_dealer": seat_option("first_dealer", chosen["first_dealer"], players),
            "cards": cards_option(chosen["cards"]),
            "deck": deck_option(chosen["deck"], game_deck(neutrals))}


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The first hand dealt and its auction open. ``players`` 2–4 (ValueError otherwise)."""
    check_players("TriumfDrez", players, MIN_PLAYERS, MAX_PLAYERS)
    sides = sides_of(players)
    min_bid = options.get("min_bid")
    state: State = {
        "players": players, "sides": sides, "neutrals": options.get("neutrals", "out"),
        "min_bid": default_min_bid(len(sides)) if min_bid is None else min_bid,
        "target": options.get("target", 50), "cards": options.get("cards", APP),
        "prearranged": options.get("deck") is not None, "zones": {}, "phase": "auction",
        "dealer": chosen_seat(options.get("first_dealer", 0), players, rng), "hand_no": 0,
        "scores": [0] * len(sides), "result": None, "history": []}
    deal_hand(state, options.get("deck"), rng)
    return state
