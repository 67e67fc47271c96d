"""The sides of a board game's rematch (docs/rules-decisions.md#conventions, "A rematch swaps
the sides"; UX finding PD15): as on lichess, "Play again" does not repeat who played which side.
A game's ``Game.rematch_options(options, state) -> options`` gives the rematch table's options
from the finished table's options and final state; the table service calls it when the moderator
starts a rematch (``referee.service.lobby``).

The sides are read from the finished state, so a side drawn with ``"random"`` is swapped too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from referee.games.base import State

#: ``Game.rematch_options``: (the finished table's options, its final state) -> the rematch's.
RematchOptions = Callable[[Mapping[str, Any], State], dict[str, Any]]


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
