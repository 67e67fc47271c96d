"""The guess move of both guess phases (seed 004 PokerDrez, PokerGuess; docs/rules-decisions.md
#pokerguess D4, D6, D7).

``{"fold": true}`` leaves the hand: the chips put in stay in the pot, the prediction is
withdrawn (the cards still count, D2). ``{"prediction": P | null, "raise_to": int | null}``
stays: it calls the bet (all-in when short), then sets a new or changed prediction (null keeps
the standing one) and may raise the bet to ``raise_to`` chips put in this hand. A new or
changed prediction or a raise is an action (``flow.after_turn``). Every check is made before
the state changes.
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import Actor, IllegalMove, State, bad_args, not_your_turn
from referee.games.common import Args, check_keys, check_phase, is_int
from referee.games.kit.history import record
from referee.games.kit.leaving import stand_in_mark
from referee.games.pokerguess import predictions
from referee.games.pokerguess.flow import GUESS, after_turn, dealt, stake


def _seat(state: State, actor: Actor) -> int:
    check_phase(state, GUESS)
    if actor.seat is None or not state["to_ask"] or actor.seat != state["to_ask"][0]:
        raise not_your_turn()
    return actor.seat


def _prediction(state: State, seat: int, value: Any) -> dict[str, Any] | None:
    """The new prediction, or None to keep the standing one; the refusals of D4 and D5."""
    own = state["predictions"].get(str(seat))
    if value is None:
        if own is None:
            raise IllegalMove("prediction_required", "Make your prediction to stay in the "
                              "hand: a count of one colour and a count of one figure.")
        return None
    new = predictions.parse(value, dealt(state))
    if new == own:
        raise IllegalMove("no_change", "That is already your prediction: keep it or change "
                          "it.")
    if any(p == new for s, p in state["predictions"].items() if s != str(seat)):
        raise IllegalMove("prediction_taken", "Another player already holds that prediction: "
                          "change a count, the colour or the figure.")
    return new


def _raise(state: State, seat: int, value: Any) -> int | None:
    """The checked ``raise_to`` (chips put in this hand in all), or None for no raise."""
    if value is None:
        return None
    if not is_int(value):
        raise bad_args("raise_to is a whole number of chips or null")
    stack, put = state["ledger"]["stacks"][seat], state["put"][seat]
    if stack == 0:
        raise IllegalMove("all_in", "You are all in: you may change your prediction but not "
                          "raise.")
    most = put + stack
    if value > most:
        raise IllegalMove("not_enough_chips", "You can raise to {most} at most (all in).",
                          most=most)
    least = state["bet"] + state["ante"]
    if value <= state["bet"] or (value < least and value != most):
        raise IllegalMove("raise_too_small", "The smallest raise is to {min} (or all in).",
                          min=min(least, most))
    return int(value)


def guess(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """The seat to act folds, or stays (calling) with a prediction and an optional raise.

    Raises 409 ``wrong_phase`` / ``not_your_turn``; 400 ``bad_args``; 422
    ``prediction_required`` (no standing prediction and none given), ``bad_count`` (a count
    outside 1 … the cards dealt), ``no_change`` (the standing prediction again),
    ``prediction_taken`` (another player's standing prediction), ``all_in`` (a raise with no
    chips behind), ``not_enough_chips``, ``raise_too_small`` (not above the bet by the ante,
    unless all-in).
    """
    seat = _seat(state, actor)
    check_keys(args, (), ("fold", "prediction", "raise_to"))
    if "fold" in args:
        if args["fold"] is not True or len(args) != 1:
            raise bad_args('fold is {"fold": true} alone')
        state["folded"].append(seat)
        state["predictions"].pop(str(seat), None)
        _record(state, seat, "fold", None, None, 0)
        after_turn(state, seat, acted=False)
        return state
    new = _prediction(state, seat, args.get("prediction"))
    to = _raise(state, seat, args.get("raise_to"))
    stack = state["ledger"]["stacks"][seat]
    paid = min(stack, (state["bet"] if to is None else to) - state["put"][seat])
    stake(state, seat, paid)
    if to is not None:
        state["bet"] = to
    how = "keep" if new is None else "change" if str(seat) in state["predictions"] else "new"
    if new is not None:
        state["predictions"][str(seat)] = new
    _record(state, seat, how, new, to, paid)
    after_turn(state, seat, acted=new is not None or to is not None)
    return state


def _record(state: State, seat: int, how: str, prediction: dict[str, Any] | None,
            to: int | None, paid: int) -> None:
    record(state["history"], "guess", seat, how=how, prediction=prediction, raise_to=to,
           paid=paid, all_in=state["ledger"]["stacks"][seat] == 0 and how != "fold",
           round=state["round"], hand=state["hand_no"], **stand_in_mark(state, seat))
