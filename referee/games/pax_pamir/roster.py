"""Who plays a Pax Pamir table: the seats (phones) and the extra players without a phone.

A player id is a str: ``"0"``, ``"1"``, … for the seats, the name itself for an extra player
(the Wakhan bot, a friend without a phone). Extra names are never all digits, so the two kinds
never collide. In move arguments a player is a seat number (int or its digits) or an extra
player's name; in lists of winners a seat is an int and an extra player its name.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from referee.games.base import IllegalMove, State, bad_args
from referee.games.common import is_int
from referee.games.kit.leaving import left_seats

PlayerRef = int | str


def player_ids(state: State) -> list[str]:
    """Every player id in table order: the seats, then the extra players as listed."""
    return [str(seat) for seat in range(state["players"])] + list(state["extra_players"])


def in_game(state: State, gone: Collection[int] | None = None) -> list[str]:
    """The ids of the players still in the game, in table order: every player but the seats
    ``gone`` (default: those whose player has left; docs/rules-decisions.md#pax-pamir, A player
    who leaves)."""
    gone = left_seats(state) if gone is None else gone
    return [player for player in player_ids(state)
            if not (player.isdigit() and int(player) in gone)]


def as_ref(player: str) -> PlayerRef:
    """The public form of a player id: an int for a seat, the name for an extra player."""
    return int(player) if player.isdigit() else player


def player_of(state: State, value: Any) -> str | None:
    """The id of the player ``value`` names (a seat as int or digits, or an extra player's
    name), or None when it names nobody at this table."""
    if is_int(value):
        value = str(value)
    if isinstance(value, str) and value in player_ids(state):
        return value
    return None


def one_per_player(state: State, entries: Any, what: str,
                   among: list[str] | None = None) -> dict[str, Any]:
    """``entries`` (a JSON object keyed by player) re-keyed by player id, in table order.

    ``among`` limits the players expected (default: every player still in the game, see
    ``in_game``). Raises 400 ``bad_args`` when ``entries`` is not an object, and 422
    ``missing_player`` unless it names each expected player exactly once and nobody else (seat
    ``0`` and ``"0"`` are the same player); the message names the first player missing or not
    expected.
    """
    if not isinstance(entries, Mapping):
        raise bad_args(f'"{what}" must be an object keyed by player')
    expected = in_game(state) if among is None else among
    keyed: dict[str, Any] = {}
    for key, value in entries.items():
        player = player_of(state, key)
        if player is not None and player not in keyed and player not in expected:
            if among is None:
                raise IllegalMove("missing_player", "{seat} has left the game: enter only the "
                                  "players still in it.", seat=as_ref(player))
            raise IllegalMove("missing_player", "Enter the tied players only: {seat} is not "
                              "tied.", seat=as_ref(player))
        if player is None or player in keyed:
            raise IllegalMove("missing_player",
                              "{seat} is not a player of this table, or is entered twice.",
                              seat=key)
        keyed[player] = value
    for player in expected:
        if player not in keyed:
            raise IllegalMove("missing_player", "Enter every player: {seat} is missing.",
                              seat=as_ref(player))
    return {player: keyed[player] for player in expected}


def whole(value: Any, what: str) -> int:
    """``value`` when it is an int (not a bool); else 400 ``bad_args`` naming ``what``."""
    if not is_int(value):
        raise bad_args(f'"{what}" must be a whole number')
    return int(value)
