"""lucha's options, the deal and the opening choice (seed 000, Inicio de la partida;
docs/rules-decisions.md#lucha).

Three candidates each (dealt at random from the 15), offices vacant, loyalty 5 and health 10;
five cards each, top of the deck first, seat 0's five first. Phase ``prepare``: every seat at
once keeps, assigns (game cards, at most two per own candidate) or discards; when all are in,
everyone draws back to five (seat order from the first player) and the first player's turn
starts. With ⚙ ``cards`` = "physical" the app keeps the public tracks only (physical.py).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import IllegalMove, State, not_your_turn, wrong_phase
from referee.games.common import check_keys, check_players, chosen_seat
from referee.games.kit.deck import draw_pile, shuffled
from referee.games.kit.options import (
    APP,
    bool_option,
    cards_option,
    deck_option,
    seat_option,
    with_defaults,
)
from referee.games.kit.seats import seats_from
from referee.games.kit.zones import DECK, DISCARD, Zones
from referee.games.lucha.catalogue import tables
from referee.games.lucha.flow import draw, start_turn
from referee.games.lucha.limits import BASE_HAND
from referee.games.lucha.state import (
    TABLE,
    assigned_zone,
    hand_has,
    history_add,
    sync_phase,
    zones,
)
from referee.games.lucha.turn import assign_card, discard_cards

MIN_PLAYERS, MAX_PLAYERS = 2, 5
PER_PLAYER = 3
OPTION_DEFAULTS: dict[str, Any] = {"cards": APP, "first_player": 0, "last_call": True,
                                   "deck": None}


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Validated options with defaults: ``cards`` "app" | "physical", ``first_player`` a seat
    or "random", ``last_call`` bool, ``deck`` None or the 98 card ids top first. Raises 400
    ``unknown_option``, ``bad_option``, ``bad_deck``."""
    chosen = with_defaults(raw, OPTION_DEFAULTS)
    return {"cards": cards_option(chosen["cards"]),
            "first_player": seat_option("first_player", chosen["first_player"], players),
            "last_call": bool_option("last_call", chosen["last_call"]),
            "deck": deck_option(chosen["deck"], tables().deck)}


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The opening state (phase ``prepare``; ``turn`` at once in physical mode). ValueError for
    a player count outside 2–5."""
    check_players("lucha", players, MIN_PLAYERS, MAX_PLAYERS)
    t = tables()
    opts = {**OPTION_DEFAULTS, **options}
    first = chosen_seat(opts["first_player"], players, rng)
    dealt = shuffled(t.candidates, rng)[:players * PER_PLAYER]
    mode = opts["cards"]
    _low, _high, start = t.loyalty
    candidates = {c: {"owner": i // PER_PLAYER, "loyalty": start, "health": t.health[2],
                      "office": None, "status": "in", "marker": False, "activated": None,
                      "hospital": False} for i, c in enumerate(dealt)}
    data: dict[str, Any] = {}
    z = Zones(data)
    pile = draw_pile(t.deck, opts["deck"], rng) if mode == APP else []
    z.add(DECK, "nobody", cards=pile).add(DISCARD, "all").add(TABLE, "all").add_hands(players)
    for c in dealt:
        z.add(assigned_zone(c), "owner", owner=candidates[c]["owner"])
    state: State = {
        "players": players, "mode": mode, "last_call": opts["last_call"], "first": first,
        "prearranged": opts["deck"] is not None, "step": "prepare", "phase": "prepare",
        "pending": [], "turn": first, "turn_no": 0, "candidacy": 1, "taken": [],
        "candidates": candidates, "order": dealt, "offices": dict.fromkeys(t.offices),
        "zones": data, "effects": [],
        "turn_state": {"acted": False, "received": [], "used": {}, "died": []},
        "used": [], "prepared": [], "rescue": None, "industry": None, "passed": [],
        "out": [], "looks": {}, "history": [], "result": None,
    }
    if mode == APP:
        z.deal(DECK, [f"hand-{s}" for s in range(players)], BASE_HAND)
    else:
        start_turn(state, first, rng)
    return state


def _assignments(state: State, seat: int, raw: Any) -> list[tuple[str, str]]:
    if not isinstance(raw, Mapping) or not all(isinstance(v, list) for v in raw.values()):
        raise IllegalMove("bad_args", "The move's arguments are malformed: {detail}.",
                          detail="assign maps candidates to lists of cards")
    return [(str(c), card) for c, cards in raw.items() for card in cards]


def prepare(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``prepare {"assign": {candidate: [ids]}, "discard": [ids]}`` — the opening choice of one
    seat (422 ``not_your_candidate``, ``cannot_assign_special``, ``too_many_assigned``,
    ``card_not_in_hand``). When every seat is in, every player still in (not one who left)
    draws back to five and play starts."""
    if state["phase"] != "prepare":
        raise wrong_phase(state["phase"])
    if seat in state["prepared"]:
        raise not_your_turn()
    check_keys(args, (), ("assign", "discard"))
    pairs = _assignments(state, seat, args.get("assign", {}))
    dropped = args.get("discard", [])
    if not isinstance(dropped, list):
        raise IllegalMove("bad_args", "The move's arguments are malformed: {detail}.",
                          detail="discard is a list of card ids")
    used = [card for _, card in pairs] + dropped
    if len(set(map(str, used))) != len(used):
        raise IllegalMove("bad_args", "The move's arguments are malformed: {detail}.",
                          detail="a card is named twice")
    for candidate, card_id in pairs:
        assign_card(state, seat, candidate, card_id)
    for card_id in dropped:
        hand_has(state, seat, card_id)
    discard_cards(state, seat, list(dropped), "prepare")
    state["prepared"].append(seat)
    history_add(state, "prepare", seat,
                assigned={c: zones(state).count(assigned_zone(c))
                          for c in state["order"] if state["candidates"][c]["owner"] == seat})
    if len(state["prepared"]) < state["players"]:
        return
    for s in seats_from(state["first"], state["players"]):
        if s not in state["out"]:
            draw(state, s, max(BASE_HAND - zones(state).count(f"hand-{s}"), 0), rng)
    start_turn(state, state["first"], rng)
    sync_phase(state)
