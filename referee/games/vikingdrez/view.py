"""What every viewer of a VikingDrez table sees, and the outcome (seed 004 VikingDrez;
docs/rules-decisions.md#vikingdrez).

Nothing is hidden in VikingDrez: the public part holds the whole game. A seat's private part
only adds what it may do now, with the legal destination of every piece when it is to move.
"""

from __future__ import annotations

from typing import Any

from referee.games.base import State, Viewer
from referee.games.common import assemble_view
from referee.games.vikingdrez.movement import targets
from referee.games.vikingdrez.moves import moves_for, position_key, side_of_seat
from referee.games.vikingdrez.rules import ATTACKER


def _moves(state: State) -> list[dict[str, Any]]:
    return [{"side": e["side"], "from": e["from"], "to": e["to"], "captured": list(e["captured"])}
            for e in state["history"] if e["type"] == "move"]


def _captured(state: State) -> dict[str, int]:
    """Pieces each side has lost, by captures in play (a start position may hold fewer)."""
    lost = {"attackers": 0, "defenders": 0}
    for record in _moves(state):
        side = "defenders" if record["side"] == "black" else "attackers"
        lost[side] += len(record["captured"])
    return lost


def _remaining(state: State) -> dict[str, int]:
    board = state["board"]
    attackers = sum(1 for kind in board.values() if kind == ATTACKER)
    return {"attackers": attackers, "defenders": len(board) - attackers}


def _public(state: State) -> dict[str, Any]:
    moves = _moves(state)
    return {
        "board": dict(sorted(state["board"].items())),
        "to_move": state["to_move"],
        "black": state["black"],
        "white": state["white"],
        "throne_passable": state["throne_passable"],
        "standard_start": state["standard_start"],
        "pieces": _remaining(state),
        "captured": _captured(state),
        "last_move": moves[-1] if moves else None,
        "repetitions": state["seen"].get(position_key(state["board"], state["to_move"]), 0),
        "draw_offer": state["draw_offer"],
        "history": [dict(event, **({"captured": list(event["captured"])}
                                   if "captured" in event else {}))
                    for event in state["history"]],
    }


def _own(state: State, seat: int) -> dict[str, Any]:
    side = side_of_seat(state, seat)
    names = moves_for(state, seat)
    mine = targets(state["board"], side, state["throne_passable"]) if "move" in names else {}
    return {"seat": seat, "side": side, "moves": names, "targets": mine}


def _nothing(state: State) -> dict[str, Any]:
    return {}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` for ``viewer`` (base.Game.view).

    ``phase``: ``play`` | ``over``.

    ``public``: ``board`` ({square: "king" | "defender" | "attacker"}, occupied squares only),
    ``to_move`` ("black" | "white"), ``black`` and ``white`` (their seats), ``throne_passable``,
    ``standard_start`` (False when the table began from a ``position`` option), ``pieces``
    ({"attackers", "defenders"} on the board, the king counted with the defenders), ``captured``
    ({"attackers", "defenders"} lost in play), ``last_move`` ({"side", "from", "to",
    "captured": [square]} or None), ``repetitions`` (how often the current position has stood,
    1 or 2 while the game goes on), ``draw_offer`` (the offering seat or None) and ``history``:

    - ``{"type": "move", "seat", "side", "from", "to", "captured": [square]}``;
    - ``{"type": "offer_draw", "seat"}``, ``{"type": "answer_draw", "seat", "accept"}``;
    - ``{"type": "resign", "seat"}``.

    ``private`` for a seat: ``{"seat", "side", "moves", "targets"}`` — the move names it may send
    now and, on its turn, ``{square: [destination, …]}`` for every piece that can move (``{}``
    otherwise). Anyone else, an omniscient moderator included, gets ``{}``: there are no secrets.
    """
    return assemble_view(state, viewer, public=_public, own=_own, everything=_nothing)


def outcome(state: State) -> dict[str, Any] | None:
    """None while the game goes on; then ``{"winners": [seat] | [], "reason", "king",
    "moves"}``.

    ``reason``: ``corner`` | ``king_captured`` | ``no_moves`` (the side that could not move
    lost) | ``repetition`` | ``resignation`` | ``agreement``; ``king``: the square the king
    stands on at the end, or fell on; ``moves``: every move of the game as ``{"side", "from",
    "to", "captured": [square]}``.
    """
    result = state["result"]
    if result is None:
        return None
    return {"winners": list(result["winners"]), "reason": result["reason"],
            "king": result["king"], "moves": _moves(state)}
