"""Inside Job (seed 003): the package of its rule engine.

``GAME`` (built in ``setup``) is what the registry ``referee.games`` finds here; ``flow`` holds
the phases and the accomplice's peek, ``tricks`` the recorded trick, ``vote`` the final vote,
``roles`` the roles, goals and thresholds, ``view`` the views and the outcome.
"""

from referee.games.inside_job.setup import GAME

__all__ = ["GAME"]
