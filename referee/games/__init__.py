"""The rule engines the referee can run, by game id."""

from __future__ import annotations

import importlib

from referee.games.base import Game

GAME_IDS: tuple[str, ...] = ("politburo", "inside-job")


def get(game_id: str) -> Game:
    """The engine of ``game_id`` (module ``referee.games.<id with _>``, attribute ``GAME``).

    Raises KeyError naming the known games when ``game_id`` is not one of ``GAME_IDS``.
    """
    if game_id not in GAME_IDS:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAME_IDS)}")
    module = importlib.import_module(f"referee.games.{game_id.replace('-', '_')}")
    return module.GAME
