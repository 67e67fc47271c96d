"""The contract every rule engine keeps (docs/architecture.md, Referee: "Rule engines are pure").

A game is plain data plus pure functions. The table service (``referee.service.tables``) stores the
seed and the ordered accepted moves; it rebuilds a table's state by calling ``setup`` and then
``apply`` for every move. Engines import nothing from Flask or storage.

State is JSON-able data (dicts, lists, str, int, bool, None). Seats are ``0..players-1`` in table
order; "left" of seat ``s`` is ``(s + 1) % players``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import orjson

from referee.refusals import status_of

State = dict[str, Any]
Move = Callable[[State, "Actor", dict[str, Any], random.Random], State]
#: What a stand-in plays for a seat whose player has left: from that seat's own view
#: (``view(state, Viewer(seat))``, so it never reads another seat's secrets), the seat and the
#: move's rng (seeded from the table seed and the move's index) -> (move name, args), or None
#: when the game awaits nothing of the seat it can play. Pure and deterministic.
StandIn = Callable[[dict[str, Any], int, random.Random], "tuple[str, dict[str, Any]] | None"]
#: The engine's change when a seat leaves: (state, seat, how) -> state, ``how`` one of the
#: game's ``leave_modes``; it may end the game (a resignation) or deal the seat out.
Leave = Callable[[State, int, str], State]


class IllegalMove(Exception):
    """A refused move or option; the table is left exactly as it was.

    ``code`` is a stable machine-readable id (``"not_your_turn"``); ``message`` is the English
    message template, also the msgid of its translation, with ``{name}`` placeholders filled from
    ``params``. ``status`` is the HTTP status the API answers with: 409 for "not your turn / wrong
    phase", 422 for a move the rules forbid, 400 for malformed arguments. Parameters named
    ``seat`` or ``next`` hold seat indices; the API shows players the seat's name instead.
    ``rule`` is the rules section the refusal names (``/rules/<game>#<id>``), which the table
    service sets (``referee.service.rule_links``); None when it names none.
    """

    rule: str | None = None

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message.format(**params) if params else message)
        self.code = code
        self.message = message
        self.status = status_of(code)
        self.params = params


def wrong_phase(phase: str) -> IllegalMove:
    """The 409 raised when a move is sent in a phase that does not take it."""
    return IllegalMove("wrong_phase", "That move is not possible now (phase: {phase}).",
                       phase=phase)


def not_your_turn() -> IllegalMove:
    """The 409 raised when the seat that sent a move is not one the game awaits."""
    return IllegalMove("not_your_turn", "It is not your turn to do that.")


def bad_args(detail: str) -> IllegalMove:
    """The 400 raised when a move's arguments are missing or of the wrong type."""
    return IllegalMove("bad_args", "The move's arguments are malformed: {detail}.",
                       detail=detail)


@dataclass(frozen=True)
class Actor:
    """Who sends a move: a seat, or the moderator acting as such (``seat is None``)."""

    seat: int | None
    moderator: bool = False


@dataclass(frozen=True)
class Viewer:
    """Who a view is built for.

    ``seat`` is the viewer's own seat or None. ``omniscient`` is True only for a moderator who does
    not play: such a viewer sees every secret. A moderator who plays is an ordinary seat viewer.
    """

    seat: int | None
    omniscient: bool = False


@dataclass(frozen=True)
class Game:
    """One game's rules, as data plus pure functions.

    - ``options(raw, players) -> options``: validates and fills defaults; raises IllegalMove
      (400 ``bad_option``).
    - ``setup(players, options, rng) -> state``.
    - ``moves[name](state, actor, args, rng) -> state``: validates and returns the next state,
      or raises IllegalMove. It receives a private deep copy (``as_json``) and may mutate it;
      what it writes must be JSON values too (lists, not tuples; string keys), since the
      table service keeps its result as it is (tests/referee/conftest.py checks every move).
    - ``view(state, viewer) -> {"phase": str, "public": dict, "private": dict}``: built from
      scratch for the viewer (a whitelist, never a filtered copy of the state).
    - ``awaiting(state) -> [seat, ...]``: who must act now.
    - ``outcome(state) -> dict | None``: None while the game goes on.
    - ``default_players``: the player count the new table form starts at when the game is
      chosen (None: ``min_players``), the table the game is most often played at.
    - ``listing_order``: where the game stands in lists of games (the new table page): lower
      first, equal ones by ``id``; the default puts a game after those that set one.
    - ``stand_in`` (``StandIn``), ``leave`` (``Leave``) and ``leave_modes``: what happens to a
      seat whose player has left (docs/rules-decisions.md, each game's "A player who leaves"):
      the ways the moderator is offered (``"stand_in"``: a stand-in plays the seat's turns;
      ``"resign"``: the seat resigns), the engine's change to the state when the seat leaves
      (None: none), and the stand-in's move at each of the seat's turns.
    - ``rematch_options(options, state) -> options``: the options of the rematch table from the
      finished table's options and final state (``referee.games.kit.sides``: the board games
      swap their sides); None keeps the options as they were.
    - ``seat_sides(options, players) -> [side] | None``: each seat's side known before the
      start (``referee.games.kit.sides``; the lobby shows it); None: no sides, or drawn at start.
    """

    id: str
    min_players: int
    max_players: int
    options: Callable[[Mapping[str, Any], int], dict[str, Any]]
    setup: Callable[[int, dict[str, Any], random.Random], State]
    moves: Mapping[str, Move]
    view: Callable[[State, Viewer], dict[str, Any]]
    awaiting: Callable[[State], list[int]]
    outcome: Callable[[State], dict[str, Any] | None]
    option_defaults: Mapping[str, Any] = field(default_factory=dict)
    default_players: int | None = None
    listing_order: int = 100
    stand_in: StandIn | None = None
    leave: Leave | None = None
    leave_modes: tuple[str, ...] = ("stand_in",)
    rematch_options: Callable[[Mapping[str, Any], State], dict[str, Any]] | None = None
    seat_sides: Callable[[Mapping[str, Any], int], list[str] | None] | None = None

    @property
    def players_at_first(self) -> int:
        """The player count the new table form starts at for this game (``default_players``,
        else ``min_players``)."""
        return self.min_players if self.default_players is None else self.default_players


def apply(game: Game, state: State, actor: Actor, move: str, args: Mapping[str, Any],
          rng: random.Random) -> State:
    """Apply one move and return the next state; ``state`` itself is never modified.

    Raises IllegalMove("unknown_move") (400) for a move the game does not have, and whatever the
    move raises. ``rng`` must be seeded by the caller from the table seed and the move's index so
    that replay gives the same result.
    """
    handler = game.moves.get(move)
    if handler is None:
        raise IllegalMove("unknown_move", "Unknown move: {move}.", move=move)
    if not isinstance(args, Mapping):
        raise bad_args("arguments must be an object")
    if game.outcome(state) is not None:
        raise IllegalMove("game_over", "The game is over.")
    return handler(as_json(state), actor, dict(args), rng)


def as_json(state: State) -> State:
    """A private deep copy of ``state`` as it reads back from JSON (tuples become lists, integer
    keys strings), so that cached, replayed and snapshot states agree. An orjson round trip:
    faster than a pickle one, and many times faster than ``copy.deepcopy``."""
    return orjson.loads(orjson.dumps(state, option=orjson.OPT_NON_STR_KEYS))
