"""A match of several hands: the deal passing on, each hand dealt from the whole deck again, the
printed-cards result of a shedding hand, scores carried over and the match's end
(docs/rules-decisions.md#conventions; seed 004 BlackDrez, DomiDrez, RummiDrez and TriumfDrez).

The state keys read and written: ``players``, ``phase``, ``dealer`` (the seat that dealt the
hand), ``hand_no`` (hands dealt so far), ``zones``, ``scores`` (one int per seat or side),
``target`` (None: no target), ``to_play``, ``hand_result``, ``result`` (the finished match) and
``history``.

Each refusal is a literal ``IllegalMove`` (its message is a msgid of the ``api`` catalogue).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, MutableSequence, Sequence
from typing import Any

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase, is_int
from referee.games.kit.deck import draw_pile
from referee.games.kit.history import record
from referee.games.kit.ledger import leaders
from referee.games.kit.options import PHYSICAL
from referee.games.kit.seats import seats_from
from referee.games.kit.seen import ready_for_next, still_to_see
from referee.games.kit.zones import DECK, Zones, hand

#: The phase of a hand being played, and the one between two hands (each seat sends
#: ``next_hand`` once it has seen the result, ``kit.seen``).
PLAY, HAND_OVER = "play", "hand_over"


def awaiting_to_play(state: State) -> list[int]:
    """Who a shedding game waits for (``Game.awaiting``): ``[to_play]`` during a hand the app
    deals; every seat while a printed-cards hand waits for its result (``to_play`` None); at
    ``hand_over`` every seat that has not yet seen the result (``kit.seen``); ``[]`` once the
    match is over."""
    if state["phase"] == PLAY and state["to_play"] is not None:
        return [state["to_play"]]
    if state["phase"] == PLAY:
        return list(range(state["players"]))
    if state["phase"] == HAND_OVER:
        return still_to_see(state, range(state["players"]))
    return []


def any_seat(state: State, actor: Actor) -> int:
    """The actor's seat; 409 ``not_your_turn`` for an actor without a seat at the table."""
    if actor.seat is None or not 0 <= actor.seat < state["players"]:
        raise not_your_turn()
    return actor.seat


def pass_the_deal(state: State, actor: Actor, args: Args) -> bool:
    """A ``next_hand`` move at ``hand_over`` (else 409 ``wrong_phase``): ``{}`` from a seat
    says it has seen the result, ``{"now": true}`` from the moderator deals without waiting
    (``kit.seen.ready_for_next``: 400 ``bad_args``, 403 ``not_moderator``, 409
    ``already_seen``, ``not_your_turn``). True once every seat has seen it (or now): the deal
    has passed to the next seat (previous dealer + 1) and the caller deals the hand."""
    check_phase(state, HAND_OVER)
    if not ready_for_next(state, actor, args, range(state["players"])):
        return False
    state["dealer"] = (state["dealer"] + 1) % state["players"]
    return True


def first_seat(state: State) -> int:
    """The dealer's next seat: dealt first, and the first to act."""
    return int((state["dealer"] + 1) % state["players"])


def new_hand(state: State, table: Sequence[str] = ()) -> Zones:
    """Open the next hand: ``hand_no`` + 1 and fresh zones in ``state["zones"]``: the deck (seen
    by nobody), each zone of ``table`` (face up), then ``hand-<s>`` for every seat (seen by its
    owner). Returns them, every zone empty."""
    state["hand_no"] += 1
    zones = Zones({})
    state["zones"] = zones.data
    zones.add(DECK, "nobody")
    for name in table:
        zones.add(name, "all")
    return zones.add_hands(state["players"])


def deal_hands(zones: Zones, state: State, game_deck: Sequence[str], each: int,
               prearranged: Sequence[str] | None, rng: random.Random) -> None:
    """Fill the deck of a new hand and deal: ``game_deck`` shuffled with ``rng`` (or
    ``prearranged``, top first), then ``each`` cards to every seat from the dealer's next."""
    zones.put(DECK, draw_pile(game_deck, prearranged, rng))
    zones.deal(DECK, [hand(s) for s in seats_from(first_seat(state), state["players"])], each)


def check_printed(state: State, phase: str) -> None:
    """A result sent from a printed-cards table: 409 ``wrong_phase`` outside ``phase``, 409
    ``app_cards`` when the app deals."""
    check_phase(state, phase)
    if state["cards"] != PHYSICAL:
        raise IllegalMove("app_cards", "The app deals this table: the hand ends by itself.")


