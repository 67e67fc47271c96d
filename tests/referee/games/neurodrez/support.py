"""Helpers for the NeuroDrez engine tests: set positions, a random legal player, invariants."""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import Actor, State, Viewer, apply
from referee.games.kit import grid
from referee.games.kit.zones import Zones, hand
from referee.games.neurodrez import GAME
from referee.games.neurodrez.catalogue import DIE_FACES, PIECES, TILES, piece_colour
from referee.games.neurodrez.conquest import ripe
from referee.games.neurodrez.legality import legal_moves
from referee.games.neurodrez.setup import game_deck
from referee.games.neurodrez.terrain import coords
from referee.games.neurodrez.turn import tiles_zone
from referee.games.neurodrez.view import awaiting
from tests.support.tapete_testing.engine import played, refusal

__all__ = [
    "BLOCK",
    "GAME",
    "at",
    "check_invariants",
    "play",
    "played",
    "position",
    "random_action",
    "refusal",
    "rolled",
    "two_players",
]

#: The colour order that gives seat 0 blanco, rojo, azul and seat 1 negro, verde, amarillo.
TEST_COLOURS = ["blanco", "negro", "rojo", "verde", "azul", "amarillo"]


def two_players(**options: Any) -> State:
    """A two-player game (seat 0 blanco, rojo, azul; seat 1 negro, verde, amarillo), seat 0 to
    roll on turn 1."""
    state = GAME.setup(2, GAME.options({"colours": TEST_COLOURS, **options}, 2),
                       random.Random(1))
    state["turns"] = [0]
    state["phase"] = "roll"
    state["history"] = []
    return state


def position(state: State, terrain: dict[str, str], pieces: dict[str, str] | None = None,
             tokens: dict[str, str] | None = None, hands: dict[int, list[str]] | None = None,
             cards: dict[int, list[str]] | None = None) -> State:
    """``state`` with the terrain ``{square: tile}`` (tokens ``{square: colour}``), the pieces
    ``{piece: square}``, seat tile hands and seat cards as given; every other tile goes to the
    removed zone, the other cards stay in the deck. Tiles and cards are conserved."""
    tokens = tokens or {}
    state["terrain"] = {sq: {"tile": t, "token": tokens.get(sq)} for sq, t in terrain.items()}
    state["pieces"] = dict(pieces or {})
    state["clocks"] = {}
    hands = hands or {}
    for seat in range(state["players"]):
        zone = state["zones"][tiles_zone(seat)]
        zone["cards"] = list(hands.get(seat, []))
    placed = set(terrain.values()) | {t for h in hands.values() for t in h}
    state["zones"]["removed"]["cards"] = [t for t in TILES if t not in placed]
    state["zones"]["unplaced"]["cards"] = []
    if cards is not None:
        deck = [c for c in game_deck(state["neutrals"])
                if not any(c in h for h in cards.values())]
        state["zones"]["deck"]["cards"] = deck
        state["zones"]["discard"]["cards"] = []
        for seat in range(state["players"]):
            state["zones"][hand(seat)]["cards"] = list(cards.get(seat, []))
    return state


def random_action(state: State, rng: random.Random) -> tuple[int, str, dict[str, Any]]:
    """A random legal (seat, move, args) for the seat awaited now."""
    seat = awaiting(state)[0]
    names = GAME.view(state, Viewer(seat))["private"]["moves"]
    if "call_sudden_death" in names and rng.random() < 0.05:
        return seat, "call_sudden_death", {}
    phase = state["phase"]
    if phase == "start":
        return seat, "start_roll", {"value": rng.randint(1, 6)}
    if phase == "roll":
        if "conquer" in names:
            squares = [state["pieces"][p] for p in ripe(state, seat)]
            if squares:
                return seat, "conquer", {"squares": squares}
        if state["dice_mode"] == "physical":
            return seat, "roll", {name: rng.choice(faces) for name, faces in DIE_FACES.items()}
        return seat, "roll", {}
    if phase == "tile":
        public = GAME.view(state, Viewer(seat))["public"]
        if state["sudden_death"]:
            return seat, "remove_tile", {"square": rng.choice(public["removable"])}
        tile = rng.choice(Zones(state["zones"]).cards(tiles_zone(seat)))
        return seat, "place_tile", {"tile": tile, "square": rng.choice(public["placeable"])}
    options = legal_moves(state, seat)
    if not options:
        own = [p for p in state["pieces"] if piece_colour(p) in state["seat_colours"][seat]]
        return seat, "forced_removal", {"piece": rng.choice(sorted(own))}
    choice = rng.choice(options)
    selector = rng.choice(choice["by"])
    return seat, "move", {"piece": choice["piece"], **selector,
                          "to": rng.choice(choice["to"])["square"]}


def check_invariants(state: State) -> None:
    """Tiles and cards conserved, the terrain joined, one piece per square, limits kept."""
    zones = Zones(state["zones"])
    tiles = [z for name, z in state["zones"].items()
             if name.startswith("tiles-") or name in ("removed", "unplaced")]
    held = [t for z in tiles for t in z["cards"]]
    assert sorted(held + [s["tile"] for s in state["terrain"].values()]) == sorted(TILES)
    card_zones = [z for name, z in state["zones"].items()
                  if name in ("deck", "discard") or name.startswith("hand-")]
    assert sorted(c for z in card_zones for c in z["cards"]) == sorted(
        game_deck(state["neutrals"]))
    for seat in range(state["players"]):
        assert zones.count(hand(seat)) == 2
    assert grid.is_connected(coords(state["terrain"]))
    squares = list(state["pieces"].values())
    assert len(squares) == len(set(squares))
    assert all(sq in state["terrain"] for sq in squares)
    assert all(p in PIECES for p in state["pieces"])
    if state["limit"]["scope"] == "all":
        assert len(state["pieces"]) <= state["limit"]["count"]
    else:
        for side in state["sides"]:
            count = sum(1 for p in state["pieces"] if piece_colour(p) in side["colours"])
            assert count <= state["limit"]["count"]


def play(state: State, rng: random.Random, max_moves: int) -> tuple[State, int]:
    """Random legal moves until the game ends or ``max_moves`` were made; invariants checked
    after each move. Returns the last state and the number of moves."""
    for n in range(max_moves):
        if GAME.outcome(state) is not None:
            return state, n
        seat, name, args = random_action(state, rng)
        state = apply(GAME, state, Actor(seat), name, args, random.Random(rng.random()))
        check_invariants(state)
    return state, max_moves


def at(state: State, seat: int, phase: str = "piece", figure: int = 1, colour: str = "blanco",
       surface: str = "tierra") -> State:
    """``state`` in ``phase`` of ``seat``'s turn with the dice given: the current turn when it
    is ``seat``'s and still at its roll, else a new turn."""
    if not (state["turns"] and state["turns"][-1] == seat and state["phase"] == "roll"):
        state["turns"].append(seat)
    state["phase"] = phase
    state["dice"] = {"figure": figure, "colour": colour, "surface": surface, "physical": True}
    return state


def rolled(state: State, seat: int, figure: int, colour: str, surface: str) -> State:
    """``state`` after ``seat`` rolls these faces (physical dice)."""
    return played(GAME, state, seat, "roll", {"figure": figure, "colour": colour,
                                              "surface": surface})


#: A start block with each colour and each surface once: c4 d4 e4 / c5 d5 e5.
BLOCK = {"c4": "tile-blanco-tierra", "d4": "tile-verde-agua", "e4": "tile-negro-fuego",
         "c5": "tile-rojo-aire", "d5": "tile-azul-flora", "e5": "tile-amarillo-fauna"}
