"""SokuDrez, the PokerDrez grid puzzle (seed 004): the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``grid`` holds the 6 × 9 layout and the solved check, ``points`` the points of a swap,
``leaving`` a player leaving the table; ``moves`` also the turns and who is awaited, ``view``
the outcome.
"""

from referee.games.base import Game
from referee.games.sokudrez.leaving import LEAVE_MODES, leave
from referee.games.sokudrez.moves import MOVES, awaiting
from referee.games.sokudrez.setup import MAX_PLAYERS, MIN_PLAYERS, OPTION_DEFAULTS, options, setup
from referee.games.sokudrez.view import outcome, view

GAME = Game(id="sokudrez", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, options=options,
            setup=setup, moves=MOVES, view=view, awaiting=awaiting, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, leave=leave, leave_modes=LEAVE_MODES)

__all__ = ["GAME"]
