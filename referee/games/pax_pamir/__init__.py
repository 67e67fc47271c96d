"""Pax Pamir (2nd ed.) score keeper (seed 002): the package of its rule engine.

``GAME`` (built in ``setup``) is what the registry ``referee.games`` finds here; ``roster``
holds the players (seats and extra players without a phone), ``checks`` the dominance check
arithmetic (success, ranking, tie splitting), ``scoring`` the moves that enter a check or a
clean-up and the end by lead or final check, ``tiebreak`` the tie-break and the moderator's
declared winner, ``view`` the views, who is awaited and the outcome.
"""

from referee.games.pax_pamir.setup import GAME

__all__ = ["GAME"]
