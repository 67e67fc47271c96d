"""A Poker7 hand from the deal to the showdown (seed 004 PokerDrez, Poker7;
docs/rules-decisions.md#poker7 D6–D8).

State keys of a hand (JSON)::

    chips: [int per seat]        stacks at the start of the hand (after it: the new stacks)
    dealer: seat, hand_no: int   seats: [seat, …] the hand's players from the dealer's next seat
    ops: [op, …]                 the betting ops so far (bets.Betting replays them)
    shown: {"<seat>": id}        the show step's cards
    table: {…}                   the betting as it stands (``snapshot``), for moves and views
    phase: "bet" | "show" | "showdown" | "hand_over" | "over"

The antes go in, two hole cards are dealt to each player (the seat's two in turn, from the
dealer's next seat), then the common cards are turned as pokerkit opens each street: 3, then 2.
With the printed deck (``physical``) the app deals nothing and the show step is done at the
table; the hand waits at ``showdown`` for the cards to be entered.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from referee.games.base import State
from referee.games.kit.chip_match import dealt_in
from referee.games.kit.deck import shuffled
from referee.games.kit.history import record
from referee.games.kit.leaving import left_seats
from referee.games.kit.seats import seats_from
from referee.games.kit.zones import COMMON, DECK, Zones, hand, standard_zones
from referee.games.poker7.bets import HOLE_CARDS, Betting
from referee.games.poker7.showdown import settle

BET, SHOW, SHOWDOWN = "bet", "show", "showdown"


def betting(state: State) -> Betting:
    """The hand's pokerkit adapter, rebuilt from the stacks at its start and its ops."""
    return Betting([state["chips"][seat] for seat in state["seats"]], state["ante"],
                   state["ops"])


def start_hand(state: State, pile: Sequence[str], rng: random.Random, shuffle: bool) -> None:
    """Deal the next hand with the current ``dealer``: every seat with chips whose player has
    not left plays (``kit.chip_match.dealt_in``); the deck
    is ``pile`` (shuffled with ``rng`` when ``shuffle``), the antes go in and the hand runs to
    its first decision."""
    players = state["players"]
    order = list(pile) if not shuffle else shuffled(pile, rng)
    state["zones"] = standard_zones(players, order)
    state["hand_no"] += 1
    start = (state["dealer"] + 1) % players
    playing = dealt_in(state["chips"], left_seats(state))
    state["seats"] = [seat for seat in seats_from(start, players) if seat in playing]
    state["ops"], state["shown"], state["common_count"] = [], {}, 0
    if not state["physical"]:
        zones = Zones(state["zones"])
        for seat in state["seats"]:
            zones.draw(DECK, HOLE_CARDS, hand(seat))
    record(state["history"], "deal", how="printed" if state["physical"] else "app",
           hand=state["hand_no"], dealer=state["dealer"], ante=state["ante"])
    advance(state, betting(state))


def play_op(state: State, op: list[Any]) -> Betting:
    """Play one betting op already checked by the engine, store it and run the hand on."""
    table = betting(state)
    table.apply(op)
    state["ops"].append(op)
    advance(state, table)
    return table


def advance(state: State, table: Betting) -> None:
    """Run the hand on to the next decision: turn the common cards pokerkit has opened, stand
    pat for every player when the cards are printed, and set the phase (paying the pots when
    the hand is over)."""
    _turn_common(state, table)
    while state["physical"] and table.shower is not None and not table.finished:
        table.apply(["stand_pat"])
        state["ops"].append(["stand_pat"])
        _turn_common(state, table)
    state["table"] = snapshot(state, table)
    if table.finished:
        if state["physical"] and sum(table.in_hand) > 1:
            state["phase"] = SHOWDOWN
        else:
            settle(state, table, _dealt_hands(state, table))
    else:
        state["phase"] = SHOW if table.shower is not None else BET


def _turn_common(state: State, table: Betting) -> None:
    new = table.board_count - state["common_count"]
    if new <= 0:
        return
    state["common_count"] = table.board_count
    turned = [] if state["physical"] else Zones(state["zones"]).draw(DECK, new, COMMON)
    record(state["history"], "turn", cards=turned, how="common", count=table.board_count,
           hand=state["hand_no"])


def _dealt_hands(state: State, table: Betting) -> dict[int, list[str]]:
    """The 7 cards of every player still in (app mode), for the showdown."""
    zones = Zones(state["zones"])
    return {seat: zones.cards(hand(seat)) + zones.cards(COMMON)
            for seat, live in zip(state["seats"], table.in_hand, strict=True) if live}


def snapshot(state: State, table: Betting) -> dict[str, Any]:
    """The betting as it stands, by seat, for the moves and the views: ``stacks`` (every
    seat), ``bets``, ``pots`` (``[{"amount", "eligible": [seats]}]``), ``actor``, ``shower``,
    ``street`` (1–4 or None), ``to_call``, ``min_to``, ``all_in_to``, ``opened``, ``block``,
    ``folded`` and ``all_in`` (seats)."""
    seats = state["seats"]
    stacks, bets = list(state["chips"]), [0] * state["players"]
    for index, seat in enumerate(seats):
        stacks[seat], bets[seat] = table.stacks[index], table.bets[index]
    live = not table.finished
    actor = table.actor if live else None
    shower = table.shower if live else None
    return {
        "stacks": stacks, "bets": bets,
        "pots": [{"amount": pot.amount, "eligible": [seats[i] for i in pot.eligible]}
                 for pot in table.pots()],
        "actor": None if actor is None else seats[actor],
        "shower": None if shower is None else seats[shower],
        "street": None if table.street is None or not live else table.street + 1,
        "to_call": table.to_call if actor is not None else 0,
        "min_to": table.min_to if actor is not None else None,
        "all_in_to": table.all_in_to if actor is not None else 0,
        "opened": table.opened,
        "block": table.raise_block() if actor is not None else None,
        "folded": [seat for seat, on in zip(seats, table.in_hand, strict=True) if not on],
        "all_in": [seat for index, seat in enumerate(seats)
                   if table.in_hand[index] and table.stacks[index] == 0],
    }
