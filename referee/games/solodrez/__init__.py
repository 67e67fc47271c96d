"""SoloDrez, the PokerDrez patience (seed 004): the package of its rule engine.

``GAME`` (built in ``setup``) is what the registry ``referee.games`` finds here; ``runs`` holds
the ordered runs and where they fit, ``end`` every legal action, blocked detection and the hint,
``moves`` the moves, ``view`` the views and the outcome.
"""

from referee.games.solodrez.setup import GAME

__all__ = ["GAME"]
