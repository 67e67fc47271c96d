"""A seat whose player has left the table (docs/rules-decisions.md, "A player who leaves").

The moderator's ``leave`` move (``{"seat": n, "how": mode}``, ``mode`` one of the game's
``leave_modes``) is logged like any other move, so a replay rebuilds it and an undo takes it
back. It records the seat in the state's ``left_seats`` (``{"<seat>": mode}``, read with
``left_seats``) and applies the game's own ``leave`` (dealt out of later hands, a resignation).
From then on, whenever the game awaits a left seat, ``stand_in_move`` gives the move its
stand-in makes, computed by the game's ``stand_in`` from that seat's own view only.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import Actor, Game, IllegalMove, State, Viewer, bad_args

#: The state's key for the seats whose player has left: {"<seat>": how}.
LEFT_SEATS = "left_seats"


def left_seats(state: State) -> dict[int, str]:
    """The seats whose player has left, with how each left (``Game.leave_modes``)."""
    return {int(seat): how for seat, how in state.get(LEFT_SEATS, {}).items()}


def stand_in_mark(state: State, seat: int | None) -> dict[str, bool]:
    """``{"stand_in": True}`` when ``seat``'s player has left (its moves are then its
    stand-in's: the table refuses the left seat's phone), else ``{}``: the extra field of a
    public history entry (``kit.history.record``) so the phones can say "Bob's stand-in
    folds"."""
    return {"stand_in": True} if seat is not None and str(seat) in state.get(LEFT_SEATS, {}) \
        else {}


def leave(game: Game, state: State, actor: Actor, args: dict[str, Any], players: int) -> State:
    """The moderator's ``leave`` move on a private copy of ``state``: seat ``args["seat"]``
    leaves ``args["how"]`` (default: the game's first leave mode).

    Raises IllegalMove 403 ``not_moderator`` for anyone but the moderator, 400 ``bad_args``
    for a seat that is not an integer of the table, 422 ``bad_leave_mode`` for a mode the game
    does not offer and 409 ``seat_already_left`` for a seat that has left already.
    """
    if not actor.moderator:
        raise IllegalMove("not_moderator", "Only the moderator can do that.")
    seat, how = args.get("seat"), args.get("how", game.leave_modes[0])
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise bad_args("seat must be a seat of the table")
    if how not in game.leave_modes:
        raise IllegalMove("bad_leave_mode", "This game does not offer that way of leaving.")
    if seat in left_seats(state):
        raise IllegalMove("seat_already_left", "That player has already left.")
    if game.leave is not None:
        state = game.leave(state, seat, how)
    state.setdefault(LEFT_SEATS, {})[str(seat)] = how
    return state


def stand_in_move(game: Game, state: State,
                  rng: random.Random) -> tuple[int, str, dict[str, Any]] | None:
    """The next move a stand-in makes: (seat, move name, args) for the first left seat the
    game awaits (table order) whose ``stand_in`` has a move, or None when the game awaits no
    left seat, is over, or has no stand-in. The stand-in sees only the seat's own view."""
    if game.stand_in is None or game.outcome(state) is not None:
        return None
    left = left_seats(state)
    for seat in game.awaiting(state):
        if seat in left:
            move = game.stand_in(game.view(state, Viewer(seat)), seat, rng)
            if move is not None:
                return seat, move[0], move[1]
    return None
