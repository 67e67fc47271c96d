"""Politburo print & play (seed 001): the package of its rule engine.

``GAME`` (built in ``setup``) is what the registry ``referee.games`` finds here; ``phases`` holds
the moves, ``rules`` the members, ministries and victory conditions, ``view`` the views and the
outcome.
"""

from referee.games.politburo.setup import GAME

__all__ = ["GAME"]
