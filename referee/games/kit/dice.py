"""Roll moves: the app rolls with the move's rng, or players type the faces of printed dice.

docs/rules-decisions.md#conventions, "Dice": with the ``dice`` option ``"app"`` a roll move
takes ``{}`` and each die is drawn uniformly from the move's rng (seeded from the table seed and
the move's index, so replay rolls the same); with ``"physical"`` the move carries the faces,
checked only for being faces of those dice. The result is JSON-able and says which it was
(``physical``), for history.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from referee.games.base import IllegalMove
from referee.games.common import check_keys
from referee.games.kit.options import APP, PHYSICAL

#: The faces of an ordinary die.
D6: tuple[int, ...] = (1, 2, 3, 4, 5, 6)


def roll_dice(args: Mapping[str, Any], mode: str, rng: random.Random,
              dice: Mapping[str, Sequence[Any]]) -> dict[str, Any]:
    """Roll the named ``dice`` (name → its faces, e.g. NeuroDrez's ``{"figure": D6, "colour":
    [...six colour ids], "surface": [...]}``) and return ``{name: face, …, "physical": bool}``.

    ``mode`` ``"app"``: ``args`` must be ``{}`` (else 400 ``bad_args``); each die, in the order of
    ``dice``, is ``rng.choice(faces)``. ``"physical"``: ``args`` must name exactly the dice (400
    ``bad_args``) and each value must be one of that die's faces (400 ``bad_die_value`` naming the
    die and its faces). ValueError for another ``mode`` (the option parser already refused it).
    """
    if mode == APP:
        check_keys(dict(args), ())
        result: dict[str, Any] = {name: rng.choice(list(faces)) for name, faces in dice.items()}
        result["physical"] = False
        return result
    if mode != PHYSICAL:
        raise ValueError(f"dice mode must be {APP!r} or {PHYSICAL!r}, not {mode!r}")
    check_keys(dict(args), tuple(dice))
    for name, faces in dice.items():
        value = args[name]
        if not any(value == face and type(value) is type(face) for face in faces):
            raise IllegalMove("bad_die_value", "The die {die} has no face {value}; its faces are "
                              "{faces}.", die=name, value=repr(value),
                              faces=", ".join(str(face) for face in faces))
    return {**{name: args[name] for name in dice}, "physical": True}


def roll_die(args: Mapping[str, Any], mode: str, rng: random.Random) -> dict[str, Any]:
    """One six-sided die: ``{"value": 1..6, "physical": bool}``; physical args ``{"value": n}``.
    Refusals as ``roll_dice``."""
    return roll_dice(args, mode, rng, {"value": D6})
