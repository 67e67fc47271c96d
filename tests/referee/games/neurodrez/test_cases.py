"""The worked cases of docs/rules-decisions.md#neurodrez (N1–N7), each its own test. Two players:
seat 0 blanco, rojo, azul; seat 1 negro, verde, amarillo."""

from __future__ import annotations

from referee.games.kit.views import PUBLIC
from referee.games.neurodrez.catalogue import TILES
from referee.games.neurodrez.terrain import removable

from .support import BLOCK, GAME, at, played, position, refusal, rolled, two_players

RING = [f"{f}{r}" for f in "bcdef" for r in range(2, 7) if f"{f}{r}" != "d4"]


def _sudden_death(squares: list[str]) -> dict:
    state = two_players(dice="physical")
    position(state, dict(zip(squares, TILES, strict=False)))
    state["sudden_death"] = True
    return at(state, 0, "tile")


def test_n1_removal_only_from_the_edge_an_enclosed_hole_is_not_outside():
    state = _sudden_death(RING)
    assert len(state["terrain"]) == 24
    assert refusal(GAME, state, 0, "remove_tile", {"square": "d5"}).code == "not_on_edge"
    assert refusal(GAME, state, 0, "remove_tile", {"square": "c4"}).code == "not_on_edge"
    expected = {"b2", "b3", "b4", "b5", "b6", "c2", "c6", "d2", "d6", "e2", "e6",
                "f2", "f3", "f4", "f5", "f6"}
    assert set(removable(state["terrain"], set())) == expected
    after = played(GAME, state, 0, "remove_tile", {"square": "b4"})
    assert "b4" not in after["terrain"] and len(after["terrain"]) == 23
    assert after["zones"]["removed"]["cards"][-1] == state["terrain"]["b4"]["tile"]
    state["pieces"]["rojo-pawn"] = "b4"
    assert refusal(GAME, state, 0, "remove_tile", {"square": "b4"}).code == "tile_occupied"


def test_n2_a_bridge_tile_stays_and_the_removal_cannot_be_skipped():
    state = _sudden_death(["c4", "d4", "e4", "d5"])
    assert refusal(GAME, state, 0, "remove_tile", {"square": "d4"}).code == "would_split_terrain"
    assert set(removable(state["terrain"], set())) == {"c4", "e4", "d5"}
    move = {"piece": "rojo-king", "by": "king", "to": "c4"}
    assert refusal(GAME, state, 0, "move", move).code == "wrong_phase"
    for square in ("c4", "e4", "d5"):
        assert square not in played(GAME, state, 0, "remove_tile", {"square": square})["terrain"]


def _n3_turn_one():
    state = position(two_players(dice="physical"), BLOCK)
    state = rolled(state, 0, 2, "verde", "tierra")
    assert state["phase"] == "piece"
    return played(GAME, state, 0, "move", {"piece": "rojo-knight", "by": "die", "to": "d4"})


def test_n3_a_piece_that_survives_a_round_conquers_its_tile_and_is_safe():
    state = _n3_turn_one()
    assert state["clocks"]["rojo-knight"] == {"square": "d4", "turn": 1}
    state = rolled(state, 1, 1, "negro", "fuego")
    state = played(GAME, state, 1, "move", {"piece": "negro-pawn", "by": "die", "to": "e4"})
    assert state["turns"] == [0, 1, 0] and state["phase"] == "roll"
    assert state["terrain"]["d4"]["token"] == "rojo"
    assert "rojo-knight" not in state["clocks"]
    conquests = [e for e in state["history"] if e["event"] == "conquer"]
    assert conquests[-1]["square"] == "d4" and conquests[-1]["colour"] == "rojo"
    state = rolled(state, 0, 1, "blanco", "tierra")
    state = played(GAME, state, 0, "move", {"piece": "blanco-pawn", "by": "die", "to": "c4"})
    state = rolled(state, 1, 6, "rojo", "agua")
    move = {"piece": "negro-pawn", "by": "die", "to": "d4"}
    assert refusal(GAME, state, 1, "move", move).code == "piece_is_safe"


def test_n3_variant_a_capture_before_the_round_ends_stops_the_conquest():
    state = _n3_turn_one()
    hand = state["zones"]["hand-1"]["cards"]
    state["zones"]["deck"]["cards"].remove("queen-1#1")
    state["zones"]["deck"]["cards"].extend(hand[:1])
    hand[0] = "queen-1#1"
    state = rolled(state, 1, 1, "verde", "fuego")
    state = played(GAME, state, 1, "move", {"piece": "verde-queen", "by": "card",
                                            "card": "queen-1#1", "to": "d4"})
    assert state["pieces"] == {"verde-queen": "d4"}
    assert "rojo-knight" in GAME.view(state, PUBLIC)["public"]["reserves"]["rojo"]
    assert "queen-1#1" in state["zones"]["discard"]["cards"]
    assert len(state["zones"]["hand-1"]["cards"]) == 2
    assert state["turns"] == [0, 1, 0]
    assert state["terrain"]["d4"]["token"] is None
    assert not [e for e in state["history"] if e["event"] == "conquer"]


def test_n5_placing_the_last_tile_of_a_surface_wins_before_the_piece_step():
    terrain = {"c4": "tile-blanco-agua", "d4": "tile-rojo-agua", "e4": "tile-verde-agua",
               "c5": "tile-negro-agua", "d5": "tile-amarillo-agua"}
    tokens = {"e4": "rojo", "c5": "azul", "d5": "blanco"}
    state = position(two_players(), terrain, tokens=tokens, hands={0: ["tile-azul-agua"]})
    state = at(state, 0, "tile")
    state = played(GAME, state, 0, "place_tile", {"tile": "tile-azul-agua", "square": "e5"})
    result = GAME.outcome(state)
    assert result is not None
    assert result["winners"] == [0] and result["reason"] == "surface"
    assert result["surface"] == "agua" and result["side"] == [0]
    assert state["phase"] == "over"


def test_n7_the_king_rests_a_turn_and_the_limit_stops_entries():
    state = position(two_players(), BLOCK)
    state = at(state, 0, "piece", 1, "blanco", "tierra")
    state = played(GAME, state, 0, "move", {"piece": "blanco-king", "by": "king", "to": "c4"})
    state = at(state, 1, "piece", 1, "negro", "fuego")
    state = played(GAME, state, 1, "move", {"piece": "negro-pawn", "by": "die", "to": "e4"})
    assert state["turns"] == [0, 1, 0]
    state = at(state, 0, "piece", 1, "azul", "tierra")
    move = {"piece": "blanco-king", "by": "king", "to": "d4"}
    assert refusal(GAME, state, 0, "move", move).code == "king_moved_last_turn"
    assert refusal(GAME, state, 0, "move", {**move, "by": "die"}).code == "king_moved_last_turn"
    state["pieces"].update({"rojo-pawn": "c5", "azul-pawn": "d5", "rojo-rook": "e5",
                            "blanco-rook": "d4"})
    entry = {"piece": "azul-queen", "by": "die", "to": "c4"}
    state["dice"]["figure"] = 6
    assert refusal(GAME, state, 0, "move", entry).code == "piece_limit"
