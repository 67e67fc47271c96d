"""PokerDrez for 4: chess with cards for two pairs on the 14×14 cross board (seed 004 PokerDrez
para 4; docs/rules-decisions.md#pokerdrez-4): the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``army`` holds the colours, pairs and start squares; ``movement`` how each figure moves;
``check`` check, castling and legal moves; ``reentry`` captured pieces coming back; ``payment``
what pays a move; ``turns`` whose turn it is; ``play`` the move, the re-entry, the replenish
and the die; ``neutral`` the neutral swaps; ``end`` mate, stuck seats, resignation, draws and
the outcome; ``standin`` a seat whose player has left.
"""

from referee.games.base import Game
from referee.games.kit.resigning import BOARD_LEAVE_MODES
from referee.games.kit.sides import listed_colours, next_colours
from referee.games.pokerdrez_4.army import ORDER
from referee.games.pokerdrez_4.end import outcome
from referee.games.pokerdrez_4.moves import MOVES
from referee.games.pokerdrez_4.setup import OPTION_DEFAULTS, PLAYERS, options, setup
from referee.games.pokerdrez_4.standin import leave, stand_in
from referee.games.pokerdrez_4.turns import awaiting
from referee.games.pokerdrez_4.view import view

GAME = Game(id="pokerdrez-4", min_players=PLAYERS, max_players=PLAYERS, options=options,
            setup=setup, moves=MOVES, view=view, awaiting=awaiting, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, stand_in=stand_in, leave=leave,
            leave_modes=BOARD_LEAVE_MODES, rematch_options=next_colours(ORDER),
            seat_sides=listed_colours())

__all__ = ["GAME"]
