"""A lucha seat whose player has left (docs/rules-decisions.md#lucha D23, D24, "A player who
leaves"; issue 33).

His candidates go to Siberia, the only way the rules take a living candidate out of the game,
with what that brings (assigned cards discarded, offices vacant and settled again); with no
candidate in play he is out, as the rules put a player out, and his hand is discarded; the
last player with candidates wins. What is left of his part is closing what waits for him: his
stand-in, from his own view, sends the opening choice with nothing assigned, ends the turn he
was in, passes in the rescue round and in each last call.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import State
from referee.games.lucha.elimination import eliminate
from referee.games.lucha.end import check_end
from referee.games.lucha.offices import settle
from referee.games.lucha.state import candidates_of, sync_phase


def leave(state: State, seat: int, how: str) -> State:
    """``state`` once ``seat``'s player has left (``kit.leaving.leave`` then records the seat):
    a choice of office holder he owed is dropped, a renewal or Industria of his turn is
    closed, his candidates go to Siberia (``eliminated`` events) and he is out; the offices
    settle again. May end the game (last player, or the Secretaría taken in the settle)."""
    if state["step"] == "over":
        return state
    state["pending"] = [w for w in state["pending"]
                        if not (w["kind"] == "choose_office" and w["seat"] == seat)]
    if state["turn"] == seat and state["step"] in ("renew", "industry"):
        state["step"], state["industry"] = "turn", None
    for candidate in candidates_of(state, seat):
        eliminate(state, candidate, "siberia", settle_now=False)
    if not check_end(state):
        settle(state)
    sync_phase(state)
    return state


def stand_in(view: dict[str, Any], seat: int,
             rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """The stand-in's move for ``seat`` from its own ``view`` (``view.view``), or None when the
    game awaits nothing of it: ``prepare {}``, ``end_turn {}`` or ``pass {}``."""
    public = view["public"]
    if seat not in public["awaiting"]:
        return None
    phase = view["phase"]
    if phase == "prepare":
        return "prepare", {}
    if phase == "turn":
        return "end_turn", {}
    if phase in ("rescue", "last_call"):
        return "pass", {}
    return None
