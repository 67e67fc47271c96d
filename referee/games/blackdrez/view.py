"""What a BlackDrez viewer sees, and the outcome (seed 004 BlackDrez;
docs/rules-decisions.md#blackdrez). Every card is face up: the public part holds every hand,
the table and the piles; only the deck's order is hidden (its count is public). A seat's private
part says what it may send now. The whole history is public (each player's rounds are read from
it on the phones)."""

from __future__ import annotations

from typing import Any

from referee.games.base import State, Viewer
from referee.games.blackdrez.moves import awaiting
from referee.games.blackdrez.rounds import HAND_OVER, PLAY, TABLE, pile
from referee.games.blackdrez.scores import is_joker, valuations
from referee.games.blackdrez.turn import all_tied, score_of
from referee.games.common import assemble_view
from referee.games.kit.history import public_history
from referee.games.kit.seen import seen_by
from referee.games.kit.views import public_zones
from referee.games.kit.zones import DECK, DISCARD, hand


def left_round(state: State) -> dict[int, str]:
    """How each seat left the current round, from the history since its deal: ``{seat: "bust" |
    "retire"}`` (seats still in it, or every seat before a move, are absent)."""
    left: dict[int, str] = {}
    for entry in reversed(state["history"]):
        if entry["event"] == "deal":
            break
        if entry["how"] in ("bust", "retire"):
            left[entry["seat"]] = entry["how"]
    return left


def _seat(state: State, seat: int, left: dict[int, str]) -> dict[str, Any]:
    cards = list(state["zones"][hand(seat)]["cards"])
    return {"cards": cards, "score": score_of(state, seat) if cards else 0,
            "valuations": sorted(valuations(cards)) if cards else [],
            "jokers": {c: state["jokers"][c] for c in cards if is_joker(c)},
            "active": seat in state["active"], "left": left.get(seat),
            "pile": len(state["zones"][pile(seat)]["cards"])}


def _public(state: State) -> dict[str, Any]:
    zones = public_zones(state["zones"], [DECK, TABLE, DISCARD])
    result = state["round_result"]
    left = left_round(state)
    return {
        "seats": {str(s): _seat(state, s, left) for s in range(state["players"])},
        "holder": state["holder"],
        "dealer": state["dealer"],
        "round": state["round"],
        "rounds": state["rounds_limit"],
        "stands": list(state["stands"]),
        "table": zones[TABLE]["cards"],
        "deck_count": zones[DECK]["count"],
        "discard_count": zones[DISCARD]["count"],
        "round_result": None if result is None else {
            **result, "winners": list(result["winners"]), "won": dict(result["won"]),
            "scores": dict(result["scores"])},
        "seen": seen_by(state),
        "to_see": awaiting(state) if state["phase"] == HAND_OVER else [],
        "history": public_history(state["history"]),
        "prearranged": state["prearranged"],
        "decks": state["decks"],
    }


def moves_for(state: State, seat: int) -> list[str]:
    """The moves ``seat`` may send now."""
    if state["phase"] == HAND_OVER:
        return ["next_hand"] if seat in awaiting(state) else []
    if state["phase"] != PLAY:
        return []
    moves = []
    if seat == state["holder"]:
        moves = ["hit", "retire"] + (["stand"] if all_tied(state) else [])
    own = state["zones"][hand(seat)]["cards"]
    if seat in state["active"] and any(is_joker(c) for c in own):
        moves.append("set_joker")
    return moves


def _own(state: State, seat: int) -> dict[str, Any]:
    return {"seat": seat, "moves": moves_for(state, seat)}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` (base.Game.view); nothing is secret but the deck's
    order, which no viewer gets."""
    return assemble_view(state, viewer, public=_public, own=_own, everything=lambda _: {})


def outcome(state: State) -> dict[str, Any] | None:
    """None while the game goes on; then ``{"winners", "reason", "piles", "rounds"}``."""
    result = state["result"]
    return None if result is None else {**result, "winners": list(result["winners"]),
                                        "piles": dict(result["piles"])}


__all__ = ["awaiting", "outcome", "view"]
