"""PokerGuess, 2–10 players: the rule engine (seed 004 PokerDrez, PokerGuess;
docs/rules-decisions.md#pokerguess).

``GAME`` (built in ``setup``) is what the registry ``referee.games`` finds here. Modules:
``predictions`` (a prediction's shape, order and check), ``flow`` (a hand from the deal to the
showdown), ``guess`` (the guess move), ``steps`` (show, next hand, the printed-deck showdown),
``showdown`` (paying the pots, the hand record, the match's end), ``view``.
"""

from referee.games.pokerguess.setup import GAME

__all__ = ["GAME"]
