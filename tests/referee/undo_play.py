"""Random legal play of every game, one accepted move at a time, for the undo property
(``tests/referee/test_undo_property.py``). No tests here.

Each game's own random drivers (in its tests) choose the moves where they can be used one move at
a time; ``PLAYERS[game_id]`` gives a ``Player``: ``start(rng)``, a fresh table, and
``step(state, rng)``, the state after one accepted move of a seat the game awaits (or may take
one from).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from referee import games
from referee.games.base import Actor, IllegalMove, State, Viewer, apply
from referee.games.inside_job.tricks import SUITS, VALUES
from referee.games.pax_pamir.checks import COALITIONS
from tests.referee.games.blackdrez.test_properties import choose as blackdrez_choose
from tests.referee.games.domidrez.test_properties import choose as domidrez_choose
from tests.referee.games.lucha.randomplay import step as lucha_step
from tests.referee.games.neurodrez.support import random_action as neurodrez_action
from tests.referee.games.poker7.test_properties import choose as poker7_choose
from tests.referee.games.pokerdrez.test_properties import Game as PokerDrezGame
from tests.referee.games.pokerdrez_4.test_properties import RandomGame as PokerDrez4Game
from tests.referee.games.pokerguess.test_properties import next_move as pokerguess_move
from tests.referee.games.politburo.support import candidate_moves as politburo_moves
from tests.referee.games.rummidrez.test_properties import step as rummidrez_step
from tests.referee.games.triumfdrez.test_properties import choose as triumfdrez_choose

Move = tuple[int | None, str, dict[str, Any]]
#: Tries of a driver that may propose a refused move, before the game is called stuck.
TRIES = 200


@dataclass(frozen=True)
class Player:
    """How to start a random table of one game and play it one accepted move at a time."""

    start: Callable[[random.Random], State]
    step: Callable[[State, random.Random], State]


def _send(game_id: str, state: State, move: Move, rng: random.Random) -> State:
    seat, name, args = move
    actor = Actor(None, moderator=True) if seat is None else Actor(seat)
    return apply(games.get(game_id), state, actor, name, args, random.Random(rng.random()))


def _setup(game_id: str, players: int, options: dict[str, Any],
           rng: random.Random) -> State:
    game = games.get(game_id)
    return game.setup(players, game.options(options, players), random.Random(rng.random()))


def _proposing(game_id: str, propose: Callable[[State, random.Random], Move]
               ) -> Callable[[State, random.Random], State]:
    """A step from ``propose``, a driver of likely legal moves: tried until one is accepted."""

    def step(state: State, rng: random.Random) -> State:
        for _ in range(TRIES):
            try:
                return _send(game_id, state, propose(state, rng), rng)
            except IllegalMove:
                continue
        raise AssertionError(f"{game_id}: no move accepted in phase {state.get('phase')}")

    return step


def _from_menu(game_id: str, menu: Callable[[State, random.Random], list[Move]],
               last: Move | None = None) -> Callable[[State, random.Random], State]:
    """A step trying the moves of ``menu`` (legal or not) in a random order, then ``last``."""

    def step(state: State, rng: random.Random) -> State:
        moves = menu(state, rng)
        rng.shuffle(moves)
        for move in [*moves, *([last] if last else [])]:
            try:
                return _send(game_id, state, move, rng)
            except IllegalMove:
                continue
        raise AssertionError(f"{game_id}: no move of the menu accepted")

    return step


def _driven(driver: type, **fields: Any) -> Callable[[State, random.Random], State]:
    """A step from a class-based random game of the games' own tests (its ``turn`` or
    ``step`` sends one move), its per-step checks left out (they follow one game from its
    start, which an undo breaks)."""

    def step(state: State, rng: random.Random) -> State:
        game = driver.__new__(driver)
        game.state, game.rng, game.steps = state, rng, rng.randrange(10**6)
        game.check = lambda: None
        for name, value in fields.items():
            setattr(game, name, value)
        act = game.turn if hasattr(game, "turn") else game.step
        for _ in range(TRIES):
            try:
                act()
            except (IllegalMove, AssertionError):
                game.state = state
            if game.state is not state:
                return game.state
        raise AssertionError(f"{driver.__name__}: no move accepted")

    return step


def _poker7(state: State, rng: random.Random) -> Move:
    seat = rng.choice(games.get("poker7").awaiting(state))
    return (seat, *poker7_choose(state, seat, rng))


def _inside_job(state: State, rng: random.Random) -> Move:
    """A peek, a vote, or a trick of random printed cards (the table's own deck: the app deals
    none) with the led suit mostly followed."""
    game = games.get("inside-job")
    n = state["players"]
    if state["phase"] == "peek":
        seat = game.awaiting(state)[0]
        return seat, "peek", {"seat": rng.choice([s for s in range(n) if s != seat])}
    if state["phase"] == "tricks":
        leader, plays = state["leader"], []
        unplayed = [(s, v) for s in SUITS for v in VALUES if [s, v] not in state["played"]]
        rng.shuffle(unplayed)
        for i in range(n):
            seat = (leader + i) % n
            led = plays[0]["suit"] if plays else None
            follow = [card for card in unplayed if card[0] == led]
            suit, value = follow[0] if follow and rng.random() < 0.8 else unplayed[0]
            unplayed.remove((suit, value))
            may_place = (state["briefcases"][seat] > 0 and not state["revealed"][seat]
                         and (led is None or suit == led))
            plays.append({"seat": seat, "suit": suit, "value": value,
                          "briefcase": may_place and rng.random() < 0.25})
        return leader, "trick", {"trump": rng.choice(SUITS), "plays": plays,
                                 "mission": rng.random() < 0.55}
    seat = rng.choice(game.awaiting(state))
    vote = game.view(state, Viewer(seat))["private"]["vote"]
    count = rng.randint(1, vote["votes"])
    ballot = ([rng.choice(vote["targets"]) for _ in range(count)] if vote["repeat"]
              else rng.sample(vote["targets"], min(count, len(vote["targets"]))))
    return seat, "vote", {"for": ballot}


def _pax_pamir(state: State, rng: random.Random) -> Move:
    """A dominance check of random counts, then the tie-break and the moderator's pick."""
    if state["phase"] == "tiebreak":
        return 0, "tiebreak", {key: {p: rng.randint(0, 3) for p in state["tied"]}
                               for key in ("military", "rupees")}
    if state["phase"] == "still_tied":
        return None, "declare_winner", {"seat": rng.choice([None, *state["tied"]])}
    players = {p: {"loyalty": rng.choice(COALITIONS), "influence": rng.randint(1, 6),
                   "cylinders": rng.randint(0, 10)} for p in state["scores"]}
    return (rng.randrange(state["players"]), "dominance_check",
            {"blocks": {c: rng.randint(0, 12) for c in COALITIONS}, "players": players})


