"""NeuroDrez's moves (seed 004 NeuroDrez; docs/rules-decisions.md#neurodrez): ``start_roll``,
``conquer``, ``roll``, ``place_tile``, ``remove_tile``, ``move``, ``forced_removal``,
``call_sudden_death``, and ``concede`` and ``answer_concession`` (module ``concession``). Each
validates everything before changing anything, so a refused move leaves the state as it was;
refusals are 409 ``wrong_phase`` / ``not_your_turn``, 400 ``bad_args`` / ``bad_square`` /
``bad_die_value`` for malformed arguments and the 422 codes named in each docstring.
"""

from __future__ import annotations

import random

from referee.games.base import Actor, IllegalMove, State, not_your_turn, wrong_phase
from referee.games.common import Args, check_keys, check_phase
from referee.games.kit.board import SEVEN
from referee.games.kit.history import record
from referee.games.kit.zones import Zones
from referee.games.neurodrez.catalogue import KING, is_piece, piece_colour, piece_figure
from referee.games.neurodrez.concession import answer_concession, concede
from referee.games.neurodrez.conquest import conquer as conquer_tile
from referee.games.neurodrez.conquest import ripe, start_clock, withdraw
from referee.games.neurodrez.dice import highest, roll_start, roll_turn
from referee.games.neurodrez.end import check_end
from referee.games.neurodrez.hand import replace_all, spend
from referee.games.neurodrez.legality import check_move, has_legal_move
from referee.games.neurodrez.sides import controls, playing_seat, side_of_colour
from referee.games.neurodrez.terrain import on_edge, splits
from referee.games.neurodrez.turn import (
    REMOVED,
    all_tiles_placed,
    begin_turn,
    current_seat,
    end_turn,
    occupied,
    piece_step,
    tile_step,
    tiles_zone,
)

#: Early sudden death may be called once this many tiles are on the terrain (D16).
SUDDEN_DEATH_TILES = 18
SELECTORS = ("die", "card", "king")


def _turn_seat(state: State, actor: Actor, phase: str) -> int:
    """The seat to play, after checking the phase (409 ``wrong_phase``) and that the actor is
    that seat (409 ``not_your_turn``)."""
    check_phase(state, phase)
    seat = current_seat(state)
    if actor.seat != seat:
        raise not_your_turn()
    return seat


