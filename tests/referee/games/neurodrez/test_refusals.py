"""Every refusal code of NeuroDrez, each from a position where only that check fails; the
``refusal`` helper also proves the state is left exactly as it was."""

from __future__ import annotations

import pytest

from referee.games.base import IllegalMove, Viewer
from referee.games.neurodrez.catalogue import TILES

from .support import BLOCK, GAME, at, played, position, refusal, two_players

QUEEN = "queen-1#1"
PAWN_CARD = "pawn-1#1"
JOKER_CARD = "joker-1#1"


def _board(**extra):
    """Seat 0 to move a piece: blanco-rook on c4, negro-pawn on e4, cards pawn and queen."""
    state = position(two_players(), BLOCK, pieces={"blanco-rook": "c4", "negro-pawn": "e4"},
                     cards={0: [PAWN_CARD, QUEEN], 1: [JOKER_CARD, "rook-1#1"]}, **extra)
    return at(state, 0, "piece", 1, "verde", "agua")


@pytest.mark.parametrize(("args", "code"), [
    ({"piece": "negro-queen", "by": "die", "to": "d4"}, "not_your_piece"),
    ({"piece": "rojo-queen", "by": "die", "to": "d4"}, "die_does_not_match"),
    ({"piece": "rojo-queen", "by": "card", "card": JOKER_CARD, "to": "d4"}, "card_not_in_hand"),
    ({"piece": "rojo-queen", "by": "card", "card": "nonsense", "to": "d4"}, "card_not_in_hand"),
    ({"piece": "rojo-rook", "by": "card", "card": QUEEN, "to": "d4"}, "card_does_not_match"),
    ({"piece": "rojo-queen", "by": "king", "to": "d4"}, "not_a_king"),
    ({"piece": "rojo-pawn", "by": "die", "to": "c5"}, "bad_destination"),
    ({"piece": "rojo-pawn", "by": "die", "to": "a1"}, "bad_destination"),
    ({"piece": "blanco-rook", "by": "card", "card": QUEEN, "to": "c4"}, "card_does_not_match"),
])
def test_move_refusals(args, code):
    error = refusal(GAME, _board(), 0, "move", args)
    assert error.code == code and error.status == 422


def test_the_rook_may_not_stay_on_its_own_square():
    state = _board()
    state["dice"]["figure"] = 4
    state["dice"]["colour"] = "blanco"
    assert refusal(GAME, state, 0, "move", {"piece": "blanco-rook", "by": "die",
                                            "to": "c4"}).code == "bad_destination"


def test_friendly_and_safe_targets():
    state = _board()
    state["dice"].update(figure=6, colour="blanco")
    state["pieces"]["rojo-pawn"] = "d4"
    assert refusal(GAME, state, 0, "move", {"piece": "rojo-pawn", "by": "die",
                                            "to": "c4"}).code == "square_has_own_piece"
    state["dice"].update(colour="negro")
    assert refusal(GAME, state, 0, "move", {"piece": "azul-pawn", "by": "die",
                                            "to": "e4"}).code == "piece_is_safe"


def test_one_king_only_and_king_rest():
    state = _board(tokens={})
    state["pieces"]["rojo-king"] = "d5"
    assert refusal(GAME, state, 0, "move", {"piece": "blanco-king", "by": "king",
                                            "to": "d4"}).code == "one_king_only"


def test_piece_limit():
    state = _board()
    state["pieces"].update({"rojo-pawn": "c5", "azul-pawn": "d5", "rojo-rook": "e5",
                            "blanco-pawn": "d4"})
    assert refusal(GAME, state, 0, "move", {"piece": "blanco-king", "by": "king",
                                            "to": "d4"}).code == "piece_limit"


def test_forced_removal_refusals():
    state = _board()
    assert refusal(GAME, state, 0, "forced_removal",
                   {"piece": "blanco-rook"}).code == "move_exists"
    state["dice"].update(figure=1, colour="negro", surface="fuego")
    state["pieces"] = {"blanco-rook": "c5", "negro-pawn": "e4", "blanco-king": "d5"}
    state["king_moved"] = {"0": 1}
    state["zones"]["hand-0"]["cards"] = ["bishop-1#1", "bishop-2#1"]
    state["turns"] = [0, 1, 0]
    assert GAME.view(state, Viewer(0))["private"]["moves"] == ["forced_removal"]
    assert refusal(GAME, state, 0, "forced_removal",
                   {"piece": "negro-pawn"}).code == "not_your_piece"
    assert refusal(GAME, state, 0, "forced_removal",
                   {"piece": "azul-queen"}).code == "not_on_terrain"
    after = played(GAME, state, 0, "forced_removal", {"piece": "blanco-rook"})
    assert "blanco-rook" not in after["pieces"]
    assert set(after["zones"]["discard"]["cards"]) == {"bishop-1#1", "bishop-2#1"}
    event = next(e for e in after["history"] if e["event"] == "forced_removal")
    assert event["cards"] == ["bishop-1#1", "bishop-2#1"] and event["how"] == "show"
    assert after["turns"][-1] == 1


