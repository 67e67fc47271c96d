"""PokerDrez, chess with cards for 2 players (seed 004 PokerDrez; docs/rules-decisions.md
#pokerdrez): the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``setup`` also holds the pawn removal; ``position`` the chess position rebuilt with
python-chess; ``payment`` who pays what; ``turns`` whose turn it is; ``play`` the die, the chess
move and the replenish; ``neutral`` the neutral swaps; ``betting`` the betting variant; ``end``
card mate, draws and the outcome; ``standin`` a seat whose player has left.
"""

from referee.games.base import Game
from referee.games.kit.resigning import BOARD_LEAVE_MODES
from referee.games.kit.sides import swap_two_sides, two_sides
from referee.games.pokerdrez.end import outcome
from referee.games.pokerdrez.moves import MOVES
from referee.games.pokerdrez.setup import OPTION_DEFAULTS, PLAYERS, options, setup
from referee.games.pokerdrez.standin import leave, stand_in
from referee.games.pokerdrez.turns import awaiting
from referee.games.pokerdrez.view import view

GAME = Game(id="pokerdrez", min_players=PLAYERS, max_players=PLAYERS, options=options, setup=setup,
            moves=MOVES, view=view, awaiting=awaiting, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, stand_in=stand_in, leave=leave,
            leave_modes=BOARD_LEAVE_MODES, rematch_options=swap_two_sides("white"),
            seat_sides=two_sides("white", "black"))

__all__ = ["GAME"]
