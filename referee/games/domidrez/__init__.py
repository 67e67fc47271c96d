"""DomiDrez, the PokerDrez shedding game (seed 004): the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``deal`` deals a hand, ``matching`` the requirement and matching cards, ``scoring`` going
out, the blocked game and the match, ``standin`` what a stand-in plays for a seat whose player
has left; ``view`` also the outcome. Who is awaited is the kit's
(``kit.match.awaiting_to_play``).
"""

from referee.games.base import Game
from referee.games.domidrez.moves import MOVES
from referee.games.domidrez.setup import MAX_PLAYERS, MIN_PLAYERS, OPTION_DEFAULTS, options, setup
from referee.games.domidrez.standin import stand_in
from referee.games.domidrez.view import outcome, view
from referee.games.kit.match import awaiting_to_play

GAME = Game(id="domidrez", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, options=options,
            setup=setup, moves=MOVES, view=view, awaiting=awaiting_to_play, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, stand_in=stand_in)

__all__ = ["GAME"]
