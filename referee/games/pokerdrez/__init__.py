"""PokerDrez, chess with cards for 2 players (seed 004 PokerDrez; docs/rules-decisions.md
#pokerdrez): the package of its rule engine.

``GAME`` is what the registry ``referee.games`` finds here. ``setup`` holds the options, the
deal and the pawn removal; ``position`` the chess position rebuilt with python-chess;
``payment`` who pays what; ``turns`` whose turn it is; ``play`` the die, the chess move and the
replenish; ``neutral`` the neutral swaps; ``betting`` the betting variant; ``end`` card mate,
draws and the outcome; ``view`` the views.
"""

from referee.games.base import Game
from referee.games.pokerdrez.betting import answer_raise, raise_stake
from referee.games.pokerdrez.end import answer_draw, claim_draw, offer_draw, outcome, resign
from referee.games.pokerdrez.neutral import swap_neutral
from referee.games.pokerdrez.play import move, replenish, roll_die
from referee.games.pokerdrez.setup import OPTION_DEFAULTS, PLAYERS, options, remove_pawn, setup
from referee.games.pokerdrez.turns import awaiting
from referee.games.pokerdrez.view import view

MOVES = {
    "remove_pawn": remove_pawn, "roll_die": roll_die, "swap_neutral": swap_neutral,
    "move": move, "replenish": replenish, "claim_draw": claim_draw, "raise": raise_stake,
    "answer_raise": answer_raise, "resign": resign, "offer_draw": offer_draw,
    "answer_draw": answer_draw,
}

GAME = Game(
    id="pokerdrez",
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
