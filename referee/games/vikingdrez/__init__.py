"""VikingDrez, Brandubh on the 7×7 board (seed 004): the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``rules`` holds the board's special squares and the start position, ``movement`` where
pieces may go, ``captures`` the custodial captures, ``standin`` a seat whose player has left;
``moves`` also the end of the game and who is awaited, ``view`` the outcome.
"""

from referee.games.base import Game
from referee.games.kit.resigning import BOARD_LEAVE_MODES
from referee.games.kit.sides import swap_two_sides, two_sides
from referee.games.vikingdrez.moves import MOVES, awaiting
from referee.games.vikingdrez.setup import OPTION_DEFAULTS, PLAYERS, options, setup
from referee.games.vikingdrez.standin import leave, stand_in
from referee.games.vikingdrez.view import outcome, view

GAME = Game(id="vikingdrez", min_players=PLAYERS, max_players=PLAYERS, options=options, setup=setup,
            moves=MOVES, view=view, awaiting=awaiting, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, stand_in=stand_in, leave=leave,
            leave_modes=BOARD_LEAVE_MODES, rematch_options=swap_two_sides("black"),
            seat_sides=two_sides("black", "white"))

__all__ = ["GAME"]
