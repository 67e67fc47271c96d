"""Politburo print & play, 5-10 players: the rule engine (seed 001,
docs/rules-decisions.md#politburo).

Each player holds a secret Politburo member card with a victory condition. Every turn the
General Secretary (GS) leads Plan (propose a ministry, secret simultaneous vote), Execute (three
appointed players secretly repress or reform, up to three attempts) and, when the third attempt
is not unanimous, Purge. The GS card passes to the left; after every player has been GS once the
members are revealed and the fulfilled conditions with the highest influence win.

The moves live in ``moves``, the views and outcome in ``view`` and the victory conditions in
``rules`` (modules of this package); this module holds the options and the setup.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.common import (
    check_option_names,
    check_players,
    chosen_seat,
    seat_or_random,
)
from referee.games.politburo.rules import INFLUENCE_START, MEMBERS, MINISTRIES

MIN_PLAYERS, MAX_PLAYERS = 5, 10
OPTION_DEFAULTS: dict[str, Any] = {"first_general_secretary": 0}


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Validated options with defaults filled in.

    ``first_general_secretary``: the seat that is GS in the first turn (default 0), or
    ``"random"`` to draw it with the table's seeded rng at setup, as the seed's Setup does.
    A ``seed`` key is the table service's and is ignored. Raises IllegalMove (400) for an
    unknown option or a value that is not a seat of a ``players``-seat table.
    """
    check_option_names(raw, OPTION_DEFAULTS)
    first = seat_or_random(
        raw.get("first_general_secretary", OPTION_DEFAULTS["first_general_secretary"]), players,
        IllegalMove("bad_option",
                    "The first General Secretary must be a seat of this table or random."))
    return {"first_general_secretary": first}


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The opening state: members dealt at random from the 10, influence 3, ministries 0.

    ``players`` must be 5..10 (ValueError otherwise); ``options`` as returned by ``options``.
    The unused member cards stay out of the state entirely (docs/rules-decisions.md#politburo).
    """
    check_players("Politburo", players, MIN_PLAYERS, MAX_PLAYERS)
    first = options.get("first_general_secretary", OPTION_DEFAULTS["first_general_secretary"])
    gs = chosen_seat(first, players, rng)
    return {
        "players": players,
        "members": rng.sample(MEMBERS, players),
        "influence": [INFLUENCE_START] * players,
        "ministries": dict.fromkeys(MINISTRIES, 0),
        "turn": 1,
        "general_secretary": gs,
        "phase": "plan",
        "proposal": None,
        "rejected": [],
        "plan": None,
        "attempt": None,
        "executors": [],
        "votes": [None] * players,
        "choices": [None] * players,
        "pointing": [None] * players,
        "history": [{"type": "general_secretary", "turn": 1, "seat": gs}],
    }
