"""Pax Pamir (2nd ed.) score keeper, 2-5 players: options and setup (seed 002,
docs/rules-decisions.md#pax-pamir).

The players play with their own copy of the game; the referee keeps the score. At each
dominance check any phone enters the blocks of each coalition and every player's loyalty,
influence and cylinders in play; the referee says whether the check succeeds, splits the
points (ties share their places' points, rounded down), adds them and ends the game on a lead
of 4 points or after the final check, with the tie-breaks. Nothing is secret.

Seats are the phones; players without a phone (the Wakhan bot, a friend without one) are
option ``extra_players`` and are scored like everyone. One phone with every other player as an
extra player keeps a whole game (the table takes 1-5 seats; seats plus extra players 2-5).

Moves: ``dominance_check`` and ``cleanup_check`` (``scoring``), ``tiebreak`` and
``declare_winner`` (``tiebreak``); arithmetic in ``checks``; views and outcome in ``view``.

Decisions (docs/rules-decisions.md#pax-pamir):

- D1 court limit 3 + political stars, hand limit 2 + intelligence stars (the seed gives both
  pairs; docs/rules-decisions.md settles it).
- D2 two coalitions tied for the most blocks: the check fails.
- D3 the reminder to remove every coalition block comes only after a successful check.
- D4 a failed check ranks every player by cylinders, those with 0 included (a tie at 0
  shares).
- D5 the lead of 4 points wins after any check, the final one included.
- D6 the final check is the 4th (option ``final_check``); a check may say ``final`` itself.
- D7 a successful check with nobody loyal to the dominant coalition scores nothing.
- decision: a check with ``"final": false`` at the final number does not end the game (a
  table that plays on); the next checks are then entered until one is final.
- decision: after the tie-break, the players still tied share the win when the moderator says
  so (``declare_winner`` with ``null``), or the one the moderator names wins.
- decision: a moderator who holds no seat may enter checks too; the history says who entered
  each check (a seat, or None for the moderator).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.common import check_option_names, check_players, is_int

MIN_SEATS, MAX_PLAYERS = 1, 5
#: The phones the new table form starts at: the game has 2 to 5 players in all, and a single
#: phone also needs players without one named on the form.
FORM_SEATS = 2
MIN_PLAYERS = 2
NAME_MAX = 24
FINAL_CHECK_MAX = 10
OPTION_DEFAULTS: dict[str, Any] = {"extra_players": [], "final_check": 4}


def _extra_players(raw: Any, seats: int) -> list[str]:
    if not isinstance(raw, list) or not all(isinstance(name, str) for name in raw):
        raise IllegalMove("bad_option", "The extra players must be a list of names.")
    names = [" ".join(name.split()) for name in raw]
    for name in names:
        if not 1 <= len(name) <= NAME_MAX or name.isdigit():
            raise IllegalMove("bad_option", "An extra player's name has 1 to {max} characters "
                              "and is not a number: {name}.", max=NAME_MAX, name=name)
    folded = [name.casefold() for name in names]
    if len(set(folded)) != len(folded):
        raise IllegalMove("bad_option", "Two extra players have the same name.")
    total = seats + len(names)
    if not MIN_PLAYERS <= total <= MAX_PLAYERS:
        raise IllegalMove("bad_player_count", "Pax Pamir is played by {min} to {max} players; "
                          "{seats} with a phone and {extra} without make {total}.",
                          min=MIN_PLAYERS, max=MAX_PLAYERS, seats=seats, extra=len(names),
                          total=total)
    return names


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Validated options with defaults filled in (``players`` = seats, i.e. phones).

    ``extra_players``: names of players without a phone, in table order after the seats
    (1-24 characters, not all digits, distinct ignoring case); seats plus extra players must be
    2-5. ``final_check``: the number of the final dominance check, 1-10 (default 4). A ``seed``
    key is the table service's and is ignored. Raises IllegalMove 400 ``unknown_option``,
    ``bad_option`` or ``bad_player_count``.
    """
    check_option_names(raw, OPTION_DEFAULTS)
    extra = _extra_players(raw.get("extra_players", OPTION_DEFAULTS["extra_players"]), players)
    final = raw.get("final_check", OPTION_DEFAULTS["final_check"])
    if not is_int(final) or not 1 <= final <= FINAL_CHECK_MAX:
        raise IllegalMove("bad_option", "The final check is a number from 1 to {max}.",
                          max=FINAL_CHECK_MAX)
    return {"extra_players": extra, "final_check": final}


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The opening state: every score 0, no check yet, phase ``play``.

    ``players`` (seats) must be 1..5 (ValueError otherwise); ``options`` as returned by
    ``options``. Nothing is random.
    """
    check_players("Pax Pamir", players, MIN_SEATS, MAX_PLAYERS)
    extra = list(options.get("extra_players", OPTION_DEFAULTS["extra_players"]))
    ids = [str(seat) for seat in range(players)] + extra
    return {
        "players": players,
        "extra_players": extra,
        "final_check": options.get("final_check", OPTION_DEFAULTS["final_check"]),
        "phase": "play",
        "scores": dict.fromkeys(ids, 0),
        "checks": [],
        "cleanups": [],
        "tied": [],
        "tiebreak": None,
        "result": None,
    }
