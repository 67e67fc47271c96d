"""The SoloDrez player leaving the table (docs/rules-decisions.md#solodrez, "A player who
leaves"; issue 33): a patience has nobody else to play on, so the moderator can only end it for
them, as the player's own ``give_up`` does (the game is lost, with the series removed and the
moves made so far in its outcome). No stand-in plays a patience.
"""

from __future__ import annotations

from referee.games.kit.resigning import leave_by_resigning
from referee.games.solodrez.moves import give_up
from referee.games.solodrez.view import outcome

#: The one way the patience's player may leave: resigned for (given up).
LEAVE_MODES = ("resign",)

leave = leave_by_resigning(give_up, outcome)
