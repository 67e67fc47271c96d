"""Inside Job, 3-5 players: the rule engine (seed 003, docs/rules-decisions.md#inside-job).

The players play tricks with their own 52-card deck (suits ``green``, ``yellow``, ``blue``,
``red``, values 1-13, dealt evenly, leftovers set aside unseen). Before each trick the leader
secretly keeps one of two mission cards, which gives the trump suit; after the trick the leader
records it in the app (trump, cards in play order, briefcases placed, mission met or not). The
app finds the winner, moves the briefcases and applies the thresholds: the agents win at 9/7/6
missions, the Insider at 6/5/4 briefcases (3/4/5 players; each player starts with one). When
2/2/1 cards are left each, a secret simultaneous vote decides.

Moves: ``peek`` (``flow``), ``trick`` (``tricks``), ``vote`` (``vote``); views and outcome in
``view``; roles, goals and thresholds in ``roles`` (modules of this package). This module holds
the options and the setup. The special roles need no other move: the reveals at the
start and at the thresholds, Tim Shady's steal and the accomplice's cost to its partner follow
from the recorded tricks; the reckless agent's risky missions are chosen at the table.

Role ids and the seed's names (special roles for 4-5 players only):

    agent           Agente                       insider         Infiltrado
    bugged_agent    Agente con micro             paranoid_agent  Agente paranoico
    reckless_agent  Agente a todo riesgo         decoy           El señuelo
    accomplice      El cómplice                  tim_shady       Tim Shady
    sleeper_agent   Agente durmiente             professor_no    Profesor no (Prof. No)

Goal ids: ``agents_win``, ``insider_briefcases``, ``professor_stays_hidden``,
``decoy_most_votes``, ``partner_wins``, ``right_neighbour_loses``, ``sleeper_hidden_agents_win``
and, for a revealed sleeper agent, ``insider_wins``.

Decisions where the seed is silent or ambiguous:

- decision: only the leader's seat records a trick (a seatless moderator cannot; a dead phone
  is replaced through the table's seat replacement).
- decision: play passes to the left (seat + 1, the table order); a trick lists the leader's
  card first, then each seat to the left, and is refused otherwise.
- decision: the app does not check following suit: it never sees the hands, and the Insider
  need not follow.
- decision: the supply of briefcases is unlimited; the trick's winner takes one from it plus
  every briefcase placed in the trick (a placer who wins gets its own back).
- decision: one briefcase at most per card; the leader may place one on the card it leads;
  revealed players never place one, including those revealed at the start.
- decision: a player reveals on reaching the reveal threshold or more (a trick can bring
  several briefcases at once); only the Insider's count (6/5/4) or, with the professor, 4/3.
- decision: after a trick the bugged agent's "more than one briefcase" and the reveals are
  settled before the mission count: a trick that both brings the Insider to the threshold and
  completes the agents' missions is won by the Insider.
- decision: the mission of every recorded trick is counted, also one that ends the game.
- decision: the bugged agent and the accomplice reveal at setup; revealed players do not vote
  (docs/rules-decisions.md), so the bugged agent never votes.
- decision: the accomplice starts with no briefcase (its card prevails over "one each"). It
  chooses whose card to look at (``peek`` move, before the first trick, any other seat); the
  table sees whose card it looked at, only the accomplice sees the role. When it wins a trick
  it takes no briefcase, the placed ones go back to the supply, its partner loses one (none if
  it holds none), and the accomplice leads the next trick.
- decision: Tim Shady's right is seat - 1. On his reveal he steals one briefcase from that seat
  (nothing if it holds none). He wins when that seat is not among the winners.
- decision: the professor (replacing the Insider) never wins by briefcases; the agents still
  win by missions; the professor's reveal makes the agents win at once; when every other seat
  has revealed, the professor wins at once; in the vote he is caught like the Insider.
- decision: the reckless agent's reveal makes the agents win at once (a hidden sleeper agent
  with them, a revealed one loses). The risky missions are a rule of the mission deck at the
  table; the app shows the special roles in play and cannot check the mission choice.
- decision: a revealed sleeper agent wins exactly when the Insider's side wins; hidden, when
  the agents win.
- decision: the paranoid agent casts one or two votes, on two different seats while hidden;
  once revealed he still votes (his card prevails over "revealed players do not vote") and may
  put both votes on one seat.
- decision: a seat with nobody it may vote for does not vote; if nobody can vote the vote
  resolves at once. With no vote cast nobody is designated and the Insider wins.
- decision: the decoy alone with strictly the most votes wins alone; the decoy and the Insider
  sharing the most votes both win (with the revealed sleeper agent); the decoy tied at the top
  without the Insider is a tie: the Insider wins, the decoy loses.
- decision: ballots are final once cast; they are published with the tally at the end.
- decision: only the last trick's cards are shown (the seed forbids consulting played cards);
  the history keeps who won each trick and whether its mission succeeded.
- decision: option ``first_leader`` is a seat (default 0) or ``"random"`` (drawn at setup).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.common import (
    check_option_names,
    check_players,
    chosen_seat,
    seat_or_random,
)
from referee.games.inside_job.flow import reveal
from referee.games.inside_job.roles import (
    ACCOMPLICE,
    REVEALED_AT_START,
    START_BRIEFCASES,
    check_special_roles,
    deal_roles,
)

MIN_PLAYERS, MAX_PLAYERS = 3, 5
OPTION_DEFAULTS: dict[str, Any] = {"special_roles": [], "first_leader": 0}


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Validated options with defaults filled in.

    ``special_roles``: list of special role ids in play (default none; see
    ``roles.check_special_roles`` for the 400/422 refusals). ``first_leader``: the
    seat that leads the first trick (default 0) or ``"random"``. A ``seed`` key is the table
    service's and is ignored. Raises IllegalMove 400 for an unknown option or a bad value.
    """
    check_option_names(raw, OPTION_DEFAULTS)
    special = check_special_roles(raw.get("special_roles", []), players)
    first = seat_or_random(
        raw.get("first_leader", OPTION_DEFAULTS["first_leader"]), players,
        IllegalMove("bad_option", "The first leader must be a seat of this table or random."))
    return {"special_roles": special, "first_leader": first}


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The opening state: roles dealt at random, one briefcase each (none for the accomplice),
    the roles that reveal at the start revealed, and the accomplice's peek awaited if it plays.

    ``players`` must be 3..5 (ValueError otherwise); ``options`` as returned by ``options``.
    """
    check_players("Inside Job", players, MIN_PLAYERS, MAX_PLAYERS)
    special = list(options.get("special_roles", []))
    roles = deal_roles(players, special, rng)
    first = options.get("first_leader", OPTION_DEFAULTS["first_leader"])
    state: State = {
        "players": players,
        "special_roles": special,
        "roles": roles,
        "phase": "peek" if ACCOMPLICE in roles else "tricks",
        "leader": chosen_seat(first, players, rng),
        "briefcases": [0 if r == ACCOMPLICE else START_BRIEFCASES for r in roles],
        "revealed": [False] * players,
        "missions": 0,
        "tricks": 0,
        "played": [],
        "partner": None,
        "last_trick": None,
        "ballots": [None] * players,
        "vote_result": None,
        "result": None,
        "history": [],
    }
    for seat, role in enumerate(roles):
        if role in REVEALED_AT_START:
            reveal(state, seat, "start")
    return state
