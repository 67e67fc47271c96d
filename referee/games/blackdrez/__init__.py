"""BlackDrez, the PokerDrez game of reaching 11 (seed 004): the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``scores`` holds the card values and jokers, ``turn`` the turn holder, ``rounds`` the deal,
shares and ends; ``moves`` also says who is awaited, ``view`` also the outcome; ``leaving`` a
seat whose player has left (its stand-in and its leave).
"""

from referee.games.base import Game
from referee.games.blackdrez.leaving import leave, stand_in
from referee.games.blackdrez.moves import MOVES, awaiting
from referee.games.blackdrez.setup import MAX_PLAYERS, MIN_PLAYERS, OPTION_DEFAULTS, options, setup
from referee.games.blackdrez.view import outcome, view

GAME = Game(id="blackdrez", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, options=options,
            setup=setup, moves=MOVES, view=view, awaiting=awaiting, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, stand_in=stand_in, leave=leave)

__all__ = ["GAME"]