def check_app_deals(state: State) -> None:
    """A move of the app's cards: 409 ``physical_cards`` at a printed-cards table of a shedding
    game (whose seats send the hand's result)."""
    if state["cards"] == PHYSICAL:
        raise IllegalMove("physical_cards", "This table plays with printed cards: send the "
                          "hand's result instead.")


def cards_left(state: State, args: Args) -> tuple[list[int], int | None]:
    """The arguments of a printed-cards ``hand_result``, ``{"cards_left": {seat: int},
    "blocked": bool}``, as ``(cards left per seat in seat order, the seat that went out or None
    for a blocked hand)``. 400 ``bad_args`` for other keys, a seat without a count ≥ 0 or
    ``blocked`` not a bool; 422 ``bad_result`` unless a hand that is not blocked has exactly
    one seat at 0."""
    check_keys(args, ("cards_left", "blocked"))
    left, was_blocked = args["cards_left"], args["blocked"]
    seats = [str(s) for s in range(state["players"])]
    if not (isinstance(left, dict) and sorted(left) == seats and isinstance(was_blocked, bool)
            and all(is_int(left[s]) and left[s] >= 0 for s in seats)):
        raise IllegalMove("bad_args", "cards_left needs a count of 0 or more for every seat, "
                          "blocked true or false.")
    counts = [left[s] for s in seats]
    out = [s for s, n in enumerate(counts) if n == 0]
    if not was_blocked and len(out) != 1:
        raise IllegalMove("bad_result", "A hand that is not blocked ends with exactly one "
                          "player out of cards.")
    return counts, None if was_blocked else out[0]


def going_out(counts: Sequence[int], seat: int) -> dict[int, int]:
    """``seat`` emptied his hand: he scores every card left in the other hands."""
    return {seat: sum(n for s, n in enumerate(counts) if s != seat)}


def blocked(counts: Sequence[int]) -> dict[int, int]:
    """A blocked hand: the fewest cards win; each tied player scores the sum, over the others,
    of their count minus his."""
    low = min(counts)
    points = sum(n - low for n in counts)
    return {s: points for s, n in enumerate(counts) if n == low}


def carry(scores: MutableSequence[int], gained: Mapping[int, int]) -> None:
    """Add a hand's points (``{seat or side: points}``) to the match scores, in place."""
    for k, points in gained.items():
        scores[k] += points


def close_shedding_hand(state: State, counts: Sequence[int], out: int | None) -> None:
    """Score a shedding hand (``out`` emptied his hand, or blocked when None) and carry the
    points over; ``hand_result`` ``{"blocked", "cards_left", "points", "winners"}`` and the
    public ``hand_end`` event (how ``out`` / ``blocked``, with the hand's number); nobody to
    play. The caller decides whether the match ends (``sole_leader``)."""
    gained = blocked(counts) if out is None else going_out(counts, out)
    carry(state["scores"], gained)
    result = {"blocked": out is None, "cards_left": {str(s): n for s, n in enumerate(counts)},
              "points": {str(s): p for s, p in gained.items()}, "winners": sorted(gained)}
    state["hand_result"] = result
    record(state["history"], "hand_end", None, how="blocked" if out is None else "out",
           hand=state["hand_no"], cards_left=dict(result["cards_left"]),
           points=dict(result["points"]), winners=sorted(gained))
    state["to_play"] = None


def hand_result_view(result: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """The public copy of a scored shedding hand (``hand_result`` of ``close_shedding_hand``:
    ``{"blocked", "cards_left", "points", "winners"}``), or None while no hand is scored."""
    return None if result is None else {
        **result, "cards_left": dict(result["cards_left"]), "points": dict(result["points"]),
        "winners": list(result["winners"])}


def match_outcome(state: State) -> dict[str, Any] | None:
    """A game's outcome when it keeps the finished match in ``state["result"]`` as ``{"winners",
    "reason", "scores": {"<seat or side>": int}, "hands"}``: None while the match goes on, then
    a copy of it."""
    result = state["result"]
    return None if result is None else {**result, "winners": list(result["winners"]),
                                        "scores": dict(result["scores"])}


def sole_leader(scores: Sequence[int], target: int | None) -> int | None:
    """Who wins the match once a hand is scored: the one seat (or side) with the highest score
    when it reaches ``target``; None while the match goes on (below the target, tied for the
    highest, or no target at all)."""
    top = leaders(scores)
    if target is None or len(top) != 1 or scores[top[0]] < target:
        return None
    return top[0]
