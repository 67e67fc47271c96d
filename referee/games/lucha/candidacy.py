"""The rescue round at the end of a candidacy (seed 000, El final de una candidatura, Enviar un
candidato a Siberia, F.A.Q.; docs/rules-decisions.md#lucha D11, D12).

After every player still in had his turn, each player with a candidate at negative loyalty, in
the FAQ order, may ``rescue`` each such candidate with one Demagogia from his hand, or ``pass``.
The round's order and the steps after it (markers, +1 loyalty, Siberia, the next candidacy) are
``flow``'s.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import IllegalMove, State, not_your_turn, wrong_phase
from referee.games.common import check_keys
from referee.games.lucha.catalogue import DEMAGOGIA, card, card_type
from referee.games.lucha.flow import disgraced, next_rescuer
from referee.games.lucha.state import (
    hand_has,
    history_add,
    own_cand,
    zones,
)
from referee.games.lucha.tracks import change_loyalty


def _rescuer(state: State, seat: int) -> None:
    if state["phase"] != "rescue":
        raise wrong_phase(state["phase"])
    if seat != state["rescue"]["seat"]:
        raise not_your_turn()


def rescue(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``rescue {"card": demagogia, "candidate"}``: one Demagogia on one disgraced candidate."""
    _rescuer(state, seat)
    check_keys(args, ("card", "candidate"))
    hand_has(state, seat, args["card"])
    if card_type(args["card"]) != DEMAGOGIA:
        raise IllegalMove("not_demagogia", "A candidate is rescued with a Demagogia card.")
    own_cand(state, seat, args["candidate"])
    if args["candidate"] not in disgraced(state, seat):
        raise IllegalMove("not_in_disgrace",
                          "{candidate} is not in disgrace or was already rescued.",
                          candidate=args["candidate"])
    zones(state).move(args["card"], f"hand-{seat}", "discard")
    state["rescue"]["done"].append(args["candidate"])
    history_add(state, "rescue", seat, [args["card"]], candidate=args["candidate"])
    change_loyalty(state, args["candidate"], card(args["card"]).value or 0)
    if state["step"] == "rescue" and not state["pending"] and not disgraced(state, seat):
        state["rescue"]["queue"].pop(0)
        next_rescuer(state, rng)


def rescue_pass(state: State, seat: int, rng: random.Random) -> None:
    """``pass {}`` in the rescue round: no (more) rescue by this player."""
    _rescuer(state, seat)
    state["rescue"]["queue"].pop(0)
    next_rescuer(state, rng)


