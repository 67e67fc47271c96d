"""What a TriumfDrez viewer sees, who the game waits for, and the outcome (seed 004 TriumfDrez;
docs/rules-decisions.md#triumfdrez).

Public: the auction (every call, the highest bid, the strengths a new bid may have), the contract
(trump, supertrump, open), the trick on the table, tricks per seat and side, hand sizes, the
deck's count, an open contract's hands once shown, scores, the hand's result and the history. A
seat also gets its own hand, the cards of it it may play and its moves; the omniscient moderator
every hand. Nobody gets the deck (its order nor its cards).
"""

from __future__ import annotations

from typing import Any

from referee.games.base import State, Viewer
from referee.games.common import assemble_view
from referee.games.kit.history import public_history
from referee.games.kit.match import match_outcome
from referee.games.kit.options import PHYSICAL
from referee.games.kit.seen import seen_by, still_to_see
from referee.games.kit.views import hand_sizes, public_zones
from referee.games.kit.zones import DECK, Zones, hand
from referee.games.triumfdrez.auction import AUCTION, PLAY
from referee.games.triumfdrez.bids import levels_above
from referee.games.triumfdrez.deal import TRICK
from referee.games.triumfdrez.play import HAND_OVER, result_senders
from referee.games.triumfdrez.scoring import seat_scores
from referee.games.triumfdrez.tricks import playable, suit


def awaiting(state: State) -> list[int]:
    """The seat to call or play; the declarer's side while a printed-cards hand waits for its
    tricks (``play.result_senders``: the seats still there when that side has left); at
    ``hand_over`` every seat that has not yet seen the result (``kit.seen``); ``[]`` once the
    match is over."""
    if state["phase"] in (AUCTION, PLAY) and state["to_act"] is not None:
        return [state["to_act"]]
    if state["phase"] == PLAY:
        return result_senders(state)
    if state["phase"] == HAND_OVER:
        return still_to_see(state, range(state["players"]))
    return []


def _auction(state: State) -> dict[str, Any]:
    auction = state["auction"]
    best = auction["best"]
    live = state["phase"] == AUCTION
    return {"calls": [dict(call) for call in auction["calls"]],
            "best": None if best is None else dict(best), "passes": auction["passes"],
            "higher": levels_above(best, state["min_bid"]) if live else []}


def _open_hands(state: State) -> dict[str, list[str]]:
    """The hands shown to everyone (an open contract's, from the first lead)."""
    zones = public_zones(state["zones"], [hand(s) for s in range(state["players"])])
    return {str(s): zones[hand(s)]["cards"] for s in range(state["players"])
            if state["zones"][hand(s)]["show"] == "all"}


def _public(state: State) -> dict[str, Any]:
    zones = public_zones(state["zones"], [DECK, TRICK])
    trick = zones[TRICK]["cards"]
    leader = state["leader"]
    result = state["hand_result"]
    won = state["won"]
    contract = state["contract"]
    return {
        "players": state["players"], "sides": [list(side) for side in state["sides"]],
        "dealer": state["dealer"], "hand": state["hand_no"], "to_act": state["to_act"],
        "auction": _auction(state),
        "contract": None if contract is None else dict(contract),
        "leader": leader,
        "trick": [{"seat": (leader + i) % state["players"], "card": card}
                  for i, card in enumerate(trick)],
        "led": suit(trick[0]) if trick else None,
        "won": list(won),
        "side_tricks": [sum(won[s] for s in side) for side in state["sides"]],
        "hand_sizes": hand_sizes(state["zones"], state["players"]),
        "deck_count": zones[DECK]["count"],
        "open_hands": _open_hands(state),
        "scores": seat_scores(state), "side_scores": list(state["scores"]),
        "target": state["target"], "min_bid": state["min_bid"], "cards": state["cards"],
        "neutrals": state["neutrals"], "prearranged": state["prearranged"],
        "hand_result": None if result is None else {
            **result, "points": dict(result["points"]), "winners": list(result["winners"])},
        "history": public_history(state["history"], last=40),
        "seen": seen_by(state), "to_see": awaiting(state) if state["phase"] == HAND_OVER else [],
    }


def _playable(state: State, seat: int) -> list[str]:
    if state["phase"] != PLAY or state["to_act"] != seat:
        return []
    zones = Zones(state["zones"])
    return playable(zones.cards(hand(seat)), zones.cards(TRICK))


def moves_for(state: State, seat: int) -> list[str]:
    """The moves ``seat`` may send now."""
    phase = state["phase"]
    if seat not in awaiting(state):
        return []
    if phase == HAND_OVER:
        return ["next_hand"]
    if phase == AUCTION:
        return ["bid", "pass"] if state["auction"]["best"] is not None else ["bid"]
    return ["tricks_won"] if state["cards"] == PHYSICAL else ["play"]


def _own(state: State, seat: int) -> dict[str, Any]:
    """A seat's own hand (hidden or played open), what of it it may play, and its moves."""
    return {"seat": seat, "hand": Zones(state["zones"]).cards(hand(seat)),
            "playable": _playable(state, seat), "moves": moves_for(state, seat)}


def _everything(state: State) -> dict[str, Any]:
    """Every hand, for a moderator who does not play (never the deck)."""
    zones = Zones(state["zones"])
    return {"hands": {str(s): zones.cards(hand(s)) for s in range(state["players"])}}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` (base.Game.view), built per viewer."""
    return assemble_view(state, viewer, public=_public, own=_own, everything=_everything)


def outcome(state: State) -> dict[str, Any] | None:
    """None while the match goes on; then ``{"winners", "reason", "scores", "hands"}``
    (``kit.match.match_outcome``)."""
    return match_outcome(state)
