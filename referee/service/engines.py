"""The version of a game's rule engine, as the snapshots of its tables' states record it.

A snapshot (``referee.storage.repository.insert_snapshot``) saves a replay only while the engine
that made it would still make the same state from the log. When the rules' code or the
catalogues they read change (a new release, a fixed rule), a state saved before may differ from
what the log now gives, so the snapshot must be ignored and rebuilt from the log
(``referee.service.tables``). Rather than a number someone must remember to raise, the version is
a digest of the files the engine is made of: its own package, the modules every game shares (the
files of ``referee/games`` outside the game packages), and the card catalogues
(``assets/catalogue.py``, ``assets/games/*.yaml``). Any change to any of them is a new version,
which at worst costs each table one replay from the start.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

from referee import games

GAMES_DIR = Path(games.__file__).resolve().parent
ASSETS_DIR = GAMES_DIR.parents[1] / "assets"
#: The files an engine is made of, by name (``.py`` for code, ``.yaml`` for catalogues).
SOURCE_SUFFIXES = (".py", ".yaml")


def _sources(folder: Path) -> list[Path]:
    return sorted(path for path in folder.rglob("*")
                  if path.suffix in SOURCE_SUFFIXES and path.is_file())


@cache
def _shared_files() -> tuple[Path, ...]:
    """The files of ``referee/games`` outside every game's own package, and the catalogues."""
    packages = {GAMES_DIR / game_id.replace("-", "_") for game_id in games.GAME_IDS}
    shared = [path for path in _sources(GAMES_DIR)
              if not any(package in path.parents for package in packages)]
    shared += [path for path in (ASSETS_DIR / "catalogue.py",) if path.is_file()]
    return tuple(shared + _sources(ASSETS_DIR / "games"))


@cache
def engine_version(game_id: str) -> str:
    """The version of ``game_id``'s engine: 16 hex digits of the SHA-256 of its files' paths
    (relative to the project) and contents, computed once per process. Raises KeyError for an
    unknown game (``referee.games.get``)."""
    games.get(game_id)
    root = GAMES_DIR.parents[1]
    digest = hashlib.sha256()
    for path in (*_sources(GAMES_DIR / game_id.replace("-", "_")), *_shared_files()):
        digest.update(str(path.relative_to(root)).encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]
