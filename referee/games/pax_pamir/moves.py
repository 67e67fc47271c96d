"""Every Pax Pamir move by name: ``dominance_check`` and ``cleanup_check`` (``scoring``),
``tiebreak`` and the moderator's ``declare_winner`` (``tiebreak``). Seed 002;
docs/rules-decisions.md#pax-pamir."""

from __future__ import annotations

from referee.games.base import Move
from referee.games.pax_pamir.scoring import cleanup_check, dominance_check
from referee.games.pax_pamir.tiebreak import declare_winner, tiebreak

MOVES: dict[str, Move] = {"dominance_check": dominance_check, "cleanup_check": cleanup_check,
                          "tiebreak": tiebreak, "declare_winner": declare_winner}
