"""VikingDrez, Brandubh on the 7×7 board (seed 004): the package of its rule engine.

``GAME`` (built in ``setup``) is what the registry ``referee.games`` finds here; ``rules`` holds
the board's special squares and the start position, ``movement`` where pieces may go,
``captures`` the custodial captures, ``moves`` the moves and the end of the game, ``view`` the
views and the outcome.
"""

from referee.games.vikingdrez.setup import GAME

__all__ = ["GAME"]
