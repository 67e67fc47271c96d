"""TriumfDrez play: ``play``, ``tricks_won`` (printed cards) and ``next_hand`` (seed 004
TriumfDrez, "Bazas"; docs/rules-decisions.md#triumfdrez, D2 and D8).

The declarer leads the first trick, the winner of a trick leads the next; after 13 tricks the
hand is scored. A contract played open shows the declarer's (and partner's) hand to everyone
from the first lead.
"""

from __future__ import annotations

import random

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase, is_int
from referee.games.kit.history import record
from referee.games.kit.leaving import left_seats
from referee.games.kit.match import check_printed, pass_the_deal
from referee.games.kit.options import PHYSICAL
from referee.games.kit.seats import next_seat
from referee.games.kit.zones import Zones, hand
from referee.games.triumfdrez.auction import PLAY
from referee.games.triumfdrez.bids import TRICKS
from referee.games.triumfdrez.deal import TAKEN, TRICK, deal_hand
from referee.games.triumfdrez.scoring import close_hand, side_of
from referee.games.triumfdrez.tricks import playable, suit, winner

HAND_OVER = "hand_over"


def declarer_side(state: State) -> list[int]:
    """The seats of the declarer's side (him, and his partner with 4 players)."""
    sides = state["sides"]
    return list(sides[side_of(sides, state["contract"]["declarer"])])


def result_senders(state: State) -> list[int]:
    """The seats that send a printed-cards hand's ``tricks_won``: the declarer's side, or, when
    every seat of it has left the table, the seats still there (docs/rules-decisions.md
    #triumfdrez, "A player who leaves")."""
    gone = left_seats(state)
    present = [seat for seat in declarer_side(state) if seat not in gone]
    return present or [seat for seat in range(state["players"]) if seat not in gone]


def play(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"card": id}`` by the seat to play. 409 ``physical_cards`` with printed cards; 422
    ``card_not_in_hand``; 422 ``must_follow`` for another figure while holding the led one."""
    check_phase(state, PLAY)
    if state["cards"] == PHYSICAL:
        raise IllegalMove("physical_cards", "This table plays with printed cards: after the "
                          "hand, the declarer's side sends the tricks it took.")
    seat = state["to_act"]
    if actor.seat is None or actor.seat != seat:
        raise not_your_turn()
    check_keys(args, ("card",))
    card = args["card"]
    zones = Zones(state["zones"])
    own = zones.cards(hand(seat))
    if not isinstance(card, str) or card not in own:
        raise IllegalMove("card_not_in_hand", "The card {card} is not in your hand.",
                          card=str(card))
    trick = zones.cards(TRICK)
    if card not in playable(own, trick):
        raise IllegalMove("must_follow", "You hold a card of the led figure ({figure}): play "
                          "one.", figure=suit(trick[0]))
    if not trick and not zones.count(TAKEN) and state["contract"]["open"]:
        for partner in declarer_side(state):
            zones.set_show(hand(partner), "all")
    zones.move(card, hand(seat), TRICK)
    record(state["history"], "play", seat, [card], how="lead" if not trick else "follow")
    if zones.count(TRICK) < state["players"]:
        state["to_act"] = next_seat(seat, state["players"])
    else:
        _end_trick(state, zones)
    return state


def _end_trick(state: State, zones: Zones) -> None:
    """The trick's winner takes it and leads the next; after the last trick, the score."""
    cards = zones.cards(TRICK)
    leader = state["leader"]
    won_by = (leader + winner(cards, state["contract"])) % state["players"]
    for card in cards:
        zones.move(card, TRICK, TAKEN)
    state["won"][won_by] += 1
    record(state["history"], "trick", won_by, cards, how="won", leader=leader,
           trick=sum(state["won"]))
    state["leader"] = state["to_act"] = won_by
    if zones.count(hand(won_by)) == 0:
        close_hand(state, sum(state["won"][s] for s in declarer_side(state)))


def tricks_won(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"tricks": int}`` by a seat of the declarer's side (``result_senders``), printed cards
    only: the tricks it took. 409 ``app_cards`` when the app deals; 422 ``bad_tricks`` outside
    0–13."""
    check_printed(state, PLAY)
    if actor.seat is None or actor.seat not in result_senders(state):
        raise not_your_turn()
    check_keys(args, ("tricks",))
    taken = args["tricks"]
    if not is_int(taken):
        raise IllegalMove("bad_args", "tricks must be a whole number.")
    if not 0 <= taken <= TRICKS:
        raise IllegalMove("bad_tricks", "A hand has from 0 to {high} tricks.", high=TRICKS)
    record(state["history"], "tricks_won", actor.seat, how="physical", tricks=taken)
    close_hand(state, taken)
    return state


def next_hand(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` by each seat after a hand, once it has seen the result (``{"now": true}`` from the
    moderator: without waiting; ``kit.match.pass_the_deal``); then the next dealer (previous + 1)
    deals from the whole deck shuffled with the move's rng."""
    if pass_the_deal(state, actor, args):
        deal_hand(state, None, rng)
    return state
