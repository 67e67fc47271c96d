"""Shared helpers for the PokerDrez for 4 engine tests: tables with prearranged deals and
arranged positions (no tests here).

Seats follow the default colours: 0 yellow, 1 green, 2 red, 3 blue (pairs {0, 2} and {1, 3}).
Tables use one deck (ids without ``#``) unless a test says otherwise. ``arranged`` puts only the
listed pieces on the board, plus each king not listed on its start square.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from referee.games.base import IllegalMove, State, Viewer
from referee.games.kit import cards
from referee.games.kit.zones import COMMON, DECK, DISCARD, hand
from referee.games.pokerdrez_4 import GAME
from referee.games.pokerdrez_4.end import start_turn
from tapete_testing.engine import played, refusal
from tests.referee.games.card_zones import own, strings, thin_deck, zone

YELLOW, GREEN, RED, BLUE = 0, 1, 2, 3
COLOURS = ("yellow", "green", "red", "blue")
KINGS = {"yellow": "g14", "green": "n8", "red": "h1", "blue": "a7"}


def deal(hands: Mapping[int, Sequence[str]] | None = None, common: Sequence[str] = (),
         top: Sequence[str] = (), decks: int = 1) -> list[str]:
    """A prearranged deck: each seat's two cards in seat order, the five common, then ``top``
    on the deck, then every other card in catalogue order (unnamed places filled from the end
    of the catalogue)."""
    hands = hands or {}
    named = [*(c for cards_ in hands.values() for c in cards_), *common, *top]
    rest = [card for card in cards.deck_ids(decks) if card not in named]
    order: list[str] = []
    for wanted, size in [*((hands.get(seat, ()), 2) for seat in range(4)), (common, 5)]:
        block = list(wanted)
        while len(block) < size:
            block.append(rest.pop())
        order += block
    return order + list(top) + rest


def new(hands: Mapping[int, Sequence[str]] | None = None, common: Sequence[str] = (),
        top: Sequence[str] = (), seed: int = 1, **options: Any) -> State:
    """A fresh table from the start position, dealt by ``deal`` (one deck by default)."""
    raw: dict[str, Any] = {"decks": 1, **options}
    raw["deck"] = deal(hands, common, top, raw["decks"])
    return GAME.setup(4, GAME.options(raw, 4), random.Random(seed))


def arranged(pieces: Mapping[str, str], turn: str = "red", *,
             hands: Mapping[int, Sequence[str]] | None = None, common: Sequence[str] = (),
             top: Sequence[str] = (), reserves: Mapping[str, Mapping[str, int]] | None = None,
             unmoved: Sequence[str] = (), judge: bool = True, **options: Any) -> State:
    """A table with only ``pieces`` (``{"h5": "red pawn"}``) and the missing kings on their
    start squares, ``turn`` to move, the given reserves and unmoved kings/rooks (castling
    rights; none by default). With ``judge`` the start-of-turn checks run for ``turn``."""
    state = new(hands, common, top, **options)
    board = {square: text.split() for square, text in pieces.items()}
    for colour, square in KINGS.items():
        if [colour, "king"] not in board.values():
            board[square] = [colour, "king"]
    state["pieces"] = board
    state["unmoved"] = sorted(unmoved)
    state["reserves"] = {colour: dict((reserves or {}).get(colour, {})) for colour in COLOURS}
    state["turn"] = turn
    state["passes"] = 0
    if judge:
        start_turn(state)
    return state


def act(state: State, who: int | None, move: str, /, **args: Any) -> State:
    """``state`` after seat ``who`` sends ``move`` with ``args`` (the input is left untouched)."""
    return played(GAME, state, who, move, args)


def go(state: State, seat: int, start: str, end: str, pay: str | dict[str, Any] | None = None
       ) -> State:
    """``state`` after ``seat`` moves ``start``→``end`` paying ``pay`` (a card id string is
    taken as ``{"card": id}``)."""
    args: dict[str, Any] = {"from": start, "to": end}
    if pay is not None:
        args["pay"] = {"card": pay} if isinstance(pay, str) else pay
    return played(GAME, state, seat, "move", args)


def refused(state: State, seat: int | None, move: str, args: Any) -> IllegalMove:
    """The IllegalMove raised for this move; fails unless the state stays exactly as it was."""
    return refusal(GAME, state, seat, move, args)


def view(state: State, seat: int | None, omniscient: bool = False) -> dict[str, Any]:
    """The whole view for ``seat``."""
    return GAME.view(state, Viewer(seat, omniscient))


__all__ = ["BLUE", "COMMON", "DECK", "DISCARD", "GREEN", "RED", "YELLOW", "act", "arranged",
           "deal", "go", "hand", "new", "own", "refused", "strings", "thin_deck", "view", "zone"]
