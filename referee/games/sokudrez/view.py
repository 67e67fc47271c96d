"""What a SokuDrez viewer sees, and the outcome (seed 004 SokuDrez;
docs/rules-decisions.md#sokudrez). Everything is public; a seat's private part only says what it
may send now."""

from __future__ import annotations

from typing import Any

from referee.games.base import State, Viewer
from referee.games.common import assemble_view
from referee.games.kit.cards import figures
from referee.games.sokudrez.grid import columns_missing, rows_missing
from referee.games.sokudrez.hint import hint
from referee.games.sokudrez.moves import awaiting, swaps_left


def _by_seat(values: list[int]) -> dict[str, int]:
    return {str(seat): value for seat, value in enumerate(values)}


def _public(state: State) -> dict[str, Any]:
    grid = state["grid"]
    last = state["last_swap"]
    return {
        "grid": [list(row) for row in grid],
        "rows_missing": rows_missing(grid),
        "columns_missing": columns_missing(grid, figures()),
        "to_play": awaiting(state)[0] if awaiting(state) else None,
        "swaps_left": swaps_left(state),
        "scores": _by_seat(state["scores"]),
        "moves": _by_seat(state["swaps"]),
        "last_swap": None if last is None else {**last, "a": list(last["a"]),
                                                "b": list(last["b"]),
                                                "cards": list(last["cards"]),
                                                "checks": dict(last["checks"])},
        "prearranged": state["prearranged"],
    }


def _own(state: State, seat: int) -> dict[str, Any]:
    playing = seat in awaiting(state)
    solo = state["players"] == 1
    return {"seat": seat, "moves": ["swap"] if playing else [],
            "hint": hint(state["grid"], state["history"]) if playing and solo else None}


def _nothing(state: State) -> dict[str, Any]:
    return {}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` for ``viewer`` (base.Game.view).

    ``phase``: ``play`` | ``over``. ``public``: ``grid`` (6 rows of 9 ids, row 1 first),
    ``rows_missing`` (per row the numbers it lacks), ``columns_missing`` (per column the
    figures it lacks), ``to_play`` (seat, None when over), ``swaps_left`` (in the current turn;
    None solo or when over), ``scores`` and ``moves`` ({"seat": int}), ``last_swap`` (None or
    ``{"seat", "a", "b", "cards", "checks": {name: bool}, "points", "counted", "solves"}``;
    ``a``/``b`` 1-based [row, column] before the swap, ``cards`` the ids that were there) and
    ``prearranged``. ``private`` for a seat: ``{"seat", "moves", "hint"}``, ``hint`` the solo
    player's ``{"move": "swap", "args": {"a", "b"}}`` toward a solved grid while it plays
    (hint.py; computed in the view, so asking for it is never a move of the log), else None;
    ``{}`` for anyone else.
    """
    return assemble_view(state, viewer, public=_public, own=_own, everything=_nothing)


def outcome(state: State) -> dict[str, Any] | None:
    """None until the grid is solved or every player has left. Solo: ``{"winners": [0] | [],
    "reason": "solved" | "left", "moves": m}`` (no winner when the player left); multi-player:
    ``{"winners": [top seats], "reason": "solved" | "left", "scores": {"seat": int}, "moves":
    {"seat": int}}``."""
    result = state["result"]
    if result is None:
        return None
    ended = {"winners": list(result["winners"]), "reason": result["reason"]}
    if state["players"] == 1:
        return {**ended, "moves": state["swaps"][0]}
    return {**ended, "scores": _by_seat(state["scores"]), "moves": _by_seat(state["swaps"])}
