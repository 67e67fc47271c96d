"""The tables' recent moves (referee.storage.activity): a move's place in the commit queue is when
its table moved before, quiet tables make the group commit's batches short, and tables that stopped
moving are forgotten."""

from __future__ import annotations

import pytest

from referee.storage.activity import FORGET_SECONDS, QUIET_BATCH, QUIET_SECONDS, Activity
from referee.storage.commits import MAX_BATCH


class _Clock:
    """A clock for ``Activity`` that moves only when told (``clock(seconds)``)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self, seconds: float) -> None:
        self.now += seconds

    def read(self) -> float:
        return self.now


@pytest.fixture
def clock() -> _Clock:
    return _Clock()


def test_a_move_is_placed_when_its_table_moved_before(clock: _Clock) -> None:
    activity = Activity(clock.read)
    assert activity.place("QUIET") == 0.0  # never moved: first of all
    clock(1.8)
    assert activity.place("BUSYA") == 0.0
    clock(0.1)
    assert activity.place("BUSYA") == 1001.8
    clock(0.1)
    quiet, busy = activity.place("QUIET"), activity.place("BUSYA")
    assert (quiet, busy) == (1000.0, 1001.9)  # QUIET moved 2 s ago, BUSYA 0.1 s ago
    assert quiet < busy  # so QUIET's move is committed first


def test_batches_are_short_while_quiet_tables_move(clock: _Clock) -> None:
    activity = Activity(clock.read)
    assert activity.batch_limit() == MAX_BATCH  # nothing moved yet
    activity.place("AAAAA")  # a table's first move is quiet
    assert activity.batch_limit() == QUIET_BATCH
    for _ in range(40):  # AAAAA plays flat out: its moves are not quiet
        clock(0.05)
        activity.place("AAAAA")
    assert activity.batch_limit() == MAX_BATCH
    clock(QUIET_SECONDS)
    activity.place("AAAAA")  # after a pause, quiet again
    assert activity.batch_limit() == QUIET_BATCH


def test_tables_that_stopped_moving_are_forgotten(clock: _Clock) -> None:
    activity = Activity(clock.read)
    for code in ("AAAAA", "BBBBB", "CCCCC"):
        activity.place(code)
        clock(1.0)
    assert len(activity) == 3
    clock(FORGET_SECONDS - 1.5)  # AAAAA and BBBBB moved over FORGET_SECONDS ago
    activity.place("DDDDD")
    assert len(activity) == 2
    assert activity.place("AAAAA") == 0.0  # as if it never moved
