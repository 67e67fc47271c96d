"""PokerDrez for 4: chess with cards for two pairs on the 14×14 cross board (seed 004 PokerDrez
para 4; docs/rules-decisions.md#pokerdrez-4): the package of its rule engine.

``GAME`` is what the registry ``referee.games`` finds here. ``army`` holds the colours, pairs and
start squares; ``movement`` how each figure moves; ``check`` check, castling and legal moves;
``reentry`` captured pieces coming back; ``payment`` what pays a move; ``setup`` the options and
the deal; ``turns`` whose turn it is; ``moves`` the move, the re-entry, the replenish and the
die; ``neutral`` the neutral swaps; ``end`` mate, stuck seats, resignation, draws and the
outcome; ``view`` the views.
"""

from referee.games.base import Game
from referee.games.pokerdrez_4.end import answer_draw, offer_draw, outcome, resign
from referee.games.pokerdrez_4.moves import enter, move, replenish, roll_die
from referee.games.pokerdrez_4.neutral import swap_neutral
from referee.games.pokerdrez_4.setup import OPTION_DEFAULTS, PLAYERS, options, setup
from referee.games.pokerdrez_4.turns import awaiting
from referee.games.pokerdrez_4.view import view

MOVES = {
    "move": move, "enter": enter, "replenish": replenish, "roll_die": roll_die,
    "swap_neutral": swap_neutral, "resign": resign, "offer_draw": offer_draw,
    "answer_draw": answer_draw,
}

GAME = Game(
    id="pokerdrez-4",
    min_players=PLAYERS,
    max_players=PLAYERS,
    options=options,
    setup=setup,
    moves=MOVES,
    view=view,
    awaiting=awaiting,
    outcome=outcome,
    option_defaults=OPTION_DEFAULTS,
)

__all__ = ["GAME", "MOVES"]
