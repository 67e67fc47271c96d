"""Poker7, the PokerDrez-deck poker for 2–10 players (seed 004 PokerDrez, Poker7;
docs/rules-decisions.md#poker7): the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``deck`` holds the 54 cards; ``bets`` the pokerkit adapter (betting rounds and pots);
``flow`` a hand from the deal to the showdown; ``betting`` the betting moves; ``steps`` the
show step, the printed-deck showdown and the next hand; ``ranking`` the groups and keys;
``showdown`` the pots paid, the match's end and the outcome; ``view`` also who is awaited;
``leaving`` a seat whose player has left (its stand-in and its leave).
"""

from referee.games.base import Game
from referee.games.poker7.leaving import leave, stand_in
from referee.games.poker7.moves import MOVES
from referee.games.poker7.setup import MAX_PLAYERS, MIN_PLAYERS, OPTION_DEFAULTS, options, setup
from referee.games.poker7.showdown import outcome
from referee.games.poker7.view import awaiting, view

GAME = Game(id="poker7", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, options=options,
            setup=setup, moves=MOVES, view=view, awaiting=awaiting, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, stand_in=stand_in, leave=leave)

__all__ = ["GAME"]
