"""TriumfDrez, the PokerDrez trick-taking game with a trump figure and a supertrump colour (seed
004): the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``bids`` holds the auction's strengths, ``tricks`` following and the trick winner,
``scoring`` the hand's points and the match, ``deal`` the deal, ``auction`` and ``play`` the
moves, ``standin`` what a stand-in plays for a seat whose player has left; ``view`` also who
is awaited and the outcome.
"""

from referee.games.base import Game
from referee.games.triumfdrez.moves import MOVES
from referee.games.triumfdrez.setup import MAX_PLAYERS, MIN_PLAYERS, OPTION_DEFAULTS, options, setup
from referee.games.triumfdrez.standin import stand_in
from referee.games.triumfdrez.view import awaiting, outcome, view

GAME = Game(id="triumfdrez", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, options=options,
            setup=setup, moves=MOVES, view=view, awaiting=awaiting, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, stand_in=stand_in)

__all__ = ["GAME"]
