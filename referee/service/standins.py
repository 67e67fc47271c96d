"""The moves the table service logs for seats whose player has left (docs/rules-decisions.md,
"A player who leaves"; issue 33).

The moderator's ``leave`` move is logged like any other move: ``apply_logged`` routes it to
``referee.games.kit.leaving.leave`` and every other move to the game (``base.apply``), so a
replay rebuilds it and an undo takes it back. After every logged move ``stand_ins_after``
plays, for each left seat the game awaits, the move its stand-in makes from that seat's own
view (``referee.games.kit.leaving.stand_in_move``), each with the rng of its own log index as
every move; the service logs each as a move of that seat marked as a stand-in's.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from referee.games.base import Actor, Game, IllegalMove, State, apply, as_json
from referee.games.kit.leaving import leave, stand_in_move

log = logging.getLogger(__name__)

#: The name of the moderator's logged move that marks a seat as left.
LEAVE = "leave"
#: The most stand-in moves played after one move: stand-ins alone could play on for ever when
#: every seat has left; the table then waits here (the moderator can undo the last leave).
STAND_IN_LIMIT = 500


def apply_logged(game: Game, state: State, actor: Actor, name: str, args: Mapping[str, Any],
                 rng: Any, players: int) -> State:
    """The state after the logged move ``name`` (``state`` itself is left as it was):
    ``leave`` by ``referee.games.kit.leaving.leave`` for a table of ``players`` seats, any
    other move by the game (``base.apply``, with ``rng``: ``random.Random``). Raises
    IllegalMove as those do; ``game_over`` for a leave once the game is over."""
    if name != LEAVE:
        return apply(game, state, actor, name, args, rng)
    if game.outcome(state) is not None:
        raise IllegalMove("game_over", "The game is over.")
    return leave(game, as_json(state), actor, dict(args), players)


@dataclass(frozen=True)
class StandInMove:
    """One move a stand-in made: the left ``seat``, the move ``name`` and ``args``, the log
    index ``idx`` whose rng it was made with, and the ``state`` after it."""

    seat: int
    name: str
    args: dict[str, Any]
    idx: int
    state: State


def stand_ins_after(game: Game, state: State, first_idx: int,
                    rng_for: Callable[[int], Any]) -> list[StandInMove]:
    """The stand-in moves that follow ``state``, in order, the first with log index
    ``first_idx`` (``rng_for(idx)`` gives each its rng), until the game awaits no left seat
    that its stand-in plays for, or ``STAND_IN_LIMIT`` moves. A stand-in move the game refuses
    (a bug of that game's stand-in) is logged as an error and ends the list there: the table
    then waits for that seat, and the moderator can undo."""
    made: list[StandInMove] = []
    while len(made) < STAND_IN_LIMIT:
        idx = first_idx + len(made)
        stood = stand_in_move(game, state, rng_for(idx))
        if stood is None:
            return made
        seat, name, args = stood
        try:
            state = apply(game, state, Actor(seat), name, args, rng_for(idx))
        except IllegalMove:
            log.exception("%s: the stand-in of seat %d made a refused move %s", game.id, seat,
                          name)
            return made
        made.append(StandInMove(seat, name, args, idx, state))
    log.warning("%s: stand-ins made %d moves in a row; the table waits", game.id, len(made))
    return made
