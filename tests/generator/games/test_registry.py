"""The printable-game registry (generator.games): one package per game, found without a list,
in the order ``tapete-print all`` has always printed them."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from generator import games


def test_the_games_come_in_print_order():
    assert games.game_ids() == ("pokerdrez", "politburo", "neurodrez", "lucha", "rules")
    assert [game.id for game in games.all_games()] == list(games.game_ids())


def test_each_game_is_its_package_s_game():
    for game_id in games.game_ids():
        assert games.get(game_id) is importlib.import_module(f"generator.games.{game_id}").GAME


def test_a_package_without_a_game_is_not_printable():
    assert importlib.import_module("generator.games.pax_pamir")
    assert "pax_pamir" not in games.game_ids()
    with pytest.raises(KeyError, match="unknown game 'pax_pamir'; known games: pokerdrez, "):
        games.get("pax_pamir")


def test_asking_for_one_game_imports_only_its_package_and_reads_only_its_data():
    code = ("import json, sys, assets.catalogue\n"
            "from generator import games\n"
            "games.get('pokerdrez')\n"
            "print(json.dumps([sorted(sys.modules), assets.catalogue.load.cache_info().currsize]))")
    modules, catalogues = json.loads(subprocess.run(
        [sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[3],
        capture_output=True, text=True, check=True).stdout)
    assert {m.split(".")[2] for m in modules
            if m.startswith("generator.games.")} == {"pokerdrez", "data_checks"}
    assert not [m for m in modules if m.startswith("generator.booklets")]
    assert catalogues == 1


@pytest.fixture
def extra_games(tmp_path, monkeypatch):
    """Write game packages into a folder added to ``generator.games``; the registry's caches are
    emptied before and after."""
    def clear():
        for cached in (games._packages, games._game_in, games._registry):
            cached.cache_clear()

    added: list[str] = []

    def add(package: str, game_id: str) -> None:
        added.append(f"generator.games.{package}")
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text(
            "from assets import Text\nfrom generator.components import PrintGame\n"
            f"GAME = PrintGame({game_id!r}, Text(es='Juego', en='Game'), {{}}, order=95)\n")

    monkeypatch.setattr(games, "__path__", [*games.__path__, str(tmp_path)])
    clear()
    yield add
    clear()
    for name in added:
        sys.modules.pop(name, None)


def test_a_hyphenated_id_lives_in_a_package_written_with_underscores(extra_games):
    extra_games("a_test_game", "a-test-game")
    assert games.get("a-test-game").id == "a-test-game"
    with pytest.raises(KeyError, match="unknown game 'a_test_game'"):
        games.get("a_test_game")
    assert games.game_ids()[-1] == "a-test-game"


def test_a_package_not_named_for_its_game_is_refused(extra_games):
    extra_games("misnamed_test_game", "another-game")
    with pytest.raises(ValueError, match=r"GAME\.id is 'another-game'"):
        games.game_ids()
