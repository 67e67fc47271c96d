"""Pax Pamir (2nd ed.) score keeper (seed 002): the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``roster`` holds the players (seats and extra players without a phone), ``checks`` the
dominance check arithmetic (success, ranking, tie splitting), ``scoring`` the moves that enter a
check or a clean-up and the end by lead or final check, ``tiebreak`` the tie-break and the
moderator's declared winner; ``view`` also who is awaited and the outcome; ``leaving`` a
player who leaves. The table takes ``MIN_SEATS`` phones (extra players make up the rest).
"""

from referee.games.base import Game
from referee.games.pax_pamir.leaving import leave
from referee.games.pax_pamir.moves import MOVES
from referee.games.pax_pamir.setup import (
    FORM_SEATS,
    MAX_PLAYERS,
    MIN_SEATS,
    OPTION_DEFAULTS,
    options,
    setup,
)
from referee.games.pax_pamir.view import awaiting, outcome, view

GAME = Game(id="pax-pamir", min_players=MIN_SEATS, max_players=MAX_PLAYERS, options=options,
            setup=setup, moves=MOVES, view=view, awaiting=awaiting, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, default_players=FORM_SEATS,
            leave=leave)

__all__ = ["GAME"]