def _sokudrez(state: State, rng: random.Random) -> Move:
    cells = [[r, c] for r in range(1, 10) for c in range(1, 10)]
    a, b = rng.sample(cells, 2)
    return state["to_play"], "swap", {"a": a, "b": b}


def _solodrez(state: State, rng: random.Random) -> list[Move]:
    """Every move and removal of a card (legal or not)."""
    columns = state["columns"]
    menu: list[Move] = [(0, "move", {"from": source, "count": count, "to": target})
                        for source in range(1, 10) for target in range(1, 10)
                        for count in range(1, len(columns[source - 1]) + 1)]
    return menu + [(0, "remove", {"column": column}) for column in range(1, 10)]


def _vikingdrez(state: State, rng: random.Random) -> Move:
    seat = games.get("vikingdrez").awaiting(state)[0]
    targets = games.get("vikingdrez").view(state, Viewer(seat))["private"]["targets"]
    start = rng.choice(sorted(targets))
    return seat, "move", {"from": start, "to": rng.choice(targets[start])}


def _politburo(state: State, rng: random.Random) -> list[Move]:
    return [(seat, move, args) for seat in games.get("politburo").awaiting(state)
            for move, args in politburo_moves(state, seat)]


def _pokerdrez_options(rng: random.Random) -> dict[str, Any]:
    return {"decks": rng.choice([1, 2]), "dice": rng.choice(["app", "physical"]),
            "neutral_timing": rng.choice(["own_turn", "any_time"])}


PLAYERS: dict[str, Player] = {
    "blackdrez": Player(
        lambda rng: _setup("blackdrez", rng.randint(2, 5), {"first_dealer": "random"}, rng),
        _proposing("blackdrez", blackdrez_choose)),
    "domidrez": Player(
        lambda rng: _setup("domidrez", rng.randint(2, 5),
                           {"decks": rng.choice([1, 2]), "first_dealer": "random"}, rng),
        _proposing("domidrez", domidrez_choose)),
    "inside-job": Player(
        lambda rng: _setup("inside-job", rng.randint(3, 5), {}, rng),
        _proposing("inside-job", _inside_job)),
    "lucha": Player(lambda rng: _setup("lucha", rng.randint(2, 5), {}, rng), lucha_step),
    "neurodrez": Player(
        lambda rng: _setup("neurodrez", 2, {"mode": "competitive"}, rng),
        _proposing("neurodrez", neurodrez_action)),
    "pax-pamir": Player(
        lambda rng: _setup("pax-pamir", rng.randint(2, 5), {}, rng),
        _proposing("pax-pamir", _pax_pamir)),
    "poker7": Player(lambda rng: _setup("poker7", rng.randint(2, 6), {}, rng),
                     _proposing("poker7", _poker7)),
    "pokerdrez": Player(
        lambda rng: _setup("pokerdrez", 2, _pokerdrez_options(rng), rng),
        _driven(PokerDrezGame, seen_by={0: set(), 1: set()})),
    "pokerdrez-4": Player(
        lambda rng: _setup("pokerdrez-4", 4, _pokerdrez_options(rng), rng),
        _driven(PokerDrez4Game)),
    "pokerguess": Player(lambda rng: _setup("pokerguess", rng.randint(2, 5), {}, rng),
                         _proposing("pokerguess", pokerguess_move)),
    "politburo": Player(lambda rng: _setup("politburo", rng.randint(5, 7), {}, rng),
                        _from_menu("politburo", _politburo)),
    "rummidrez": Player(lambda rng: _setup("rummidrez", rng.randint(1, 4), {}, rng),
                        rummidrez_step),
    "sokudrez": Player(lambda rng: _setup("sokudrez", rng.randint(1, 3), {}, rng),
                       _proposing("sokudrez", _sokudrez)),
    "solodrez": Player(lambda rng: _setup("solodrez", 1, {}, rng),
                       _from_menu("solodrez", _solodrez, last=(0, "give_up", {}))),
    "triumfdrez": Player(lambda rng: _setup("triumfdrez", rng.randint(2, 4), {}, rng),
                         _proposing("triumfdrez", triumfdrez_choose)),
    "vikingdrez": Player(lambda rng: _setup("vikingdrez", 2, {}, rng),
                         _proposing("vikingdrez", _vikingdrez)),
}
