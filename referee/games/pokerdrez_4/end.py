"""How a PokerDrez for 4 game ends: mate and stuck seats judged at the start of each turn,
draw offers, and the outcome (seed 004 PokerDrez para 4; docs/rules-decisions.md#pokerdrez-4 D6,
D10); a pair's resignation is ``pair_resign``'s.

At the start of each seat's turn T (after the previous seat finished, ``replenish`` included),
P = T's legal moves and re-entries payable with its two cards and the common row (all of them in
plain chess; the die and swaps do not count). P empty and T attacked by an opponent: T's pair
loses ("Gana el equipo que logre dar jaque mate a uno de los dos reyes contrarios"). Mate is
judged only there, so a check can be undone by the checked seat's partner before its turn. P
empty out of check: ⚙ ``stuck`` = ``"pass"`` (T passes, four passes in a row draw) or
``"draw"``.
"""

from __future__ import annotations

from typing import Any

from referee.games.base import Actor, State
from referee.games.common import Args
from referee.games.kit.board import CROSS
from referee.games.kit.draws import all_accepted, answer_group, check_offer, group_offer
from referee.games.kit.history import record
from referee.games.kit.paid_moves import available_cards
from referee.games.pokerdrez_4.army import ORDER, next_colour
from referee.games.pokerdrez_4.check import in_check, position_of
from referee.games.pokerdrez_4.payment import has_payable
from referee.games.pokerdrez_4.turns import finish, pair_seats, playing_seat, seat_of


def unmoved(state: State) -> frozenset[tuple[int, int]]:
    """The squares of kings and rooks that have not moved (castling rights)."""
    return frozenset(CROSS.coord(square) for square in state["unmoved"])


def can_play(state: State, colour: str) -> bool:
    """True when ``colour`` has a move or re-entry it can pay now (any, in plain chess)."""
    seat = seat_of(state, colour)
    return has_payable(position_of(state), colour, unmoved(state), state["reserves"][colour],
                       None if state["plain"] else available_cards(state, seat))


def start_turn(state: State) -> None:
    """The checks at the start of the turn of ``state["turn"]``: a seat with nothing payable
    is mated when in check, else passes (or the game is drawn, ⚙ ``stuck``); the turn then
    moves on and the next seat is judged, until one can play or the game ends."""
    for _ in ORDER:
        colour = state["turn"]
        if can_play(state, colour):
            return
        seat = seat_of(state, colour)
        if in_check(position_of(state), colour):
            winners = [s for s in range(state["players"]) if s not in pair_seats(state, colour)]
            finish(state, winners, "checkmate", mated=seat)
            return
        if state["stuck"] == "draw":
            finish(state, [], "stuck", mated=None)
            return
        state["passes"] += 1
        state["die_roll"] = None
        record(state["history"], "pass", seat, how="stuck", colour=colour)
        if state["passes"] >= len(ORDER):
            finish(state, [], "stuck", mated=None)
            return
        state["turn"] = next_colour(colour)


def offer_draw(state: State, actor: Actor, args: Args, rng: Any) -> State:
    """``{}``: the sending seat offers a draw, at any moment; every other seat must accept, and
    the offer lapses when a move or re-entry is made. Raises 422 ``draw_already_offered``."""
    seat = playing_seat(state, actor)
    check_offer(state["draw_offer"], args)
    state["draw_offer"] = group_offer(seat)
    record(state["history"], "offer_draw", seat)
    return state


def answer_draw(state: State, actor: Actor, args: Args, rng: Any) -> State:
    """``{"accept": bool}``: another seat accepts the open offer (the game is drawn once all
    three did) or declines it (the offer ends). Raises 422 ``no_draw_offer``,
    ``own_draw_offer``, ``already_answered``; 400 ``bad_args``."""
    seat = playing_seat(state, actor)
    offer = state["draw_offer"]
    others = [s for s in range(state["players"]) if offer is None or s != offer["seat"]]
    accept = answer_group(offer, seat, args, others)
    record(state["history"], "answer_draw", seat, how="accept" if accept else "decline")
    if not accept:
        state["draw_offer"] = None
    elif all_accepted(offer, others):
        finish(state, [], "agreement")
    return state


def outcome(state: State) -> dict[str, Any] | None:
    """None while the game goes on; then ``{"winners": [seats of the winning pair] | [],
    "reason": "checkmate" | "resignation" | "agreement" | "stuck", "mated": seat | None,
    "pieces": {square: [colour, figure]}}``."""
    result = state["result"]
    if result is None:
        return None
    return {"winners": list(result["winners"]), "reason": result["reason"],
            "mated": result["mated"],
            "pieces": {square: list(piece) for square, piece in state["pieces"].items()}}

