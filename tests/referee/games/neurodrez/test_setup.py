"""Setup for every player count and mode: colours, teams, limits, tiles dealt, cards, start."""

from __future__ import annotations

import random

import pytest

from referee.games.neurodrez.catalogue import COLOURS, SURFACES, TILES, tile_colour, tile_surface
from referee.games.neurodrez.setup import game_deck
from referee.games.neurodrez.terrain import START_BLOCK

from .support import GAME, TEST_COLOURS, check_invariants, played

B, N, R, V, A, Y = TEST_COLOURS


def _setup(players, **raw):
    return GAME.setup(players, GAME.options({"colours": TEST_COLOURS, **raw}, players),
                      random.Random(7))


@pytest.mark.parametrize(("players", "raw", "seats", "sides", "limit"), [
    (1, {}, [[B, N, R, V, A, Y]], [[0]] * 6, {"scope": "all", "count": 10}),
    (2, {}, [[B, R, A], [N, V, Y]], [[0], [1]], {"scope": "side", "count": 5}),
    (3, {}, [[B, V], [N, A], [R, Y]], [[0], [1], [2]], {"scope": "side", "count": 3}),
    (4, {}, [[B, A], [N, Y], [R, A], [V, Y]], [[0, 2], [1, 3]], {"scope": "side", "count": 5}),
    (5, {}, [[B], [N], [R], [V], [A]], [[0], [1], [2], [3], [4]],
     {"scope": "side", "count": 2}),
    (6, {}, [[B], [N], [R], [V], [A], [Y]], [[0, 2, 4], [1, 3, 5]],
     {"scope": "side", "count": 5}),
    (6, {"teams_of_six": "3x2"}, [[B], [N], [R], [V], [A], [Y]], [[0, 3], [1, 4], [2, 5]],
     {"scope": "side", "count": 3}),
])
def test_colours_teams_and_limits(players, raw, seats, sides, limit):
    state = _setup(players, **raw)
    assert state["seat_colours"] == seats
    assert [side["seats"] for side in state["sides"]] == sides
    assert state["limit"] == limit
    for side in state["sides"] if players > 1 else []:
        assert side["colours"] == [c for c in TEST_COLOURS
                                   if any(c in seats[s] for s in side["seats"])]
    if players == 5:
        assert all(Y not in side["colours"] for side in state["sides"])
    if players == 1:
        assert [side["colours"] for side in state["sides"]] == [[c] for c in TEST_COLOURS]


@pytest.mark.parametrize(("players", "each", "on_terrain"),
                         [(1, 30, 6), (2, 15, 6), (3, 10, 6), (4, 7, 8), (5, 6, 6), (6, 5, 6)])
@pytest.mark.parametrize("mode", ["competitive", "cooperative"])
def test_tiles_cards_and_start(players, each, on_terrain, mode):
    if players == 1 and mode == "cooperative":
        pytest.skip("one player plays solo")
    state = _setup(players, mode=mode)
    assert state["mode"] == ("solo" if players == 1 else mode)
    assert [len(state["zones"][f"tiles-{s}"]["cards"]) for s in range(players)] == [each] * players
    assert len(state["terrain"]) == on_terrain
    start = [state["terrain"][sq]["tile"] for sq in START_BLOCK]
    assert {tile_colour(t) for t in start} == set(COLOURS)
    assert {tile_surface(t) for t in start} == set(SURFACES)
    assert all(len(state["zones"][f"hand-{s}"]["cards"]) == 2 for s in range(players))
    assert len(state["zones"]["deck"]["cards"]) == 108 - 2 * players
    assert state["phase"] == "roll" and state["pieces"] == {}
    check_invariants(state)
    if players > 1:
        rounds = state["start"]["rounds"]
        first = state["turns"][0]
        assert rounds[-1][str(first)] == max(rounds[-1].values())
        assert list(rounds[-1].values()).count(max(rounds[-1].values())) == 1
        assert sorted(rounds[0]) == [str(s) for s in range(players)]


def test_prearranged_tiles_and_deck_deal_from_the_top():
    block = ["tile-blanco-tierra", "tile-negro-agua", "tile-rojo-aire", "tile-verde-fuego",
             "tile-azul-flora", "tile-amarillo-fauna"]
    tiles = block + [t for t in TILES if t not in block]
    deck = list(reversed(game_deck("out")))
    state = _setup(2, tiles=tiles, deck=deck)
    assert [state["terrain"][sq]["tile"] for sq in START_BLOCK] == block
    assert state["zones"]["tiles-0"]["cards"] == tiles[6:21]
    assert state["zones"]["tiles-1"]["cards"] == tiles[21:36]
    assert state["zones"]["hand-0"]["cards"] == deck[:2]
    assert state["zones"]["hand-1"]["cards"] == deck[2:4]
    assert state["prearranged"] == {"deck": True, "tiles": True}


def test_neutral_cards_as_jokers():
    state = _setup(2, neutrals="joker")
    assert len(state["zones"]["deck"]["cards"]) == 112 - 4
    check_invariants(state)


def test_physical_start_rolls_until_one_is_highest():
    state = _setup(3, dice="physical")
    assert state["phase"] == "start" and GAME.awaiting(state) == [0, 1, 2]
    state = played(GAME, state, 0, "start_roll", {"value": 5})
    state = played(GAME, state, 2, "start_roll", {"value": 5})
    assert GAME.awaiting(state) == [1]
    state = played(GAME, state, 1, "start_roll", {"value": 2})
    assert state["phase"] == "start" and GAME.awaiting(state) == [0, 2]
    state = played(GAME, state, 2, "start_roll", {"value": 6})
    state = played(GAME, state, 0, "start_roll", {"value": 1})
    assert state["phase"] == "roll" and GAME.awaiting(state) == [2]
    assert state["start"]["rounds"] == [{"0": 5, "2": 5, "1": 2}, {"2": 6, "0": 1}]


def test_colours_are_random_by_default_and_reproducible():
    a = GAME.setup(2, GAME.options({}, 2), random.Random(3))
    b = GAME.setup(2, GAME.options({}, 2), random.Random(3))
    assert a == b
    orders = {tuple(GAME.setup(2, GAME.options({}, 2), random.Random(k))["seat_colours"][0])
              for k in range(12)}
    assert len(orders) > 1


def test_player_count_outside_one_to_six():
    with pytest.raises(ValueError):
        GAME.setup(7, GAME.options({}, 7), random.Random(0))
