"""Shared helpers for the lucha engine tests: a table set up card by card (no tests here).

Seats 0, 1, 2 play candidates A = stalin (0), B = trotsky (1), C = zinoviev (2), each with two
more (kamenev, bukharin / rykov, tomsky / molotov, kalinin), every one at loyalty 5, health 10,
as in the rules decisions' test table. Every card not placed is in the deck.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.lucha import GAME
from referee.games.lucha.catalogue import tables
from referee.games.lucha.state import assigned_zone
from tapete_testing.engine import played, refusal

A, B, C = "stalin", "trotsky", "zinoviev"
ORDER = [A, "kamenev", "bukharin", B, "rykov", "tomsky", C, "molotov", "kalinin"]


def table(players: int = 3, *, turn: int = 0, hands: Mapping[int, list[str]] | None = None,
          assigned: Mapping[str, list[str]] | None = None,
          loyalty: Mapping[str, int] | None = None, health: Mapping[str, int] | None = None,
          offices: Mapping[str, str] | None = None, last_call: bool = False) -> State:
    """A table in ``turn``'s turn (nothing done yet) with exactly these cards and tracks."""
    options = GAME.options({"last_call": last_call}, players)
    state = GAME.setup(players, options, random.Random(0))
    order = ORDER[:players * 3]
    state["order"] = order
    state["candidates"] = {c: {"owner": i // 3, "loyalty": 5, "health": 10, "office": None,
                               "status": "in", "marker": False, "activated": None,
                               "hospital": False} for i, c in enumerate(order)}
    zones = state["zones"]
    for name in [n for n in zones if n.startswith("assigned-")]:
        del zones[name]
    for c in order:
        zones[assigned_zone(c)] = {"cards": [], "show": "owner", "owner": order.index(c) // 3,
                                   "seen_by": [], "revealed": []}
    for name in zones:
        zones[name]["cards"] = []
    placed = [card for cards in (hands or {}).values() for card in cards] + \
        [card for cards in (assigned or {}).values() for card in cards]
    zones["deck"]["cards"] = [c for c in tables().deck if c not in placed]
    for seat, cards in (hands or {}).items():
        zones[f"hand-{seat}"]["cards"] = list(cards)
    for cand, cards in (assigned or {}).items():
        zones[assigned_zone(cand)]["cards"] = list(cards)
    for cand, value in (loyalty or {}).items():
        state["candidates"][cand]["loyalty"] = value
    for cand, value in (health or {}).items():
        state["candidates"][cand]["health"] = value
    for office, cand in (offices or {}).items():
        state["offices"][office] = cand
        state["candidates"][cand]["office"] = office
    state.update(step="turn", phase="turn", turn=turn, turn_no=1, prepared=list(range(players)),
                 turn_state={"acted": False, "received": [], "used": {}, "died": []})
    return state


def act(state: State, seat: int, move: str, args: Any = None) -> State:
    """``state`` after ``seat`` sends ``move``."""
    return played(GAME, state, seat, move, {} if args is None else args)


def refused(state: State, seat: int, move: str, args: Any = None) -> IllegalMove:
    """The refusal of this move (the state checked unchanged)."""
    return refusal(GAME, state, seat, move, {} if args is None else args)


def loyalty(state: State, cand: str) -> int:
    return int(state["candidates"][cand]["loyalty"])


def health(state: State, cand: str) -> int:
    return int(state["candidates"][cand]["health"])


def office(state: State, cand: str) -> str | None:
    return state["candidates"][cand]["office"]


def cards_total(state: State) -> int:
    """Every card in every zone (the deck has 98)."""
    return sum(len(z["cards"]) for z in state["zones"].values())
