"""SokuDrez, the PokerDrez grid puzzle (seed 004): the package of its rule engine.

``GAME`` (built in ``setup``) is what the registry ``referee.games`` finds here; ``grid`` holds
the 6 × 9 layout and the solved check, ``points`` the points of a swap, ``moves`` the swap and
its turns, ``view`` the views and the outcome.
"""

from referee.games.sokudrez.setup import GAME

__all__ = ["GAME"]
