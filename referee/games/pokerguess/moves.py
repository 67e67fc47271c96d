"""Every PokerGuess move by name: ``guess`` (both guess phases), ``show``, ``next_hand`` and
the printed-deck ``showdown``."""

from __future__ import annotations

from referee.games.base import Move
from referee.games.pokerguess.guess import guess
from referee.games.pokerguess.steps import next_hand, show, showdown

MOVES: dict[str, Move] = {"guess": guess, "show": show, "next_hand": next_hand,
                          "showdown": showdown}
