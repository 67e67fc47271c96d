"""Politburo print & play (seed 001): the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``moves`` also holds the phases and who is awaited, ``rules`` the members, ministries and
victory conditions; ``view`` also the outcome; ``leaving`` what a seat whose player has left
does.
"""

from referee.games.base import Game
from referee.games.politburo.leaving import leave, stand_in
from referee.games.politburo.moves import MOVES, awaiting
from referee.games.politburo.setup import MAX_PLAYERS, MIN_PLAYERS, OPTION_DEFAULTS, options, setup
from referee.games.politburo.view import outcome, view

GAME = Game(id="politburo", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, options=options,
            setup=setup, moves=MOVES, view=view, awaiting=awaiting, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, listing_order=1, stand_in=stand_in, leave=leave)

__all__ = ["GAME"]
