"""Every TriumfDrez move by name: ``bid`` and ``pass`` in the auction (``auction``), ``play``,
the printed-deck ``tricks_won`` and ``next_hand`` (``play``). Seed 004 TriumfDrez;
docs/rules-decisions.md#triumfdrez."""

from __future__ import annotations

from referee.games.base import Move
from referee.games.triumfdrez.auction import bid, pass_call
from referee.games.triumfdrez.play import next_hand, play, tricks_won

MOVES: dict[str, Move] = {"bid": bid, "pass": pass_call, "play": play, "tricks_won": tricks_won,
                          "next_hand": next_hand}
