"""The betting variant of PokerDrez: raises, answers and who pays whom at the end (seed 004
PokerDrez, "Variante"; docs/rules-decisions.md#pokerdrez).

State ``betting`` (None without the variant)::

    {"min": int, "max": int, "stake": int, "last_raiser": seat | None,
     "pending": None | {"raiser": seat, "answerer": seat, "to": int}, "raised_ply": int | None}

The stake starts at ``min``. The side to move may raise once in its turn, before moving; the
opponent accepts, raises again (which accepts the raise it answers) or folds. A fold loses the
stake as it was before the refused raise. The winner takes the stake; a draw pays nothing when
nobody raised, else the last raiser pays it (⚙ ``drawn_raise`` = ``"returned"``: never).
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase, is_int
from referee.games.kit.history import record
from referee.games.pokerdrez.position import seat_of_side, to_move
from referee.games.pokerdrez.turns import finish


def _bets(state: State) -> dict[str, Any]:
    """The betting record; 422 ``no_betting`` at a table without the variant."""
    if state["betting"] is None:
        raise IllegalMove("no_betting", "This table plays without bets.")
    bets: dict[str, Any] = state["betting"]
    return bets


def _check_raise(bets: dict[str, Any], current: int, to: Any) -> int:
    """``to`` checked as a raise over ``current``: 400 ``bad_args``, 422 ``stake_at_max``,
    ``raise_too_small``, ``raise_above_max``."""
    if not is_int(to):
        raise IllegalMove("bad_args", "\"{name}\" must be a whole number.", name="to")
    if current >= bets["max"]:
        raise IllegalMove("stake_at_max", "The stake is already at the maximum, {max}.",
                          max=bets["max"])
    if to <= current:
        raise IllegalMove("raise_too_small", "A raise must go above {stake}.", stake=current)
    if to > bets["max"]:
        raise IllegalMove("raise_above_max", "A raise may go up to {max}.", max=bets["max"])
    return int(to)


def raise_stake(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"to": int}`` (the move ``raise``): the side to move raises the stake, once per turn,
    before moving; the opponent must answer. Raises 422 ``no_betting``, ``already_raised``,
    ``stake_at_max``, ``raise_too_small``, ``raise_above_max``; 409 ``wrong_phase`` /
    ``not_your_turn``."""
    bets = _bets(state)
    check_phase(state, "play")
    seat = seat_of_side(state, to_move(state))
    if actor.seat != seat:
        raise not_your_turn()
    check_keys(args, ("to",))
    if bets["raised_ply"] == len(state["uci"]):
        raise IllegalMove("already_raised", "You have already raised in this turn.")
    to = _check_raise(bets, bets["stake"], args["to"])
    bets["raised_ply"] = len(state["uci"])
    bets["pending"] = {"raiser": seat, "answerer": 1 - seat, "to": to}
    state["phase"] = "raise_answer"
    record(state["history"], "raise", seat, how="raise", to=to)
    return state


def answer_raise(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"answer": "accept"}`` | ``{"answer": "raise", "to": int}`` | ``{"answer": "fold"}``:
    the seat facing a raise answers it. Raises 409 ``wrong_phase`` / ``not_your_turn``, 400
    ``bad_args``, and for a raise the refusals of ``raise``."""
    bets = _bets(state)
    check_phase(state, "raise_answer")
    pending = bets["pending"]
    if actor.seat != pending["answerer"]:
        raise not_your_turn()
    answer = args.get("answer")
    if answer == "raise":
        check_keys(args, ("answer", "to"))
        to = _check_raise(bets, pending["to"], args["to"])
        bets["stake"], bets["last_raiser"] = pending["to"], pending["raiser"]
        bets["pending"] = {"raiser": actor.seat, "answerer": pending["raiser"], "to": to}
        record(state["history"], "answer_raise", actor.seat, how="raise", to=to)
        return state
    check_keys(args, ("answer",))
    if answer == "accept":
        bets["stake"], bets["last_raiser"] = pending["to"], pending["raiser"]
        bets["pending"] = None
        state["phase"] = "play"
        record(state["history"], "answer_raise", actor.seat, how="accept", to=bets["stake"])
    elif answer == "fold":
        record(state["history"], "answer_raise", actor.seat, how="fold", to=bets["stake"])
        finish(state, [pending["raiser"]], "fold")
    else:
        raise IllegalMove("bad_args", "\"{name}\" must be accept, raise or fold.",
                          name="answer")
    return state


def payments(state: State) -> dict[str, int]:
    """Chips won (+) and lost (−) by each seat at the end, keyed by seat as a string; zeros
    while the game goes on or without the variant."""
    bets, result = state["betting"], state["result"]
    paid = {str(seat): 0 for seat in range(state["players"])}
    if bets is None or result is None:
        return paid
    stake = bets["stake"]
    if result["winners"]:
        winner = result["winners"][0]
        paid[str(winner)], paid[str(1 - winner)] = stake, -stake
    elif bets["last_raiser"] is not None and state["drawn_raise"] == "last_raiser_loses":
        raiser = bets["last_raiser"]
        paid[str(raiser)], paid[str(1 - raiser)] = -stake, stake
    return paid
