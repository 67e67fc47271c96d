"""The sides of a board game's seats (PokerDrez, PokerDrez for 4, VikingDrez;
docs/rules-decisions.md#conventions, "A rematch swaps the sides"): which seat plays which side,
known before the start from the options (``Game.seat_sides``: the lobby says it, UX finding
P4-4), and swapped by a rematch (``Game.rematch_options``, UX finding PD15: as on lichess, "Play
again" does not repeat who played which side).

``Game.seat_sides(options, players)`` lists each seat's side (``["white", "black"]``), or None
while a side is drawn at random at the start. ``Game.rematch_options(options, state)`` gives the
rematch table's options from the finished table's options and final state; the table service
calls it when the moderator starts a rematch (``referee.service.lobby``). The sides are read
from the finished state, so a side drawn with ``"random"`` is swapped too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from referee.games.base import State

#: ``Game.rematch_options``: (the finished table's options, its final state) -> the rematch's.
RematchOptions = Callable[[Mapping[str, Any], State], dict[str, Any]]
#: ``Game.seat_sides``: (the table's options, its player count) -> each seat's side, or None.
SeatSides = Callable[[Mapping[str, Any], int], "list[str] | None"]


def two_sides(option: str, other: str) -> SeatSides:
    """The sides of a two-player game whose ``option`` names the seat of side ``option``
    (PokerDrez ``white``, VikingDrez ``black``); the other seat plays ``other``. None when the
    option is ``"random"``."""

    def seat_sides(options: Mapping[str, Any], players: int) -> list[str] | None:
        seat = options.get(option)
        if not isinstance(seat, int):
            return None
        return [option if index == seat else other for index in range(players)]

    return seat_sides


def listed_colours(option: str = "colours") -> SeatSides:
    """The sides of a game whose ``option`` lists each seat's colour (PokerDrez for 4); None
    when it is ``"random"``."""

    def seat_sides(options: Mapping[str, Any], players: int) -> list[str] | None:
        colours = options.get(option)
        return list(colours) if isinstance(colours, list) else None

    return seat_sides


def swap_two_sides(option: str) -> RematchOptions:
    """The rematch of a two-player game whose ``option`` names the seat (0 or 1) of one side
    and whose state holds that seat under the same key (PokerDrez ``white``, VikingDrez
    ``black``): the other seat takes that side."""

    def rematch_options(options: Mapping[str, Any], state: State) -> dict[str, Any]:
        return {**options, option: 1 - int(state[option])}

    return rematch_options


def next_colours(order: Sequence[str], option: str = "colours") -> RematchOptions:
    """The rematch of a game whose ``option`` (and state key) lists each seat's colour and whose
    colours alternate between two teams in the turn ``order`` (PokerDrez for 4: yellow, green,
    red, blue; light = yellow + red): each seat takes the next colour in that order, so the two
    teams swap colours while partners stay partners and the turns go round the table as before."""

    def rematch_options(options: Mapping[str, Any], state: State) -> dict[str, Any]:
        colours = [order[(order.index(colour) + 1) % len(order)] for colour in state[option]]
        return {**options, option: colours}

    return rematch_options
