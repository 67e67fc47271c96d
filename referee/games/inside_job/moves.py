"""Every Inside Job move by name: the accomplice's ``peek`` (``flow``), the recorded ``trick``
(``tricks``) and the final ``vote`` (``vote``). Seed 003; docs/rules-decisions.md#inside-job."""

from __future__ import annotations

from referee.games.base import Move
from referee.games.inside_job.flow import peek
from referee.games.inside_job.tricks import trick
from referee.games.inside_job.vote import vote

MOVES: dict[str, Move] = {"peek": peek, "trick": trick, "vote": vote}
