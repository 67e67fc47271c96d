"""Snapshots and the memory of tables (issue 30): a table dropped from memory, or read by a
restarted process, is brought back from its latest usable snapshot and plays on exactly as one
never dropped; a snapshot of another engine version or disagreeing with the log is ignored and
made again; a restart after SIGKILL loses no acknowledged move; the states kept stay within
their memory budget."""

from __future__ import annotations

import random
import signal
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select, update

from referee import create_app, games
from referee.errors import ApiError
from referee.games.base import Actor, Viewer, apply, as_json
from referee.games.kit.undo import UNDONE
from referee.live.broker import Broker
from referee.service.auth import Credentials
from referee.service.engines import engine_version
from referee.service.statecache import StateCache, estimate_bytes
from referee.service.tables import TableService, rng_for
from referee.storage import repository as repo
from referee.storage.schema import snapshots, tables
from tests.referee.referee_kit import NAMES, politburo_choice, start_server
from tests.referee.test_consistency import replayed_from_setup
from tests.referee.test_write_path import Burst

PLAYERS = 5


def _started(app: Flask, seed: int) -> tuple[str, str, list[str]]:
    """A started Politburo table: its code, moderator token and seat tokens."""
    services = app.extensions["tapete"]
    code, moderator = services.lobby.create("politburo", PLAYERS, "en", {"seed": seed}, "master")
    seats = [services.lobby.join(code, Credentials(), NAMES[i])[1] for i in range(PLAYERS)]
    services.tables.start(code, Credentials(bearer=moderator))
    return code, moderator, seats


def _random_move(service: TableService, code: str, seats: list[str],
                 rng: random.Random) -> bool:
    """One random legal move of an awaited seat, chosen on its own view; False once over."""
    record, _caller, state = service.look(code, None)
    game = games.get(record.game)
    awaiting = game.awaiting(state)
    if not awaiting or game.outcome(state) is not None:
        return False
    seat = rng.choice(awaiting)
    view = {**game.view(state, Viewer(seat)), "you": {"seat": seat}}
    move, args = politburo_choice(view, rng)
    service.move(code, Credentials(bearer=seats[seat]), move, args, f"m{rng.random()}")
    return True


def _assert_served_is_the_log(app: Flask, service: TableService, code: str) -> None:
    """``service``'s state of ``code`` is the log replayed from the setup (and every stored
    snapshot is that replay at its index: ``replayed_from_setup``), but for the note of what
    the last undo took back, which only the service's replay of the undos makes."""
    _row, replayed = replayed_from_setup(app, code)
    _record, _caller, served = service.look(code, None)
    assert {key: value for key, value in served.items() if key != UNDONE} == replayed


@settings(max_examples=15,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**20), every=st.integers(1, 6),
       actions=st.lists(st.sampled_from(["move"] * 4 + ["drop", "restart", "undo"]),
                        min_size=4, max_size=30))
def test_a_table_brought_back_from_a_snapshot_plays_on_as_one_never_dropped(
        make_app: Any, seed: int, every: int, actions: list[str]) -> None:
    app = make_app(SNAPSHOT_EVERY=every)
    code, moderator, seats = _started(app, seed)
    service: TableService = app.extensions["tapete"].tables
    rng = random.Random(seed)
    for action in actions:
        if action == "move" and not _random_move(service, code, seats, rng):
            break
        if action == "drop":  # out of memory: read again on the next use
            service.forget(code)
        elif action == "restart":  # a new process on the same database
            service = TableService(service.storage, Broker(), every)
        elif action == "undo":
            try:
                service.undo(code, Credentials(bearer=moderator))
            except ApiError as refused:
                assert refused.code == "nothing_to_undo"
        _assert_served_is_the_log(app, service, code)


def test_a_miss_replays_fewer_moves_than_the_snapshot_interval_however_long_the_game(
        make_app: Any) -> None:
    app = make_app(SNAPSHOT_EVERY=4)
    code, _moderator, seats = _started(app, 7)
    service: TableService = app.extensions["tapete"].tables
    rng = random.Random(7)
    for _ in range(40):
        assert _random_move(service, code, seats, rng)
        with service.storage.read() as conn:
            _state, replayed = service._rebuild(conn, repo.load_record(conn, code))
        assert replayed < 4


@pytest.mark.parametrize("tampered", ["engine", "version"])
def test_a_snapshot_of_another_engine_or_disagreeing_with_the_log_is_ignored_and_made_again(
        make_app: Any, tampered: str) -> None:
    """The snapshots are made to lie (the setup's state at a later move): a process that used
    them would serve that lie."""
    app = make_app(SNAPSHOT_EVERY=4)
    code, _moderator, seats = _started(app, 11)
    service: TableService = app.extensions["tapete"].tables
    rng = random.Random(11)
    for _ in range(10):  # snapshots after the moves 3 and 7
        assert _random_move(service, code, seats, rng)
    record = service.look(code, None)[0]
    lie = TableService.setup(games.get("politburo"), record)
    change = ({"engine": "0" * 16} if tampered == "engine"
              else {"version": snapshots.c.version + 100})
    with service.storage.write() as conn:
        conn.execute(update(snapshots).where(snapshots.c.table_id == record.id)
                     .values(state=lie, **change))
    restarted = TableService(service.storage, Broker(), 4)
    _assert_served_is_the_log_but_snapshots(app, restarted, code)
    assert _random_move(restarted, code, seats, rng)  # the next move stores a true snapshot
    with service.storage.read() as conn:
        made = repo.usable_snapshot(conn, record.id, engine_version("politburo"))
        latest = repo.load_record(conn, code)
    assert made is not None and made.idx == latest.next_index - 1
    _assert_served_is_the_log(app, TableService(service.storage, Broker(), 4), code)


