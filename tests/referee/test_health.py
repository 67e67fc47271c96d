"""The health check a load balancer asks (referee.web.health, docs/deployment.md "Scaling")."""

from __future__ import annotations

from flask import Flask
from sqlalchemy.exc import OperationalError

from tests.referee.referee_kit import new_table


def test_a_live_process_answers_ok_uncached_without_a_cookie(app: Flask) -> None:
    answer = app.test_client().get("/healthz")
    assert answer.status_code == 200
    assert answer.get_data(as_text=True) == "ok\n"
    assert answer.headers["Cache-Control"] == "no-store"
    assert "Set-Cookie" not in answer.headers


def test_it_touches_no_table_and_no_database(app: Flask, monkeypatch) -> None:
    client = app.test_client()
    new_table(client)
    storage = app.extensions["tapete"].storage

    def unreachable(*_args: object, **_kwargs: object) -> None:
        raise OperationalError("SELECT 1", {}, Exception("the database is gone"))

    monkeypatch.setattr(storage, "read", unreachable)
    monkeypatch.setattr(storage, "write", unreachable, raising=False)
    assert client.get("/healthz").status_code == 200
