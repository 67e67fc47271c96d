"""RummiDrez, the PokerDrez rummy (seed 004): the package of its rule engine.

``GAME`` (built in ``setup``) is what the registry ``referee.games`` finds here; ``groups``
holds the valid runs, ``declare`` the checks of a declared table, ``deal`` the deal, ``scoring``
the hand's points and the match, ``moves`` and ``solo`` the moves, ``hint`` the solitaire's
hint, ``view`` the views and the outcome.
"""

from referee.games.rummidrez.setup import GAME

__all__ = ["GAME"]
