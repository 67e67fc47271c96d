"""SoloDrez's moves — ``move``, ``remove``, ``give_up`` — and the end of the game (seed 004
SoloDrez; docs/rules-decisions.md#solodrez).

State (plain JSON data)::

    players: 1                  prearranged: bool (the table was dealt from the ``deck`` option)
    columns: [[id, …] × 9]      each column first card (on the table) first
    removed: [[id × 6], …]      the complete series taken out, in order
    neutrals_removed: bool      the two neutral cards left at the end (D4)
    moves: int                  accepted ``move`` and ``remove`` moves (the player's score)
    phase: "play" | "over"      result: None | {"winners", "reason"}
    history: [event]            kit.history entries (how: "move" | "remove" | "neutrals")

After every accepted move the game is won when no card is left, and lost (``blocked``) when no
``move`` and no ``remove`` is possible (D5).
"""

from __future__ import annotations

import random

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase, is_int
from referee.games.kit.cards import is_neutral
from referee.games.kit.history import record
from referee.games.solodrez.end import blocked
from referee.games.solodrez.runs import (
    DOES_NOT_FIT,
    EMPTY_NEEDS_JOKER,
    NOTHING_BELOW_PAWN,
    first_roles,
    fit,
    is_complete_series,
)
from referee.plural import Plural

COLUMNS = 9
PLAY, OVER = "play", "over"


def awaiting(state: State) -> list[int]:
    """``[0]`` while the game goes on, ``[]`` once it is over."""
    return [0] if state["phase"] == PLAY else []


def _player(state: State, actor: Actor) -> None:
    """409 unless the game goes on (``wrong_phase``) and ``actor`` is seat 0
    (``not_your_turn``)."""
    check_phase(state, PLAY)
    if actor.seat != 0:
        raise not_your_turn()


def _column_arg(args: Args, key: str) -> int:
    """``args[key]`` when it is a column number 1–9; else 400 ``bad_args``."""
    value = args[key]
    if not is_int(value) or not 1 <= value <= COLUMNS:
        raise IllegalMove("bad_args", "\"{name}\" must be a column from 1 to 9.", name=key)
    return int(value)


def _fit_refusal(code: str) -> IllegalMove:
    """The 422 refusal for a run that the destination column does not take."""
    if code == EMPTY_NEEDS_JOKER:
        return IllegalMove(EMPTY_NEEDS_JOKER, "An empty column takes only a run that starts "
                           "with a joker (or a neutral card playing one).")
    if code == NOTHING_BELOW_PAWN:
        return IllegalMove(NOTHING_BELOW_PAWN, "Nothing can go on a pawn.")
    assert code == DOES_NOT_FIT
    return IllegalMove(DOES_NOT_FIT, "The run must start one figure below the last card of the "
                       "destination column.")


def move(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"from": 1..9, "count": k >= 1, "to": 1..9}``: the last ``k`` cards of column ``from``
    go, in order, on column ``to``.

    Raises 400 ``bad_args`` for malformed arguments; 422 ``same_column``, ``not_enough_cards``,
    ``not_ordered`` (the ``k`` cards are not an ordered run), ``does_not_fit``,
    ``empty_needs_joker``, ``nothing_below_pawn`` (``runs.fit``).
    """
    _player(state, actor)
    check_keys(args, ("from", "count", "to"))
    source, target = _column_arg(args, "from"), _column_arg(args, "to")
    count = args["count"]
    if not is_int(count) or count < 1:
        raise IllegalMove("bad_args", "\"{name}\" must be a whole number of at least 1.",
                          name="count")
    if source == target:
        raise IllegalMove("same_column", "The run must go to another column.")
    column, destination = state["columns"][source - 1], state["columns"][target - 1]
    if count > len(column):
        fewer = Plural("Column {column} is empty.", "Column {column} has fewer than {count} cards.",
                       "count")
        raise IllegalMove("not_enough_cards", fewer, column=source, count=count)
    run = column[len(column) - count:]
    roles = first_roles(run)
    if roles is None:
        raise IllegalMove("not_ordered", "The last {count} cards of column {column} are not an "
                          "ordered run.", count=count, column=source)
    refused = fit(roles, destination)
    if refused is not None:
        raise _fit_refusal(refused)
    del column[len(column) - count:]
    destination.extend(run)
    record(state["history"], "move", 0, run, "move", **{"from": source, "to": target})
    return _after(state)


def remove(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"column": 1..9}``: the column's complete series (joker … pawn, six real cards, nothing
    else) leaves the game. Raises 400 ``bad_args``, 422 ``not_a_complete_series``."""
    _player(state, actor)
    check_keys(args, ("column",))
    number = _column_arg(args, "column")
    column = state["columns"][number - 1]
    if not is_complete_series(column):
        raise IllegalMove("not_a_complete_series", "Column {column} does not hold exactly a "
                          "complete series, joker to pawn.", column=number)
    state["removed"].append(list(column))
    record(state["history"], "remove", 0, column, "remove", column=number)
    column.clear()
    return _after(state)


def give_up(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: the player gives the game up; it is lost."""
    _player(state, actor)
    check_keys(args, ())
    _finish(state, [], "gave_up")
    return state


def _after(state: State) -> State:
    """Count the move, take the neutral cards away once they are alone (D4), end the game when
    it is won or blocked."""
    state["moves"] += 1
    left = [card for column in state["columns"] for card in column]
    if left and all(is_neutral(card) for card in left):
        for column in state["columns"]:
            column.clear()
        state["neutrals_removed"] = True
        record(state["history"], "remove", None, left, "neutrals")
        left = []
    if not left:
        _finish(state, [0], "won")
    elif blocked(state["columns"]):
        _finish(state, [], "blocked")
    return state


def _finish(state: State, winners: list[int], reason: str) -> None:
    state["phase"] = OVER
    state["result"] = {"winners": winners, "reason": reason}


def check_start(state: State) -> State:
    """End a fresh deal at once when it allows no move (``blocked``, no move made)."""
    if blocked(state["columns"]):
        _finish(state, [], "blocked")
    return state


MOVES = {"move": move, "remove": remove, "give_up": give_up}
