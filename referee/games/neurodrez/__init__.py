"""NeuroDrez (seed 004), 1–6 players on a terrain of tiles: the package of its rule engine.

``GAME`` is built here from the modules every game has: ``setup`` (the options and the
first state), ``moves`` (every move by name) and ``view`` (what each viewer sees); it is
what the registry ``referee.games`` finds.

``catalogue`` reads the printed components, ``sides`` the colours and teams, ``terrain`` the
tiles, ``dice`` the rolls, ``movement`` where pieces go, ``captures`` captures and safety,
``legality`` every check of a move and the legal moves, ``conquest`` the clocks and claims,
``hand`` the two cards, ``turn`` the steps of a turn, ``end`` the win checks, ``standin`` a
seat whose player has left; ``view`` also who is awaited and the outcome.
"""

from referee.games.base import Game
from referee.games.kit.resigning import BOARD_LEAVE_MODES
from referee.games.neurodrez.moves import MOVES
from referee.games.neurodrez.setup import (
    FORM_PLAYERS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTION_DEFAULTS,
    options,
    setup,
)
from referee.games.neurodrez.standin import leave, stand_in
from referee.games.neurodrez.view import awaiting, outcome, view

GAME = Game(id="neurodrez", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, options=options,
            setup=setup, moves=MOVES, view=view, awaiting=awaiting, outcome=outcome,
            option_defaults=OPTION_DEFAULTS, default_players=FORM_PLAYERS, stand_in=stand_in,
            leave=leave, leave_modes=BOARD_LEAVE_MODES)

__all__ = ["GAME"]
