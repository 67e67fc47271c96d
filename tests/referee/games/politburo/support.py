"""Shared helpers for the Politburo engine tests: a scripted table (no tests in this module).

Imported by the ``test_*`` modules beside it as ``tests.referee.games.politburo.support``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from referee.games.base import IllegalMove, State, Viewer
from referee.games.politburo import GAME
from referee.games.politburo.rules import MINISTRIES
from tapete_testing.engine import played, refusal


def new(players: int = 5, gs: int = 0, members: list[str] | None = None, seed: int = 1) -> State:
    """A fresh table; ``members`` (by seat) replaces the random deal when given."""
    state = GAME.setup(players, GAME.options({"first_general_secretary": gs}, players),
                       random.Random(seed))
    if members is not None:
        state["members"] = list(members)
    return state


def act(state: State, seat: int | None, move: str, **args: Any) -> State:
    """``state`` after ``seat`` sends ``move`` with ``args`` (the input is left untouched)."""
    return played(GAME, state, seat, move, args)


def refused(state: State, seat: int | None, move: str, args: Any) -> IllegalMove:
    """The IllegalMove raised for this move; fails unless the state stays exactly as it was."""
    return refusal(GAME, state, seat, move, args)


def voters(state: State) -> list[int]:
    """Every seat but the General Secretary's."""
    return [s for s in range(state["players"]) if s != state["general_secretary"]]


def vote_all(state: State, approving: Iterable[int]) -> State:
    """Every voter votes, approving when its seat is in ``approving``."""
    approving = set(approving)
    for seat in voters(state):
        state = act(state, seat, "vote", approve=seat in approving)
    return state


def plan(state: State, ministry: str) -> State:
    """The GS proposes ``ministry`` and every voter approves it."""
    state = act(state, state["general_secretary"], "propose", ministry=ministry)
    return vote_all(state, voters(state))


def attempt(state: State, players: list[int], choices: list[str]) -> State:
    """The GS appoints ``players`` and each chooses the matching entry of ``choices``."""
    state = act(state, state["general_secretary"], "appoint", players=players)
    for seat, choice in zip(players, choices, strict=True):
        state = act(state, seat, "execute", choice=choice)
    return state


def to_purge(state: State, players: list[int], choices: list[str],
             ministry: str = "defence") -> State:
    """Plan approved, attempts 1-2 split 2-1, attempt 3 by ``choices``: the purge is next."""
    state = plan(state, ministry)
    state = attempt(state, players, ["repress", "repress", "reform"])
    state = attempt(state, players, ["reform", "reform", "repress"])
    return attempt(state, players, choices)


def quiet_turn(state: State, ministry: str = "defence", choice: str = "repress") -> State:
    """A whole turn: plan approved at once, a unanimous first attempt by seats 0-2."""
    return attempt(plan(state, ministry), [0, 1, 2], [choice] * 3)


def views(state: State) -> dict[int | None, dict[str, Any]]:
    """Every seat's view, plus a seatless non-moderator's under key None."""
    built: dict[int | None, dict[str, Any]] = {
        s: GAME.view(state, Viewer(s)) for s in range(state["players"])}
    built[None] = GAME.view(state, Viewer(None))
    return built


def candidate_moves(state: State, seat: int) -> list[tuple[str, dict[str, Any]]]:
    """Every well-formed move ``seat`` could try now, legal or not (a finite menu)."""
    n = state["players"]
    others = [s for s in range(n) if s != seat]
    return ([("propose", {"ministry": m}) for m in MINISTRIES]
            + [(move, {"approve": a}) for move in ("vote", "casting_vote") for a in (True, False)]
            + [("appoint", {"players": [seat, others[0], others[1]]}),
               ("appoint", {"players": others[:3]})]
            + [("execute", {"choice": c}) for c in ("repress", "reform")]
            + [("point", {"at": s}) for s in others])

