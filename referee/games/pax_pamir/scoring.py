"""Pax Pamir's scoring moves: a dominance check and the clean-up aid (seed 002,
docs/rules-decisions.md#pax-pamir), and the end of the game by a lead or by the final check.

State (plain JSON data; player ids as in ``roster``)::

    players: int (seats)          extra_players: [name]          final_check: int
    phase: "play" | "tiebreak" | "still_tied" | "over"
    scores: {player: int}         checks: [check]                cleanups: [cleanup]
    tied: [player]                tiebreak: {"military": {player: n}, "rupees": {...}} | None
    result: {"winners": [player], "reason": str} | None

Any seat, or the moderator, enters a check: one phone is enough for the whole table.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import Actor, IllegalMove, State, bad_args, not_your_turn
from referee.games.common import Args, check_keys, check_phase
from referee.games.pax_pamir.checks import COALITIONS, best, leader, resolve
from referee.games.pax_pamir.roster import as_ref, in_game, one_per_player, player_of, whole

BLOCKS_MAX = 12
CYLINDERS_MAX = 10
INFLUENCE_MAX = 50
CARDS_MAX = 50
STARS_MAX = 20
#: Court limit = COURT_BASE + political (purple) stars, hand limit = HAND_BASE + intelligence
#: (blue) stars (docs/rules-decisions.md#pax-pamir D1).
COURT_BASE, HAND_BASE = 3, 2


def entered_by(actor: Actor) -> int | None:
    """The seat that sends a scoring move (None: the moderator who holds no seat).

    Raises 409 ``not_your_turn`` for a sender that is neither a seat nor the moderator.
    """
    if actor.seat is None and not actor.moderator:
        raise not_your_turn()
    return actor.seat


def _blocks(raw: Any) -> dict[str, int]:
    if not isinstance(raw, Mapping) or set(raw) != set(COALITIONS):
        raise bad_args('"blocks" must be an object with afghan, british and russian')
    blocks = {c: whole(raw[c], f"blocks.{c}") for c in COALITIONS}
    for value in blocks.values():
        if not 0 <= value <= BLOCKS_MAX:
            raise IllegalMove("bad_count", "Blocks of a coalition go from 0 to {high}, not "
                              "{value}.", high=BLOCKS_MAX, value=value)
    return blocks


def _entry(player: str, raw: Any) -> dict[str, Any]:
    if not isinstance(raw, Mapping) or set(raw) != {"loyalty", "influence", "cylinders"}:
        raise bad_args("each player needs loyalty, influence and cylinders")
    if raw["loyalty"] not in COALITIONS:
        raise bad_args('"loyalty" must be afghan, british or russian')
    influence = whole(raw["influence"], "influence")
    cylinders = whole(raw["cylinders"], "cylinders")
    seat = as_ref(player)
    if influence < 1:
        raise IllegalMove("influence_at_least_one", "Influence is at least 1 (1 + patriots + "
                          "prizes + gifts); {seat} has {value}.", seat=seat, value=influence)
    if influence > INFLUENCE_MAX:
        raise IllegalMove("bad_count", "Influence goes up to {high} ({seat}: {value}).",
                          high=INFLUENCE_MAX, seat=seat, value=influence)
    if not 0 <= cylinders <= CYLINDERS_MAX:
        raise IllegalMove("bad_count", "Cylinders in play go from 0 to {high} ({seat}: "
                          "{value}).", high=CYLINDERS_MAX, seat=seat, value=cylinders)
    return {"loyalty": raw["loyalty"], "influence": influence, "cylinders": cylinders}


def dominance_check(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """Resolve one dominance check from what is on the board and add its points.

    ``args``: ``{"blocks": {coalition: 0..12}, "players": {player: {"loyalty": coalition,
    "influence": 1..50, "cylinders": 0..10}}, "final": bool}`` (``final`` optional: by default
    the check numbered ``final_check`` is the final one). Any seat or the moderator may send it.
    Raises 409 outside phase ``play``; 400 ``bad_args`` for malformed arguments; 422
    ``bad_count`` (blocks, cylinders or influence out of range), ``missing_player`` (not every
    player exactly once), ``influence_at_least_one``.

    After the points are added, a player ``LEAD`` points ahead of everyone wins (also after the
    final check); otherwise after the final check the most points win, and a tie opens phase
    ``tiebreak`` (seed 002 "Fin del juego", docs/rules-decisions.md#pax-pamir D5). A seat whose
    player has left is entered in no later check and cannot win (A player who leaves).
    """
    check_phase(state, "play")
    by = entered_by(actor)
    check_keys(args, ("blocks", "players"), ("final",))
    number = len(state["checks"]) + 1
    final = args.get("final", number == state["final_check"])
    if not isinstance(final, bool):
        raise bad_args('"final" must be true or false')
    blocks = _blocks(args["blocks"])
    raw = one_per_player(state, args["players"], "players")
    entries = {player: _entry(player, value) for player, value in raw.items()}
    result = resolve(blocks, entries, final)
    for player, points in result["points"].items():
        state["scores"][player] += points
    state["checks"].append({"n": number, "final": final, "blocks": blocks, "entries": entries,
                            **result, "scores": dict(state["scores"]), "by": by})
    _after_check(state, final)
    return state


def _after_check(state: State, final: bool) -> None:
    """The lead and the most points compare the players still in the game."""
    still = in_game(state)
    ahead = leader({player: state["scores"][player] for player in still})
    if ahead is not None:
        finish(state, [ahead], "lead")
    elif final:
        top = best(state["scores"], still)
        if len(top) == 1:
            finish(state, top, "final")
        else:
            state["tied"] = top
            state["phase"] = "tiebreak"


def finish(state: State, winners: list[str], reason: str) -> None:
    """End the game: ``winners`` (player ids) for ``reason``; phase ``over``."""
    state["result"] = {"winners": list(winners), "reason": reason}
    state["phase"] = "over"


def cleanup_check(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """The clean-up aid: how many cards a player must discard at the end of a turn.

    ``args``: ``{"seat": player, "court": 0..50, "hand": 0..50, "political_stars": 0..20,
    "intelligence_stars": 0..20}``. Records ``court − (3 + political)`` and ``hand − (2 +
    intelligence)`` cards to discard, never below 0; the score does not change (seed 002
    "Límites de corte y mano", docs/rules-decisions.md#pax-pamir D1). Raises 409 outside phase
    ``play``; 400 ``bad_args``; 422 ``missing_player`` for a player not at the table and
    ``bad_count`` for a number out of range.
    """
    check_phase(state, "play")
    by = entered_by(actor)
    check_keys(args, ("seat", "court", "hand", "political_stars", "intelligence_stars"))
    player = player_of(state, args["seat"])
    if player is None:
        raise IllegalMove("missing_player", "{seat} is not a player of this table.",
                          seat=args["seat"])
    cards = {key: whole(args[key], key) for key in ("court", "hand")}
    stars = {key: whole(args[key], key) for key in ("political_stars", "intelligence_stars")}
    for value in cards.values():
        if not 0 <= value <= CARDS_MAX:
            raise IllegalMove("bad_count", "Cards in court or hand go from 0 to {high}, not "
                              "{value}.", high=CARDS_MAX, value=value)
    for value in stars.values():
        if not 0 <= value <= STARS_MAX:
            raise IllegalMove("bad_count", "Stars go from 0 to {high}, not {value}.",
                              high=STARS_MAX, value=value)
    court_limit = COURT_BASE + stars["political_stars"]
    hand_limit = HAND_BASE + stars["intelligence_stars"]
    state["cleanups"].append({
        "player": player, **cards, **stars, "court_limit": court_limit, "hand_limit": hand_limit,
        "court_discard": max(0, cards["court"] - court_limit),
        "hand_discard": max(0, cards["hand"] - hand_limit),
        "after_check": len(state["checks"]), "by": by,
    })
    return state