def start_roll(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """Physical dice, phase ``start``: ``{"value": 1..6}`` for a seat still to roll this round.
    When all have rolled, the highest starts; the tied roll again."""
    check_phase(state, "start")
    seat = playing_seat(state, actor)
    start = state["start"]
    rolls = start["rounds"][-1]
    if seat not in start["rolling"] or str(seat) in rolls:
        raise not_your_turn()
    rolls[str(seat)] = roll_start(args, state["dice_mode"], rng)
    if len(rolls) == len(start["rolling"]):
        start["rolling"] = highest(rolls)
        if len(start["rolling"]) == 1:
            record(state["history"], "start", start["rolling"][0], rounds=start["rounds"])
            begin_turn(state, start["rolling"][0])
        else:
            start["rounds"].append({})
    return state


def conquer(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"squares": [square, …]}`` before rolling: claim the tiles under own pieces whose clock
    has run. 422 ``nothing_to_conquer`` for a square without such a piece (also with automatic
    conquest, which leaves nothing to claim)."""
    seat = _turn_seat(state, actor, "roll")
    check_keys(args, ("squares",))
    squares = args["squares"]
    if not isinstance(squares, list) or not squares:
        raise IllegalMove("bad_args", "\"{name}\" must be a non-empty list of squares.",
                          name="squares")
    by_square = {state["pieces"][p]: p for p in ripe(state, seat)}
    for square in squares:
        SEVEN.coord(square)
        if square not in by_square:
            raise IllegalMove("nothing_to_conquer", "There is no tile to conquer on {square}.",
                              square=square)
    for square in dict.fromkeys(squares):
        conquer_tile(state, seat, by_square[square])
    check_end(state, seat)
    return state


def roll(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` (app dice) or ``{"figure": 1..6, "colour": id, "surface": id}`` (physical)."""
    seat = _turn_seat(state, actor, "roll")
    state["dice"] = roll_turn(args, state["dice_mode"], rng)
    record(state["history"], "roll", seat, **state["dice"])
    tile_step(state, rng)
    return state


def place_tile(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"tile": id, "square": sq}`` in the normal phase. 422 ``tile_not_in_hand``,
    ``square_taken``, ``not_adjacent``."""
    seat = _turn_seat(state, actor, "tile")
    if state["sudden_death"]:
        raise wrong_phase("remove_tile")
    check_keys(args, ("tile", "square"))
    zones = Zones(state["zones"])
    tile = args["tile"]
    if not isinstance(tile, str) or not zones.has(tiles_zone(seat), tile):
        raise IllegalMove("tile_not_in_hand", "The tile {tile} is not in your hand.",
                          tile=str(tile))
    square = args["square"]
    SEVEN.coord(square)
    if square in state["terrain"]:
        raise IllegalMove("square_taken", "There is a tile on {square} already.", square=square)
    if not any(sq in state["terrain"] for sq in SEVEN.neighbours(square)):
        raise IllegalMove("not_adjacent", "A tile must touch the terrain along a side.")
    zones.take(tiles_zone(seat), tile)
    state["terrain"][square] = {"tile": tile, "token": None}
    record(state["history"], "place_tile", seat, cards=[tile], square=square)
    if all_tiles_placed(state):
        state["sudden_death"] = True
        record(state["history"], "sudden_death", None)
    if not check_end(state, seat):
        piece_step(state, rng)
    return state


def remove_tile(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"square": sq}`` in sudden death. 422 ``no_tile``, ``tile_occupied``, ``not_on_edge``,
    ``would_split_terrain``."""
    seat = _turn_seat(state, actor, "tile")
    if not state["sudden_death"]:
        raise wrong_phase("place_tile")
    check_keys(args, ("square",))
    square = args["square"]
    SEVEN.coord(square)
    terrain = state["terrain"]
    if square not in terrain:
        raise IllegalMove("no_tile", "There is no tile on {square}.", square=square)
    if square in occupied(state):
        raise IllegalMove("tile_occupied", "A piece stands on {square}.", square=square)
    if not on_edge(terrain, square):
        raise IllegalMove("not_on_edge", "The tile on {square} is not on the edge of the "
                          "terrain.", square=square)
    if splits(terrain, square):
        raise IllegalMove("would_split_terrain", "Removing {square} would split the terrain.",
                          square=square)
    tile = terrain.pop(square)["tile"]
    Zones(state["zones"]).put(REMOVED, [tile])
    record(state["history"], "remove_tile", seat, cards=[tile], square=square)
    if not check_end(state, seat):
        piece_step(state, rng)
    return state


def _move_args(args: Args) -> tuple[str, str, str | None, str]:
    check_keys(args, ("piece", "by", "to"), ("card",))
    piece, by, to = args["piece"], args["by"], args["to"]
    if not is_piece(piece):
        raise IllegalMove("bad_args", "There is no piece {piece}.", piece=str(piece))
    if by not in SELECTORS:
        raise IllegalMove("bad_args", "\"by\" must be die, card or king.")
    if (by == "card") != ("card" in args):
        raise IllegalMove("bad_args", "\"card\" goes with \"by\": \"card\" and only then.")
    SEVEN.coord(to)
    return piece, by, args.get("card"), to


def move(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"piece": id, "by": "die" | "card" | "king", "card": id, "to": sq}``: enter or move a
    piece, capturing what stands there. 422 refusals of ``legality.check_move``."""
    seat = _turn_seat(state, actor, "piece")
    piece, by, card, to = _move_args(args)
    captured = check_move(state, seat, piece, by, card, to)
    start = state["pieces"].get(piece)
    if captured is not None:
        withdraw(state, captured)
    state["pieces"][piece] = to
    if by == "card":
        spend(state, seat, str(card), rng)
    if piece_figure(piece) == KING:
        state["king_moved"][str(side_of_colour(state, piece_colour(piece)))] = len(state["turns"])
    start_clock(state, piece)
    record(state["history"], "move", seat, cards=[card] if card else [],
           how="pay" if card else None, piece=piece, to=to, by=by, captured=captured,
           **{"from": start})
    end_turn(state)
    return state


def forced_removal(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"piece": id}`` when no legal move exists: the piece leaves the terrain, both cards are
    shown and replaced. 422 ``move_exists``, ``not_your_piece``, ``not_on_terrain``."""
    seat = _turn_seat(state, actor, "piece")
    check_keys(args, ("piece",))
    piece = args["piece"]
    if not is_piece(piece):
        raise IllegalMove("bad_args", "There is no piece {piece}.", piece=str(piece))
    if has_legal_move(state, seat):
        raise IllegalMove("move_exists", "You can still enter or move a piece.")
    if not controls(state, seat, piece_colour(piece)):
        raise IllegalMove("not_your_piece", "You do not play the colour of {piece}.", piece=piece)
    if piece not in state["pieces"]:
        raise IllegalMove("not_on_terrain", "{piece} is not on the terrain.", piece=piece)
    square = state["pieces"][piece]
    withdraw(state, piece)
    shown = replace_all(state, seat, rng)
    record(state["history"], "forced_removal", seat, cards=shown, how="show", piece=piece,
           square=square)
    end_turn(state)
    return state


def can_call_sudden_death(state: State) -> bool:
    """True when early sudden death may be called now."""
    return (state["phase"] in ("roll", "tile", "piece") and not state["sudden_death"]
            and state["sudden_death_call"] is None
            and len(state["terrain"]) >= SUDDEN_DEATH_TILES)


def call_sudden_death(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` by any seat in the normal phase: sudden death from the end of this turn. 422
    ``too_few_tiles``, ``sudden_death_called``."""
    seat = playing_seat(state, actor)
    check_keys(args, ())
    if state["phase"] not in ("roll", "tile", "piece") or state["sudden_death"]:
        raise wrong_phase(state["phase"])
    if state["sudden_death_call"] is not None:
        raise IllegalMove("sudden_death_called", "Sudden death has been called already.")
    if len(state["terrain"]) < SUDDEN_DEATH_TILES:
        raise IllegalMove("too_few_tiles", "Sudden death may be called once {count} tiles are on "
                          "the terrain.", count=SUDDEN_DEATH_TILES)
    state["sudden_death_call"] = seat
    record(state["history"], "call_sudden_death", seat)
    return state


MOVES = {"start_roll": start_roll, "conquer": conquer, "roll": roll, "place_tile": place_tile,
         "remove_tile": remove_tile, "move": move, "forced_removal": forced_removal,
         "call_sudden_death": call_sudden_death, "concede": concede,
         "answer_concession": answer_concession}
