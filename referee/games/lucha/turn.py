"""The moves of a player's turn (seed 000, El turno de juego; docs/rules-decisions.md#lucha D1,
D2, D4).

The turn starts in ``flow`` (effects expire, the hand is drawn up to its limit). The player then
plays, assigns and discards in any order until ``end_turn`` (hand at most the limit), or — as
his first action — renews: the hand discarded, 7 drawn, 2 of them discarded, and the turn ends.
A closed turn goes on in ``flow`` (the last call, the next turn or the end of the candidacy).
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import IllegalMove, State, not_your_turn, wrong_phase
from referee.games.common import check_keys
from referee.games.lucha.catalogue import card
from referee.games.lucha.flow import close_turn, draw
from referee.games.lucha.limits import RENEW_DISCARD, RENEW_DRAW, hand_limit
from referee.games.lucha.state import (
    assigned_zone,
    hand_has,
    history_add,
    own_cand,
    sync_phase,
    zones,
)
from referee.plural import Plural


def own_turn(state: State, seat: int | None) -> None:
    """409 unless the game is in the ``turn`` phase and ``seat`` is the turn player."""
    if state["phase"] != "turn":
        raise wrong_phase(state["phase"])
    if seat != state["turn"]:
        raise not_your_turn()


def _cards_arg(state: State, seat: int, cards: Any) -> list[str]:
    """A list of distinct cards of ``seat``'s hand (400 ``bad_args``, 422 ``card_not_in_hand``)."""
    if not isinstance(cards, list) or len(set(map(str, cards))) != len(cards):
        raise IllegalMove("bad_args", "The move's arguments are malformed: {detail}.",
                          detail="cards must be a list of different card ids")
    for c in cards:
        hand_has(state, seat, c)
    return list(cards)


def discard_cards(state: State, seat: int, cards: list[str], how: str) -> None:
    """Move ``cards`` from ``seat``'s hand to the discard pile (public)."""
    for c in cards:
        zones(state).move(c, f"hand-{seat}", "discard")
    if cards:
        history_add(state, "discard", seat, cards, how=how)


def assign_card(state: State, seat: int, candidate: Any, card_id: Any) -> None:
    """Put ``card_id`` from ``seat``'s hand face down on his ``candidate`` (checks: own
    candidate, game card, at most 2, in hand; hospitalised candidates take nothing)."""
    entry = own_cand(state, seat, candidate)
    hand_has(state, seat, card_id)
    if card(card_id).is_special:
        raise IllegalMove("cannot_assign_special",
                          "Special cards are never assigned to a candidate.")
    if zones(state).count(assigned_zone(candidate)) >= 2:
        raise IllegalMove("too_many_assigned",
                          "{candidate} already has two assigned cards.", candidate=candidate)
    if entry["hospital"]:
        raise IllegalMove("hospitalised", "{candidate} is in hospital.", candidate=candidate)
    zones(state).move(card_id, f"hand-{seat}", assigned_zone(candidate))


def assign(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``assign {"card", "candidate"}`` in one's own turn."""
    own_turn(state, seat)
    check_keys(args, ("card", "candidate"))
    assign_card(state, seat, args["candidate"], args["card"])
    state["turn_state"]["acted"] = True
    history_add(state, "assign", seat, candidate=args["candidate"])


def discard(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``discard {"cards": [ids]}`` from the hand in one's own turn (assigned cards never)."""
    own_turn(state, seat)
    check_keys(args, ("cards",))
    cards = _cards_arg(state, seat, args["cards"])
    discard_cards(state, seat, cards, "discard")
    state["turn_state"]["acted"] = True


def end_turn(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``end_turn {"discard": [ids]}``: the hand must end at most the limit
    (422 ``hand_over_limit``)."""
    own_turn(state, seat)
    check_keys(args, (), ("discard",))
    cards = _cards_arg(state, seat, args.get("discard", []))
    limit = hand_limit(state, seat)
    if zones(state).count(f"hand-{seat}") - len(cards) > limit:
        raise IllegalMove("hand_over_limit",
                          "Your hand may hold at most {limit} cards at the end of your turn.",
                          limit=limit)
    discard_cards(state, seat, cards, "end_turn")
    history_add(state, "end_turn", seat)
    close_turn(state, rng)


def renew(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``renew {}``: first action only (422 ``too_late_to_renew``); the hand is discarded and
    7 cards drawn; ``renew_discard`` follows."""
    own_turn(state, seat)
    check_keys(args, ())
    if state["turn_state"]["acted"]:
        raise IllegalMove("too_late_to_renew",
                          "You can renew your hand only as the first action of your turn.")
    discard_cards(state, seat, zones(state).cards(f"hand-{seat}"), "renew")
    draw(state, seat, RENEW_DRAW, rng)
    state["turn_state"]["acted"] = True
    state["step"] = "renew"
    sync_phase(state)


def renew_discard(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``renew_discard {"cards": [a, b]}``: two of the drawn cards go; the turn ends (D2)."""
    if state["phase"] != "renew":
        raise wrong_phase(state["phase"])
    if seat != state["turn"]:
        raise not_your_turn()
    check_keys(args, ("cards",))
    cards = _cards_arg(state, seat, args["cards"])
    need = min(RENEW_DISCARD, zones(state).count(f"hand-{seat}"))
    if len(cards) != need:
        raise IllegalMove("discard_two", Plural("Discard exactly {count} card.",
                                                "Discard exactly {count} cards.", "count"),
                          count=need)
    discard_cards(state, seat, cards, "renew")
    state["step"] = "turn"
    close_turn(state, rng)
