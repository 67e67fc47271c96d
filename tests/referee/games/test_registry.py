"""The registry of rule engines (``referee.games``) finds the game packages by itself: every
subpackage whose ``__init__`` exports ``GAME``, listed by ``Game.listing_order`` then id; a
subpackage without ``GAME`` is skipped, a broken one raises. The new table page offers only the
games that have a seat-screen script (``assets/static/js/games/<id>/index.js``)."""

from __future__ import annotations

import json
import re
import uuid
from pathlib import Path

import pytest
from flask import Flask

from referee import games
from referee.games import GamePackageError, find_games
from referee.games.inside_job import GAME as INSIDE_JOB
from referee.games.politburo import GAME as POLITBURO
from referee.web import pages

# The start of a test package's __init__: the rules of a Game, taken from Politburo's.
GAME_OF = """from dataclasses import fields
from referee.games.base import Game
from referee.games.politburo import GAME as _G
_RULES = {f.name: getattr(_G, f.name) for f in fields(Game)
          if f.name not in ("id", "listing_order")}
"""


def _packages(root: Path, monkeypatch: pytest.MonkeyPatch, **inits: str) -> tuple[Path, str]:
    """A fresh importable package on ``root`` with one subpackage per keyword (its __init__
    text); returns the package folder and its import prefix."""
    name = f"games_{uuid.uuid4().hex}"
    folder = root / name
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    for package, text in inits.items():
        (folder / package).mkdir()
        (folder / package / "__init__.py").write_text(text)
    monkeypatch.syspath_prepend(str(root))
    return folder, f"{name}."


def _game(game_id: str, order: int | None = None) -> str:
    extra = "" if order is None else f", listing_order={order}"
    return GAME_OF + f"GAME = Game(id={game_id!r}, **_RULES{extra})\n"


def test_the_referee_lists_politburo_then_inside_job() -> None:
    assert games.GAME_IDS[:2] == ("politburo", "inside-job")
    assert games.get("politburo") is POLITBURO
    assert games.get("inside-job") is INSIDE_JOB
    assert all(games.get(game_id).id == game_id for game_id in games.GAME_IDS)


def test_an_unknown_game_is_a_key_error_naming_the_known_ones() -> None:
    with pytest.raises(KeyError, match="unknown game 'chess'; known: politburo, inside-job"):
        games.get("chess")


def test_packages_with_a_game_are_found_in_listing_order(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    folder, prefix = _packages(tmp_path, monkeypatch, alpha_one=_game("alpha-one", 5),
                               beta=_game("beta"), zeta=_game("zeta", 1),
                               kit="SHARED = True\n")
    (folder / "loose.py").write_text(_game("loose"))
    found = find_games([str(folder)], prefix)
    assert list(found) == ["zeta", "alpha-one", "beta"]
    assert [game.id for game in found.values()] == list(found)


def test_a_package_that_does_not_import_fails_loudly(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    folder, prefix = _packages(tmp_path, monkeypatch, good=_game("good"),
                               broken="raise ImportError('half written')\n")
    with pytest.raises(ImportError, match="half written"):
        find_games([str(folder)], prefix)


@pytest.mark.parametrize(("package", "game_id", "name"), [
    ("chess", "draughts", "draughts"),
    ("paxpamir", "pax-pamir", "pax_pamir"),
])
def test_a_package_not_named_for_its_game_is_refused(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     package: str, game_id: str,
                                                     name: str) -> None:
    folder, prefix = _packages(tmp_path, monkeypatch, **{package: _game(game_id)})
    with pytest.raises(GamePackageError, match=re.escape(f"name it {name!r}")):
        find_games([str(folder)], prefix)


def _offered(app: Flask) -> list[str]:
    html = app.test_client().get("/?lang=en").get_data(as_text=True)
    data = re.search(r'<script type="application/json" id="tapete-games">(.*?)</script>', html,
                     re.S)
    assert data, "the page data of the games is missing"
    return [game["id"] for game in json.loads(data.group(1))]


def test_only_games_with_a_seat_screen_are_offered(app: Flask, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    offered = _offered(app)
    assert offered[:2] == ["politburo", "inside-job"]
    assert offered == [game_id for game_id in games.GAME_IDS
                       if (pages.GAME_SCRIPTS_DIR / game_id / "index.js").is_file()]
    scripts = tmp_path / "js" / "games"
    (scripts / "inside-job").mkdir(parents=True)
    (scripts / "inside-job" / "index.js").write_text("export function mount() {}\n")
    (scripts / "politburo").mkdir()
    (scripts / "politburo" / "board.js").write_text("")
    monkeypatch.setattr(pages, "GAME_SCRIPTS_DIR", scripts)
    pages._game_info.cache_clear()
    try:
        assert _offered(app) == ["inside-job"]
    finally:
        pages._game_info.cache_clear()
