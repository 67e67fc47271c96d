"""The dice: a turn's three (figure 1–6, colour, surface) and the start rolls of the figure die
(seed 004 NeuroDrez, "Los dados", "Los turnos"; docs/rules-decisions.md#conventions, "Dice").

With ⚙ ``dice`` = ``"app"`` a roll takes ``{}`` and the app draws with the move's rng; with
``"physical"`` it carries the faces (``{"figure": 1..6, "colour": id, "surface": id}``; a start
roll ``{"value": 1..6}``), checked by the kit's ``roll_dice``. Start: every seat rolls the
figure die, the highest starts, the tied roll again among themselves. With app dice setup rolls
them all at once (``roll_off``); with physical dice each seat sends ``start_roll``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.kit.dice import roll_dice, roll_die
from referee.games.kit.options import APP
from referee.games.neurodrez.catalogue import DIE_FACES


def roll_turn(args: Mapping[str, Any], mode: str, rng: random.Random) -> dict[str, Any]:
    """``{"figure", "colour", "surface", "physical"}``; 400 ``bad_args`` / ``bad_die_value``."""
    return roll_dice(args, mode, rng, DIE_FACES)


def roll_start(args: Mapping[str, Any], mode: str, rng: random.Random) -> int:
    """One start roll of the figure die; 400 ``bad_args`` / ``bad_die_value``."""
    return int(roll_die(args, mode, rng)["value"])


def highest(rolls: Mapping[str, int]) -> list[int]:
    """The seats (keys are seat numbers as strings) with the highest roll, in seat order."""
    top = max(rolls.values())
    return sorted(int(seat) for seat, value in rolls.items() if value == top)


def roll_off(players: int, rng: random.Random) -> tuple[list[dict[str, int]], int]:
    """App dice: every seat rolls, the tied again, until one is highest. Returns the rounds
    (``[{seat: value}, …]``, seats as strings) and the starting seat."""
    rounds, rolling = [], list(range(players))
    while True:
        rolls = {str(seat): roll_start({}, APP, rng) for seat in rolling}
        rounds.append(rolls)
        rolling = highest(rolls)
        if len(rolling) == 1:
            return rounds, rolling[0]
