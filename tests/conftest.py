"""Settings for the whole suite: the Hypothesis profiles.

``ci`` (the default; ``HYPOTHESIS_PROFILE`` picks another) keeps each property test's own
example count (``@settings(max_examples=...)`` beside it) and makes the run independent of the
machine's speed: no per-example deadline and no "too slow" health check, since a loaded CI
machine or ``make test-stress`` slows every example and a deadline would then fail a correct
engine. A failing example prints the blob that replays it (``@reproduce_failure``).
``dev`` is the same with a fifth of the examples of the tests that do not set their own
count, for a quick local run; it is never what ``make test`` runs.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile("ci", deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", parent=settings.get_profile("ci"), max_examples=20)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
