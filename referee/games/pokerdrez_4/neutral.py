"""Neutral (betrayal) card swaps in PokerDrez for 4 (seed 004 PokerDrez, "Cartas neutrales o de
traición"; docs/rules-decisions.md#pokerdrez-4 D12 and #pokerdrez D6, D7).

As in PokerDrez: a neutral in the swapper's hand or in the common row takes the place of the
deck's top card (the neutral is shuffled into the deck), of a common card (a hand neutral
exchanges places with a non-neutral common card) or of a card drawn at random from an opponent's
hand (the neutral goes to that opponent). With four players the opponent is named (``seat``) and
must be one of the two of the other pair, never the partner. A card that stays hidden is told
privately (``state["notes"]``) to the swapper and, when it was his, to the opponent.
"""

from __future__ import annotations

import random

from referee.games.base import Actor, IllegalMove, State, not_your_turn, wrong_phase
from referee.games.common import Args, check_keys, is_int
from referee.games.kit import cards
from referee.games.kit.history import record
from referee.games.kit.zones import COMMON, DECK, Zones, hand
from referee.games.pokerdrez_4.army import opponents
from referee.games.pokerdrez_4.end import start_turn
from referee.games.pokerdrez_4.turns import colour_of, mover, playing_seat

SOURCES = ("deck", "common", "opponent")


def _neutral(value: object) -> bool:
    """True for the id of a neutral card (False for anything else, bad ids included)."""
    try:
        return isinstance(value, str) and cards.is_neutral(value)
    except ValueError:
        return False


def _note(state: State, seat: int, card: str, how: str) -> None:
    state["notes"][str(seat)].append({"n": len(state["history"]), "card": card, "how": how})


def _check(state: State, seat: int, args: Args) -> tuple[str, str]:
    """The checked ``(neutral, zone it lies in)``; raises the refusals of ``swap_neutral``."""
    if state["phase"] != "play":
        raise wrong_phase(state["phase"])
    if state["plain"]:
        raise IllegalMove("plain_chess", "The deck is empty: this is plain chess now, without "
                          "cards or the die.")
    if seat != mover(state) and state["neutral_timing"] != "any_time":
        raise not_your_turn()
    source = args.get("source")
    extra = ("card",) if source == "common" else ("seat",) if source == "opponent" else ()
    check_keys(args, ("neutral", "source", *extra))
    if source not in SOURCES:
        raise IllegalMove("bad_args", "\"{name}\" must be deck, common or opponent.", 400,
                          name="source")
    zones, neutral = Zones(state["zones"]), args["neutral"]
    place = next((zone for zone in (hand(seat), COMMON)
                  if isinstance(neutral, str) and zones.has(zone, neutral)), None)
    if place is None or not _neutral(neutral):
        raise IllegalMove("card_not_available", "The card {card} is not a neutral card in your "
                          "hand or the common row.", card=str(neutral))
    if source == "common":
        if place == COMMON:
            raise IllegalMove("bad_swap", "A neutral card in the common row cannot be swapped "
                              "with another common card.")
        if not isinstance(args["card"], str) or not zones.has(COMMON, args["card"]):
            raise IllegalMove("card_not_available", "The card {card} is not in the common row.",
                              card=str(args["card"]))
        if _neutral(args["card"]):
            raise IllegalMove("bad_swap", "A neutral card is swapped for a card that is not "
                              "neutral.")
    if source == "opponent":
        other = args["seat"]
        if not is_int(other) or not 0 <= other < state["players"]:
            raise IllegalMove("bad_args", "\"{name}\" must be a seat.", 400, name="seat")
        if colour_of(state, other) not in opponents(colour_of(state, seat)):
            raise IllegalMove("not_an_opponent", "{seat} is not one of your opponents.",
                              seat=other)
        if not zones.count(hand(other)):
            raise IllegalMove("card_not_available", "The opponent has no card to take.")
    return neutral, place


def swap_neutral(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"neutral": id, "source": "deck" | "common" | "opponent", "card": id, "seat": s}``
    (``card`` only with ``common``, ``seat`` only with ``opponent``). Raises 409
    ``wrong_phase`` / ``not_your_turn``, 400 ``bad_args``, 422 ``plain_chess``,
    ``card_not_available``, ``bad_swap``, ``not_an_opponent``."""
    seat = playing_seat(state, actor)
    neutral, place = _check(state, seat, args)
    zones, source, own = Zones(state["zones"]), args["source"], hand(seat)
    row = zones.zone(COMMON)["cards"]
    shown: list[str] = [neutral]
    other = args.get("seat")
    if place == own and source == "deck":
        _note(state, seat, zones.draw(DECK, 1, own)[0], "drawn")
        zones.take(own, neutral)
        zones.shuffle_into(DECK, [neutral], rng)
        shown = []
    elif place == own and source == "common":
        card = args["card"]
        row[row.index(card)] = zones.take(own, neutral)
        zones.put(own, [card])
        shown = [neutral, card]
    elif place == own:
        taken = zones.pick(hand(other), rng)
        zones.move(taken, hand(other), own)
        zones.move(neutral, own, hand(other))
        _note(state, seat, taken, "taken")
        _note(state, other, taken, "lost")
        shown = []
    elif source == "deck":
        card = zones.draw(DECK, 1)[0]
        row[row.index(neutral)] = card
        zones.shuffle_into(DECK, [neutral], rng)
        shown.append(card)
    else:
        card = zones.pick(hand(other), rng)
        zones.take(hand(other), card)
        row[row.index(neutral)] = card
        zones.put(hand(other), [neutral])
        shown.append(card)
    record(state["history"], "swap", seat, cards=shown, how=source,
           place="hand" if place == own else "common", opponent=other)
    if seat != mover(state):
        start_turn(state)
    return state
