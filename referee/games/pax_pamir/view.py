"""What a Pax Pamir table shows, who it awaits, and its outcome (docs/rules-decisions.md#pax-pamir).

Nothing is secret: every viewer gets the same ``public`` part; ``private`` only says which moves
the viewer may send. Views are built from scratch (a whitelist of the state).
"""

from __future__ import annotations

from typing import Any

from referee.games.base import State, Viewer
from referee.games.common import assemble_view
from referee.games.kit.leaving import left_seats
from referee.games.pax_pamir.roster import as_ref, in_game, player_ids

SEAT_MOVES: dict[str, list[str]] = {
    "play": ["dominance_check", "cleanup_check"], "tiebreak": ["tiebreak"],
}
MODERATOR_MOVES: dict[str, list[str]] = {**SEAT_MOVES, "still_tied": ["declare_winner"]}


def awaiting(state: State) -> list[int]:
    """Every seat still at the table while checks or the tie-break may be entered (any phone
    may enter them); nobody while only the moderator may act (``still_tied``) or when the game
    is over."""
    if state["phase"] in SEAT_MOVES:
        gone = left_seats(state)
        return [seat for seat in range(state["players"]) if seat not in gone]
    return []


def _check(check: dict[str, Any]) -> dict[str, Any]:
    return {
        "n": check["n"], "final": check["final"], "success": check["success"],
        "coalition": check["coalition"], "ranked_by": check["ranked_by"],
        "blocks": dict(check["blocks"]),
        "entries": {p: dict(entry) for p, entry in check["entries"].items()},
        "places": [{**group, "players": list(group["players"])} for group in check["places"]],
        "points": dict(check["points"]), "scores": dict(check["scores"]), "by": check["by"],
    }


def _tiebreak(state: State) -> dict[str, Any] | None:
    entered = state["tiebreak"]
    if entered is None:
        return None
    return {"military": dict(entered["military"]), "rupees": dict(entered["rupees"]),
            "by": entered["by"]}


def _public(state: State) -> dict[str, Any]:
    done = len(state["checks"])
    return {
        "players": state["players"],
        "extra_players": list(state["extra_players"]),
        "player_ids": player_ids(state),
        "in_game": in_game(state),
        "final_check": state["final_check"],
        "next_check": done + 1,
        "next_is_final": done + 1 == state["final_check"],
        "scores": dict(state["scores"]),
        "checks": [_check(check) for check in state["checks"]],
        "cleanups": [dict(cleanup) for cleanup in state["cleanups"]],
        "tied": list(state["tied"]),
        "tiebreak": _tiebreak(state),
    }


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` for ``viewer`` (base.Game.view).

    ``phase``: play | tiebreak | still_tied | over.

    ``public``: ``players`` (seats), ``extra_players`` (names), ``player_ids`` (every player
    id in table order: ``"0"``… for seats, then the names), ``in_game`` (the ids of those still
    in the game: not the seats whose player has left), ``final_check`` (its number),
    ``next_check`` (the number of the next check), ``next_is_final`` (whether it is final by
    default), ``scores`` ({player: points}), ``checks`` (each ``{"n", "final", "success",
    "coalition" (or None), "ranked_by": "influence" | "cylinders", "blocks", "entries" ({player:
    {"loyalty", "influence", "cylinders"}}), "places" ([{"players", "value", "first",
    "points"}]), "points" ({player: points this check}), "scores" (after it), "by" (seat that
    entered it, None for the moderator)}``), ``cleanups`` (each ``{"player", "court", "hand",
    "political_stars", "intelligence_stars", "court_limit", "hand_limit", "court_discard",
    "hand_discard", "after_check", "by"}``), ``tied`` (players tied for the win) and
    ``tiebreak`` (``{"military", "rupees", "by"}`` once entered, else None).

    ``private``: ``{"seat", "moves"}`` for a seat; ``{"moves"}`` for a moderator who does not
    play (who may also name the winner of a tie that the tie-break left); ``{}`` for anyone else.
    """
    return assemble_view(
        state, viewer, public=_public,
        own=lambda s, seat: {"seat": seat, "moves": list(SEAT_MOVES.get(s["phase"], []))},
        everything=lambda s: {"moves": list(MODERATOR_MOVES.get(s["phase"], []))})


def outcome(state: State) -> dict[str, Any] | None:
    """None while the game goes on; at the end ``{"winners", "reason", "scores", "checks"}``.

    ``winners``: seats (int) and extra players (names); ``reason``: ``lead`` (4 points ahead
    after a check), ``final`` (most points after the final check), ``tiebreak`` (military stars
    or rupees), ``shared`` (still tied, the moderator let them share), ``declared`` (the
    moderator named the winner) or ``players_left`` (the only player still in the game after
    the others left); ``scores``: {player id: points}; ``checks``: each ``{"n",
    "final", "success", "coalition", "points"}`` (seed 002 "Fin del juego").
    """
    result = state["result"]
    if result is None:
        return None
    return {
        "winners": [as_ref(player) for player in result["winners"]],
        "reason": result["reason"],
        "scores": dict(state["scores"]),
        "checks": [{"n": c["n"], "final": c["final"], "success": c["success"],
                    "coalition": c["coalition"], "points": dict(c["points"])}
                   for c in state["checks"]],
    }
