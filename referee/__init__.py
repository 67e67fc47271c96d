"""Tapete's referee: a Flask app for phones at a physical table (docs/architecture.md, "Referee").

``referee.create_app(config)`` is the app factory (``referee.app``). It is imported on first use
so that the rule engines (``referee.games``) load without Flask or a database.
"""

from __future__ import annotations

from typing import Any

__all__ = ["create_app"]


def __getattr__(name: str) -> Any:
    if name == "create_app":
        from referee.app import create_app

        return create_app
    raise AttributeError(f"module 'referee' has no attribute {name!r}")
