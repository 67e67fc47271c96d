"""How pieces move and capture, conquest with claims, sudden death, cards and the win checks."""

from __future__ import annotations

import random

from referee.games.base import Viewer
from referee.games.neurodrez.catalogue import TILES
from referee.games.neurodrez.end import check_end
from referee.games.neurodrez.movement import natural

from .support import BLOCK, GAME, at, played, position, refusal, rolled, two_players

#: Tiles on a 5×3 strip b3–f5 with a gap on d4 (a hole the sliders cannot cross).
STRIP = {f"{f}{r}": TILES[k] for k, (f, r) in enumerate(
    (f, r) for f in "bcdef" for r in (3, 4, 5)) if f"{f}{r}" != "d4"}


def _strip(pieces):
    return position(two_players(), STRIP, pieces=pieces)


def test_pawn_steps_along_sides_and_captures_across_corners():
    state = _strip({"rojo-pawn": "c4", "negro-knight": "b5", "verde-pawn": "c5"})
    assert natural(state, "rojo-pawn") == {"b4", "c3", "b5"}


def test_knight_jumps_anything_and_lands_on_tiles():
    state = _strip({"rojo-knight": "b3", "negro-pawn": "c3"})
    assert natural(state, "rojo-knight") == {"c5"}
    state = _strip({"rojo-knight": "c3", "negro-pawn": "c4", "verde-pawn": "d3"})
    assert natural(state, "rojo-knight") == {"b5", "d5", "e4"}


def test_sliders_stop_before_gaps_and_at_the_first_piece():
    state = _strip({"rojo-rook": "b4", "verde-pawn": "c5"})
    assert natural(state, "rojo-rook") == {"c4", "b3", "b5"}
    state = _strip({"rojo-bishop": "b3", "verde-pawn": "e4"})
    assert natural(state, "rojo-bishop") == {"c4", "d5"}
    state = _strip({"rojo-queen": "c3", "negro-pawn": "e3"})
    assert natural(state, "rojo-queen") == {"b3", "d3", "e3", "c4", "c5", "b4"}
    state = _strip({"rojo-king": "c4"})
    assert natural(state, "rojo-king") == {"b3", "b4", "b5", "c3", "c5", "d3", "d5"}


def test_legal_destinations_say_how_they_are_reached():
    state = position(two_players(), BLOCK, pieces={"rojo-rook": "c5"})
    state = at(state, 0, "piece", 4, "negro", "agua")
    legal = {m["piece"]: m for m in GAME.view(state, Viewer(0))["private"]["legal"]}
    rook = {d["square"]: d["via"] for d in legal["rojo-rook"]["to"]}
    assert rook == {"e4": ["colour"], "d4": ["surface"], "c4": ["natural"], "d5": ["natural"],
                    "e5": ["natural"]}
    assert {"by": "die"} in legal["rojo-rook"]["by"]
    assert {d["square"] for d in legal["azul-king"]["to"]} == {"e4", "d4"}


def test_a_partner_piece_is_never_captured_and_a_capture_returns_to_reserve():
    state = position(two_players(), BLOCK, pieces={"rojo-rook": "c5", "blanco-pawn": "c4",
                                                   "negro-pawn": "d5"})
    state = at(state, 0, "piece", 4, "amarillo", "fauna")
    assert refusal(GAME, state, 0, "move", {"piece": "rojo-rook", "by": "die",
                                            "to": "c4"}).code == "square_has_own_piece"
    after = played(GAME, state, 0, "move", {"piece": "rojo-rook", "by": "die", "to": "d5"})
    assert after["pieces"] == {"rojo-rook": "d5", "blanco-pawn": "c4"}
    event = next(e for e in after["history"] if e["event"] == "move")
    assert event["captured"] == "negro-pawn" and event["from"] == "c5"


def test_claims_without_automatic_conquest_stay_open_while_the_piece_stays():
    state = position(two_players(auto_conquest=False, dice="physical"), BLOCK)
    state = rolled(state, 0, 2, "verde", "tierra")
    state = played(GAME, state, 0, "move", {"piece": "rojo-knight", "by": "die", "to": "d4"})
    state = rolled(state, 1, 1, "negro", "fuego")
    state = played(GAME, state, 1, "move", {"piece": "negro-pawn", "by": "die", "to": "e4"})
    assert state["terrain"]["d4"]["token"] is None
    assert "conquer" in GAME.view(state, Viewer(0))["private"]["moves"]
    state = rolled(state, 0, 1, "blanco", "tierra")
    state = played(GAME, state, 0, "move", {"piece": "blanco-pawn", "by": "die", "to": "c4"})
    state = rolled(state, 1, 1, "amarillo", "fauna")
    state = played(GAME, state, 1, "move", {"piece": "amarillo-pawn", "by": "die", "to": "e5"})
    state = played(GAME, state, 0, "conquer", {"squares": ["d4"]})
    assert state["terrain"]["d4"]["token"] == "rojo" and state["phase"] == "roll"


def test_the_36th_tile_starts_sudden_death():
    squares = [f"{f}{r}" for f in "abcdef" for r in range(1, 7)]
    terrain = dict(zip(squares[:35], TILES[:35], strict=True))
    state = position(two_players(), terrain, hands={0: [TILES[35]]})
    state = at(state, 0, "tile")
    state = played(GAME, state, 0, "place_tile", {"tile": TILES[35], "square": "f6"})
    assert state["sudden_death"] and state["phase"] == "piece"


