"""Poker7's betting moves (seed 004 PokerDrez, Poker7, "Apuestas"; docs/rules-decisions.md
#poker7 D6, D7): ``check``, ``bet``, ``call``, ``raise``, ``fold``, ``all_in``.

No limit, as Texas Hold'em: the ante is the smallest bet and the smallest raise increment; a
player short of a full bet or raise may go all-in for less, which does not reopen the raising
for players who already acted. Every check is made before the state changes; pokerkit
(``bets.Betting``) then plays the op.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase, is_int
from referee.games.kit.history import record
from referee.games.kit.leaving import stand_in_mark
from referee.games.poker7.bets import CLOSED, COVERED, NOBODY
from referee.games.poker7.flow import BET, play_op
from referee.plural import Plural


def _table(state: State, actor: Actor) -> dict[str, Any]:
    """The betting snapshot, once ``actor`` is checked to be the seat to act."""
    check_phase(state, BET)
    table: dict[str, Any] = state["table"]
    if actor.seat is None or actor.seat != table["actor"]:
        raise not_your_turn()
    return table


def _amount(args: Args, name: str) -> int:
    check_keys(args, (name,))
    value = args[name]
    if not is_int(value) or value < 1:
        raise IllegalMove("bad_args", "\"{name}\" must be a whole number of chips.",
                          name=name)
    return int(value)


def _check_may_raise(table: dict[str, Any]) -> None:
    block = table["block"]
    if block == COVERED:
        raise IllegalMove("not_enough_chips", "Calling already takes all your chips: call or "
                          "fold.")
    if block == CLOSED:
        raise IllegalMove("raising_closed", "The raising is closed for you: an all-in for less "
                          "than a full raise does not reopen it. Call or fold.")
    if block == NOBODY:
        raise IllegalMove("raising_closed", "Nobody is left to answer a raise: call, check or "
                          "fold.")


def _record(state: State, seat: int, how: str, amount: int | None) -> None:
    record(state["history"], "bet", seat, how=how, amount=amount, street=state["table"]["street"],
           hand=state["hand_no"], **stand_in_mark(state, seat))


def _stack(table: dict[str, Any], seat: int) -> int:
    return int(table["stacks"][seat])


def check(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: pass with nothing to call. 422 ``must_call_or_fold`` when there is."""
    table = _table(state, actor)
    check_keys(args, ())
    if table["to_call"] > 0:
        raise IllegalMove("must_call_or_fold", "There is a bet of {amount} to call: call, raise "
                          "or fold.", amount=table["to_call"])
    _record(state, actor.seat, "check", None)
    play_op(state, ["check_call"])
    return state


def bet(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"amount": int}``: the first bet of the round. 422 ``raise_instead`` (someone has
    bet), ``not_enough_chips`` (more than the stack), ``bet_too_small`` (below the ante and not
    all-in), ``raising_closed`` (nobody can answer)."""
    table = _table(state, actor)
    amount = _amount(args, "amount")
    if table["opened"]:
        raise IllegalMove("raise_instead", "There is already a bet in this round: raise "
                          "instead.")
    stack = _stack(table, actor.seat)
    if amount > stack:
        raise IllegalMove("not_enough_chips", Plural("You have {stack} chip, not {amount}.",
                                                     "You have {stack} chips, not {amount}.",
                                                     "stack"), stack=stack, amount=amount)
    if amount < state["ante"] and amount != stack:
        raise IllegalMove("bet_too_small", "The smallest bet is {min} (or all your chips).",
                          min=state["ante"])
    _check_may_raise(table)
    _record(state, actor.seat, "all_in" if amount == stack else "bet", amount)
    play_op(state, ["to", amount])
    return state


def call(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: match the bet (all-in for less when short). 422 ``nothing_to_call``."""
    table = _table(state, actor)
    check_keys(args, ())
    if table["to_call"] == 0:
        raise IllegalMove("nothing_to_call", "There is nothing to call: check or bet.")
    short = table["to_call"] >= _stack(table, actor.seat)
    _record(state, actor.seat, "all_in" if short else "call", table["to_call"])
    play_op(state, ["check_call"])
    return state


def raise_to(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"to": int}`` (the move ``raise``): the round total to raise to. 422 ``bet_instead``
    (nothing to raise), ``raising_closed``, ``not_enough_chips``, ``raise_too_small`` (below
    the bet plus the last increment, never less than the ante, unless all-in)."""
    table = _table(state, actor)
    to = _amount(args, "to")
    if not table["opened"]:
        raise IllegalMove("bet_instead", "Nobody has bet in this round: bet instead.")
    _check_may_raise(table)
    if to > table["all_in_to"]:
        raise IllegalMove("not_enough_chips", "You can raise to {most} at most (all in).",
                          most=table["all_in_to"])
    if to < table["min_to"]:
        raise IllegalMove("raise_too_small", "The smallest raise is to {min} (or all in).",
                          min=table["min_to"])
    _record(state, actor.seat, "all_in" if to == table["all_in_to"] else "raise", to)
    play_op(state, ["to", to])
    return state


def fold(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: give up the hand (its cards are never shown)."""
    _table(state, actor)
    check_keys(args, ())
    _record(state, actor.seat, "fold", None)
    play_op(state, ["fold"])
    return state


def all_in(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: bet every chip: a call when the stack does not cover the bet or when every
    other player is all in already (nobody could answer more), else a bet or raise to the
    whole stack. 422 ``raising_closed`` when that would raise and raising is closed for this
    seat."""
    table = _table(state, actor)
    check_keys(args, ())
    if table["block"] in (COVERED, NOBODY) and table["to_call"] > 0:
        short = table["to_call"] >= _stack(table, actor.seat)
        _record(state, actor.seat, "all_in" if short else "call", table["to_call"])
        play_op(state, ["check_call"])
        return state
    _check_may_raise(table)
    _record(state, actor.seat, "all_in", table["all_in_to"])
    play_op(state, ["to", table["all_in_to"]])
    return state


def betting_moves(table: dict[str, Any]) -> list[str]:
    """The betting moves the seat to act may send, in button order."""
    moves = ["fold", "call" if table["to_call"] > 0 else "check"]
    if table["block"] is None:
        moves += ["raise" if table["opened"] else "bet", "all_in"]
    elif table["block"] == COVERED or (table["block"] == NOBODY and table["to_call"] > 0):
        moves.append("all_in")
    return moves
