"""Seating at speed (issue 30): a join writes its own seat and renumbers no other; the seats the
table service keeps after a join, a new order or a removal are the ones in the database."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from sqlalchemy import event

from referee.service.auth import Credentials
from referee.storage import repository as repo


@pytest.fixture
def services(make_app: Any) -> Any:
    app: Flask = make_app(RATE_LIMITS=False)
    return app.extensions["tapete"]


@pytest.fixture
def statements(services: Any) -> Iterator[list[str]]:
    """The SQL statements the app runs from now on."""
    seen: list[str] = []

    def note(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        seen.append(statement)

    event.listen(services.storage.engine, "before_cursor_execute", note)
    yield seen
    event.remove(services.storage.engine, "before_cursor_execute", note)


def _stored(services: Any, code: str) -> repo.TableRecord:
    with services.storage.read() as conn:
        return repo.load_record(conn, code)


def _kept(services: Any, code: str) -> repo.TableRecord:
    loaded = services.tables._cache.latest(code)
    assert loaded is not None
    return loaded.record


def test_a_join_writes_its_own_seat_and_moves_no_other(services: Any,
                                                      statements: list[str]) -> None:
    code, _token = services.lobby.create("politburo", 10, "en", {}, "master")
    for name in ("Ana", "Bruno", "Carla", "Dario"):
        services.lobby.join(code, Credentials(), name)
    statements.clear()
    seat, _seat_token = services.lobby.join(code, Credentials(), "Elena")
    assert seat == 4
    updates = [s for s in statements if s.lstrip().upper().startswith("UPDATE SEATS")]
    assert updates == [], "no other seat is renumbered"
    assert _kept(services, code) == _stored(services, code)


def test_the_seats_kept_after_each_change_are_the_stored_ones(services: Any) -> None:
    code, moderator = services.lobby.create("politburo", 6, "en", {}, "player")
    for name in ("Ana", "Bruno", "Carla"):
        services.lobby.join(code, Credentials(), name)
        assert _kept(services, code) == _stored(services, code)
    seat, _token = services.lobby.join(code, Credentials(bearer=moderator), "Mod")
    assert seat == 0, "the moderator who plays takes seat 0"
    assert [s.name for s in _stored(services, code).seats] == ["Mod", "Ana", "Bruno", "Carla"]
    assert _kept(services, code) == _stored(services, code)
    services.lobby.order(code, Credentials(bearer=moderator), [2, 0, 3, 1])
    assert [s.name for s in _stored(services, code).seats] == ["Bruno", "Mod", "Carla", "Ana"]
    assert _kept(services, code) == _stored(services, code)
    services.lobby.remove(code, Credentials(bearer=moderator), 1)
    assert [s.name for s in _stored(services, code).seats] == ["Bruno", "Carla", "Ana"]
    assert [s.seat for s in _stored(services, code).seats] == [0, 1, 2]
    assert _kept(services, code) == _stored(services, code)
    services.lobby.join(code, Credentials(), "Dario")
    assert _kept(services, code) == _stored(services, code)
