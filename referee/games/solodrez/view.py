"""What a SoloDrez viewer sees, and the outcome (seed 004 SoloDrez;
docs/rules-decisions.md#solodrez).

Nothing is hidden once dealt: the public part holds the whole layout. The player's private part
adds what may be done now — every legal move, the removable columns and one hint — computed in
the view, so asking for a hint is never a move of the log.
"""

from __future__ import annotations

from typing import Any

from referee.games.base import State, Viewer
from referee.games.common import assemble_view
from referee.games.kit.history import public_history
from referee.games.solodrez.end import legal_moves, removable
from referee.games.solodrez.hint import hint
from referee.games.solodrez.moves import PLAY


def _public(state: State) -> dict[str, Any]:
    columns = state["columns"]
    return {
        "columns": [list(column) for column in columns],
        "removed": [list(series) for series in state["removed"]],
        "series_removed": len(state["removed"]),
        "neutrals_removed": state["neutrals_removed"],
        "cards_left": sum(len(column) for column in columns),
        "moves": state["moves"],
        "prearranged": state["prearranged"],
        "last": public_history(state["history"], last=1)[0] if state["history"] else None,
    }


def _own(state: State, seat: int) -> dict[str, Any]:
    if state["phase"] != PLAY:
        return {"seat": seat, "moves": [], "legal": [], "removable": [], "hint": None,
                "wins": False, "no_win": False}
    columns = state["columns"]
    series = removable(columns)
    return {"seat": seat, "moves": ["move", *(["remove"] if series else []), "give_up"],
            "legal": legal_moves(columns), "removable": series,
            **hint(columns, state["history"])}


def _nothing(state: State) -> dict[str, Any]:
    return {}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` for ``viewer`` (base.Game.view).

    ``phase``: ``play`` | ``over``.

    ``public``: ``columns`` (9 lists of ids, first card first), ``removed`` (the removed series,
    each 6 ids), ``series_removed``, ``neutrals_removed`` (bool), ``cards_left``, ``moves`` (the
    count so far: the score), ``prearranged`` (dealt from the ``deck`` option) and ``last``
    (the last event: ``{"n", "event": "move" | "remove", "seat", "cards", "how": "move" |
    "remove" | "neutrals", "from", "to"}`` or ``"column"``; None before the first move).

    ``private`` for seat 0: ``seat``, ``moves`` (names it may send), ``legal`` (every accepted
    ``move`` as ``{"from", "count", "to"}``), ``removable`` (columns 1–9), ``hint``
    (``{"move", "args"}`` or None: the next action of a line that never goes back to a
    position of the game, ``hint.hint``), ``wins`` (True when that line is known to win; else
    the search found no win yet and the hint only looks the most promising) and ``no_win``
    (True when it is proven that no line wins from here without going back: the hint is then
    None, or the removal of a complete series); empty lists, None and False once the game is
    over. Anyone else gets ``{}``: there are no secrets.
    """
    return assemble_view(state, viewer, public=_public, own=_own, everything=_nothing)


def outcome(state: State) -> dict[str, Any] | None:
    """None while the game goes on; then ``{"winners": [0] | [], "reason": "won" | "blocked" |
    "gave_up", "series_removed": 0..9, "moves": m}``."""
    result = state["result"]
    if result is None:
        return None
    return {"winners": list(result["winners"]), "reason": result["reason"],
            "series_removed": len(state["removed"]), "moves": state["moves"]}
