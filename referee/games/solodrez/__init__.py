"""SoloDrez, the PokerDrez patience (seed 004): the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``runs`` holds the ordered runs and where they fit, ``end`` every legal action and blocked
detection, ``hint`` the hint from a search of the position, ``leaving`` the player leaving the
table; ``moves`` also says who is awaited, ``view`` the outcome.
"""

from referee.games.base import Game
from referee.games.solodrez.leaving import LEAVE_MODES, leave
from referee.games.solodrez.moves import MOVES, awaiting
from referee.games.solodrez.setup import OPTION_DEFAULTS, PLAYERS, options, setup
from referee.games.solodrez.view import outcome, view

GAME = Game(id="solodrez", min_players=PLAYERS, max_players=PLAYERS, options=options, setup=setup,
            moves=MOVES, view=view, awaiting=awaiting, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, leave=leave, leave_modes=LEAVE_MODES)

__all__ = ["GAME"]
