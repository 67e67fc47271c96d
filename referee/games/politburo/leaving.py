"""A Politburo seat whose player has left (docs/rules-decisions.md#politburo, "A player who
leaves"; issue 33).

The seat abstains from every later plan vote (``moves.awaiting`` never waits for it). Its
stand-in does the rest of its duties from the seat's own view: as General Secretary it
proposes a ministry still open, drawn with the move's rng, breaks a tie by rejecting (a tie is
no majority) and appoints three players still at the table, drawn likewise; appointed, it
chooses repress or reform and points at a fellow executor, drawn likewise, so that it leans to
no side. Its member card stays secret until the end, as every other, and it cannot win. When
fewer than three players are left at the table the game ends where it stands: an execution
needs three players.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import State
from referee.games.kit.leaving import left_seats
from referee.games.politburo.moves import end_game, pending_voters, reveal_votes
from referee.games.politburo.rules import CHOICES, EXECUTORS, MINISTRIES


def stand_in(view: dict[str, Any], seat: int,
             rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """The stand-in's move for ``seat`` from its own ``view`` (``view.view``), or None when the
    game awaits nothing of it. Deterministic from ``rng``."""
    public, moves = view["public"], view["private"]["moves"]
    if "propose" in moves:
        return "propose", {"ministry": rng.choice(
            [m for m in MINISTRIES if m not in public["rejected"]])}
    if "casting_vote" in moves:
        return "casting_vote", {"approve": False}
    if "appoint" in moves:
        present = [s for s in range(public["players"]) if s not in public["left"]]
        return "appoint", {"players": rng.sample(present, EXECUTORS)}
    if "execute" in moves:
        return "execute", {"choice": rng.choice(CHOICES)}
    if "point" in moves:
        return "point", {"at": rng.choice([s for s in public["executors"] if s != seat])}
    return None


def leave(state: State, seat: int, how: str) -> State:
    """``state`` once ``seat``'s player has left (``kit.leaving.leave`` then records the seat).

    With fewer than three players left at the table the game ends at once, scored on the
    levels and influence so far (a ``too_few_players`` event in the history). Otherwise, if
    the plan vote now awaits nobody, it is revealed: the seat's vote, not cast, is an
    abstention; a vote it cast before leaving stands.
    """
    gone = set(left_seats(state)) | {seat}
    if state["phase"] == "over":
        return state
    if state["players"] - len(gone) < EXECUTORS:
        state["history"].append({"type": "too_few_players", "turn": state["turn"],
                                 "left": sorted(gone)})
        end_game(state)
    elif state["phase"] == "vote" and not pending_voters(state, gone):
        reveal_votes(state)
    return state
