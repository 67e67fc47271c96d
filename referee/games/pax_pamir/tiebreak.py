"""Pax Pamir's tie-breaks after the final check (seed 002 "Fin del juego",
docs/rules-decisions.md#pax-pamir).

Players tied for the most points compare military (red) stars, then rupees. Players still tied
share the win, unless the moderator names a winner (the seed's optional cookery contest).
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import Actor, IllegalMove, State, bad_args
from referee.games.common import Args, check_keys, check_phase
from referee.games.pax_pamir.checks import best
from referee.games.pax_pamir.roster import one_per_player, player_of, whole
from referee.games.pax_pamir.scoring import STARS_MAX, entered_by, finish

RUPEES_MAX = 200


def _counts(state: State, raw: Any, what: str, high: int) -> dict[str, int]:
    keyed = one_per_player(state, raw, what, among=state["tied"])
    counts = {player: whole(value, what) for player, value in keyed.items()}
    for value in counts.values():
        if not 0 <= value <= high:
            raise IllegalMove("bad_count", "Military stars and rupees go from 0 to {high}, not "
                              "{value}.", high=high, value=value)
    return counts


def tiebreak(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """Break the tie for the most points with ``{"military": {player: 0..20}, "rupees":
    {player: 0..200}}``, one entry per tied player.

    Most military stars win; among those, most rupees; players still tied go to phase
    ``still_tied`` for the moderator. Any seat or the moderator may send it. Raises 409
    outside phase ``tiebreak``; 400 ``bad_args``; 422 ``missing_player`` (a tied player
    missing, or one not tied) and ``bad_count``.
    """
    check_phase(state, "tiebreak")
    by = entered_by(actor)
    check_keys(args, ("military", "rupees"))
    military = _counts(state, args["military"], "military", STARS_MAX)
    rupees = _counts(state, args["rupees"], "rupees", RUPEES_MAX)
    state["tiebreak"] = {"military": military, "rupees": rupees, "by": by}
    top = best(rupees, best(military, state["tied"]))
    if len(top) == 1:
        finish(state, top, "tiebreak")
    else:
        state["tied"] = top
        state["phase"] = "still_tied"
    return state


def declare_winner(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """The moderator settles a tie that the tie-break left: ``{"seat": player}`` names the
    winner (one of the players still tied), ``{"seat": null}`` lets them share the win.

    Raises 409 outside phase ``still_tied`` and 403 ``not_moderator`` for anyone
    but the moderator; 400 ``bad_args``; 422 ``not_tied`` for a player who is not still tied.
    """
    check_phase(state, "still_tied")
    if not actor.moderator:
        raise IllegalMove("not_moderator", "Only the moderator names the winner of a tie.")
    check_keys(args, ("seat",))
    if args["seat"] is None:
        finish(state, state["tied"], "shared")
        return state
    if not isinstance(args["seat"], int | str) or isinstance(args["seat"], bool):
        raise bad_args('"seat" must be a player or null')
    player = player_of(state, args["seat"])
    if player not in state["tied"]:
        raise IllegalMove("not_tied", "{seat} is not one of the players still tied.",
                          seat=args["seat"])
    finish(state, [player], "declared")
    return state
