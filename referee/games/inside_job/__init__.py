"""Inside Job (seed 003): the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``flow`` holds the phases, who is awaited and the accomplice's peek, ``tricks`` the
recorded trick, ``vote`` the final vote, ``roles`` the roles, goals and thresholds; ``view``
also the outcome; ``leaving`` what happens when a player leaves.
"""

from referee.games.base import Game
from referee.games.inside_job.flow import awaiting
from referee.games.inside_job.leaving import leave
from referee.games.inside_job.moves import MOVES
from referee.games.inside_job.setup import MAX_PLAYERS, MIN_PLAYERS, OPTION_DEFAULTS, options, setup
from referee.games.inside_job.view import outcome, view

GAME = Game(id="inside-job", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, options=options,
            setup=setup, moves=MOVES, view=view, awaiting=awaiting, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, listing_order=2, leave=leave)

__all__ = ["GAME"]
