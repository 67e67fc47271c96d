"""Shared helpers for the Poker7 engine tests: tables with prearranged deals and a few ways to
drive them (no tests here). Imported as ``tests.referee.games.poker7.support``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from referee.games.base import State, Viewer
from referee.games.poker7 import GAME
from referee.games.poker7.deck import GAME_DECK
from referee.games.poker7.flow import start_hand
from tapete_testing.engine import played


def deal(holes: Sequence[Sequence[str]], common: Sequence[str]) -> list[str]:
    """A prearranged deck: the hole cards of the hand's players in deal order (from the
    dealer's next seat), the 5 common cards, then every other card in catalogue order."""
    named = [card for pair in holes for card in pair] + list(common)
    return named + [card for card in GAME_DECK if card not in named]


def new(players: int, holes: Sequence[Sequence[str]] = (), common: Sequence[str] = (),
        seed: int = 1, **options: Any) -> State:
    """A fresh table; with ``holes`` (and ``common``) the first hand is prearranged."""
    if holes:
        options["deck"] = deal(holes, common)
    return GAME.setup(players, GAME.options(options, players), random.Random(seed))


def act(state: State, seat: int, move: str, **args: Any) -> State:
    """``state`` after ``seat`` sends ``move`` with ``args`` (the input is left untouched)."""
    return played(GAME, state, seat, move, args)


def public(state: State) -> dict[str, Any]:
    """The public part of the view."""
    return dict(GAME.view(state, Viewer(None))["public"])


def private(state: State, seat: int) -> dict[str, Any]:
    """``seat``'s private part of the view."""
    return dict(GAME.view(state, Viewer(seat))["private"])


def check_around(state: State) -> State:
    """Every seat to bet checks until the hand needs something else."""
    while state["phase"] == "bet" and "check" in private(state, state["table"]["actor"])["moves"]:
        state = act(state, state["table"]["actor"], "check")
    return state


def show_first(state: State) -> State:
    """Every seat in the show step shows its first hole card."""
    while state["phase"] == "show":
        seat = state["table"]["shower"]
        state = act(state, seat, "show", card=private(state, seat)["hole"][0])
    return state


def to_showdown(state: State) -> State:
    """Check and show through every remaining round of the hand (the seat to act must be
    able to check)."""
    while state["phase"] in ("bet", "show"):
        actor = state["table"]["actor"]
        assert state["phase"] == "show" or "check" in private(state, actor)["moves"]
        state = show_first(check_around(state))
    return state


def chips_in_play(state: State) -> int:
    """Every chip at the table: stacks, round bets and pots."""
    pub = public(state)
    return sum(pub["chips"]) + sum(pub["bets"]) + sum(pot["amount"] for pot in pub["pots"])


def with_stacks(stacks: Sequence[int], holes: Sequence[Sequence[str]] = (),
                common: Sequence[str] = (), dealer: int = 0, ante: int = 2) -> State:
    """A table whose next hand starts with ``stacks`` (as after earlier hands), dealt from
    ``holes`` and ``common`` when given, with ``dealer`` dealing."""
    state = new(len(stacks), starting_chips=max(stacks), ante=ante, first_dealer=dealer)
    state.update(chips=list(stacks), hand_no=0, history=[])
    start_hand(state, deal(holes, common) if holes else GAME_DECK, random.Random(0),
               shuffle=not holes)
    return state
