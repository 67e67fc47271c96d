"""Neutral (betrayal) card swaps in PokerDrez (seed 004 PokerDrez, "Cartas neutrales o de
traición"; docs/rules-decisions.md#pokerdrez D6, D7).

A neutral card in the swapper's hand or in the common row takes the place of a card from the
deck (the deck's top; the neutral is shuffled into the deck), from the common row (a neutral in
the hand exchanges places with a non-neutral common card) or from the opponent (a card drawn at
random from the opponent's hand; the neutral goes to the opponent). A card that stays hidden is
told privately (``state["notes"]``) to the swapper and, when it was his, to the opponent; the
public history names the swap and the cards that are now face up.
"""

from __future__ import annotations

import random

from referee.games.base import Actor, IllegalMove, State, not_your_turn, wrong_phase
from referee.games.common import Args, check_keys
from referee.games.kit import cards
from referee.games.kit.history import record
from referee.games.kit.zones import COMMON, DECK, Zones, hand
from referee.games.pokerdrez.end import check_cards
from referee.games.pokerdrez.turns import mover, playing_seat

SOURCES = ("deck", "common", "opponent")


def _neutral(value: object) -> bool:
    """True for the id of a neutral card (False for anything else, bad ids included)."""
    try:
        return isinstance(value, str) and cards.is_neutral(value)
    except ValueError:
        return False


def _note(state: State, seat: int, card: str, how: str) -> None:
    """Tell ``seat`` privately about ``card`` (``how``: drawn, taken, lost)."""
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
    check_keys(args, ("neutral", "source"), ("card",) if source == "common" else ())
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
        if "card" not in args:
            raise IllegalMove("bad_args", "This move takes exactly these arguments: {keys}.", 400,
                              keys="neutral, source, card")
        if not isinstance(args["card"], str) or not zones.has(COMMON, args["card"]):
            raise IllegalMove("card_not_available", "The card {card} is not in the common row.",
                              card=str(args["card"]))
        if _neutral(args["card"]):
            raise IllegalMove("bad_swap", "A neutral card is swapped for a card that is not "
                              "neutral.")
    if source == "opponent" and not zones.count(hand(1 - seat)):
        raise IllegalMove("card_not_available", "The opponent has no card to take.")
    return neutral, place


def swap_neutral(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"neutral": id, "source": "deck" | "common" | "opponent", "card": id}`` (``card`` only
    with ``common``). Raises 409 ``wrong_phase`` / ``not_your_turn``, 400 ``bad_args``, 422
    ``plain_chess``, ``card_not_available``, ``bad_swap``."""
    seat = playing_seat(state, actor)
    neutral, place = _check(state, seat, args)
    zones, source, own, other = Zones(state["zones"]), args["source"], hand(seat), hand(1 - seat)
    row = zones.zone(COMMON)["cards"]
    shown: list[str] = [neutral]
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
        taken = zones.pick(other, rng)
        zones.move(taken, other, own)
        zones.move(neutral, own, other)
        _note(state, seat, taken, "taken")
        _note(state, 1 - seat, taken, "lost")
        shown = []
    elif source == "deck":
        card = zones.draw(DECK, 1)[0]
        row[row.index(neutral)] = card
        zones.shuffle_into(DECK, [neutral], rng)
        shown.append(card)
    else:
        card = zones.pick(other, rng)
        zones.take(other, card)
        row[row.index(neutral)] = card
        zones.put(other, [neutral])
        shown.append(card)
    record(state["history"], "swap", seat, cards=shown, how=source,
           place="hand" if place == own else "common")
    if seat != mover(state):
        check_cards(state)
    return state
