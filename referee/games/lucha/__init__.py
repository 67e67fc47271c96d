"""Politburó, lucha de poder (seed 000), 2–5 players: the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``catalogue`` reads the cards from assets/games/lucha.yaml; ``setup`` also holds the deal
and the opening choice; ``flow`` the way from one turn to the next and from one candidacy to
the next; ``turn`` the turn's moves; ``cards`` the basic cards; ``responses`` the response,
dying and last-call windows; ``specials`` the 22 specials; ``offices`` precedence and ties;
``abilities`` the offices' powers; ``candidacy`` the rescue at the end of a candidacy;
``limits`` the hand limits; ``end`` the outcome; ``physical`` the public-tracks-only mode;
``leaving`` a player who leaves; ``moves`` also says who is awaited.
"""

from referee.games.base import Game
from referee.games.lucha.end import outcome
from referee.games.lucha.leaving import leave, stand_in
from referee.games.lucha.moves import MOVES, awaiting
from referee.games.lucha.setup import MAX_PLAYERS, MIN_PLAYERS, OPTION_DEFAULTS, options, setup
from referee.games.lucha.view import view

GAME = Game(id="lucha", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, options=options,
            setup=setup, moves=MOVES, view=view, awaiting=awaiting, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, stand_in=stand_in, leave=leave)

__all__ = ["GAME"]
