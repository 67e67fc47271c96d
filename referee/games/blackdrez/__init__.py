"""BlackDrez, the PokerDrez game of reaching 11 (seed 004): the package of its rule engine.

``GAME`` (built in ``setup``) is what the registry ``referee.games`` finds here; ``scores`` holds
the card values and jokers, ``turn`` the turn holder, ``rounds`` the deal, shares and ends,
``moves`` the moves, ``view`` the views and the outcome.
"""

from referee.games.blackdrez.setup import GAME

__all__ = ["GAME"]
