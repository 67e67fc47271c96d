"""TriumfDrez, the PokerDrez trick-taking game with a trump figure and a supertrump colour (seed
004): the package of its rule engine.

``GAME`` (built in ``setup``) is what the registry ``referee.games`` finds here; ``bids`` holds the
auction's strengths, ``tricks`` following and the trick winner, ``scoring`` the hand's points and
the match, ``deal`` the deal, ``auction`` and ``play`` the moves, ``view`` the views and the
outcome.
"""

from referee.games.triumfdrez.setup import GAME

__all__ = ["GAME"]
