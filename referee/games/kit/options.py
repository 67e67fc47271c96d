"""Table options several games share (docs/rules-decisions.md#conventions).

Each parser takes the raw value the table was created with and returns the checked value, or
raises ``IllegalMove`` 400 (``bad_option``, or ``bad_deck`` for a prearranged deal) with a message
that names the option. ``with_defaults`` is the usual first step of a game's ``options``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from referee.games.base import IllegalMove
from referee.games.common import TABLE_KEYS, check_option_names, is_int, seat_or_random

#: The values of the ``dice`` and ``cards`` options: the app rolls/deals, or the table does.
APP, PHYSICAL = "app", "physical"
#: How many ids a ``bad_deck`` message names per list before it says how many more there are.
NAMED_IDS = 12


def with_defaults(raw: Mapping[str, Any], defaults: Mapping[str, Any]) -> dict[str, Any]:
    """``defaults`` overridden by ``raw`` (the table's keys such as ``seed`` left out).
    Raises 400 ``unknown_option`` for a key the game does not have."""
    check_option_names(raw, defaults)
    return {**defaults, **{k: v for k, v in raw.items() if k not in TABLE_KEYS}}


def choice_option(name: str, value: Any, allowed: Sequence[Any]) -> Any:
    """``value`` when it is one of ``allowed`` (bools never pass for ints); else 400
    ``bad_option`` naming the option and the allowed values."""
    if not any(value == a and type(value) is type(a) for a in allowed):
        raise IllegalMove("bad_option", "The option {option} must be one of: {allowed}.",
                          option=name, allowed=", ".join(_shown(a) for a in allowed))
    return value


def dice_option(value: Any) -> str:
    """The ``dice`` option: ``"app"`` (the app rolls) or ``"physical"`` (players type the faces);
    else 400 ``bad_option``."""
    return str(choice_option("dice", value, (APP, PHYSICAL)))


def cards_option(value: Any, allowed: Sequence[str] = (APP, PHYSICAL)) -> str:
    """The ``cards`` option: ``"app"`` (the app deals) or, where the game defines it,
    ``"physical"`` (the printed deck is used; the app records public facts); else 400."""
    return str(choice_option("cards", value, allowed))


def decks_option(value: Any, allowed: Sequence[int] = (1, 2)) -> int:
    """The ``decks`` option: how many PokerDrez decks are shuffled together; else 400."""
    return int(choice_option("decks", value, allowed))


def decks_for_players(value: Any, players: int, most_for_one: int = 4) -> int:
    """The ``decks`` option of a game whose deck count follows the table size: ``None`` gives
    one deck up to ``most_for_one`` players and two beyond (BlackDrez, DomiDrez:
    docs/rules-decisions.md#blackdrez D1, #domidrez); otherwise ``decks_option``'s check (400)."""
    if value is None:
        return 1 if players <= most_for_one else 2
    return decks_option(value)


def bool_option(name: str, value: Any) -> bool:
    """A true/false option; 400 ``bad_option`` for anything but a JSON boolean."""
    return bool(choice_option(name, value, (True, False)))


def int_option(name: str, value: Any, low: int, high: int | None = None) -> int:
    """A whole-number option from ``low`` to ``high`` (no upper bound when None); else 400."""
    if not is_int(value) or value < low or (high is not None and value > high):
        if high is None:
            raise IllegalMove("bad_option", "The option {option} must be a whole number of at "
                              "least {low}.", option=name, low=low)
        raise IllegalMove("bad_option", "The option {option} must be a whole number from {low} "
                          "to {high}.", option=name, low=low, high=high)
    return int(value)


def seat_option(name: str, value: Any, players: int) -> int | str:
    """A seat option such as ``first_player`` or ``first_dealer``: a seat ``0..players-1`` or
    ``"random"`` (drawn at setup with ``common.chosen_seat``); else 400 ``bad_option``."""
    return seat_or_random(value, players, IllegalMove(
        "bad_option", "The option {option} must be a seat from 0 to {last} or \"random\".",
        option=name, last=players - 1))


def deck_option(value: Any, game_deck: Sequence[str], option: str = "deck") -> list[str] | None:
    """The ``deck`` option (a prearranged deal; NeuroDrez's ``tiles`` takes the same rules and
    passes its ``option`` name): None, or a list of ids, top first, holding every id of
    ``game_deck`` exactly once. Raises 400 ``bad_deck`` for anything else, naming the option and
    the unknown, missing and doubled ids."""
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(card, str) for card in value):
        raise IllegalMove("bad_deck", "The prearranged deal {option} must be a list of ids, top "
                          "first.", option=option)
    known = set(game_deck)
    counts = Counter(value)
    unknown = [card for card in counts if card not in known]
    missing = [card for card in game_deck if card not in counts]
    doubled = [card for card, n in counts.items() if n > 1 and card in known]
    if unknown or missing or doubled:
        raise IllegalMove(
            "bad_deck", "The prearranged deal {option} must hold each of the game's {size} ids "
            "once. Unknown: {unknown}. Missing: {missing}. More than once: {doubled}.",
            option=option, size=len(game_deck), unknown=_ids(unknown), missing=_ids(missing),
            doubled=_ids(doubled))
    return list(value)


def _ids(ids: Sequence[str]) -> str:
    """Ids for a message: ``"–"`` for none, at most ``NAMED_IDS`` of them then ``… (+n)``."""
    if not ids:
        return "–"
    named = ", ".join(ids[:NAMED_IDS])
    return named if len(ids) <= NAMED_IDS else f"{named} … (+{len(ids) - NAMED_IDS})"


def _shown(value: Any) -> str:
    """An allowed value as JSON writes it (``"app"``, ``true``, ``2``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return f'"{value}"' if isinstance(value, str) else str(value)
