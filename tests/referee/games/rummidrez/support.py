"""Shared helpers for the RummiDrez engine tests: a hand laid out mid-play, moves by seat (no
tests here). Imported as ``tests.referee.games.rummidrez.support``."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.kit.zones import DECK, hand
from referee.games.rummidrez import GAME
from referee.games.rummidrez.deal import game_deck
from tapete_testing.engine import played, refusal


def new(players: int = 2, seed: int = 7, **options: Any) -> State:
    """A fresh table (seeded shuffle unless ``deck`` is given)."""
    return GAME.setup(players, GAME.options(options, players), random.Random(seed))


def position(hands: Mapping[int, Sequence[str]], table: Sequence[Sequence[str]] = (), *,
             melded: Sequence[bool] | None = None, deck: Sequence[str] | None = None,
             to_play: int = 0, **options: Any) -> State:
    """A hand in play: ``hands`` per seat, the groups ``table``, who has ``melded`` (nobody by
    default), the deck ``deck`` (top first; every other card when None), ``to_play`` next."""
    players = len(hands)
    state = new(players, **options)
    used = {c for cards in hands.values() for c in cards} | {c for g in table for c in g}
    zones = state["zones"]
    for seat, cards in hands.items():
        zones[hand(seat)]["cards"] = list(cards)
    state["table"] = [list(group) for group in table]
    zones[DECK]["cards"] = [c for c in game_deck() if c not in used] if deck is None \
        else list(deck)
    state["melded"] = list(melded) if melded is not None else [False] * players
    state["to_play"] = to_play
    return state


def act(state: State, seat: int | None, move: str, args: Any = None) -> State:
    """``state`` after ``seat`` sends ``move``."""
    return played(GAME, state, seat, move, {} if args is None else args)


def refused(state: State, seat: int | None, move: str, args: Any = None) -> IllegalMove:
    """The refusal of this move (the state is checked unchanged)."""
    return refusal(GAME, state, seat, move, {} if args is None else args)


def all_cards(state: State) -> list[str]:
    """Every card in every zone and on the table, sorted."""
    return sorted([c for z in state["zones"].values() for c in z["cards"]]
                  + [c for g in state["table"] for c in g])


#: A prearranged two-seat deal (dealer 0, so seat 1 is dealt first and starts): seat 1 holds a
#: first meld of 7 (rooks 1–4, the colour-2 bishop, rook and queen) and the queen 4 and bishop
#: 4 that take the rook 4 out of the rooks once melded; seat 0 holds the knights 3–9.
FIRST_MELD_1 = [["rook-1#1", "rook-2#1", "rook-3#1", "rook-4#1"],
                ["bishop-2#1", "rook-2#2", "queen-2#1"]]
FIRST_MELD_0 = [[f"knight-{n}#1" for n in range(3, 10)]]
SEAT_1 = [card for group in FIRST_MELD_1 for card in group] + [
    "queen-4#1", "bishop-4#1", "pawn-9#1", "knight-9#2", "joker-7#1", "queen-6#2", "bishop-9#2"]
SEAT_0 = FIRST_MELD_0[0] + ["pawn-1#1", "pawn-3#2", "joker-1#1", "queen-8#2", "bishop-6#1",
                            "rook-9#2", "pawn-7#1"]
#: Seat 1's rearrangement after both first melds: the rook 4 leaves the rooks for a colour run.
REARRANGED = [["rook-1#1", "rook-2#1", "rook-3#1"], FIRST_MELD_1[1], FIRST_MELD_0[0],
              ["bishop-4#1", "rook-4#1", "queen-4#1"]]


def prearranged_deck() -> list[str]:
    """The 112 ids of the deal above, top first (the rest in catalogue order)."""
    dealt = SEAT_1 + SEAT_0
    return dealt + [card for card in game_deck() if card not in dealt]
