"""Helpers every rule engine shares: option and player-count checks, move-argument checks, who
may move now, and the scaffold of a view (docs/architecture.md, Referee: "Rule engines are pure").

Each refusal here is a literal ``IllegalMove(code, message, ...)`` call: the message is a msgid
of the ``api`` catalogue and ``pybabel extract`` finds it only so (keyword ``IllegalMove:2``). A
helper that needs a game's own message takes the IllegalMove ready made.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, cast

from referee.games.base import IllegalMove, State, Viewer, wrong_phase
from referee.games.statememo import PerObject

Args = dict[str, Any]
#: The option value that asks setup to draw a seat with the table's seeded rng.
RANDOM = "random"
#: Keys the table service may leave in the options it hands over; they are not the game's.
TABLE_KEYS = frozenset({"seed"})


def check_players(game: str, players: int, low: int, high: int) -> None:
    """Raise ValueError unless ``low <= players <= high`` (the game's name in the message)."""
    if not low <= players <= high:
        raise ValueError(f"{game} takes {low}-{high} players, not {players}")


def check_option_names(raw: Mapping[str, Any], defaults: Mapping[str, Any]) -> None:
    """Raise IllegalMove 400 ``unknown_option`` for a key of ``raw`` that is neither an option
    of the game (a key of ``defaults``) nor one of ``TABLE_KEYS``."""
    unknown = sorted(set(raw) - set(defaults) - TABLE_KEYS)
    if unknown:
        raise IllegalMove("unknown_option", "Unknown option: {option}.",
                          option=", ".join(unknown))


def seat_or_random(value: Any, players: int, refusal: IllegalMove) -> int | str:
    """``value`` when it is a seat of a ``players``-seat table or ``RANDOM``; else raise
    ``refusal`` (the game's own 400 ``bad_option``)."""
    if not ((is_int(value) and 0 <= value < players) or value == RANDOM):
        raise refusal
    return value


def chosen_seat(option: int | str, players: int, rng: random.Random) -> int:
    """The seat an option of ``seat_or_random`` names; for ``RANDOM`` one drawn from ``rng``."""
    return rng.randrange(players) if option == RANDOM else cast(int, option)


def is_int(value: Any) -> bool:
    """True for an int that is not a bool (JSON numbers arrive as int)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_phase(state: State, phase: str) -> None:
    """Raise the 409 ``wrong_phase`` unless the game is in ``phase``."""
    if state["phase"] != phase:
        raise wrong_phase(state["phase"])


def check_keys(args: Args, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> None:
    """Raise 400 ``bad_args`` unless ``args`` has every required key and no unknown one."""
    keys = set(args)
    if not set(required) <= keys or not keys <= set(required) | set(optional):
        raise IllegalMove("bad_args", "This move takes exactly these arguments: {keys}.",
                          keys=", ".join(required + optional))


def moves_now(state: State, seat: int | None, awaiting: Sequence[int],
              phase_moves: Mapping[str, str]) -> list[str]:
    """The move ``seat`` may send now: ``[phase_moves[phase]]`` when it is among the
    ``awaiting`` seats, else ``[]`` (each phase of these games takes one move)."""
    if seat is None or seat not in awaiting:
        return []
    return [phase_moves[state["phase"]]]


#: Public parts of the states used last (``_public_of``): a few versions of many tables.
_public_parts: PerObject[State, dict[str, Any]] = PerObject(512)


def _public_of(state: State, public: Callable[[State], dict[str, Any]]) -> dict[str, Any]:
    """``public(state)``, computed once per state for all its viewers: a table's phones each
    get their view of every version (their live streams render one each), and the public
    part, most of a view, is the same for all (``PerObject``). Each view gets its own copy of
    the part's top level; what lies below is shared (views are read, never changed)."""
    return dict(_public_parts.get(state, public))


def assemble_view(state: State, viewer: Viewer, *, public: Callable[[State], dict[str, Any]],
                  own: Callable[[State, int], dict[str, Any]],
                  everything: Callable[[State], dict[str, Any]]) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` for ``viewer`` (base.Game.view).

    ``public(state)`` must depend on the state alone (not on the viewer): it is computed once
    per state and shared by every view of it (``_public_of``). ``private`` holds
    ``everything(state)`` for an omniscient viewer, then ``own(state, seat)``
    for a viewer with a seat at the table (a playing moderator is only a seat), and nothing for
    anyone else: each part is a whitelist the game builds.
    """
    private: dict[str, Any] = {}
    if viewer.omniscient:
        private.update(everything(state))
    if viewer.seat is not None and 0 <= viewer.seat < state["players"]:
        private.update(own(state, viewer.seat))
    return {"phase": state["phase"], "public": _public_of(state, public), "private": private}
