"""The printable games: every sub-package ``generator/games/<game>/`` that defines ``GAME``
(a ``PrintGame``), found on first use, in ``PrintGame.order`` (the order ``tapete-print all``
prints them). A sub-package without ``GAME`` (e.g. ``pax_pamir``: booklet figures only) is not
a printable game. ``data_checks`` holds the data checks several games share.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from generator.components import PrintGame


@cache
def _registry() -> dict[str, PrintGame]:
    found = []
    for package in pkgutil.iter_modules(__path__):
        if package.ispkg:
            game = getattr(importlib.import_module(f"{__name__}.{package.name}"), "GAME", None)
            if isinstance(game, PrintGame):
                found.append(game)
    return {game.id: game for game in sorted(found, key=lambda g: (g.order, g.id))}


def game_ids() -> tuple[str, ...]:
    """The ids of every printable game, in print order."""
    return tuple(_registry())


def get(game_id: str) -> PrintGame:
    """The printable game ``game_id``; KeyError (listing the known ids) for another."""
    try:
        return _registry()[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(game_ids())}") from None


def all_games() -> list[PrintGame]:
    """Every printable game, in print order (``PrintGame.order``)."""
    return list(_registry().values())
