"""The printable games, by id, in the order ``tapete-print all`` prints them."""

from __future__ import annotations

import importlib

from generator.components import PrintGame

GAME_IDS: tuple[str, ...] = ("pokerdrez", "politburo", "neurodrez", "lucha", "rules")


def get(game_id: str) -> PrintGame:
    """The printable game ``game_id``; KeyError (listing the known ids) for another."""
    if game_id not in GAME_IDS:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(GAME_IDS)}")
    return importlib.import_module(f"generator.games.{game_id}").GAME


def all_games() -> list[PrintGame]:
    """Every printable game, in ``GAME_IDS`` order."""
    return [get(game_id) for game_id in GAME_IDS]
