"""Every Poker7 move by name: the betting moves ``check``, ``bet``, ``call``, ``raise``,
``fold`` and ``all_in`` (``betting``), then ``show``, ``next_hand`` and the printed-deck
``showdown`` (``steps``). Seed 004 PokerDrez, Poker7; docs/rules-decisions.md#poker7."""

from __future__ import annotations

from referee.games.base import Move
from referee.games.poker7.betting import all_in, bet, call, check, fold, raise_to
from referee.games.poker7.steps import next_hand, show, showdown

MOVES: dict[str, Move] = {"check": check, "bet": bet, "call": call, "raise": raise_to,
                          "fold": fold, "all_in": all_in, "show": show, "showdown": showdown,
                          "next_hand": next_hand}
