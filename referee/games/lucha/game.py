"""``GAME``: lucha's rules as the engine contract of ``referee.games.base`` wants them."""

from referee.games.base import Game
from referee.games.lucha.end import outcome
from referee.games.lucha.moves import MOVES, awaiting
from referee.games.lucha.setup import MAX_PLAYERS, MIN_PLAYERS, OPTION_DEFAULTS, options, setup
from referee.games.lucha.view import view

GAME = Game(
    id="lucha",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=options,
    setup=setup,
    moves=MOVES,
    view=view,
    awaiting=awaiting,
    outcome=outcome,
    option_defaults=OPTION_DEFAULTS,
)
