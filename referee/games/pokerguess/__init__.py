"""PokerGuess, 2–10 players (seed 004 PokerDrez, PokerGuess;
docs/rules-decisions.md#pokerguess): the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``deck`` holds the cards; ``predictions`` a prediction's shape, order and check; ``flow`` a
hand from the deal to the showdown; ``guess`` the guess move; ``steps`` show, next hand and the
printed-deck showdown; ``showdown`` paying the pots, the hand record, the match's end and the
outcome; ``view`` also who is awaited.
"""

from referee.games.base import Game
from referee.games.pokerguess.leaving import leave, stand_in
from referee.games.pokerguess.moves import MOVES
from referee.games.pokerguess.setup import MAX_PLAYERS, MIN_PLAYERS, OPTION_DEFAULTS, options, setup
from referee.games.pokerguess.showdown import outcome
from referee.games.pokerguess.view import awaiting, view

GAME = Game(id="pokerguess", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, options=options,
            setup=setup, moves=MOVES, view=view, awaiting=awaiting, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, stand_in=stand_in, leave=leave)

__all__ = ["GAME"]
