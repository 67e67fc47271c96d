"""Politburo and Inside Job use the kit (shuffle, table order) with their seeded results kept.

Tables replay from their seed, so each use is checked against the expression it replaced.
"""

from __future__ import annotations

import itertools
import random

import pytest

from referee.games.base import Actor, apply
from referee.games.inside_job import GAME as INSIDE_JOB
from referee.games.inside_job.flow import forced_reveals
from referee.games.inside_job.roles import (
    AGENT,
    INSIDER,
    PROFESSOR,
    SPECIAL_ROLES,
    deal_roles,
)
from referee.games.politburo import GAME as POLITBURO


def _rng_shuffle(roles: list[str], rng: random.Random) -> list[str]:
    """The dealing Inside Job did before it used the kit: one ``rng.shuffle`` in place."""
    rng.shuffle(roles)
    return roles


@pytest.mark.parametrize("players", [3, 4, 5])
def test_inside_job_deals_the_roles_as_before(players) -> None:
    specials = [[]] + ([list(c) for k in (1, 2) for c in itertools.combinations(SPECIAL_ROLES, k)]
                       if players > 3 else [])
    for seed, special in itertools.product(range(20), specials):
        roles = [PROFESSOR if PROFESSOR in special else INSIDER]
        roles += [r for r in special if r != PROFESSOR]
        roles += [AGENT] * (players - len(roles))
        expected = _rng_shuffle(roles, random.Random(seed))
        assert deal_roles(players, special, random.Random(seed)) == expected


def test_inside_job_forced_reveals_go_in_play_order_from_the_trick_winner() -> None:
    state = INSIDE_JOB.setup(5, INSIDE_JOB.options({}, 5), random.Random(1))
    state["roles"] = [AGENT] * 5
    state["briefcases"] = [0, 9, 0, 9, 0]
    forced_reveals(state, 2)
    assert [e["seat"] for e in state["history"] if e["type"] == "reveal"] == [3, 1]


@pytest.mark.parametrize("gs", range(7))
def test_politburo_executors_are_listed_from_the_general_secretary_s_left(gs) -> None:
    for chosen in itertools.combinations(range(7), 3):
        state = POLITBURO.setup(7, POLITBURO.options({}, 7), random.Random(gs))
        state.update(phase="appoint", general_secretary=gs, plan="finance", attempt=1)
        after = apply(POLITBURO, state, Actor(gs), "appoint", {"players": list(chosen)[::-1]},
                      random.Random(0))
        assert after["executors"] == sorted(chosen, key=lambda s: (s - gs - 1) % 7)
