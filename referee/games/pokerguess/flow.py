"""A PokerGuess hand from the deal to the showdown (seed 004 PokerDrez, PokerGuess;
docs/rules-decisions.md#pokerguess).

State keys of a hand (JSON)::

    ledger: {"stacks": [int per seat], "pot": int}   chips behind and in the middle
    put: [int per seat]        every chip each seat put in this hand (ante, calls, raises)
    bet: int                   what a player must have put in to stay (the ante, then raises)
    dealer: seat, hand_no: int, seats: [seat, …] the hand's players from the dealer's next seat
    folded: [seat, …], predictions: {"<seat>": P} (standing ones), shown: {"<seat>": id}
    round: 1 | 2               the guess phase
    to_ask: [seat, …]          who still gets a turn in this phase or show step, in order
    phase: "guess" | "show" | "showdown" | "hand_over" | "over"

The antes go in (all-in when short), each player is dealt 2 hole cards (the seat's two in
turn, from the dealer's next seat) and the 5 common cards are turned at once. Guess phase 1,
the show step (every player still in shows one of his two cards, from the dealer's next seat),
guess phase 2 and the showdown follow. A phase ends when ``to_ask`` is empty: every action (a
raise, or a new or changed prediction) gives every other player still in one more turn and its
author none; a turn without action only uses the turn up. With the printed deck the app deals
nothing, the show step happens at the table, and the hand waits at ``showdown`` for the cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from referee.games.base import State
from referee.games.kit.chip_match import dealt_in
from referee.games.kit.deck import shuffled
from referee.games.kit.history import record
from referee.games.kit.leaving import left_seats
from referee.games.kit.ledger import Ledger
from referee.games.kit.seats import seats_from
from referee.games.kit.zones import COMMON, DECK, Zones, hand, standard_zones
from referee.games.pokerguess.showdown import settle

GUESS, SHOW, SHOWDOWN = "guess", "show", "showdown"
HOLE_CARDS, COMMON_CARDS = 2, 5


def live(state: State) -> list[int]:
    """The hand's players still in (all-in ones too), from the dealer's next seat."""
    return [seat for seat in state["seats"] if seat not in state["folded"]]


def dealt(state: State) -> int:
    """How many cards this hand deals: 2 per player and the 5 common ones (the largest count a
    prediction may name, D5)."""
    return HOLE_CARDS * len(state["seats"]) + COMMON_CARDS


def stake(state: State, seat: int, amount: int) -> None:
    """Move ``amount`` chips of ``seat`` into the pot (checked by the caller)."""
    Ledger(state["ledger"]).stake(seat, amount)
    state["put"][seat] += amount


def start_hand(state: State, pile: Sequence[str], rng: random.Random, shuffle: bool) -> None:
    """Deal the next hand with the current ``dealer``: every seat with chips whose player has
    not left (``kit.chip_match.dealt_in``) plays and pays the ante (all of its chips when
    short); the deck is ``pile`` (shuffled with ``rng`` when ``shuffle``); guess phase 1 waits
    for the dealer's next seat."""
    players = state["players"]
    stacks = state["ledger"]["stacks"]
    state["hand_no"] += 1
    playing = dealt_in(stacks, left_seats(state))
    state["seats"] = [s for s in seats_from((state["dealer"] + 1) % players, players)
                      if s in playing]
    state["put"], state["bet"] = [0] * players, state["ante"]
    state["folded"], state["predictions"], state["shown"] = [], {}, {}
    order = shuffled(pile, rng) if shuffle else list(pile)
    state["zones"] = standard_zones(players, order)
    if not state["physical"]:
        zones = Zones(state["zones"])
        for seat in state["seats"]:
            zones.draw(DECK, HOLE_CARDS, hand(seat))
        zones.draw(DECK, COMMON_CARDS, COMMON)
    for seat in state["seats"]:
        stake(state, seat, min(state["ante"], stacks[seat]))
    record(state["history"], "deal", cards=Zones(state["zones"]).cards(COMMON),
           how="printed" if state["physical"] else "app", hand=state["hand_no"],
           dealer=state["dealer"], ante=state["ante"])
    start_round(state, 1)


def start_round(state: State, number: int) -> None:
    """Open guess phase ``number``: every player still in gets a turn, from the dealer's next
    seat ("siguiendo el orden original")."""
    state["phase"], state["round"], state["to_ask"] = GUESS, number, live(state)


def after_turn(state: State, seat: int, acted: bool) -> None:
    """``seat`` has had its turn: after an action every other player still in gets one more
    turn, in table order after ``seat``, and ``seat`` none; otherwise the turn is used up. Then
    run the hand on (``advance``)."""
    if acted:
        still_in = live(state)
        state["to_ask"] = [s for s in seats_from(seat, state["players"])[1:] if s in still_in]
    else:
        state["to_ask"] = [s for s in state["to_ask"] if s != seat]
    advance(state)


def advance(state: State) -> None:
    """Run the hand on to the next decision: a lone player left takes the pot; an ended guess
    phase 1 leads to the show step (at the table with the printed deck: straight to phase 2),
    an ended show step to phase 2, an ended phase 2 to the showdown."""
    zones = Zones(state["zones"])
    if len(live(state)) == 1:
        settle(state, by_fold=True, common=zones.cards(COMMON))
        return
    if state["to_ask"]:
        return
    if state["phase"] == GUESS and state["round"] == 1:
        if state["physical"]:
            record(state["history"], "show", how="table", hand=state["hand_no"])
            start_round(state, 2)
        else:
            state["phase"], state["to_ask"] = SHOW, live(state)
    elif state["phase"] == SHOW:
        start_round(state, 2)
    elif state["physical"]:
        state["phase"] = SHOWDOWN
    else:
        settle(state, hands={seat: zones.cards(hand(seat)) for seat in state["seats"]},
               common=zones.cards(COMMON))
