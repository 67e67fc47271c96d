"""Shared helpers for the TriumfDrez engine tests: a fresh table, a hand laid out mid-play, moves
by seat (no tests here). Imported as ``tests.referee.games.triumfdrez.support``."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.kit.zones import DECK, hand
from referee.games.triumfdrez import GAME
from referee.games.triumfdrez.deal import TRICK, game_deck
from tapete_testing.engine import played, refusal


def new(players: int = 4, **options: Any) -> State:
    """A fresh table (seeded shuffle unless ``deck`` is given)."""
    return GAME.setup(players, GAME.options(options, players), random.Random(7))


def contract(tricks: int = 8, trump: str | None = "bishop", supertrump: int | None = 7,
             open_: bool = False, declarer: int = 0) -> dict[str, Any]:
    """A contract as the auction leaves it in state."""
    return {"tricks": tricks, "trump": trump, "supertrump": supertrump, "open": open_,
            "declarer": declarer}


def position(hands: Mapping[int, Sequence[str]], deal: Mapping[str, Any], *, leader: int = 0,
             trick: Sequence[str] = (), **options: Any) -> State:
    """A hand in play under the contract ``deal``: ``hands`` per seat, ``trick`` already on the
    table from ``leader``, every other card in the deck; the next seat after the trick's cards
    is to play."""
    state = new(len(hands), **options)
    used = [c for cards in hands.values() for c in cards] + list(trick)
    zones = state["zones"]
    for seat, cards in hands.items():
        zones[hand(seat)]["cards"] = list(cards)
    zones[TRICK]["cards"] = list(trick)
    zones[DECK]["cards"] = [c for c in game_deck(state["neutrals"]) if c not in used]
    state.update(phase="play", contract=dict(deal), leader=leader,
                 to_act=(leader + len(trick)) % len(hands))
    return state


def act(state: State, seat: int | None, move: str, args: Any = None) -> State:
    """``state`` after ``seat`` sends ``move``."""
    return played(GAME, state, seat, move, {} if args is None else args)


def refused(state: State, seat: int | None, move: str, args: Any = None) -> IllegalMove:
    """The refusal of this move (the state is checked unchanged)."""
    return refusal(GAME, state, seat, move, {} if args is None else args)


def bid(tricks: int, trump: str | None, supertrump: int | None, open_: bool = False
        ) -> dict[str, Any]:
    """The arguments of a ``bid`` move."""
    return {"tricks": tricks, "trump": trump, "supertrump": supertrump, "open": open_}


def all_cards(state: State) -> list[str]:
    """Every card in every zone, sorted (deck + hands + trick + taken)."""
    return sorted(c for z in state["zones"].values() for c in z["cards"])

