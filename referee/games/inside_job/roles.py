"""Inside Job's roles, sides, goals and thresholds, and who wins (seed 003,
docs/rules-decisions.md#inside-job).

Role ids are stable English snake_case; ``referee.games.inside_job.setup``'s docstring maps them
to the seed's Spanish names. Sides: ``"agents"``, ``"insider"`` and, only when the decoy alone
draws the most votes, ``"decoy"``. The functions here read and compute; they never change a state.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from referee.games.base import IllegalMove
from referee.games.kit.deck import shuffled

AGENT = "agent"
INSIDER = "insider"
BUGGED = "bugged_agent"
PARANOID = "paranoid_agent"
RECKLESS = "reckless_agent"
DECOY = "decoy"
ACCOMPLICE = "accomplice"
TIM_SHADY = "tim_shady"
SLEEPER = "sleeper_agent"
PROFESSOR = "professor_no"

SPECIAL_ROLES: tuple[str, ...] = (BUGGED, PARANOID, RECKLESS, DECOY, ACCOMPLICE, TIM_SHADY,
                                  SLEEPER, PROFESSOR)
ROLES: tuple[str, ...] = (AGENT, INSIDER, *SPECIAL_ROLES)
NEUTRAL_ROLES = frozenset({DECOY, ACCOMPLICE, TIM_SHADY})
REVEALED_AT_START = frozenset({BUGGED, ACCOMPLICE})
# Roles on the agents' side while hidden (a revealed sleeper agent changes sides).
AGENT_SIDE = frozenset({AGENT, BUGGED, PARANOID, RECKLESS, SLEEPER})
INSIDER_ROLES = frozenset({INSIDER, PROFESSOR})
MAX_SPECIAL_ROLES = 2
SPECIAL_ROLE_PLAYERS = (4, 5)

AGENTS, INSIDER_SIDE, DECOY_SIDE = "agents", "insider", "decoy"

# Thresholds by number of players (seed 003, Condiciones para la victoria; Profesor no).
MISSIONS_TO_WIN = {3: 9, 4: 7, 5: 6}
INSIDER_BRIEFCASES = {3: 6, 4: 5, 5: 4}
PROFESSOR_REVEAL = {4: 4, 5: 3}
START_BRIEFCASES = 1

# Goal ids, one per objective on the role cards; the pages render their texts.
GOALS = {
    AGENT: "agents_win", BUGGED: "agents_win", PARANOID: "agents_win", RECKLESS: "agents_win",
    INSIDER: "insider_briefcases", PROFESSOR: "professor_stays_hidden",
    DECOY: "decoy_most_votes", ACCOMPLICE: "partner_wins", TIM_SHADY: "right_neighbour_loses",
    SLEEPER: "sleeper_hidden_agents_win",
}
SLEEPER_REVEALED_GOAL = "insider_wins"


def check_special_roles(raw: object, players: int) -> list[str]:
    """The validated list of special role ids in play (seed 003, Cartas especiales).

    Raises IllegalMove 400 ("bad_option") when ``raw`` is not a list of distinct known special
    role ids; 422 ("special_roles_players") for special roles with other than 4-5 players,
    ("too_many_special_roles") for more than two, ("two_neutral_roles") for two of the neutral
    decoy, accomplice and Tim Shady, ("two_revealed_roles") for the bugged agent together with
    the accomplice, the two roles revealed at the start.
    """
    if not isinstance(raw, list) or not all(isinstance(r, str) for r in raw):
        raise IllegalMove("bad_option", "The special roles must be a list of role ids.")
    unknown = [r for r in raw if r not in SPECIAL_ROLES]
    if unknown:
        raise IllegalMove("bad_option", "Unknown special role: {role}.", role=unknown[0])
    if len(set(raw)) != len(raw):
        raise IllegalMove("bad_option", "Each special role can be in play only once.")
    if raw and players not in SPECIAL_ROLE_PLAYERS:
        raise IllegalMove("special_roles_players",
                          "Special roles are played with 4 or 5 players only.")
    if len(raw) > MAX_SPECIAL_ROLES:
        raise IllegalMove("too_many_special_roles", "At most two special roles can be in play.")
    if len(NEUTRAL_ROLES.intersection(raw)) > 1:
        raise IllegalMove("two_neutral_roles",
                          "Two neutral roles (decoy, accomplice, Tim Shady) cannot play together.")
    if len(REVEALED_AT_START.intersection(raw)) > 1:
        raise IllegalMove("two_revealed_roles",
                          "Two roles that reveal at the start cannot play together.")
    return list(raw)


def deal_roles(players: int, special_roles: Sequence[str], rng: random.Random) -> list[str]:
    """One role per seat, shuffled with ``rng``: an Insider and agents, each special role
    replacing an agent, except the professor who replaces the Insider (seed 003)."""
    roles = [PROFESSOR if PROFESSOR in special_roles else INSIDER]
    roles += [r for r in special_roles if r != PROFESSOR]
    roles += [AGENT] * (players - len(roles))
    return shuffled(roles, rng)


def reveal_threshold(players: int, roles: Sequence[str]) -> int:
    """Briefcases that force a player to reveal: the Insider's winning count, or 4/3 (4/5
    players) when the professor replaces the Insider (seed 003, Revelar; Profesor no)."""
    return PROFESSOR_REVEAL[players] if PROFESSOR in roles else INSIDER_BRIEFCASES[players]


def insider_briefcases(players: int, roles: Sequence[str]) -> int | None:
    """Briefcases that win for the Insider, None when the professor (who never wins so) plays."""
    return None if PROFESSOR in roles else INSIDER_BRIEFCASES[players]


def goal(role: str, revealed: bool) -> str:
    """The goal id of ``role``; a revealed sleeper agent has switched to the Insider's side."""
    return SLEEPER_REVEALED_GOAL if role == SLEEPER and revealed else GOALS[role]


def votes_allowed(role: str, revealed: bool) -> tuple[int, bool]:
    """How many votes a seat casts and whether two may name the same seat (0 = no vote).

    Revealed players and the accomplice do not vote; the paranoid agent casts up to two,
    on two different seats while hidden and on any once revealed (seed 003, Agente paranoico).
    """
    if role == PARANOID:
        return 2, revealed
    if role == ACCOMPLICE or revealed:
        return 0, False
    return 1, False


def _on_side(role: str, revealed: bool, side: str) -> bool:
    if side == AGENTS:
        return role in AGENT_SIDE and not (role == SLEEPER and revealed)
    if side == INSIDER_SIDE:
        return role in INSIDER_ROLES or (role == SLEEPER and revealed)
    return role == DECOY


def winners(roles: Sequence[str], revealed: Sequence[bool], side: str, partner: int | None,
            also: Iterable[int] = ()) -> list[int]:
    """The winning seats, sorted, when ``side`` wins (plus the seats in ``also``).

    The accomplice wins when its partner wins; Tim Shady when the player to his right
    (seat - 1) loses. At most one neutral role plays, so neither depends on another neutral.
    """
    n = len(roles)
    won = {s for s in range(n) if _on_side(roles[s], revealed[s], side)} | set(also)
    tim = [s for s in range(n) if roles[s] == TIM_SHADY and (s - 1) % n not in won]
    accomplice = [s for s in range(n) if roles[s] == ACCOMPLICE and partner in won]
    return sorted(won.union(tim, accomplice))
