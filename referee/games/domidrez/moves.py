"""DomiDrez moves: ``play``, ``draw``, ``pass``, ``next_hand`` and, with printed cards,
``hand_result`` (seed 004 DomiDrez; docs/rules-decisions.md#domidrez).

State (plain JSON data)::

    players, decks, target, cards: "app" | "physical", prearranged: bool
    zones: deck (nobody), table (face up, top last), hand-<s> (owner)
    phase: "play" | "hand_over" | "over"          dealer, hand_no, to_play: seat | None
    named: None | {"figure", "colour"} (after a neutral card)
    scores: [int per seat]   hand_result: None | {"blocked", "cards_left", "points", "winners"}
    result: None | outcome   history: [kit.history entries] (played cards; draws without ids)

After every move the hand ends when the mover emptied his hand (he scores the others' cards) or
when the deck is empty and nobody holds a matching card (blocked).
"""

from __future__ import annotations

import random

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase, is_int
from referee.games.domidrez.deal import deal_hand
from referee.games.domidrez.matching import TABLE, anyone_can_play, matches, playable, requirement
from referee.games.domidrez.scoring import close_hand
from referee.games.kit.cards import figures, is_neutral
from referee.games.kit.history import record
from referee.games.kit.match import (
    any_seat,
    cards_left,
    check_app_deals,
    check_printed,
    pass_the_deal,
)
from referee.games.kit.seats import next_seat
from referee.games.kit.views import hand_sizes
from referee.games.kit.zones import DECK, Zones, hand

PLAY, HAND_OVER = "play", "hand_over"


def _mover(state: State, actor: Actor) -> int:
    check_phase(state, PLAY)
    check_app_deals(state)
    if actor.seat != state["to_play"]:
        raise not_your_turn()
    return int(state["to_play"])


def _after(state: State, seat: int) -> None:
    """End the hand when ``seat`` went out or the game is blocked; else pass the turn."""
    zones = Zones(state["zones"])
    counts = hand_sizes(state["zones"], state["players"])
    if counts[seat] == 0:
        close_hand(state, counts, out=seat)
    elif zones.count(DECK) == 0 and not anyone_can_play(state, range(state["players"])):
        close_hand(state, counts)
    else:
        state["to_play"] = next_seat(seat, state["players"])


def _named(args: Args) -> dict[str, object]:
    """The figure and colour a neutral card names; 400 ``bad_args`` unless both are valid."""
    if args.get("figure") not in figures() or not is_int(args.get("colour")) \
            or not 1 <= args["colour"] <= 9:
        raise IllegalMove("bad_args", "A neutral card must name a figure and a colour from 1 "
                          "to 9.")
    return {"figure": args["figure"], "colour": args["colour"]}


def play(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"card": id}`` or, for a neutral card, ``{"card", "figure", "colour"}``: the card goes
    on the table. 422 ``card_not_in_hand``; 422 ``does_not_match`` unless it shares the
    requirement's figure or colour (a neutral goes on anything); 400 ``bad_args`` for a neutral
    without a figure and colour, or a naming with another card."""
    seat = _mover(state, actor)
    check_keys(args, ("card",), ("figure", "colour"))
    card = args["card"]
    zones = Zones(state["zones"])
    if not isinstance(card, str) or not zones.has(hand(seat), card):
        raise IllegalMove("card_not_in_hand", "The card {card} is not in your hand.",
                          card=str(card))
    if is_neutral(card):
        named: dict[str, object] | None = _named(args)
    elif "figure" in args or "colour" in args:
        raise IllegalMove("bad_args", "Only a neutral card names a figure and a colour.")
    else:
        named = None
    if not matches(card, requirement(state)):
        raise IllegalMove("does_not_match", "The card {card} shares neither the figure nor the "
                          "colour asked for.", card=card)
    zones.move(card, hand(seat), TABLE)
    state["named"] = named
    record(state["history"], "play", seat, [card], how="play",
           **({"named": dict(named)} if named else {}))
    _after(state, seat)
    return state


def draw(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: with no matching card (else 422 ``must_play``) and a deck (else 422
    ``pass_instead``), take the deck's top card; the turn passes even if it matches."""
    seat = _mover(state, actor)
    check_keys(args, ())
    if playable(state, seat):
        raise IllegalMove("must_play", "You hold a card that matches: play it.")
    zones = Zones(state["zones"])
    if zones.count(DECK) == 0:
        raise IllegalMove("pass_instead", "The deck is empty: pass.")
    zones.draw(DECK, 1, hand(seat))
    record(state["history"], "draw", seat, how="draw")
    _after(state, seat)
    return state


def pass_turn(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: only with no matching card (else 422 ``must_play``) and an empty deck (else 422
    ``draw_instead``)."""
    seat = _mover(state, actor)
    check_keys(args, ())
    if playable(state, seat):
        raise IllegalMove("must_play", "You hold a card that matches: play it.")
    if Zones(state["zones"]).count(DECK) > 0:
        raise IllegalMove("draw_instead", "The deck still has cards: draw one.")
    record(state["history"], "pass", seat, how="pass")
    _after(state, seat)
    return state


def hand_result(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"cards_left": {seat: int}, "blocked": bool}`` by any seat, printed cards only: the
    hand's result as counted at the table. 400 ``bad_args`` unless every seat has a count ≥ 0;
    422 ``bad_result`` unless a hand that is not blocked has exactly one seat at 0 and a
    blocked one none."""
    check_printed(state, PLAY)
    seat = any_seat(state, actor)
    counts, out = cards_left(state, args)
    if out is None and 0 in counts:
        raise IllegalMove("bad_result", "A blocked hand ends with cards in every hand: a player "
                          "with none went out.")
    record(state["history"], "hand_result", seat, how="physical",
           cards_left=dict(args["cards_left"]))
    close_hand(state, counts, out=out)
    return state


def next_hand(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` by each seat after a hand, once it has seen the result (``{"now": true}`` from the
    moderator: without waiting; ``kit.match.pass_the_deal``); then the next dealer (previous + 1)
    deals a new hand from the whole deck shuffled with the move's rng."""
    if pass_the_deal(state, actor, args):
        deal_hand(state, None, rng)
    return state


MOVES = {"play": play, "draw": draw, "pass": pass_turn, "hand_result": hand_result,
         "next_hand": next_hand}
