"""BlackDrez moves: ``hit``, ``retire``, ``stand``, ``set_joker`` and ``next_hand`` (seed 004
BlackDrez; docs/rules-decisions.md#blackdrez).

State (plain JSON data)::

    players, decks, rounds_limit: int | None, prearranged: bool
    zones: deck (nobody), table, discard, hand-<s>, pile-<s> (all face up)
    phase: "play" | "hand_over" | "over"
    dealer, round: int            active: [seat]   holder: seat | None
    stands: [seat] (stood in a row)                jokers: {joker id: 1 | 6}
    round_result: None | {"winners", "reason", "won", "scores", "carried"}
    result: None | outcome        history: [kit.history entries]
"""

from __future__ import annotations

import random

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.blackdrez.rounds import (
    HAND_OVER,
    PLAY,
    TABLE,
    after_change,
    deal_round,
    end_round,
    pile,
    present,
)
from referee.games.blackdrez.scores import (
    JOKER_HIGH,
    JOKER_LOW,
    TARGET,
    declared,
    fit_jokers,
    is_joker,
    make_eleven,
    valuations,
)
from referee.games.blackdrez.turn import all_tied, score_of
from referee.games.common import Args, check_keys, check_phase, is_int
from referee.games.kit.history import record
from referee.games.kit.leaving import stand_in_mark
from referee.games.kit.seats import next_seat
from referee.games.kit.seen import awaited_between_hands, ready_for_next
from referee.games.kit.zones import DECK, DISCARD, Zones, hand


def awaiting(state: State) -> list[int]:
    """``[holder]`` during a round, at ``hand_over`` every seat that has not yet seen the
    round's result, ``[]`` once the game is over."""
    if state["phase"] == PLAY:
        return [state["holder"]]
    if state["phase"] == HAND_OVER:
        return awaited_between_hands(state, present(state))
    return []


def _holder(state: State, actor: Actor, args: Args) -> int:
    check_phase(state, PLAY)
    check_keys(args, ())
    if actor.seat != state["holder"]:
        raise not_your_turn()
    return int(state["holder"])


def hit(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` by the holder: a new card face up. A valuation of 11 wins the round at once; every
    valuation above 11 busts (out, cards to the table); else a new joker counts 1 and jokers
    drop from 6 to 1 while the total exceeds 11. An empty deck ends the round and the game: the
    highest declared score takes the table (ties share, the remainder is discarded)."""
    seat = _holder(state, actor, args)
    zones = Zones(state["zones"])
    if zones.count(DECK) == 0:
        scores = {s: score_of(state, s) for s in state["active"]}
        top = max(scores.values())
        end_round(state, sorted(s for s, v in scores.items() if v == top), "deck_empty",
                  DISCARD)
        return state
    own = hand(seat)
    card = zones.draw(DECK, 1, own)[0]
    state["stands"] = []
    if is_joker(card):
        state["jokers"][card] = JOKER_LOW
    cards = zones.cards(own)
    if TARGET in valuations(cards):
        make_eleven(cards, state["jokers"])
        record(state["history"], "hit", seat, [card], how="eleven", score=TARGET)
        end_round(state, [seat], "eleven")
        return state
    if min(valuations(cards)) > TARGET:
        record(state["history"], "hit", seat, [card], how="bust",
               score=min(valuations(cards)))
        state["active"].remove(seat)
        zones.put(TABLE, zones.draw(own, len(cards)))
    else:
        fit_jokers(cards, state["jokers"])
        record(state["history"], "hit", seat, [card], how="hit",
               score=declared(cards, state["jokers"]))
    after_change(state, seat)
    return state


def retire(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` by the holder: out of the round; the first ⌊k/2⌋ of his k cards go to his pile
    (D5), the rest stays on the table."""
    seat = _holder(state, actor, args)
    zones = Zones(state["zones"])
    cards = zones.cards(hand(seat))
    kept = cards[:len(cards) // 2]
    for card in kept:
        zones.move(card, hand(seat), pile(seat))
    zones.put(TABLE, zones.draw(hand(seat), len(cards) - len(kept)))
    state["active"].remove(seat)
    state["stands"] = []
    record(state["history"], "retire", seat, kept, how="retire", left=len(cards) - len(kept),
           **stand_in_mark(state, seat))
    after_change(state, seat)
    return state


def stand(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` by the holder, only while every active player declares the same score (D3; else
    422 ``must_hit_or_retire``): the turn passes to the next active player; when every active
    player has stood in a row the round is a tie and they share the table."""
    seat = _holder(state, actor, args)
    if not all_tied(state):
        raise IllegalMove("must_hit_or_retire", "You may stand only while every player in the "
                          "round has the same score: hit or retire.")
    state["stands"].append(seat)
    record(state["history"], "stand", seat, how="stand", score=score_of(state, seat),
           **stand_in_mark(state, seat))
    if set(state["active"]) <= set(state["stands"]):
        end_round(state, sorted(state["active"]), "tie")
    else:
        state["holder"] = next_seat(seat, state["players"], state["active"])
    return state


def set_joker(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"card": id, "value": 1 | 6}`` by the joker's owner while in the round, any time
    (D4): a declared total above 11 → 422 ``would_bust``; exactly 11 wins the round at once."""
    check_phase(state, PLAY)
    check_keys(args, ("card", "value"))
    seat = actor.seat
    if seat is None or seat not in state["active"]:
        raise not_your_turn()
    card, value = args["card"], args["value"]
    if not is_int(value) or value not in (JOKER_LOW, JOKER_HIGH):
        raise IllegalMove("bad_args", "A joker counts 1 or 6.")
    cards = Zones(state["zones"]).cards(hand(seat))
    if not isinstance(card, str) or card not in cards or not is_joker(card):
        raise IllegalMove("not_your_joker", "The card {card} is not a joker in your hand.",
                          card=card)
    total = declared(cards, {**state["jokers"], card: value})
    if total > TARGET:
        raise IllegalMove("would_bust", "With that joker your score would be {total}, over 11.",
                          total=total)
    state["jokers"][card] = value
    state["stands"] = []
    record(state["history"], "set_joker", seat, [card], how="joker", value=value, score=total)
    if total == TARGET:
        end_round(state, [seat], "eleven")
    else:
        after_change(state, int(state["holder"]))
    return state


def next_hand(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` by a seat still at the table after a round: it has seen the result; when every
    such seat has (``referee.games.kit.seen``), or ``{"now": true}`` from the moderator, the
    deal passes to the next seat still at the table, who deals the next round (a left seat is
    dealt out: docs/rules-decisions.md#blackdrez, "A player who leaves"). 409 ``wrong_phase``,
    ``already_seen``, ``not_your_turn``; 403 ``not_moderator``; 400 ``bad_args``."""
    check_phase(state, HAND_OVER)
    if ready_for_next(state, actor, args, present(state)):
        state["dealer"] = next_seat(state["dealer"], state["players"], present(state))
        deal_round(state)
    return state


MOVES = {"hit": hit, "retire": retire, "stand": stand, "set_joker": set_joker,
         "next_hand": next_hand}
