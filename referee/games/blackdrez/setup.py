"""BlackDrez, the PokerDrez game of reaching 11 for 2–8 players: options and setup
(seed 004 BlackDrez; docs/rules-decisions.md#blackdrez).

Neutral cards are out (D1); one deck for 2–4 players and two for 5–8 unless the ``decks`` option
says otherwise. Every card is dealt face up; the app keeps only the deck's order hidden.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import State
from referee.games.blackdrez.rounds import LEFT_PILE_REMOVE, LEFT_PILE_STAY, TABLE, deal_round
from referee.games.common import check_players, chosen_seat
from referee.games.kit.cards import deck_ids
from referee.games.kit.deck import draw_pile
from referee.games.kit.options import (
    choice_option,
    deck_option,
    decks_for_players,
    int_option,
    seat_option,
    with_defaults,
)
from referee.games.kit.zones import DECK, DISCARD, Zones

MIN_PLAYERS, MAX_PLAYERS = 2, 8
OPTION_DEFAULTS: dict[str, Any] = {"decks": None, "rounds": None, "first_dealer": 0,
                                   "deck": None, "left_pile": LEFT_PILE_STAY}


def game_deck(decks: int) -> list[str]:
    """The ids BlackDrez plays with: ``decks`` PokerDrez decks without the neutral cards."""
    return deck_ids(decks, neutrals=False)


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Validated options: ``decks`` (None = by the player count, or 1 / 2), ``rounds`` (None =
    until the deck cannot deal, or N ≥ 1), ``first_dealer`` (a seat or "random"), ``deck``
    (a prearranged deal, top first), ``left_pile`` (``"stay"``: a left player's pile keeps
    counting; ``"remove"``: it goes to the discard pile; docs/rules-decisions.md#blackdrez, "A
    player who leaves"). Raises IllegalMove 400 ``unknown_option`` / ``bad_option`` /
    ``bad_deck``."""
    chosen = with_defaults(raw, OPTION_DEFAULTS)
    decks = decks_for_players(chosen["decks"], players)
    rounds = None if chosen["rounds"] is None else int_option("rounds", chosen["rounds"], 1)
    return {"decks": decks, "rounds": rounds,
            "first_dealer": seat_option("first_dealer", chosen["first_dealer"], players),
            "deck": deck_option(chosen["deck"], game_deck(decks)),
            "left_pile": choice_option("left_pile", chosen["left_pile"],
                                       (LEFT_PILE_STAY, LEFT_PILE_REMOVE))}


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The first round dealt (and its deal check made). ``players`` 2–8 (ValueError
    otherwise)."""
    check_players("BlackDrez", players, MIN_PLAYERS, MAX_PLAYERS)
    decks = options.get("decks") or decks_for_players(None, players)
    pile_cards = draw_pile(game_deck(decks), options.get("deck"), rng)
    zones: dict[str, Any] = {}
    Zones(zones).add(DECK, "nobody", cards=pile_cards).add(TABLE, "all").add(DISCARD, "all") \
        .add_hands(players, "all").add_hands(players, "all", kind="pile")
    state: State = {
        "players": players, "decks": decks, "rounds_limit": options.get("rounds"),
        "prearranged": options.get("deck") is not None, "zones": zones, "phase": "play",
        "dealer": chosen_seat(options.get("first_dealer", 0), players, rng), "round": 0,
        "active": [], "holder": None, "stands": [], "jokers": {}, "round_result": None,
        "result": None, "history": [],
        "left_pile": options.get("left_pile", LEFT_PILE_STAY)}
    deal_round(state)
    return state
