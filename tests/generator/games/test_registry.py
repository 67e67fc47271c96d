"""The printable-game registry (generator.games): one package per game, found without a list,
in the order ``tapete-print all`` has always printed them."""

from __future__ import annotations

import importlib

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
