"""Whose turn it is in PokerDrez for 4, the moves each seat may send, and ending the game (seed
004 PokerDrez para 4; docs/rules-decisions.md#pokerdrez-4).

Phases: ``play`` (the colour to move: card phase, or plain four-player chess once ``plain``),
``replenish`` (the seat that just paid with a common card puts a card back), ``over``.
"""

from __future__ import annotations

from referee.games.base import Actor, State, not_your_turn
from referee.games.kit.draws import draw_moves
from referee.games.kit.history import record
from referee.games.kit.swaps import may_swap
from referee.games.pokerdrez_4.army import PAIRS


def seat_of(state: State, colour: str) -> int:
    """The seat that plays ``colour``."""
    return int(state["colours"].index(colour))


def colour_of(state: State, seat: int) -> str:
    """The colour ``seat`` plays."""
    return str(state["colours"][seat])


def mover(state: State) -> int:
    """The seat whose turn it is."""
    return seat_of(state, state["turn"])


def pair_seats(state: State, colour: str) -> list[int]:
    """The seats of ``colour``'s pair, in seat order."""
    pair = next(colours for colours in PAIRS.values() if colour in colours)
    return sorted(seat_of(state, c) for c in pair)


def partner(state: State, seat: int) -> int:
    """The seat of ``seat``'s partner."""
    return next(s for s in pair_seats(state, colour_of(state, seat)) if s != seat)


#: The state's key of the open proposals to resign (``pair_resign``): [seats].
RESIGN_OFFERS = "resign_offers"


def open_offers(state: State) -> list[int]:
    """The seats whose proposal to resign waits for their partner (``pair_resign``)."""
    return list(state.get(RESIGN_OFFERS, []))


def playing_seat(state: State, actor: Actor) -> int:
    """The seat of ``actor``, who must be one of the four players (else 409 not_your_turn)."""
    if actor.seat is None or not 0 <= actor.seat < state["players"]:
        raise not_your_turn()
    return actor.seat


def finish(state: State, winners: list[int], reason: str, mated: int | None = None) -> None:
    """End the game: phase ``over``, an open draw offer closed, the result kept."""
    state["phase"] = "over"
    state["draw_offer"] = None
    state["result"] = {"winners": sorted(winners), "reason": reason, "mated": mated}
    record(state["history"], "end", how=reason, winners=sorted(winners), mated=mated)


def awaiting(state: State) -> list[int]:
    """The seats the game waits for: the seat to move (or to replenish), ``[]`` once over."""
    return [] if state["phase"] == "over" else [mover(state)]


def moves_for(state: State, seat: int | None) -> list[str]:
    """The move names ``seat`` may send now (``[]`` for a viewer who does not play or once the
    game is over); ``answer_resign`` while the seat or its partner proposed to resign."""
    if seat is None or not 0 <= seat < state["players"] or state["phase"] == "over":
        return []
    names: list[str] = []
    turn = seat == mover(state)
    if state["phase"] == "replenish" and turn:
        names.append("replenish")
    elif state["phase"] == "play" and turn:
        names.append("move")
        if any(state["reserves"][colour_of(state, seat)].values()):
            names.append("enter")
        if (state["die"] and not state["plain"] and state["die_holder"] == seat
                and state["die_roll"] is None):
            names.append("roll_die")
    if may_swap(state, seat, mover(state)):
        names.append("swap_neutral")
    offer = state["draw_offer"]
    if offer is None:
        names += draw_moves(None, seat)
    else:
        names += draw_moves(offer["seat"], seat, answered=seat in offer["accepted"])
    if {seat, partner(state, seat)} & set(open_offers(state)):
        names.append("answer_resign")
    return names
