"""What a DomiDrez viewer sees, and the outcome (seed 004 DomiDrez;
docs/rules-decisions.md#domidrez).

Public: the played cards (the top one last), the requirement, every hand's size, the deck's
count, scores and the public history. A seat also gets its own hand, the cards of it that match
and the moves it may send; the omniscient moderator every hand. Nobody gets the deck's order.
"""

from __future__ import annotations

from typing import Any

from referee.games.base import State, Viewer
from referee.games.common import assemble_view
from referee.games.domidrez.matching import TABLE, playable, requirement
from referee.games.domidrez.moves import HAND_OVER, PLAY
from referee.games.kit.history import public_history
from referee.games.kit.match import awaiting_to_play, hand_result_view, match_outcome
from referee.games.kit.options import PHYSICAL
from referee.games.kit.seen import seen_by
from referee.games.kit.views import all_hands, hand_sizes, private_zones, public_zones
from referee.games.kit.zones import DECK, Zones, hand


def _dealt(state: State) -> bool:
    return state["cards"] != PHYSICAL


def _public(state: State) -> dict[str, Any]:
    zones = public_zones(state["zones"], [DECK, TABLE])
    played = zones[TABLE]["cards"]
    live = state["phase"] == PLAY and _dealt(state)
    return {
        "top": played[-1] if played else None,
        "played": played,
        "named": None if state["named"] is None else dict(state["named"]),
        "requirement": requirement(state) if live else None,
        "hand_sizes": hand_sizes(state["zones"], state["players"]),
        "deck_count": zones[DECK]["count"],
        "to_play": state["to_play"],
        "dealer": state["dealer"],
        "hand": state["hand_no"],
        "scores": {str(s): v for s, v in enumerate(state["scores"])},
        "target": state["target"],
        "cards": state["cards"],
        "hand_result": hand_result_view(state["hand_result"]),
        "history": public_history(state["history"], last=30),
        "seen": seen_by(state),
        "to_see": awaiting_to_play(state) if state["phase"] == HAND_OVER else [],
        "prearranged": state["prearranged"],
        "decks": state["decks"],
    }


def moves_for(state: State, seat: int) -> list[str]:
    """The moves ``seat`` may send now."""
    if state["phase"] == HAND_OVER:
        return ["next_hand"] if seat in awaiting_to_play(state) else []
    if state["phase"] != PLAY:
        return []
    if not _dealt(state):
        return ["hand_result"]
    if seat != state["to_play"]:
        return []
    if playable(state, seat):
        return ["play"]
    return ["draw"] if Zones(state["zones"]).count(DECK) else ["pass"]


def _own(state: State, seat: int) -> dict[str, Any]:
    own = private_zones(state["zones"], Viewer(seat), [hand(seat)]).get(hand(seat), [])
    live = state["phase"] == PLAY and _dealt(state)
    return {"seat": seat, "hand": own, "playable": playable(state, seat) if live else [],
            "moves": moves_for(state, seat)}


def _everything(state: State) -> dict[str, Any]:
    return {"hands": all_hands(state["zones"], state["players"])}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` (base.Game.view), built per viewer."""
    return assemble_view(state, viewer, public=_public, own=_own, everything=_everything)


def outcome(state: State) -> dict[str, Any] | None:
    """None while the match goes on; then ``{"winners", "reason", "scores", "hands"}``
    (``kit.match.match_outcome``)."""
    return match_outcome(state)


__all__ = ["outcome", "view"]
