"""The printable games: every sub-package ``generator/games/<game>/`` that defines ``GAME``
(a ``PrintGame`` whose ``id`` is the package's name, ``-`` written ``_``), in
``PrintGame.order`` (the order ``tapete-print all`` prints them). A sub-package without ``GAME``
(e.g. ``pax_pamir``: booklet figures only) is not a printable game. ``data_checks`` holds the
data checks several games share.

Asking for one game imports only its package (and reads only its data file); listing the games
imports them all, once.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from generator.components import PrintGame


@cache
def _packages() -> tuple[str, ...]:
    """The names of the sub-packages (found without importing them)."""
    return tuple(sorted(p.name for p in pkgutil.iter_modules(__path__) if p.ispkg))


@cache
def _game_in(package: str) -> PrintGame | None:
    """The ``GAME`` of ``generator.games.<package>``, None when it defines none.

    Raises ValueError when the package is not named for its id (``get`` could not find it)."""
    game = getattr(importlib.import_module(f"{__name__}.{package}"), "GAME", None)
    if not isinstance(game, PrintGame):
        return None
    if _package_of(game.id) != package:
        raise ValueError(f"generator.games.{package}: GAME.id is {game.id!r}; a printable "
                         "game's package is named for its id, with '-' written '_'")
    return game


def _package_of(game_id: str) -> str:
    return game_id.replace("-", "_")


@cache
def _registry() -> dict[str, PrintGame]:
    found = [game for package in _packages() if (game := _game_in(package)) is not None]
    return {game.id: game for game in sorted(found, key=lambda g: (g.order, g.id))}


def game_ids() -> tuple[str, ...]:
    """The ids of every printable game, in print order."""
    return tuple(_registry())


def get(game_id: str) -> PrintGame:
    """The printable game ``game_id``; KeyError (listing the known ids) for another."""
    package = _package_of(game_id)
    game = _game_in(package) if package in _packages() else None
    if game is None or game.id != game_id:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(game_ids())}")
    return game


def all_games() -> list[PrintGame]:
    """Every printable game, in print order (``PrintGame.order``)."""
    return list(_registry().values())
