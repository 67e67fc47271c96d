"""Privacy: hand tiles and cards reach only their owner (and the omniscient moderator) until
played; the deck order reaches nobody; the public view holds counts only."""

from __future__ import annotations

import json
import random

from referee.games.base import Viewer
from referee.games.kit.views import PUBLIC

from .support import BLOCK, GAME, at, played, position, two_players


def _text(state, viewer):
    return json.dumps(GAME.view(state, viewer))


def test_hands_reach_only_their_owner_and_the_moderator():
    state = GAME.setup(3, GAME.options({}, 3), random.Random(4))
    zones = state["zones"]
    for seat in range(3):
        own = zones[f"tiles-{seat}"]["cards"] + zones[f"hand-{seat}"]["cards"]
        view = GAME.view(state, Viewer(seat))
        assert view["private"]["tiles"] == zones[f"tiles-{seat}"]["cards"]
        assert [c["id"] for c in view["private"]["cards"]] == zones[f"hand-{seat}"]["cards"]
        for viewer in [PUBLIC] + [Viewer(s) for s in range(3) if s != seat]:
            text = _text(state, viewer)
            assert not [i for i in own if f'"{i}"' in text]
    moderator = GAME.view(state, Viewer(None, omniscient=True))
    assert moderator["private"]["hands"]["1"]["tiles"] == zones["tiles-1"]["cards"]
    public = GAME.view(state, PUBLIC)["public"]
    assert public["tiles_in_hand"] == [10, 10, 10] and public["cards_in_hand"] == [2, 2, 2]
    assert public["deck"] == len(zones["deck"]["cards"])


def test_the_deck_order_reaches_nobody():
    state = GAME.setup(2, GAME.options({}, 2), random.Random(5))
    deck = state["zones"]["deck"]["cards"]
    for viewer in (PUBLIC, Viewer(0), Viewer(1), Viewer(None, omniscient=True)):
        text = _text(state, viewer)
        assert not [c for c in deck if f'"{c}"' in text]


def test_a_placed_tile_and_a_spent_card_become_public():
    state = position(two_players(), BLOCK, hands={0: ["tile-azul-agua"]},
                     cards={0: ["queen-1#1", "pawn-1#1"], 1: ["rook-1#1", "rook-2#1"]})
    state = at(state, 0, "tile", 1, "negro", "fuego")
    assert '"tile-azul-agua"' not in _text(state, PUBLIC)
    state = played(GAME, state, 0, "place_tile", {"tile": "tile-azul-agua", "square": "c3"})
    assert GAME.view(state, PUBLIC)["public"]["terrain"]["c3"]["tile"] == "tile-azul-agua"
    assert '"queen-1#1"' not in _text(state, Viewer(1))
    state = played(GAME, state, 0, "move", {"piece": "azul-queen", "by": "card",
                                            "card": "queen-1#1", "to": "e4"})
    public = GAME.view(state, PUBLIC)["public"]
    assert public["discard"] == ["queen-1#1"]
    drawn = [c for c in state["zones"]["hand-0"]["cards"] if c != "pawn-1#1"]
    assert not [c for c in drawn if f'"{c}"' in _text(state, Viewer(1))]


def test_private_moves_and_legal_destinations_only_for_the_seat_to_play():
    state = position(two_players(), BLOCK)
    state = at(state, 0, "piece", 6, "negro", "agua")
    mine = GAME.view(state, Viewer(0))["private"]
    theirs = GAME.view(state, Viewer(1))["private"]
    assert mine["moves"] == ["move"] and mine["legal"]
    assert theirs["moves"] == [] and theirs["legal"] == []
    assert GAME.view(state, PUBLIC)["private"] == {}
