"""Shared helpers for the PokerGuess engine tests: a prearranged deal, predictions in short,
moves by seat (no tests here). Imported as ``tests.referee.games.pokerguess.support``."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.kit.seats import seats_from
from referee.games.pokerguess import GAME
from referee.games.pokerguess.deck import GAME_DECK
from tapete_testing.engine import played, refusal

#: Colour numbers by the names the seed's example uses.
RED, GREEN = 2, 9


def P(colour: int, colour_count: int, figure: str, figure_count: int) -> dict[str, Any]:
    """A prediction: at least ``colour_count`` of ``colour`` and ``figure_count`` of
    ``figure``."""
    return {"colour": colour, "colour_count": colour_count, "figure": figure,
            "figure_count": figure_count}


def deal(hands: Mapping[int, Sequence[str]], common: Sequence[str], dealer: int) -> list[str]:
    """The prearranged deck that deals ``hands`` (each seat's two from the dealer's next
    seat) and then ``common``; every other card after them."""
    players = len(hands)
    top = [c for seat in seats_from((dealer + 1) % players, players) for c in hands[seat]]
    top += list(common)
    return top + [card for card in GAME_DECK if card not in top]


def new(players: int = 4, holes: Mapping[int, Sequence[str]] | None = None,
        common: Sequence[str] = (), **options: Any) -> State:
    """A fresh table; with ``holes`` (each seat's two) and ``common`` a prearranged first
    deal."""
    if holes is not None:
        options["deck"] = deal(holes, common, options.get("first_dealer", 0))
    return GAME.setup(players, GAME.options(options, players), random.Random(7))


def act(state: State, seat: int | None, move: str, args: Any = None) -> State:
    """``state`` after ``seat`` sends ``move``."""
    return played(GAME, state, seat, move, {} if args is None else args)


def refused(state: State, seat: int | None, move: str, args: Any = None) -> IllegalMove:
    """The refusal of this move (the state is checked unchanged)."""
    return refusal(GAME, state, seat, move, {} if args is None else args)


def guess(state: State, seat: int, prediction: dict[str, Any] | None = None,
          raise_to: int | None = None) -> State:
    """``seat`` stays with ``prediction`` (None keeps its own) and an optional raise."""
    return act(state, seat, "guess", {"prediction": prediction, "raise_to": raise_to})


def fold(state: State, seat: int) -> State:
    """``seat`` folds."""
    return act(state, seat, "guess", {"fold": True})


def chips_total(state: State) -> int:
    """Every chip at the table: the stacks plus the pot."""
    return sum(state["ledger"]["stacks"]) + state["ledger"]["pot"]
