"""NeuroDrez (seed 004), 1–6 players on a terrain of tiles: the package of its rule engine.

``GAME`` (built in ``setup``) is what the registry ``referee.games`` finds here. ``catalogue``
reads the printed components, ``sides`` the colours and teams, ``terrain`` the tiles,
``dice`` the rolls, ``movement`` where pieces go, ``captures`` captures and safety,
``legality`` every check of a move and the legal moves, ``conquest`` the clocks and claims,
``hand`` the two cards, ``turn`` the steps of a turn, ``moves`` the moves, ``end`` the win
checks and ``view`` the views.
"""

from referee.games.neurodrez.setup import GAME

__all__ = ["GAME"]
