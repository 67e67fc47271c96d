"""DomiDrez, the PokerDrez shedding game (seed 004): the package of its rule engine.

``GAME`` (built in ``setup``) is what the registry ``referee.games`` finds here; ``deal`` deals
a hand, ``matching`` the requirement and matching cards, ``scoring`` going out, the blocked game
and the match, ``moves`` the moves, ``view`` the views and the outcome.
"""

from referee.games.domidrez.setup import GAME

__all__ = ["GAME"]
