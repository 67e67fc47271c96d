"""SokuDrez's one move, ``swap``, its turns and points, and the end (seed 004 SokuDrez;
docs/rules-decisions.md#sokudrez).

State (plain JSON data)::

    players: 1..4               prearranged: bool (dealt from the ``deck`` option)
    grid: [[id × 9] × 6]        row 1 first, each row left to right
    phase: "play" | "over"      result: None | {"winners", "reason": "solved" | "left"}
    to_play: seat               turn_swaps: swaps in the current turn (1 or 2)
    swapped: swaps already made in the current turn
    scores: [int per seat]      swaps: [int per seat]
    last_swap: None | {"seat", "a", "b", "cards", "checks", "points", "counted", "solves"}
    history: [event]            kit.history entries (how: "swap")

Solo (1 player): seat 0 swaps until the grid is solved; the swap count is the score (points are
still computed and shown). Two to four players: seat 0's first turn is one swap, every later
turn, in seat order, two ("turnos dobles"); the swap that solves the grid scores only when it is
the first of its turn (the seat's opening single swap included), else 0.
"""

from __future__ import annotations

import random
from collections.abc import Container
from typing import Any

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase, is_int
from referee.games.kit.history import record
from referee.games.kit.leaving import left_seats
from referee.games.kit.seats import next_seat
from referee.games.sokudrez.grid import COLUMNS, ROWS, is_solved
from referee.games.sokudrez.points import swap_checks

PLAY, OVER = "play", "over"
#: Swaps per turn: seat 0's opening turn, then every later turn.
OPENING_TURN, DOUBLE_TURN = 1, 2


def awaiting(state: State) -> list[int]:
    """``[to_play]`` while the game goes on, ``[]`` once the grid is solved."""
    return [state["to_play"]] if state["phase"] == PLAY else []


def swaps_left(state: State) -> int | None:
    """Swaps the seat to play has left in its turn (None in a solo game or once it is over)."""
    if state["players"] == 1 or state["phase"] != PLAY:
        return None
    return int(state["turn_swaps"] - state["swapped"])


def _cell(args: Args, key: str) -> tuple[int, int]:
    """``args[key]`` = ``[row 1..6, column 1..9]`` as a 0-based ``(row, column)``; else 400
    ``bad_args``."""
    value = args[key]
    if (not isinstance(value, list) or len(value) != 2 or not all(is_int(v) for v in value)
            or not 1 <= value[0] <= ROWS or not 1 <= value[1] <= COLUMNS):
        raise IllegalMove("bad_args", "\"{name}\" must be [row 1–6, column 1–9].", name=key)
    return value[0] - 1, value[1] - 1


def swap(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"a": [row, col], "b": [row, col]}`` (1-based): the two cards change places.

    Raises 409 ``wrong_phase`` / ``not_your_turn``, 400 ``bad_args``, 422 ``same_card``. Scores
    the swap (``points.swap_checks``, on the grid before it), moves the turn on and ends the game
    when the grid is solved.
    """
    check_phase(state, PLAY)
    seat = state["to_play"]
    if actor.seat != seat:
        raise not_your_turn()
    check_keys(args, ("a", "b"))
    a, b = _cell(args, "a"), _cell(args, "b")
    if a == b:
        raise IllegalMove("same_card", "Choose two different cards to swap.")
    grid = state["grid"]
    checks = swap_checks(grid, a, b)
    first = state["swapped"] == 0
    cards = [grid[a[0]][a[1]], grid[b[0]][b[1]]]
    grid[a[0]][a[1]], grid[b[0]][b[1]] = cards[1], cards[0]
    solves = is_solved(grid)
    counted = first or not solves
    points = sum(checks.values()) if counted else 0
    state["scores"][seat] += points
    state["swaps"][seat] += 1
    state["last_swap"] = {"seat": seat, "a": [a[0] + 1, a[1] + 1], "b": [b[0] + 1, b[1] + 1],
                          "cards": cards, "checks": checks, "points": points,
                          "counted": counted, "solves": solves}
    record(state["history"], "swap", seat, cards, "swap", a=[a[0] + 1, a[1] + 1],
           b=[b[0] + 1, b[1] + 1], points=points)
    if solves:
        finish(state, "solved")
    else:
        _next_swap(state)
    return state


def finish(state: State, reason: str) -> None:
    """The game is over: ``"solved"``, or ``"left"`` when every player has left the table
    (docs/rules-decisions.md#sokudrez, "A player who leaves"); the top scores win (solo: the
    player, when the grid is solved)."""
    state["phase"] = OVER
    solo_left = state["players"] == 1 and reason == "left"
    state["result"] = {"winners": [] if solo_left else _leaders(state), "reason": reason}


def _next_swap(state: State) -> None:
    """Count the swap in the turn; hand the turn on when it is used up (multi-player)."""
    if state["players"] == 1:
        return
    state["swapped"] += 1
    if state["swapped"] == state["turn_swaps"]:
        hand_on(state, left_seats(state))


def hand_on(state: State, gone: Container[int]) -> None:
    """The next turn, two swaps, goes to the next seat in table order that is not in ``gone``
    (the seats whose player has left the table)."""
    present = [seat for seat in range(state["players"]) if seat not in gone]
    state["to_play"] = next_seat(state["to_play"], state["players"], present)
    state["turn_swaps"], state["swapped"] = DOUBLE_TURN, 0


def _leaders(state: State) -> list[int]:
    """Solo: ``[0]``; else the seats with the top score (ties share)."""
    scores: list[int] = state["scores"]
    if state["players"] == 1:
        return [0]
    return [seat for seat, score in enumerate(scores) if score == max(scores)]


def new_turns(players: int) -> dict[str, Any]:
    """The turn fields of a fresh game: seat 0 to play, one swap in its opening turn."""
    return {"to_play": 0, "turn_swaps": OPENING_TURN, "swapped": 0,
            "scores": [0] * players, "swaps": [0] * players}


MOVES = {"swap": swap}