def _assert_served_is_the_log_but_snapshots(app: Flask, service: TableService,
                                            code: str) -> None:
    """As ``_assert_served_is_the_log``, while the stored snapshots lie."""
    with service.storage.read() as conn:
        record = repo.load_record(conn, code)
        logged = repo.logged_moves(conn, record.id)
    assert not any(move.reverted for move in logged)  # no undo: a plain replay of the log
    game = games.get(record.game)
    state = TableService.setup(game, record)
    for move in logged:
        state = apply(game, state, Actor(move.seat, move.moderator), move.move, move.args,
                      rng_for(record.seed, move.idx))
    assert service.look(code, None)[2] == state


def test_a_snapshots_table_of_the_old_shape_is_made_anew(tmp_path: Path) -> None:
    instance = tmp_path / "instance"
    instance.mkdir()
    with sqlite3.connect(instance / "tapete.db") as old:
        old.execute("CREATE TABLE snapshots (table_id INTEGER NOT NULL, idx INTEGER NOT NULL, "
                    "state JSON NOT NULL, created DATETIME, PRIMARY KEY (table_id, idx))")
        old.execute("INSERT INTO snapshots (table_id, idx, state) VALUES (1, 4, '{}')")
    app = create_app({"INSTANCE_PATH": str(instance)})
    try:
        with app.extensions["tapete"].storage.read() as conn:
            assert conn.execute(select(snapshots.c.engine, snapshots.c.version)).all() == []
        code, _moderator, seats = _started(app, 3)
        service = app.extensions["tapete"].tables
        rng = random.Random(3)
        for _ in range(30):
            assert _random_move(service, code, seats, rng)
        with service.storage.read() as conn:
            table_id = conn.execute(select(tables.c.id).where(tables.c.code == code)).scalar()
            assert repo.usable_snapshot(conn, table_id, engine_version("politburo")) is not None
    finally:
        app.extensions["tapete"].close()


@pytest.mark.slow
def test_a_restart_after_sigkill_with_snapshots_loses_no_acknowledged_move(
        tmp_path: Path, make_app: Any) -> None:
    """Snapshots every 3 moves and memory for a few tables only: the killed server's tables
    come back from their snapshots, and the phones play on."""
    instance = tmp_path / "instance"
    options = ("--snapshot-every", "3", "--state-cache-mb", "1")
    server = start_server(instance, *options)
    port = int(server.url.rsplit(":", 1)[1])
    burst = Burst([server.url], tables=4)
    burst.run_until(30)
    server.stop(signal.SIGKILL)
    server = start_server(instance, *options, port=port)
    try:
        before = len(burst.acknowledged)
        while len(burst.acknowledged) < before + 20 and not all(burst.over):
            burst.stop.wait(0.05)
        burst.finish()
    finally:
        assert server.stop() == 0
    burst.check(make_app(INSTANCE_PATH=str(instance)))


def test_the_states_kept_stay_within_their_budget_least_recently_used_dropped_first(
        make_app: Any) -> None:
    app = make_app()
    service: TableService = app.extensions["tapete"].tables
    codes = [_started(app, seed)[0] for seed in range(6)]
    loaded = [service._cache.latest(code) for code in codes]
    assert all(entry is not None and entry.state is not None for entry in loaded)
    one = max(entry.size for entry in loaded if entry is not None)
    cache = StateCache(budget=3 * one)
    for entry in loaded:
        assert entry is not None
        cache.remember(entry.record, entry.state)
    assert len(cache) == 3 and cache.size <= 3 * one
    cache.at(codes[3], loaded[3].record.version)  # used: now the most recent
    cache.remember(loaded[0].record, loaded[0].state)
    assert [cache.latest(code) is not None for code in codes] == [
        True, False, False, True, False, True]


def _deep_bytes(value: Any) -> int:
    import sys

    if isinstance(value, dict):
        return sys.getsizeof(value) + sum(_deep_bytes(k) + _deep_bytes(v)
                                          for k, v in value.items())
    if isinstance(value, list):
        return sys.getsizeof(value) + sum(_deep_bytes(v) for v in value)
    return sys.getsizeof(value)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_the_size_estimate_is_within_twice_the_objects_own_size(game_id: str) -> None:
    game = games.get(game_id)
    players = game.max_players
    state = as_json(game.setup(players, game.options({}, players), random.Random(1)))
    record = repo.TableRecord(1, "AAAAA", game_id, players, {}, 1, False, "en", "playing",
                              False, False, "x" * 64, False, 2, 0, None)
    estimated = estimate_bytes(record, state) - estimate_bytes(record, None)
    assert 0.5 <= estimated / _deep_bytes(state) <= 2
