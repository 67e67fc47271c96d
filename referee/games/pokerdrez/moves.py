"""Every PokerDrez move by name: ``remove_pawn`` (``setup``); ``roll_die``, ``move`` and
``replenish`` (``play``); ``swap_neutral`` (``neutral``); ``raise`` and ``answer_raise``
(``betting``); ``claim_draw``, ``resign``, ``offer_draw`` and ``answer_draw`` (``end``). Seed
004 PokerDrez; docs/rules-decisions.md#pokerdrez."""

from __future__ import annotations

from referee.games.base import Move
from referee.games.pokerdrez.betting import answer_raise, raise_stake
from referee.games.pokerdrez.end import answer_draw, claim_draw, offer_draw, resign
from referee.games.pokerdrez.neutral import swap_neutral
from referee.games.pokerdrez.play import move, replenish, roll_die
from referee.games.pokerdrez.setup import remove_pawn

MOVES: dict[str, Move] = {
    "remove_pawn": remove_pawn, "roll_die": roll_die, "swap_neutral": swap_neutral,
    "move": move, "replenish": replenish, "claim_draw": claim_draw, "raise": raise_stake,
    "answer_raise": answer_raise, "resign": resign, "offer_draw": offer_draw,
    "answer_draw": answer_draw,
}
