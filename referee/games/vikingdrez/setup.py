"""VikingDrez (Brandubh on the 7×7 board), 2 players: options and setup (seed 004
VikingDrez; docs/rules-decisions.md#vikingdrez).

Black's 8 attackers try to capture White's king; White's king, with 4 defenders, tries to reach
a corner. Nothing is hidden: the app records the game and checks every move while the players
move the printed pieces.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.common import check_players, chosen_seat
from referee.games.kit.board import SEVEN
from referee.games.kit.options import bool_option, seat_option, with_defaults
from referee.games.vikingdrez.movement import has_move
from referee.games.vikingdrez.moves import position_key
from referee.games.vikingdrez.rules import (
    CORNERS,
    KINDS,
    KING,
    RESTRICTED,
    SIDES,
    START,
    Board,
)

PLAYERS = 2
OPTION_DEFAULTS: dict[str, Any] = {"black": 0, "throne_passable": True, "position": None}


def _position(raw: Any, throne_passable: bool) -> dict[str, Any] | None:
    """The ``position`` option checked and copied: None, or ``{"pieces": {square: kind},
    "to_move": side}`` (``to_move`` defaults to "black"). Raises 400 ``bad_position``."""
    if raw is None:
        return None
    if not isinstance(raw, Mapping) or "pieces" not in raw or not set(raw) <= {"pieces",
                                                                              "to_move"}:
        raise IllegalMove("bad_position", "A position is an object with \"pieces\" and "
                          "\"to_move\".")
    pieces, to_move = raw["pieces"], raw.get("to_move", "black")
    if not isinstance(pieces, Mapping):
        raise IllegalMove("bad_position", "\"pieces\" must map squares to pieces.")
    if to_move not in SIDES:
        raise IllegalMove("bad_position", "\"to_move\" must be black or white.")
    for square, kind in pieces.items():
        if SEVEN.find(square) is None:
            raise IllegalMove("bad_position", "The position names {square}, which is not a "
                              "square of the board.", square=str(square))
        if kind not in KINDS:
            raise IllegalMove("bad_position",
                              "The piece on {square} must be king, defender or attacker.",
                              square=square)
        if square in RESTRICTED and kind != KING:
            raise IllegalMove("bad_position",
                              "Only the king may stand on {square}.", square=square)
    kings = [square for square, kind in pieces.items() if kind == KING]
    if len(kings) != 1:
        raise IllegalMove("bad_position", "A position needs exactly one king, not {count}.",
                          count=len(kings))
    if kings[0] in CORNERS:
        raise IllegalMove("bad_position", "The king already stands on a corner.")
    board: Board = dict(pieces)
    if not has_move(board, to_move, throne_passable):
        raise IllegalMove("bad_position", "The side to move has no legal move.")
    return {"pieces": board, "to_move": to_move}


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Validated options with defaults filled in.

    ``black``: the seat that plays Black, the attackers (default 0), or ``"random"``;
    ``throne_passable``: whether soldiers may cross the empty throne (default True);
    ``position``: None for the standard start, or ``{"pieces": {square: "king" | "defender" |
    "attacker"}, "to_move": "black" | "white"}`` to start from a set position. Raises
    IllegalMove 400: ``unknown_option``, ``bad_option``, ``bad_position``.
    """
    chosen = with_defaults(raw, OPTION_DEFAULTS)
    passable = bool_option("throne_passable", chosen["throne_passable"])
    return {"black": seat_option("black", chosen["black"], players),
            "throne_passable": passable,
            "position": _position(chosen["position"], passable)}


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The opening state: the standard Brandubh cross with Black to move, or the ``position``
    option's pieces and side to move. ``players`` must be 2 (ValueError otherwise); ``options``
    as returned by ``options``."""
    check_players("VikingDrez", players, PLAYERS, PLAYERS)
    black = chosen_seat(options.get("black", OPTION_DEFAULTS["black"]), players, rng)
    position = options.get("position")
    board = dict(position["pieces"]) if position else dict(START)
    to_move = position["to_move"] if position else "black"
    return {
        "players": players,
        "black": black,
        "white": 1 - black,
        "throne_passable": options.get("throne_passable", True),
        "standard_start": position is None,
        "board": board,
        "to_move": to_move,
        "phase": "play",
        "seen": {position_key(board, to_move): 1},
        "draw_offer": None,
        "history": [],
        "result": None,
    }
