"""The lobby's changes share the group commit (issue 30, set-up at speed): joins that arrive
together share one commit, and a change refused after it wrote undoes its own writes alone."""

from __future__ import annotations

import threading
import time
from typing import Any

from flask import Flask
from sqlalchemy import insert

from referee.errors import ApiError
from referee.service.auth import Credentials
from referee.storage.commits import GroupCommit
from referee.storage.schema import rejoin_codes
from tests.referee.test_write_path import (
    _code_row,
    _CountedStorage,
    _new_table_id,
    _queued,
    _stored_codes,
)


class _Isolated:
    """``commits`` whose jobs all run isolated (for ``_queued``)."""

    def __init__(self, commits: GroupCommit) -> None:
        self.commits = commits
        self._queue = commits._queue

    def run(self, work: Any, place: float = 0.0) -> Any:
        return self.commits.run(work, place, isolated=True)


def test_an_isolated_job_that_fails_after_writing_undoes_only_its_own_writes(
        any_app: Flask) -> None:
    services = any_app.extensions["tapete"]
    table_id = _new_table_id(any_app)
    before = _stored_codes(any_app)
    commits = GroupCommit(services.storage, clean=())

    def refused_late(conn: Any) -> None:
        conn.execute(insert(rejoin_codes).values(table_id=table_id, public_id=None,
                                                 code_hash="isolated-late"))
        raise ApiError("lobby_full", "full")

    outcomes = _queued(_Isolated(commits),  # type: ignore[arg-type]
                       [_code_row(table_id, "isolated-a"), refused_late,
                        _code_row(table_id, "isolated-b")])
    assert outcomes[0] == "isolated-a" and outcomes[2] == "isolated-b"
    assert isinstance(outcomes[1], ApiError) and outcomes[1].code == "lobby_full"
    assert _stored_codes(any_app) - before == {"isolated-a", "isolated-b"}


def test_joins_that_arrive_together_share_a_commit(app: Flask) -> None:
    services = app.extensions["tapete"]
    codes = [services.lobby.create("politburo", 8, "en", {}, "master")[0] for _ in range(16)]
    counted = _CountedStorage(services.storage)
    services.tables.commits.storage = counted
    holding, release = threading.Event(), threading.Event()

    def hold(conn: Any) -> None:
        holding.set()
        release.wait(30)

    leader = threading.Thread(target=services.tables.commits.run, args=(hold,))
    leader.start()
    assert holding.wait(30)
    seats: list[Any] = [None] * len(codes)

    def join(k: int) -> None:
        seats[k] = services.lobby.join(codes[k], Credentials(), "Ana")

    joins = [threading.Thread(target=join, args=(k,)) for k in range(len(codes))]
    for thread in joins:
        thread.start()
    while len(services.tables.commits._queue) < len(codes):
        time.sleep(0.01)
    release.set()
    for thread in [leader, *joins]:
        thread.join(timeout=30)
    assert all(seat is not None and seat[0] == 0 for seat in seats)
    batches = -(-len(codes) // services.tables.activity.batch_limit())
    assert counted.writes == 1 + batches, "the held commit, then the joins in full batches"