def test_place_tile_refusals():
    state = position(two_players(), BLOCK, hands={0: ["tile-azul-agua"],
                                                  1: ["tile-rojo-agua"]})
    state = at(state, 0, "tile")
    cases = [({"tile": "tile-rojo-agua", "square": "c3"}, "tile_not_in_hand"),
             ({"tile": "tile-azul-agua", "square": "d4"}, "square_taken"),
             ({"tile": "tile-azul-agua", "square": "a1"}, "not_adjacent"),
             ({"tile": "tile-azul-agua", "square": "h9"}, "bad_square")]
    for args, code in cases:
        assert refusal(GAME, state, 0, "place_tile", args).code == code
    assert refusal(GAME, state, 0, "remove_tile", {"square": "c4"}).code == "wrong_phase"
    assert refusal(GAME, state, 1, "place_tile",
                   {"tile": "tile-rojo-agua", "square": "c3"}).code == "not_your_turn"


def test_remove_tile_refusals():
    state = position(two_players(), BLOCK, pieces={"rojo-pawn": "c4"})
    state["sudden_death"] = True
    state = at(state, 0, "tile")
    assert refusal(GAME, state, 0, "remove_tile", {"square": "a1"}).code == "no_tile"
    assert refusal(GAME, state, 0, "remove_tile", {"square": "c4"}).code == "tile_occupied"
    assert refusal(GAME, state, 0, "place_tile",
                   {"tile": "tile-rojo-agua", "square": "c3"}).code == "wrong_phase"


def test_sudden_death_call_refusals():
    state = position(two_players(), BLOCK)
    assert refusal(GAME, state, 1, "call_sudden_death", {}).code == "too_few_tiles"
    squares = [f"{f}{r}" for f in "abc" for r in range(1, 7)]
    position(state, dict(zip(squares, TILES, strict=False)))
    after = played(GAME, state, 1, "call_sudden_death", {})
    assert after["sudden_death_call"] == 1
    assert refusal(GAME, after, 0, "call_sudden_death", {}).code == "sudden_death_called"
    after["sudden_death"] = True
    after["sudden_death_call"] = None
    assert refusal(GAME, after, 0, "call_sudden_death", {}).code == "wrong_phase"
    assert refusal(GAME, state, None, "call_sudden_death", {}).code == "not_your_turn"


def test_conquer_and_concede_refusals():
    state = two_players(auto_conquest=False)
    assert refusal(GAME, state, 0, "conquer", {"squares": ["d4"]}).code == "nothing_to_conquer"
    assert refusal(GAME, state, 0, "conquer", {"squares": []}).code == "bad_args"
    assert refusal(GAME, state, 0, "concede", {}).code == "not_cooperative"


@pytest.mark.parametrize(("move", "args", "code", "status"), [
    ("roll", {"figure": 1}, "bad_args", 400),
    ("move", {"piece": "rojo-pawn", "by": "die", "to": "c4"}, "wrong_phase", 409),
    ("place_tile", {"tile": "x", "square": "c3"}, "wrong_phase", 409),
    ("start_roll", {"value": 3}, "wrong_phase", 409),
    ("fly", {}, "unknown_move", 400),
])
def test_phase_and_shape_refusals(move, args, code, status):
    error = refusal(GAME, two_players(), 0, move, args)
    assert (error.code, error.status) == (code, status)


def test_roll_refusals():
    state = two_players(dice="physical")
    assert refusal(GAME, state, 1, "roll", {}).code == "not_your_turn"
    bad = {"figure": 7, "colour": "rojo", "surface": "agua"}
    assert refusal(GAME, state, 0, "roll", bad).code == "bad_die_value"
    bad = {"figure": 1, "colour": "rosa", "surface": "agua"}
    assert refusal(GAME, state, 0, "roll", bad).code == "bad_die_value"


@pytest.mark.parametrize("args", [
    {"piece": "purple-pawn", "by": "die", "to": "c4"},
    {"piece": "rojo-pawn", "by": "dice", "to": "c4"},
    {"piece": "rojo-pawn", "by": "die", "card": QUEEN, "to": "c4"},
    {"piece": "rojo-pawn", "by": "card", "to": "c4"},
    {"piece": "rojo-pawn", "by": "die"},
])
def test_malformed_moves(args):
    error = refusal(GAME, _board(), 0, "move", args)
    assert (error.code, error.status) == ("bad_args", 400)


@pytest.mark.parametrize(("raw", "players", "code"), [
    ({"mode": "solo"}, 2, "bad_option"),
    ({"mode": "cooperative"}, 1, "bad_option"),
    ({"mode": "chaos"}, 2, "bad_option"),
    ({"colours": ["blanco"]}, 2, "bad_option"),
    ({"teams_of_six": "6x1"}, 6, "bad_option"),
    ({"neutrals": "in"}, 2, "bad_option"),
    ({"dice": "loaded"}, 2, "bad_option"),
    ({"deck": ["pawn-1#1"]}, 2, "bad_deck"),
    ({"tiles": ["tile-rojo-agua"]}, 2, "bad_deck"),
    ({"colour": "rojo"}, 2, "unknown_option"),
])
def test_option_refusals(raw, players, code):
    with pytest.raises(IllegalMove) as caught:
        GAME.options(raw, players)
    assert caught.value.code == code and caught.value.status == 400


def test_prearranged_tiles_need_a_proper_start_block():
    with pytest.raises(IllegalMove) as caught:
        GAME.options({"tiles": list(TILES)}, 2)
    assert caught.value.code == "bad_deck"
