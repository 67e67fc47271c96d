"""The offices' abilities, once per candidacy in the holder's own turn (seed 000, Habilidades de
los Cargos; docs/rules-decisions.md#lucha D20).

Industria: after the draw, one extra card, then ``industry`` — discard it, return it to the
bottom of the deck, or keep it and discard another hand card. NKVD: the cards assigned to one
candidate in play are shown to the holder alone, for as long as they stay there (``looks``); the
table sees which candidate. Interior and
Propaganda are the type-limit exceptions (cards.py).
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import IllegalMove, State, not_your_turn, wrong_phase
from referee.games.common import check_keys
from referee.games.lucha.flow import draw
from referee.games.lucha.state import (
    assigned_zone,
    cand,
    hand_has,
    history_add,
    offices_of,
    sync_phase,
    zones,
)
from referee.games.lucha.turn import discard_cards, own_turn

ABILITIES = ("industria", "nkvd")


def ability(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``ability {"office": "industria"}`` or ``{"office": "nkvd", "candidate"}``.
    422 ``not_office_holder``, ``ability_used``, ``no_such_candidate``."""
    own_turn(state, seat)
    office = args.get("office")
    if office not in ABILITIES:
        raise IllegalMove("bad_args", "The move's arguments are malformed: {detail}.",
                          detail="office is industria or nkvd")
    check_keys(args, ("office",) + (("candidate",) if office == "nkvd" else ()))
    if office not in offices_of(state, seat):
        raise IllegalMove("not_office_holder", "Only a player who holds an office may do this.")
    if f"{office}:{seat}" in state["used"]:
        raise IllegalMove("ability_used",
                          "The office's ability has already been used this candidacy.")
    if office == "nkvd":
        candidate = args["candidate"]
        cand(state, candidate)
        seen = state.setdefault("looks", {}).setdefault(str(seat), {})
        seen[candidate] = zones(state).cards(assigned_zone(candidate))
        state["used"].append(f"nkvd:{seat}")
        state["turn_state"]["acted"] = True
        history_add(state, "ability", seat, office="nkvd", candidate=candidate)
        return
    drawn = draw(state, seat, 1, rng)
    state["used"].append(f"industria:{seat}")
    state["turn_state"]["acted"] = True
    history_add(state, "ability", seat, office="industria")
    if drawn:
        state["industry"] = {"card": drawn[0]}
        state["step"] = "industry"
        sync_phase(state)


def prune_looks(state: State) -> None:
    """Forget the looked-at cards that left their candidate (played, discarded), so a card that
    comes back later is not shown as seen."""
    z = zones(state)
    for seen in state.get("looks", {}).values():
        for candidate, cards in seen.items():
            seen[candidate] = [c for c in cards if z.has(assigned_zone(candidate), c)]


def industry(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``industry {"choice": "discard" | "return" | "keep", "discard": id}`` for the extra card
    (``discard`` names the other card given up with "keep")."""
    if state["phase"] != "industry":
        raise wrong_phase(state["phase"])
    if seat != state["turn"]:
        raise not_your_turn()
    choice = args.get("choice")
    check_keys(args, ("choice",) + (("discard",) if choice == "keep" else ()))
    extra = state["industry"]["card"]
    hand = f"hand-{seat}"
    if choice == "discard":
        discard_cards(state, seat, [extra], "industria")
    elif choice == "return":
        zones(state).move(extra, hand, "deck")
    elif choice == "keep":
        hand_has(state, seat, args["discard"])
        if args["discard"] == extra:
            raise IllegalMove("keep_extra", "Keep the extra card by discarding another one.")
        discard_cards(state, seat, [args["discard"]], "industria")
    else:
        raise IllegalMove("bad_args", "The move's arguments are malformed: {detail}.",
                          detail="choice is discard, return or keep")
    state["industry"] = None
    state["step"] = "turn"
    history_add(state, "industry", seat, how=choice)
    sync_phase(state)
