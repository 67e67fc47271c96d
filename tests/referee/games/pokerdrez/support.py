"""Shared helpers for the PokerDrez engine tests: tables with prearranged deals (no tests here).

Imported by the other test modules as ``tests.referee.games.pokerdrez.support``. Tables use one
deck (ids without ``#``) unless a test says otherwise; White is seat 0, Black seat 1.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

from referee.games.base import IllegalMove, State, Viewer
from referee.games.kit import cards
from referee.games.kit.zones import COMMON, DECK, DISCARD, hand
from referee.games.pokerdrez import GAME
from tapete_testing.engine import played, refusal
from tests.referee.games.card_zones import own, strings, thin_deck, zone

WHITE, BLACK = 0, 1
#: The seed's opening after 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 (test T3).
ITALIAN = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"


def deal(white: Sequence[str] = (), black: Sequence[str] = (), common: Sequence[str] = (),
         top: Sequence[str] = (), decks: int = 1) -> list[str]:
    """A prearranged deck: White's two cards, Black's two, the five common, then ``top`` on the
    deck, then every other card of the game in catalogue order. Unnamed places of the deal are
    filled from the catalogue order too."""
    named = [*white, *black, *common, *top]
    rest = [card for card in cards.deck_ids(decks) if card not in named]
    order: list[str] = []
    for wanted, size in ((white, 2), (black, 2), (common, 5)):
        block = list(wanted)
        while len(block) < size:
            block.append(rest.pop())
        order += block
    return order + list(top) + rest


def new(*, white: Sequence[str] = (), black: Sequence[str] = (), common: Sequence[str] = (),
        top: Sequence[str] = (), seed: int = 1, **options: Any) -> State:
    """A fresh table dealt by ``deal`` (one deck; no pawn removal unless asked)."""
    raw: dict[str, Any] = {"decks": 1, "pawn_removal": False, **options}
    raw["deck"] = deal(white, black, common, top, raw["decks"])
    return GAME.setup(2, GAME.options(raw, 2), random.Random(seed))


def act(state: State, seat: int | None, move: str, **args: Any) -> State:
    """``state`` after ``seat`` sends ``move`` with ``args`` (the input is left untouched)."""
    return played(GAME, state, seat, move, args)


def go(state: State, seat: int, start: str, end: str, pay: dict[str, Any] | None = None,
       **extra: Any) -> State:
    """``state`` after ``seat`` moves ``start``→``end`` paying with ``pay`` (a card id string is
    taken as ``{"card": id}``)."""
    args: dict[str, Any] = {"from": start, "to": end, **extra}
    if pay is not None:
        args["pay"] = {"card": pay} if isinstance(pay, str) else pay
    return played(GAME, state, seat, "move", args)


def refused(state: State, seat: int | None, move: str, args: Any) -> IllegalMove:
    """The IllegalMove raised for this move; fails unless the state stays exactly as it was."""
    return refusal(GAME, state, seat, move, args)


def private(state: State, seat: int | None, omniscient: bool = False) -> dict[str, Any]:
    """The private part of the view for ``seat``."""
    return GAME.view(state, Viewer(seat, omniscient))["private"]


def json_size(state: State) -> int:
    """The state's size as JSON (it must be JSON-able)."""
    return len(json.dumps(state))


__all__ = ["BLACK", "COMMON", "DECK", "DISCARD", "ITALIAN", "WHITE", "act", "deal", "go", "hand",
           "new", "own", "private", "refused", "strings", "thin_deck", "zone"]
