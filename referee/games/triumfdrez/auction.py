"""The TriumfDrez auction: ``bid`` and ``pass`` (seed 004 TriumfDrez, "Subasta";
docs/rules-decisions.md#triumfdrez, D3–D6).

It opens with the dealer's next seat, who must bid; then in seat order each seat bids higher or
passes. A pass is not final and partners may outbid each other. When, after the last bid, every
other seat has passed once in turn, its bidder is the declarer and leads the first trick.
"""

from __future__ import annotations

import random

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase
from referee.games.kit.history import record
from referee.games.kit.options import PHYSICAL
from referee.games.kit.seats import next_seat
from referee.games.triumfdrez.bids import check_bid, parse_bid

AUCTION, PLAY = "auction", "play"
BID_KEYS = ("tricks", "trump", "supertrump", "open")


def _caller(state: State, actor: Actor) -> int:
    check_phase(state, AUCTION)
    if actor.seat is None or actor.seat != state["to_act"]:
        raise not_your_turn()
    return actor.seat


def bid(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"tricks", "trump", "supertrump", "open"}`` by the seat to call: the new highest bid.
    400 ``bad_args``; 422 ``bad_tricks`` outside ``min_bid``–13; 422 ``bid_too_low`` unless
    stronger than the highest bid so far."""
    seat = _caller(state, actor)
    check_keys(args, BID_KEYS)
    offer = parse_bid(args)
    auction = state["auction"]
    check_bid(offer, auction["best"], state["min_bid"])
    auction["best"] = {**offer, "seat": seat}
    auction["passes"] = 0
    auction["calls"].append({"seat": seat, "call": "bid", **offer})
    record(state["history"], "bid", seat, how="bid", **offer)
    state["to_act"] = next_seat(seat, state["players"])
    return state


def pass_call(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` by the seat to call. 422 ``must_bid`` for the auction's first call (the dealer's
    next seat must bid). The auction ends when every seat but the highest bidder has passed
    since his bid."""
    seat = _caller(state, actor)
    check_keys(args, ())
    auction = state["auction"]
    if auction["best"] is None:
        raise IllegalMove("must_bid", "The first player of the auction must bid: name the "
                          "tricks, a trump figure and a supertrump colour (or leave them out).")
    auction["passes"] += 1
    auction["calls"].append({"seat": seat, "call": "pass"})
    record(state["history"], "pass", seat, how="pass")
    if auction["passes"] == state["players"] - 1:
        _close(state)
    else:
        state["to_act"] = next_seat(seat, state["players"])
    return state


def _close(state: State) -> None:
    """The highest bid becomes the contract; its bidder leads (no one leads with printed cards:
    the declarer side sends the tricks it took)."""
    best = dict(state["auction"]["best"])
    declarer = best.pop("seat")
    state["contract"] = {**best, "declarer": declarer}
    state["phase"] = PLAY
    physical = state["cards"] == PHYSICAL
    state["leader"] = None if physical else declarer
    state["to_act"] = None if physical else declarer
    record(state["history"], "contract", declarer, how="auction", **best)
