"""PokerDrez options, the deal and the pawn removal (seed 004 PokerDrez; docs/rules-decisions.md
#pokerdrez D1, D2 and the conventions' prearranged deals and start positions).

Setup: the standard chess position (or the ``fen`` option), ``decks`` shuffled decks (or the
``deck`` option's order), 2 cards to White, 2 to Black, 5 face up in the common row, the rest is
the deck; Black holds the die; then phase ``pawn_removal`` (Black, then White) or straight to
``play``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import chess

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase, check_players, chosen_seat, is_int
from referee.games.kit import cards
from referee.games.kit.deck import draw_pile
from referee.games.kit.history import record
from referee.games.kit.options import (
    bool_option,
    choice_option,
    deck_option,
    decks_option,
    dice_option,
    seat_option,
    with_defaults,
)
from referee.games.kit.zones import COMMON, DECK, Zones, hand, standard_zones
from referee.games.pokerdrez.end import start_turn

PLAYERS = 2
#: Cards dealt at setup: to White, to Black, then face up to the common row.
OWN_CARDS, COMMON_CARDS = 2, 5
OPTION_DEFAULTS: dict[str, Any] = {
    "white": 0, "decks": 2, "dice": "app", "pawn_removal": True, "neutral_timing": "own_turn",
    "first_move_redeal": True, "betting": None, "drawn_raise": "last_raiser_loses",
    "fen": None, "deck": None,
}
NEUTRAL_TIMINGS = ("own_turn", "any_time")
DRAWN_RAISES = ("last_raiser_loses", "returned")
FILES = "abcdefgh"


def _fen(raw: Any) -> str | None:
    """The ``fen`` option: None or a valid chess position that is not already over; 400
    ``bad_position`` with the reason."""
    if raw is None:
        return None
    if not isinstance(raw, str):
        raise IllegalMove("bad_position", "The start position must be a FEN string.")
    try:
        board = chess.Board(raw)
    except ValueError as error:
        raise IllegalMove("bad_position", "The start position is not valid FEN: {reason}.",
                          reason=str(error)) from None
    if not board.is_valid():
        raise IllegalMove("bad_position", "The start position is not a legal chess position "
                          "({reason}).", reason=str(board.status()).replace("Status.", ""))
    if board.is_game_over():
        raise IllegalMove("bad_position", "The game is already over in the start position.")
    return board.fen()


def _betting(raw: Any) -> dict[str, int] | None:
    """The ``betting`` option: None or ``{"min": int ≥ 1, "max": int ≥ min}``; else 400."""
    if raw is None:
        return None
    if (not isinstance(raw, Mapping) or set(raw) != {"min", "max"} or not is_int(raw["min"])
            or not is_int(raw["max"]) or not 1 <= raw["min"] <= raw["max"]):
        raise IllegalMove("bad_option", "The option betting must be null or {\"min\": n, "
                          "\"max\": m} with 1 ≤ n ≤ m.")
    return {"min": raw["min"], "max": raw["max"]}


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Validated options with defaults filled in (docs/rules-decisions.md#pokerdrez).

    ``white`` (seat or "random", 0), ``decks`` (1 | 2, 2), ``dice`` ("app" | "physical"),
    ``pawn_removal`` (True), ``neutral_timing`` ("own_turn" | "any_time"),
    ``first_move_redeal`` (True), ``betting`` (None | {"min", "max"}), ``drawn_raise``
    ("last_raiser_loses" | "returned"), ``fen`` (None | FEN), ``deck`` (None | every card id of
    the game once, top first). Raises IllegalMove 400 ``unknown_option``, ``bad_option``,
    ``bad_position``, ``bad_deck``.
    """
    chosen = with_defaults(raw, OPTION_DEFAULTS)
    decks = decks_option(chosen["decks"])
    return {
        "white": seat_option("white", chosen["white"], players),
        "decks": decks,
        "dice": dice_option(chosen["dice"]),
        "pawn_removal": bool_option("pawn_removal", chosen["pawn_removal"]),
        "neutral_timing": choice_option("neutral_timing", chosen["neutral_timing"],
                                        NEUTRAL_TIMINGS),
        "first_move_redeal": bool_option("first_move_redeal", chosen["first_move_redeal"]),
        "betting": _betting(chosen["betting"]),
        "drawn_raise": choice_option("drawn_raise", chosen["drawn_raise"], DRAWN_RAISES),
        "fen": _fen(chosen["fen"]),
        "deck": deck_option(chosen["deck"], cards.deck_ids(decks)),
    }


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The state after the deal: phase ``pawn_removal`` (Black to choose) or, without it or with
    a ``fen``, phase ``play`` with the end checks already run for the side to move (a ``fen``
    may be a card mate). ``players`` must be 2 (ValueError); ``options`` as ``options`` returns
    them (missing keys take the defaults)."""
    check_players("PokerDrez", players, PLAYERS, PLAYERS)
    chosen = {**OPTION_DEFAULTS, **options}
    white = chosen_seat(chosen["white"], players, rng)
    pile = draw_pile(cards.deck_ids(chosen["decks"]), chosen["deck"], rng)
    zones = standard_zones(players, pile)
    Zones(zones).deal(DECK, [hand(white), hand(1 - white), COMMON],
                      [OWN_CARDS, OWN_CARDS, COMMON_CARDS])
    fen = chosen["fen"]
    betting = chosen["betting"]
    state: State = {
        "players": players, "white": white, "black": 1 - white,
        "decks": chosen["decks"], "dice": chosen["dice"],
        "neutral_timing": chosen["neutral_timing"],
        "first_move_redeal": chosen["first_move_redeal"],
        "drawn_raise": chosen["drawn_raise"],
        "prearranged": chosen["deck"] is not None,
        "standard_start": fen is None,
        "start_fen": fen or chess.STARTING_FEN, "uci": [], "san": [],
        "phase": "pawn_removal" if chosen["pawn_removal"] and fen is None else "play",
        "removed_pawns": {"black": None, "white": None}, "removal_side": "black",
        "zones": zones, "die_holder": 1 - white, "die_roll": None, "plain": False,
        "replenish_slot": None, "last_move": None, "draw_offer": None,
        "betting": (None if betting is None else
                    {"min": betting["min"], "max": betting["max"], "stake": betting["min"],
                     "last_raiser": None, "pending": None, "raised_ply": None}),
        "notes": {str(seat): [] for seat in range(players)},
        "history": [], "result": None,
    }
    record(state["history"], "deal", how="prearranged" if state["prearranged"] else "shuffled")
    if state["phase"] == "play":
        start_turn(state, rng)
    return state


def remove_pawn(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"file": "a".."h" | null}``: Black, then White, removes its pawn on that file (``null``
    keeps all eight); castling rights are untouched. Raises 409 ``wrong_phase`` /
    ``not_your_turn``, 400 ``bad_args``, 422 ``same_file_as_black`` (White on Black's file)."""
    check_phase(state, "pawn_removal")
    side = state["removal_side"]
    if actor.seat != state[side]:
        raise not_your_turn()
    check_keys(args, ("file",))
    file = args["file"]
    if file is not None and (not isinstance(file, str) or file not in FILES or len(file) != 1):
        raise IllegalMove("bad_args", "\"{name}\" must be a file from a to h, or null.",
                          name="file")
    if side == "white" and file is not None and file == state["removed_pawns"]["black"]:
        raise IllegalMove("same_file_as_black", "Black removed the pawn on file {file}: choose "
                          "another file.", file=file)
    state["removed_pawns"][side] = file
    if file is not None:
        board = chess.Board(state["start_fen"])
        board.remove_piece_at(chess.parse_square(f"{file}{2 if side == 'white' else 7}"))
        state["start_fen"] = board.fen()
    record(state["history"], "remove_pawn", actor.seat, how=side, file=file)
    state["removal_side"] = "white" if side == "black" else None
    if side == "white":
        state["phase"] = "play"
        start_turn(state, rng)
    return state
