"""What a RummiDrez viewer sees, and the outcome (seed 004 RummiDrez;
docs/rules-decisions.md#rummidrez).

Public: the groups on the table, every hand's size, the deck's count, who has melded, scores,
the last hand's result and the public history. A seat also gets its own hand and the moves it
may send (the solitaire also a hint, computed in the view so asking for it is never a logged
move); the omniscient moderator every hand. Nobody gets the deck's order.
"""

from __future__ import annotations

from typing import Any

from referee.games.base import State, Viewer
from referee.games.common import assemble_view
from referee.games.kit.history import public_history
from referee.games.kit.match import awaiting_to_play, hand_result_view
from referee.games.kit.options import PHYSICAL
from referee.games.kit.seen import seen_by
from referee.games.kit.views import all_hands, hand_sizes, private_zones
from referee.games.kit.zones import DECK, Zones, hand
from referee.games.rummidrez.deal import HAND_OVER, PLAY
from referee.games.rummidrez.hint import hint_play
from referee.games.rummidrez.moves import solitaire
from referee.games.rummidrez.scoring import match_outcome


def _public(state: State) -> dict[str, Any]:
    return {
        "table": [list(group) for group in state["table"]],
        "hand_sizes": hand_sizes(state["zones"], state["players"]),
        "deck_count": Zones(state["zones"]).count(DECK),
        "melded": list(state["melded"]),
        "to_play": state["to_play"],
        "dealer": state["dealer"],
        "hand": state["hand_no"],
        "scores": {str(s): v for s, v in enumerate(state["scores"])},
        "target": state["target"],
        "cards": state["cards"],
        "neutral_anywhere": state["neutral_anywhere"],
        "solitaire": solitaire(state),
        "drawn": state["drawn"],
        "moves": state["moves"],
        "hand_result": hand_result_view(state["hand_result"]),
        "history": public_history(state["history"], last=30),
        "seen": seen_by(state),
        "to_see": awaiting_to_play(state) if state["phase"] == HAND_OVER else [],
        "prearranged": state["prearranged"],
    }


def moves_for(state: State, seat: int) -> list[str]:
    """The moves ``seat`` may send now."""
    if state["phase"] == HAND_OVER:
        return ["next_hand"] if seat in awaiting_to_play(state) else []
    if state["phase"] != PLAY:
        return []
    if state["cards"] == PHYSICAL:
        return ["hand_result"]
    if seat != state["to_play"]:
        return []
    deck = Zones(state["zones"]).count(DECK) > 0
    if not solitaire(state):
        return ["play", "draw" if deck else "pass"]
    if deck and not state["drawn"]:
        return ["draw"]
    return ["play", "end_turn" if deck else "finish"]


def _hint(state: State, seat: int, moves: list[str]) -> dict[str, Any] | None:
    """The solitaire's hint: ``{"move", "args"}`` ready to send (a play when the search finds
    one, else the draw, end of turn or finish the player may send), None at other tables."""
    if not solitaire(state) or not moves:
        return None
    if "play" in moves:
        table = hint_play(state["table"], Zones(state["zones"]).cards(hand(seat)),
                          state["melded"][seat], state["neutral_anywhere"])
        if table is not None:
            return {"move": "play", "args": {"table": table}}
    return {"move": moves[-1], "args": {}}


def _own(state: State, seat: int) -> dict[str, Any]:
    own = private_zones(state["zones"], Viewer(seat), [hand(seat)]).get(hand(seat), [])
    moves = moves_for(state, seat)
    return {"seat": seat, "hand": own, "moves": moves, "hint": _hint(state, seat, moves)}


def _everything(state: State) -> dict[str, Any]:
    return {"hands": all_hands(state["zones"], state["players"])}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` (base.Game.view), built per viewer.

    ``public``: ``table`` (groups of ids, display order), ``hand_sizes``, ``deck_count``,
    ``melded`` (per seat), ``to_play``, ``dealer``, ``hand`` (number), ``scores``
    ({"seat": int}), ``target`` (None: against the clock), ``cards``, ``neutral_anywhere``,
    ``solitaire``, ``drawn`` (the solitaire's turn has its draw), ``moves`` (accepted moves),
    ``hand_result``, ``history`` (the last 30 events) and ``prearranged``. ``private`` for a
    seat: ``seat``, ``hand``, ``moves`` (names it may send), ``hint`` (solitaire only); for the
    omniscient moderator ``hands`` ({"seat": ids}).
    """
    return assemble_view(state, viewer, public=_public, own=_own, everything=_everything)


def outcome(state: State) -> dict[str, Any] | None:
    """None while the match goes on. Then, at a table of several, ``{"winners", "reason":
    "target" | "time", "scores": {seat: int}, "hands"}``; for the solitaire ``{"winners": [0],
    "reason": "finished", "score": cards left in hand, "moves"}``."""
    if state["result"] is None:
        return None
    if solitaire(state):
        return {"winners": [0], "reason": "finished",
                "score": Zones(state["zones"]).count(hand(0)), "moves": state["moves"]}
    return match_outcome(state)
