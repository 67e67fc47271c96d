"""Fixtures of the referee server tests: apps on SQLite and (when reachable) PostgreSQL."""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from flask import Flask

from referee import create_app, games
from referee.games.base import Actor, Move, State, as_json
from tests.referee.referee_kit import PG_URL, REDIS_URL, reachable


def _pg_available() -> str | None:
    if not reachable("127.0.0.1", 5432):
        return "PostgreSQL is not reachable on 127.0.0.1:5432"
    try:
        import psycopg

        psycopg.connect(PG_URL, connect_timeout=3).close()
    except Exception as exc:  # any failure to connect means: skip
        return f"PostgreSQL at {PG_URL} refused the connection: {exc}"
    return None


def _json_only(name: str, handler: Move) -> Move:
    def checked(state: State, actor: Actor, args: dict[str, Any], rng: random.Random) -> State:
        after = handler(state, actor, args, rng)
        assert after == as_json(after), f"move {name} wrote a value JSON does not keep " \
            "(a tuple, a non-string key): the table service keeps a move's result as it is"
        return after
    return checked


@pytest.fixture(autouse=True)
def moves_write_only_json(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every move of every game, in every referee test, must leave a state that reads back
    from JSON the same (``referee.games.base.apply``: the table service does not normalise a
    move's result, so a tuple there would make the served state differ from the replayed
    one)."""
    for game_id in games.GAME_IDS:
        moves = games.get(game_id).moves
        for name, handler in list(moves.items()):
            monkeypatch.setitem(moves, name, _json_only(name, handler))  # type: ignore[arg-type]


@pytest.fixture(scope="session")
def pg_url() -> Iterator[str]:
    """A PostgreSQL URL whose search_path is a fresh schema, dropped after the session."""
    reason = _pg_available()
    if reason:
        pytest.skip(reason)
    import psycopg

    schema = f"tapete_test_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(PG_URL, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    yield f"{PG_URL}?options={quote(f'-csearch_path={schema}')}"
    with psycopg.connect(PG_URL, autocommit=True) as conn:
        conn.execute(f'DROP SCHEMA "{schema}" CASCADE')


@pytest.fixture(scope="session")
def redis_url() -> str:
    """The test Redis URL (database 15), or skip when Redis is not reachable."""
    if not reachable("127.0.0.1", 6379):
        pytest.skip("Redis is not reachable on 127.0.0.1:6379")
    return REDIS_URL


@pytest.fixture
def make_app(tmp_path: Path) -> Iterator[Callable[..., Flask]]:
    """A factory of apps on a fresh SQLite instance folder (or given DATABASE_URL); closed
    after the test."""
    made: list[Flask] = []

    def make(**config: Any) -> Flask:
        config.setdefault("INSTANCE_PATH", str(tmp_path / f"instance{len(made)}"))
        config.setdefault("KEEPALIVE_SECONDS", 0.3)
        app = create_app(config)
        made.append(app)
        return app

    yield make
    for app in made:
        app.extensions["tapete"].close()


@pytest.fixture
def app(make_app: Callable[..., Flask]) -> Flask:
    """An app on SQLite."""
    return make_app()


@pytest.fixture(params=["sqlite", "postgresql"])
def any_app(request: pytest.FixtureRequest, make_app: Callable[..., Flask]) -> Flask:
    """An app on SQLite, then on PostgreSQL (skipped when unreachable)."""
    if request.param == "sqlite":
        return make_app()
    return make_app(DATABASE_URL=request.getfixturevalue("pg_url"))