def test_early_sudden_death_starts_at_the_end_of_the_turn_with_the_callers_next_seat():
    state = GAME.setup(3, GAME.options({}, 3), random.Random(2))
    squares = [f"{f}{r}" for f in "abc" for r in range(1, 7)]
    hands = {0: [TILES[18]], 1: [TILES[19]], 2: [TILES[20]]}
    position(state, dict(zip(squares, TILES, strict=False)), hands=hands)
    state = at(state, 0, "piece", 6, "blanco", "tierra")
    state = played(GAME, state, 1, "call_sudden_death", {})
    assert not state["sudden_death"]
    state = played(GAME, state, 0, "move", {"piece": state["seat_colours"][0][0] + "-king",
                                            "by": "king", "to": "a1"})
    assert state["sudden_death"] and state["turns"][-1] == 2
    assert state["zones"]["unplaced"]["cards"] == [TILES[18], TILES[19], TILES[20]]
    public = GAME.view(state, Viewer(0))["public"]
    assert public["unplaced"] == 3 and public["tiles_in_hand"] == [0, 0, 0]
    assert TILES[18] not in str(public) and TILES[18] not in str(GAME.view(state, Viewer(0)))


def test_spending_a_card_draws_one_and_an_empty_deck_is_refilled_from_the_discards():
    state = position(two_players(), BLOCK, cards={0: ["queen-1#1", "pawn-1#1"]})
    state["zones"]["discard"]["cards"] = state["zones"]["deck"]["cards"]
    state["zones"]["deck"]["cards"] = []
    state = at(state, 0, "piece", 1, "negro", "fuego")
    after = played(GAME, state, 0, "move", {"piece": "azul-queen", "by": "card",
                                            "card": "queen-1#1", "to": "e4"})
    assert len(after["zones"]["hand-0"]["cards"]) == 2
    assert "queen-1#1" not in after["zones"]["hand-0"]["cards"]
    event = next(e for e in after["history"] if e["event"] == "move")
    assert event["cards"] == ["queen-1#1"] and event["how"] == "pay"


def test_no_move_and_no_piece_replaces_both_cards_automatically():
    pieces = {f"negro-{f}": sq for f, sq in zip(
        ("pawn", "knight", "bishop", "rook", "queen", "king"), BLOCK, strict=True)}
    state = position(two_players(dice="physical"), BLOCK, pieces=pieces,
                     tokens=dict.fromkeys(BLOCK, "negro"),
                     cards={0: ["bishop-1#1", "bishop-2#1"], 1: ["pawn-1#1", "pawn-2#1"]})
    after = rolled(state, 0, 6, "negro", "agua")
    assert after["turns"][-1] == 1 and after["phase"] == "roll"
    event = next(e for e in after["history"] if e["event"] == "no_move")
    assert event["cards"] == ["bishop-1#1", "bishop-2#1"] and event["how"] == "show"
    assert set(after["zones"]["discard"]["cards"]) == {"bishop-1#1", "bishop-2#1"}
    assert len(after["zones"]["hand-0"]["cards"]) == 2


def test_cooperative_win_needs_a_different_surface_for_every_side():
    terrain = {f"{f}{r}": t for (f, r), t in zip(
        [(f, r) for r in range(1, 7) for f in "abcdef"], TILES, strict=True)}
    state = position(two_players(mode="cooperative"), terrain)
    tokens = {sq: ("blanco" if spot["tile"].endswith("-agua") else
                   "negro" if spot["tile"].endswith("-tierra") else None)
              for sq, spot in state["terrain"].items()}
    for sq, colour in tokens.items():
        state["terrain"][sq]["token"] = colour
    state = at(state, 0, "roll")
    assert check_end(state, 0)
    assert state["result"]["reason"] == "cooperative"
    assert state["result"]["winners"] == [0, 1]
    assert state["result"]["surfaces"] == {"0": "agua", "1": "tierra"}


def test_cooperative_loss_when_fewer_surfaces_than_sides_remain():
    state = position(two_players(mode="cooperative"), {"c4": "tile-negro-agua",
                                                       "d4": "tile-verde-agua"})
    state["sudden_death"] = True
    assert check_end(state, 0)
    assert state["result"] == {"winners": [], "reason": "lost", "side": [], "surface": None,
                               "surfaces": None}


def test_sudden_death_win_with_one_remaining_tile_by_another_seats_removal():
    terrain = {"c4": "tile-rojo-agua", "d4": "tile-negro-agua", "e4": "tile-verde-tierra"}
    state = position(two_players(), terrain, pieces={"negro-pawn": "e4"})
    state["sudden_death"] = True
    state = at(state, 1, "tile")
    after = played(GAME, state, 1, "remove_tile", {"square": "c4"})
    assert GAME.outcome(after)["winners"] == [1]
    assert GAME.outcome(after)["reason"] == "sudden_death_surface"


def test_a_call_pending_when_the_36th_tile_lands_still_passes_to_the_callers_next_seat():
    state = GAME.setup(3, GAME.options({}, 3), random.Random(2))
    squares = [f"{f}{r}" for f in "abcdef" for r in range(1, 7)]
    position(state, dict(zip(squares[:35], TILES[:35], strict=True)), hands={0: [TILES[35]]})
    state = at(state, 0, "tile", 6, "blanco", "tierra")
    state = played(GAME, state, 2, "call_sudden_death", {})
    state = played(GAME, state, 0, "place_tile", {"tile": TILES[35], "square": "f6"})
    assert state["sudden_death"]
    if state["phase"] == "piece":
        own = state["seat_colours"][0][0]
        state = played(GAME, state, 0, "move", {"piece": f"{own}-king", "by": "king",
                                                "to": "a1"})
    assert state["turns"][-2:] == [0, 0] and state["sudden_death_call"] is None
    assert [e["event"] for e in state["history"]].count("sudden_death") == 1
