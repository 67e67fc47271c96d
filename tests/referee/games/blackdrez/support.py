"""Shared helpers for the BlackDrez engine tests: a table laid out mid-round, moves by seat (no
tests here). Imported as ``tests.referee.games.blackdrez.support``."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.blackdrez import GAME
from referee.games.blackdrez.rounds import TABLE, pile
from referee.games.blackdrez.scores import is_joker
from referee.games.blackdrez.turn import first_holder, recompute_holder
from referee.games.kit.cards import deck_ids
from referee.games.kit.zones import DECK, DISCARD, hand
from tapete_testing.engine import played, refusal


def new(players: int = 4, **options: Any) -> State:
    """A fresh table (seeded shuffle unless ``deck`` is given)."""
    return GAME.setup(players, GAME.options(options, players), random.Random(7))


def position(hands: Mapping[int, Sequence[str]], *, players: int | None = None,
             table: Sequence[str] = (), deck_top: Sequence[str] = (), dealer: int = 0,
             last: int | None = None) -> State:
    """A round in play: ``hands`` of the active seats (seats not listed are out), ``table``
    cards, the deck starting with ``deck_top`` and then every other card; jokers count 1. The
    holder is computed from ``last``, or as at the start of a round when None."""
    players = players or len(hands)
    state = new(players, first_dealer=dealer)
    used = [c for cards in hands.values() for c in cards] + list(table) + list(deck_top)
    rest = [c for c in deck_ids(state["decks"], neutrals=False) if c not in used]
    zones = state["zones"]
    for name in zones:
        zones[name]["cards"] = []
    for seat, cards in hands.items():
        zones[hand(seat)]["cards"] = list(cards)
    zones[TABLE]["cards"] = list(table)
    zones[DECK]["cards"] = list(deck_top) + rest
    state.update(phase="play", active=sorted(hands), stands=[], round_result=None,
                 jokers={c: 1 for cards in hands.values() for c in cards if is_joker(c)})
    if last is None:
        first_holder(state)
    else:
        recompute_holder(state, last)
    return state


def act(state: State, seat: int | None, move: str, args: Any = None) -> State:
    """``state`` after ``seat`` sends ``move``."""
    return played(GAME, state, seat, move, {} if args is None else args)


def refused(state: State, seat: int | None, move: str, args: Any = None) -> IllegalMove:
    """The refusal of this move (the state is checked unchanged)."""
    return refusal(GAME, state, seat, move, {} if args is None else args)


def pile_count(state: State, seat: int) -> int:
    return len(state["zones"][pile(seat)]["cards"])


def all_cards(state: State) -> list[str]:
    """Every card in every zone, sorted (hands + table + piles + deck + discard)."""
    return sorted(c for z in state["zones"].values() for c in z["cards"])


__all__ = ["DISCARD", "TABLE", "act", "all_cards", "new", "pile_count", "position",
           "refused"]
