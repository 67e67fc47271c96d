"""Neutral (betrayal) card swaps of the chess games with cards (PokerDrez and PokerDrez for 4;
seed 004 PokerDrez, "Cartas neutrales o de traición"; docs/rules-decisions.md#pokerdrez D6, D7),
written once. Each function takes the seats as arguments: the swapper, the seat to move, the
opponent robbed (the game says who may be robbed).

A neutral card in the swapper's hand or in the common row takes the place of a card from the
deck (the deck's top; the neutral is shuffled into the deck), from the common row (a neutral in
the hand exchanges places with a non-neutral common card) or from an opponent (a card drawn at
random from the opponent's hand; the neutral goes to the opponent). A card that stays hidden is
told privately (``state["notes"]``: ``{"<seat>": [{"n", "card", "how"}]}``) to the swapper and,
when it was his, to the opponent; the public history names the swap and the cards that are now
face up. A robbed opponent is always told the card it lost (``how`` ``lost``), also when that
card went face up into the common row, so its phone can say so (UX finding PD11). Swaps are
made in the card phase only, on one's own turn or — with ⚙ ``neutral_timing`` ``any_time`` — on
anyone's (D7).
"""

from __future__ import annotations

import copy
import random
from typing import Any

from referee.games.base import IllegalMove, State, not_your_turn, wrong_phase
from referee.games.common import Args, check_keys
from referee.games.kit import cards
from referee.games.kit.history import record
from referee.games.kit.paid_moves import plain_refused
from referee.games.kit.views import all_hands
from referee.games.kit.zones import COMMON, DECK, Zones, hand

SOURCES = ("deck", "common", "opponent")


def _neutral(value: object) -> bool:
    """True for the id of a neutral card (False for anything else, bad ids included)."""
    try:
        return isinstance(value, str) and cards.is_neutral(value)
    except ValueError:
        return False


def neutral_within_reach(state: State, seat: int) -> bool:
    """True when a neutral card lies in ``seat``'s hand or in the common row."""
    zones = Zones(state["zones"])
    return any(cards.is_neutral(card)
               for card in zones.cards(hand(seat)) + zones.cards(COMMON))


def may_swap(state: State, seat: int, to_move: int) -> bool:
    """True when ``seat`` may send ``swap_neutral`` now that ``to_move`` is the seat to move:
    card phase, a neutral in its hand or the common row, its own turn (or anyone's with ⚙
    ``neutral_timing`` ``any_time``; D7)."""
    if state["phase"] != "play" or state["plain"] or not neutral_within_reach(state, seat):
        return False
    return seat == to_move or state["neutral_timing"] == "any_time"


def _note(state: State, seat: int, card: str, how: str) -> None:
    """Tell ``seat`` privately about ``card`` (``how``: drawn, taken, lost)."""
    state["notes"][str(seat)].append({"n": len(state["history"]), "card": card, "how": how})


def check_swap(state: State, seat: int, args: Args, to_move: int,
               opponent_keys: tuple[str, ...] = ()) -> tuple[str, str]:
    """The checked ``(neutral, zone it lies in)`` of a swap by ``seat`` while ``to_move`` is the
    seat to move; ``opponent_keys`` are the arguments ``source`` ``opponent`` takes besides
    ``neutral`` and ``source``. The opponent's own checks are the caller's (they come last).
    Raises 409 ``wrong_phase`` / ``not_your_turn``, 400 ``bad_args``, 422 ``plain_chess``,
    ``card_not_available``, ``bad_swap``."""
    if state["phase"] != "play":
        raise wrong_phase(state["phase"])
    if state["plain"]:
        raise plain_refused()
    if seat != to_move and state["neutral_timing"] != "any_time":
        raise not_your_turn()
    source = args.get("source")
    extra = ("card",) if source == "common" else opponent_keys if source == "opponent" else ()
    check_keys(args, ("neutral", "source", *extra))
    if source not in SOURCES:
        raise IllegalMove("bad_args", "\"{name}\" must be deck, common or opponent.",
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
    return neutral, place


def check_opponent_hand(state: State, opponent: int) -> None:
    """Raise 422 ``card_not_available`` when ``opponent``'s hand is empty."""
    if not Zones(state["zones"]).count(hand(opponent)):
        raise IllegalMove("card_not_available", "The opponent has no card to take.")


def apply_swap(state: State, seat: int, neutral: str, place: str, args: Args,
               robbed: int | None, rng: random.Random, **told: Any) -> None:
    """Make the checked swap (``check_swap``) of ``seat``'s ``neutral`` lying in ``place``;
    ``robbed`` is the opponent's seat with ``source`` ``opponent`` (None otherwise, ValueError
    when it is missing there). Hidden cards are told in ``state["notes"]``; the history's
    ``swap`` entry carries ``told`` as extra fields."""
    if args["source"] == "opponent":
        if robbed is None:
            raise ValueError("a swap with an opponent's card needs the opponent's seat")
        shown = _rob(state, seat, neutral, place, robbed, rng)
    else:
        shown = _replace(state, seat, neutral, place, args, rng)
    record(state["history"], "swap", seat, cards=shown, how=args["source"],
           place="hand" if place == hand(seat) else "common", **told)


def _replace(state: State, seat: int, neutral: str, place: str, args: Args,
             rng: random.Random) -> list[str]:
    """A swap with the deck or the common row; returns the cards now face up to tell."""
    zones, own = Zones(state["zones"]), hand(seat)
    row = zones.zone(COMMON)["cards"]
    if place == own and args["source"] == "deck":
        _note(state, seat, zones.draw(DECK, 1, own)[0], "drawn")
        zones.take(own, neutral)
        zones.shuffle_into(DECK, [neutral], rng)
        return []
    if place == own:
        card = args["card"]
        row[row.index(card)] = zones.take(own, neutral)
        zones.put(own, [card])
        return [neutral, card]
    card = zones.draw(DECK, 1)[0]
    row[row.index(neutral)] = card
    zones.shuffle_into(DECK, [neutral], rng)
    return [neutral, card]


def _rob(state: State, seat: int, neutral: str, place: str, opponent: int,
         rng: random.Random) -> list[str]:
    """A swap with a card drawn at random from ``opponent``'s hand; the neutral goes there.
    Returns the cards now face up to tell."""
    zones, own, other = Zones(state["zones"]), hand(seat), hand(opponent)
    if place == own:
        taken = zones.pick(other, rng)
        zones.move(taken, other, own)
        zones.move(neutral, own, other)
        _note(state, seat, taken, "taken")
        _note(state, opponent, taken, "lost")
        return []
    row = zones.zone(COMMON)["cards"]
    card = zones.pick(other, rng)
    zones.take(other, card)
    row[row.index(neutral)] = card
    zones.put(other, [neutral])
    _note(state, opponent, card, "lost")  # public, but the robbed phone tells it (PD11)
    return [neutral, card]


def every_hand(state: State) -> dict[str, Any]:
    """The omniscient moderator's private part: ``{"hands": {"<seat>": ids}, "all_notes":
    {"<seat>": notes}}`` for every seat of ``state["players"]``: each hand and what the swaps
    told each seat (never the deck)."""
    return {"hands": all_hands(state["zones"], state["players"]),
            "all_notes": copy.deepcopy(state["notes"])}
