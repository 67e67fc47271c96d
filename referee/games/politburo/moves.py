"""Politburo's moves and turn flow: Plan, Execute, Purge (seed 001 rules,
docs/rules-decisions.md#politburo).

State (plain JSON data, lists indexed by seat)::

    players: int                     general_secretary: seat       turn: 1..players
    members: [member id]             influence: [0..3]             ministries: {name: -3..3}
    phase: "plan" | "vote" | "casting_vote" | "appoint" | "execute" | "purge" | "over"
    proposal: ministry | None        rejected: [ministry]          plan: ministry | None
    attempt: 1..3 | None             executors: [seat] (card order, from the GS's left)
    votes: [bool | None]             choices: ["repress" | "reform" | None]
    pointing: [seat | None]          history: [public event]

``votes``, ``choices`` and ``pointing`` are the pending secrets. Plan votes are published (by
seat) once all are in; the choices of attempts 1 and 2 are dropped after their tally, as the
General Secretary shuffles the cards; the choices of attempt 3 and the pointings are published
together when the purge resolves.
"""

from __future__ import annotations

import random

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase, is_int, moves_now
from referee.games.kit.leaving import left_seats
from referee.games.kit.seats import seats_from
from referee.games.politburo.rules import (
    CHOICES,
    EXECUTORS,
    LAST_ATTEMPT,
    MAJORITY_CHANGE,
    MINISTRIES,
    UNANIMOUS_CHANGE,
    clamp_level,
)


def awaiting(state: State) -> list[int]:
    """The seats that must act now, in table order (empty when the game is over). A seat whose
    player has left abstains from the plan vote, so the vote never awaits it (A player who
    leaves, docs/rules-decisions.md#politburo)."""
    phase, gs = state["phase"], state["general_secretary"]
    if phase in ("plan", "casting_vote", "appoint"):
        return [gs]
    if phase == "vote":
        return pending_voters(state, set(left_seats(state)))
    if phase == "execute":
        return sorted(s for s in state["executors"] if state["choices"][s] is None)
    if phase == "purge":
        return sorted(s for s in state["executors"] if state["pointing"][s] is None)
    return []


def pending_voters(state: State, gone: set[int]) -> list[int]:
    """The voters of the plan vote who have not voted yet, leaving out the seats ``gone``."""
    gs = state["general_secretary"]
    return [s for s in range(state["players"])
            if s != gs and s not in gone and state["votes"][s] is None]


PHASE_MOVES: dict[str, str] = {
    "plan": "propose", "vote": "vote", "casting_vote": "casting_vote",
    "appoint": "appoint", "execute": "execute", "purge": "point",
}


def moves_for(state: State, seat: int | None) -> list[str]:
    """The names of the moves ``seat`` may send now (``[]`` when it has nothing to do)."""
    return moves_now(state, seat, awaiting(state), PHASE_MOVES)


# --- validation helpers -------------------------------------------------------------------

def _check_approve(args: Args) -> bool:
    check_keys(args, ("approve",))
    if not isinstance(args["approve"], bool):
        raise IllegalMove("bad_args", "\"approve\" must be true or false.")
    return args["approve"]


def _acting_general_secretary(state: State, actor: Actor) -> int:
    if actor.seat is None or actor.seat != state["general_secretary"]:
        raise not_your_turn()
    return actor.seat


def _acting_executor(state: State, actor: Actor) -> int:
    if actor.seat is None or actor.seat not in state["executors"]:
        raise not_your_turn()
    return actor.seat


# --- Plan ---------------------------------------------------------------------------------

