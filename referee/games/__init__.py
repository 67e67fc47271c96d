"""The rule engines the referee can run, by game id: a registry that finds the game packages.

Every game is a subpackage ``referee.games.<package>`` whose ``__init__`` builds ``GAME`` (a
``referee.games.base.Game``) from the package's ``setup`` (``options``, ``setup``), ``moves``
(``MOVES``) and view modules (docs/adding-a-game.md, "The shape of a game package"); the package
is named for the game id with ``-`` written ``_`` (``inside-job`` lives in
``referee/games/inside_job/``). Adding a game means adding its package, nothing else.
Subpackages without ``GAME`` (the shared ``kit``, a game still being written) are skipped; a
package that fails to import or is not named for its game id raises, so a broken game is never
quietly left out.

``GAME_IDS`` (the ids in listing order: ``Game.listing_order``, then id) and ``get`` look the
packages up the first time they are used, not when this package is imported: an engine module
importing ``referee.games.base`` does not load every other game.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable
from functools import cache

from referee.games.base import Game


class GamePackageError(Exception):
    """A game package that cannot be registered: its name is not its game's id."""


def find_games(path: Iterable[str], prefix: str) -> dict[str, Game]:
    """Every game of the subpackages found on ``path`` (imported as ``prefix + name``), by id,
    in listing order (``Game.listing_order``, then id).

    A subpackage without a ``GAME`` attribute that is a ``Game`` is skipped; plain modules are
    not looked at. Raises what importing a subpackage raises, and GamePackageError when a
    package's name is not its game id with ``-`` as ``_`` (so no two packages share an id).
    """
    found: list[Game] = []
    for module_info in pkgutil.iter_modules(list(path), prefix):
        if not module_info.ispkg:
            continue
        game = getattr(importlib.import_module(module_info.name), "GAME", None)
        if not isinstance(game, Game):
            continue
        package = module_info.name.rpartition(".")[2]
        if package != game.id.replace("-", "_"):
            raise GamePackageError(f"package {module_info.name} holds game {game.id!r}; "
                                   f"name it {game.id.replace('-', '_')!r}")
        found.append(game)
    found.sort(key=lambda game: (game.listing_order, game.id))
    return {game.id: game for game in found}


@cache
def _registry() -> dict[str, Game]:
    return find_games(__path__, f"{__name__}.")


def get(game_id: str) -> Game:
    """The engine of ``game_id`` (the ``GAME`` of package ``referee.games.<id with _>``).

    Raises KeyError naming the known games when ``game_id`` is not one of ``GAME_IDS``.
    """
    registry = _registry()
    if game_id not in registry:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(registry)}")
    return registry[game_id]


def __getattr__(name: str) -> tuple[str, ...]:
    """``GAME_IDS``: the ids of every registered game, in listing order (found on first use)."""
    if name == "GAME_IDS":
        return tuple(_registry())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
