"""Shared helpers for the DomiDrez engine tests: a hand laid out mid-play, moves by seat (no
tests here). Imported as ``tests.referee.games.domidrez.support``."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.domidrez import GAME
from referee.games.domidrez.deal import game_deck
from referee.games.domidrez.matching import TABLE
from referee.games.kit.zones import DECK, hand
from tapete_testing.engine import played, refusal


def new(players: int = 3, **options: Any) -> State:
    """A fresh table (seeded shuffle unless ``deck`` is given)."""
    return GAME.setup(players, GAME.options(options, players), random.Random(7))


def position(hands: Mapping[int, Sequence[str]], top: str, *, deck: Sequence[str] | None = None,
             to_play: int = 0, **options: Any) -> State:
    """A hand in play: ``hands`` per seat, ``top`` face up on the table, the deck ``deck`` (top
    first; every other card when None), ``to_play`` next."""
    state = new(len(hands), **options)
    used = [c for cards in hands.values() for c in cards] + [top]
    zones = state["zones"]
    for seat, cards in hands.items():
        zones[hand(seat)]["cards"] = list(cards)
    zones[TABLE]["cards"] = [top]
    rest = [c for c in game_deck(state["decks"]) if c not in used]
    zones[DECK]["cards"] = rest if deck is None else list(deck)
    state["to_play"] = to_play
    return state


def act(state: State, seat: int | None, move: str, args: Any = None) -> State:
    """``state`` after ``seat`` sends ``move``."""
    return played(GAME, state, seat, move, {} if args is None else args)


def refused(state: State, seat: int | None, move: str, args: Any = None) -> IllegalMove:
    """The refusal of this move (the state is checked unchanged)."""
    return refusal(GAME, state, seat, move, {} if args is None else args)


def all_cards(state: State) -> list[str]:
    """Every card in every zone, sorted (hands + table + deck)."""
    return sorted(c for z in state["zones"].values() for c in z["cards"])