def propose(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """GS proposes ``{"ministry": name}`` for the five-year plan; the others then vote.

    Raises 409 outside the plan phase or for anyone but the GS, 400 for an unknown ministry,
    422 ("ministry_rejected") for a ministry already rejected this turn. Seed 001, Plan.
    """
    check_phase(state, "plan")
    _acting_general_secretary(state, actor)
    check_keys(args, ("ministry",))
    ministry = args["ministry"]
    if ministry not in MINISTRIES:
        raise IllegalMove("bad_args", "\"ministry\" must be defence, finance or security.")
    if ministry in state["rejected"]:
        raise IllegalMove("ministry_rejected",
                          "That ministry has already been rejected this turn.")
    state["proposal"] = ministry
    state["votes"] = [None] * state["players"]
    state["phase"] = "vote"
    return state


def vote(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """A player other than the GS votes ``{"approve": bool}`` on the proposal, secretly.

    When the last vote is in, all votes are revealed at once: more approvals than rejections
    passes, fewer rejects, a tie goes to the GS's casting vote (docs/rules-decisions.md#politburo,
    Plan); a seat whose player has left abstains.
    Raises 409 outside the vote, for the GS, or for a seat that has already voted.
    """
    check_phase(state, "vote")
    seat = actor.seat
    if seat is None or seat == state["general_secretary"]:
        raise not_your_turn()
    if state["votes"][seat] is not None:
        raise IllegalMove("already_voted", "You have already voted.")
    state["votes"][seat] = _check_approve(args)
    if not awaiting(state):
        reveal_votes(state)
    return state


def reveal_votes(state: State) -> None:
    """Publish the plan vote and act on it (the votes not cast are abstentions)."""
    gs, ministry = state["general_secretary"], state["proposal"]
    voters = [s for s in range(state["players"]) if s != gs]
    approve = [s for s in voters if state["votes"][s] is True]
    reject = [s for s in voters if state["votes"][s] is False]
    if len(approve) == len(reject):
        result = "tie"
    else:
        result = "approved" if len(approve) > len(reject) else "rejected"
    state["history"].append({"type": "plan", "turn": state["turn"], "ministry": ministry,
                             "approve": approve, "reject": reject, "result": result})
    state["votes"] = [None] * state["players"]
    if result == "tie":
        state["phase"] = "casting_vote"
    elif result == "approved":
        _approve(state, ministry)
    else:
        _reject(state, ministry)


def casting_vote(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """GS decides a tied plan vote with ``{"approve": bool}``, in the open (seed 001, Plan)."""
    check_phase(state, "casting_vote")
    _acting_general_secretary(state, actor)
    approve = _check_approve(args)
    ministry = state["proposal"]
    state["history"].append({"type": "casting_vote", "turn": state["turn"], "ministry": ministry,
                             "approve": approve,
                             "result": "approved" if approve else "rejected"})
    if approve:
        _approve(state, ministry)
    else:
        _reject(state, ministry)
    return state


def _reject(state: State, ministry: str) -> None:
    state["rejected"].append(ministry)
    state["proposal"] = None
    if len(state["rejected"]) < len(MINISTRIES) - 1:
        state["phase"] = "plan"
        return
    third = next(m for m in MINISTRIES if m not in state["rejected"])
    state["history"].append({"type": "plan", "turn": state["turn"], "ministry": third,
                             "approve": [], "reject": [], "result": "automatic"})
    _approve(state, third)


def _approve(state: State, ministry: str) -> None:
    state["plan"] = ministry
    state["proposal"] = None
    state["attempt"] = 1
    state["executors"] = []
    state["phase"] = "appoint"


# --- Execute ------------------------------------------------------------------------------

def appoint(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """GS appoints ``{"players": [a, b, c]}``, three distinct seats (himself allowed), to execute.

    Executors are kept in card order: card 1 to the first of them on the GS's left, and so on
    round the table (seed 001, Execute). Raises 409 outside the appoint phase or for anyone but
    the GS, 400 unless ``players`` is a list of three seat numbers, 422 ("unknown_seat") for a
    seat not at the table and 422 ("executors_not_distinct") for a repeated seat.
    """
    check_phase(state, "appoint")
    gs = _acting_general_secretary(state, actor)
    check_keys(args, ("players",))
    chosen = args["players"]
    if (not isinstance(chosen, list) or len(chosen) != EXECUTORS
            or not all(is_int(s) for s in chosen)):
        raise IllegalMove("bad_args", "\"players\" must be a list of three seat numbers.")
    n = state["players"]
    for seat in chosen:
        if not 0 <= seat < n:
            raise IllegalMove("bad_args", "Seat {seat} is not at this table.",
                              seat=seat)
    if len(set(chosen)) != EXECUTORS:
        raise IllegalMove("executors_not_distinct",
                          "Appoint three different players.")
    state["executors"] = [s for s in seats_from((gs + 1) % n, n) if s in chosen]
    state["choices"] = [None] * n
    state["phase"] = "execute"
    state["history"].append({"type": "appoint", "turn": state["turn"],
                             "attempt": state["attempt"], "players": list(state["executors"])})
    return state


def execute(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """An appointed player secretly chooses ``{"choice": "repress" | "reform"}``.

    When all three are in, the tally is published (never who chose what): unanimous repress
    +2, unanimous reform -2 and the turn ends; otherwise attempts 1-2 go back to the GS to
    appoint again, and attempt 3 moves the level 1 toward the majority and calls the purge
    (docs/rules-decisions.md#politburo, Execute). Raises 409 for a seat not appointed or that has
    chosen.
    """
    check_phase(state, "execute")
    seat = _acting_executor(state, actor)
    if state["choices"][seat] is not None:
        raise IllegalMove("already_chosen", "You have already chosen.")
    check_keys(args, ("choice",))
    if args["choice"] not in CHOICES:
        raise IllegalMove("bad_args", "\"choice\" must be repress or reform.")
    state["choices"][seat] = args["choice"]
    if not awaiting(state):
        _tally(state)
    return state


def _tally(state: State) -> None:
    choices = [state["choices"][s] for s in state["executors"]]
    repress = choices.count("repress")
    reform = len(choices) - repress
    unanimous = repress == 0 or reform == 0
    sign = 1 if repress > reform else -1
    attempt = state["attempt"]
    if unanimous:
        step = sign * UNANIMOUS_CHANGE
    elif attempt == LAST_ATTEMPT:
        step = sign * MAJORITY_CHANGE
    else:
        step = 0
    ministry = state["plan"]
    before = state["ministries"][ministry]
    after = clamp_level(before + step)
    state["ministries"][ministry] = after
    state["history"].append({"type": "execution", "turn": state["turn"], "attempt": attempt,
                             "ministry": ministry, "repress": repress, "reform": reform,
                             "unanimous": unanimous, "change": after - before, "level": after})
    if unanimous:
        _end_turn(state)
    elif attempt < LAST_ATTEMPT:
        state["choices"] = [None] * state["players"]
        state["attempt"] = attempt + 1
        state["phase"] = "appoint"
    else:
        state["pointing"] = [None] * state["players"]
        state["phase"] = "purge"


# --- Purge --------------------------------------------------------------------------------

def point(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """A last executor points ``{"at": seat}`` at one of the other two, the suspected deviant.

    When all three have pointed: if both non-deviants point at the deviant, the deviant loses 1
    influence; otherwise each non-deviant who did not point at the deviant loses 1 (never below
    0). Then the three choices and pointings are revealed (seed 001, Purge). Raises 409 for a
    seat not in the purge or that has pointed, 400 for a non-integer ``at``, 422
    ("not_a_fellow_executor") for a seat that is not one of the other two executors.
    """
    check_phase(state, "purge")
    seat = _acting_executor(state, actor)
    if state["pointing"][seat] is not None:
        raise IllegalMove("already_pointed", "You have already pointed.")
    check_keys(args, ("at",))
    target = args["at"]
    if not is_int(target):
        raise IllegalMove("bad_args", "\"at\" must be a seat number.")
    if target == seat or target not in state["executors"]:
        raise IllegalMove("not_a_fellow_executor",
                          "Point at one of the other two executors.")
    state["pointing"][seat] = target
    if not awaiting(state):
        _purge(state)
    return state


def _purge(state: State) -> None:
    executors, choices, pointing = state["executors"], state["choices"], state["pointing"]
    repress = [s for s in executors if choices[s] == "repress"]
    reform = [s for s in executors if choices[s] == "reform"]
    deviant = (repress if len(repress) < len(reform) else reform)[0]
    loyal = [s for s in executors if s != deviant]
    if all(pointing[s] == deviant for s in loyal):
        punished = [deviant]
    else:
        punished = [s for s in loyal if pointing[s] != deviant]
    for seat in punished:
        state["influence"][seat] = max(0, state["influence"][seat] - 1)
    state["history"].append({
        "type": "purge", "turn": state["turn"], "ministry": state["plan"],
        "executors": [{"seat": s, "card": i + 1, "choice": choices[s], "pointed_at": pointing[s]}
                      for i, s in enumerate(executors)],
        "deviant": deviant, "punished": punished,
    })
    _end_turn(state)


# --- turn end -----------------------------------------------------------------------------

def end_game(state: State) -> None:
    """End the game where it stands: the outcome reads the levels and influence so far."""
    n = state["players"]
    state.update(proposal=None, plan=None, attempt=None, executors=[],
                 votes=[None] * n, choices=[None] * n, pointing=[None] * n, phase="over")


def _end_turn(state: State) -> None:
    """Clear the turn and pass the GS card to the left; after the last turn the game is over."""
    n = state["players"]
    state.update(proposal=None, rejected=[], plan=None, attempt=None, executors=[],
                 votes=[None] * n, choices=[None] * n, pointing=[None] * n)
    if state["turn"] >= n:
        state["phase"] = "over"
        return
    state["turn"] += 1
    state["general_secretary"] = (state["general_secretary"] + 1) % n
    state["phase"] = "plan"
    state["history"].append({"type": "general_secretary", "turn": state["turn"],
                             "seat": state["general_secretary"]})


MOVES = {"propose": propose, "vote": vote, "casting_vote": casting_vote,
         "appoint": appoint, "execute": execute, "point": point}
