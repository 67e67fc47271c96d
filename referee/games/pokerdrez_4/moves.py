"""Every PokerDrez for 4 move by name: ``move``, ``enter``, ``replenish`` and ``roll_die``
(``play``); ``swap_neutral`` (``neutral``); ``offer_draw`` and ``answer_draw`` (``end``);
``resign`` and ``answer_resign`` (``pair_resign``). Seed 004 PokerDrez para 4;
docs/rules-decisions.md#pokerdrez-4."""

from __future__ import annotations

from referee.games.base import Move
from referee.games.pokerdrez_4.end import answer_draw, offer_draw
from referee.games.pokerdrez_4.neutral import swap_neutral
from referee.games.pokerdrez_4.pair_resign import answer_resign, resign
from referee.games.pokerdrez_4.play import enter, move, replenish, roll_die

MOVES: dict[str, Move] = {
    "move": move, "enter": enter, "replenish": replenish, "roll_die": roll_die,
    "swap_neutral": swap_neutral, "resign": resign, "offer_draw": offer_draw,
    "answer_draw": answer_draw, "answer_resign": answer_resign,
}
