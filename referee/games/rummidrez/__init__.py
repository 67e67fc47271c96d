"""RummiDrez, the PokerDrez rummy (seed 004): the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``groups`` holds the valid runs, ``declare`` the checks of a declared table, ``deal`` the
deal, ``scoring`` the hand's points and the match, ``hint`` the solitaire's hint, ``standin``
what happens to a seat whose player has left; ``view`` also the outcome. Who is awaited is the
kit's (``kit.match.awaiting_to_play``).
"""

from referee.games.base import Game
from referee.games.kit.match import awaiting_to_play
from referee.games.rummidrez.moves import MOVES
from referee.games.rummidrez.setup import MAX_PLAYERS, MIN_PLAYERS, OPTION_DEFAULTS, options, setup
from referee.games.rummidrez.standin import leave, stand_in
from referee.games.rummidrez.view import outcome, view

GAME = Game(id="rummidrez", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, options=options,
            setup=setup, moves=MOVES, view=view, awaiting=awaiting_to_play, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, stand_in=stand_in, leave=leave)

__all__ = ["GAME"]
