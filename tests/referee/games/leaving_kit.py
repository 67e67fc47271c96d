"""Driving a game with a seat that leaves, as the table service does (issue 33): after every
move, each awaited left seat gets its stand-in's move (``referee.games.kit.leaving``), and the
other seats play the moves a game's test chooses."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from referee.games.base import Actor, Game, State, Viewer, apply, as_json
from referee.games.kit.leaving import leave, left_seats, stand_in_move

#: A game test's chooser: a legal move (seat, name, args) of a seat the game awaits, or None.
Chooser = Callable[[State, random.Random], "tuple[int, str, dict[str, Any]] | None"]


class LeftSeatWaited(AssertionError):
    """The game awaits only seats whose player has left, and no stand-in moves for them."""


def play_with_leaver(game: Game, state: State, players: int, seat: int, how: str,
                     leave_after: int, choose: Chooser, rng: random.Random,
                     max_moves: int = 5000) -> tuple[State, list[tuple[int, str, dict]]]:
    """Play ``state`` to its end: ``choose`` picks the moves of seats still at the table, seat
    ``seat`` leaves ``how`` after ``leave_after`` moves (or at once if the game ends sooner)
    and its stand-in plays its turns from then on. Returns the final state and the stand-in's
    moves. Raises LeftSeatWaited when the game waits for a left seat, AssertionError when
    ``choose`` offers a move for a left seat or the game has not ended after ``max_moves``.
    Every stand-in move is checked to be the one computed from that seat's own view."""
    stand_ins: list[tuple[int, str, dict]] = []
    for count in range(max_moves):
        if game.outcome(state) is not None:
            return state, stand_ins
        if count >= leave_after and seat not in left_seats(state):
            state = leave(game, as_json(state), Actor(None, moderator=True),
                          {"seat": seat, "how": how}, players)
            continue
        stood = stand_in_move(game, state, random.Random(count))
        if stood is not None:
            who, name, args = stood
            assert game.stand_in is not None
            assert game.stand_in(game.view(state, Viewer(who)), who,
                                 random.Random(count)) == (name, args)
            state = apply(game, state, Actor(who), name, args, random.Random(count))
            stand_ins.append(stood)
            continue
        left = left_seats(state)
        if game.awaiting(state) and set(game.awaiting(state)) <= set(left):
            raise LeftSeatWaited(f"the game awaits only left seats {game.awaiting(state)}")
        chosen = choose(state, rng)
        assert chosen is not None, "the game awaits nobody and is not over"
        who, name, args = chosen
        assert who not in left, f"the test chose a move for seat {who}, who has left"
        state = apply(game, state, Actor(who), name, args, rng)
    raise AssertionError(f"no end after {max_moves} moves")


def after_leaving(game: Game, state: State, seat: int, how: str | None = "stand_in") -> State:
    """``state`` once the moderator has marked ``seat`` as left ``how`` (None: the game's
    first leave mode), on a copy, as the service applies the logged ``leave`` move. The
    table's seats are the state's ``players``, or the game's only number of players."""
    players = state.get("players", game.max_players)
    args: dict[str, Any] = {"seat": seat} if how is None else {"seat": seat, "how": how}
    return leave(game, as_json(state), Actor(None, moderator=True), args, players)


def stand_in_move_of(game: Game, state: State, seat: int) -> tuple[str, dict[str, Any]] | None:
    """The move the stand-in of ``seat`` makes from that seat's own view (rng seeded 0)."""
    assert game.stand_in is not None
    return game.stand_in(game.view(state, Viewer(seat)), seat, random.Random(0))


def present_moves(state: State,
                  moves_for: Callable[[State, int], list[str]]) -> list[tuple[int, str]]:
    """Every (seat, move name) a seat still at the table may send now (``moves_for`` is the
    game's own list of a seat's moves), in seat order."""
    gone = left_seats(state)
    return [(seat, move) for seat in range(state["players"]) if seat not in gone
            for move in moves_for(state, seat)]
