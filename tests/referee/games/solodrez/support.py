"""Shared helpers for the SoloDrez engine tests: layouts from exact columns, a winnable deal
(no tests here). Imported as ``tests.referee.games.solodrez.support``."""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import IllegalMove, State, Viewer
from referee.games.kit.cards import deck_ids
from referee.games.solodrez import GAME
from tapete_testing.engine import played, refusal

FIGURES = ("joker", "queen", "rook", "bishop", "knight", "pawn")


def series(colour: int) -> list[str]:
    """The complete series of one colour, joker first."""
    return [f"{name}-{colour}" for name in FIGURES]


#: A deal that is won in 11 moves: columns 1 and 2 hold a neutral card under a series, columns
#: 3–9 one series each (remove 3–9, carry the series of 1 and 2 onto empty columns, remove).
WINNABLE = ["neutral-1", *series(1), "neutral-2", *series(2),
            *[card for colour in range(3, 10) for card in series(colour)]]


def new(seed: int = 1, **options: Any) -> State:
    """A fresh one-seat table (shuffled with ``seed`` unless ``deck`` is given)."""
    return GAME.setup(1, GAME.options(options, 1), random.Random(seed))


def table(*columns: list[str]) -> State:
    """A table whose columns are exactly ``columns`` (the rest empty), as if dealt so; the
    cards need not be the whole deck."""
    state = new()
    state["columns"] = [list(c) for c in columns] + [[] for _ in range(9 - len(columns))]
    return state


def act(state: State, move: str, **args: Any) -> State:
    """``state`` after seat 0 sends ``move`` with ``args`` (the input is left untouched)."""
    return played(GAME, state, 0, move, args)


def shift(state: State, source: int, count: int, target: int) -> State:
    """``state`` after moving ``count`` cards from column ``source`` to ``target``."""
    return act(state, "move", **{"from": source, "count": count, "to": target})


def refused(state: State, move: str, args: Any, seat: int | None = 0) -> IllegalMove:
    """The IllegalMove raised for this move; fails unless the state stays exactly as it was."""
    return refusal(GAME, state, seat, move, args)


def private(state: State, seat: int | None = 0) -> dict[str, Any]:
    """The private part of ``seat``'s view."""
    return GAME.view(state, Viewer(seat))["private"]


def all_cards(state: State) -> list[str]:
    """Every card of the game: on the table, in removed series, and the neutrals once gone."""
    cards = [card for column in state["columns"] for card in column]
    cards += [card for group in state["removed"] for card in group]
    if state["neutrals_removed"]:
        cards += ["neutral-1", "neutral-2"]
    return cards


DECK = deck_ids()
