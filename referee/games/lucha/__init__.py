"""Politburó, lucha de poder (seed 000), 2–5 players: the package of its rule engine.

``GAME`` (built in ``game``) is what the registry ``referee.games`` finds here. ``catalogue``
reads the cards from assets/games/lucha.yaml; ``setup`` holds the options, the deal and the
opening choice; ``turn`` the turn; ``cards`` the basic cards; ``responses`` the response,
dying and last-call windows; ``specials`` the 22 specials; ``offices`` precedence and ties;
``abilities`` the offices' powers; ``candidacy`` the end of a candidacy; ``limits`` the hand
limits; ``end`` the outcome; ``physical`` the public-tracks-only mode; ``view`` the views.
"""

from referee.games.lucha.game import GAME

__all__ = ["GAME"]
