"""lucha's moves by name, who the game awaits, and the checks every move ends with
(docs/rules-decisions.md#lucha). Each move takes ``(state, actor, args, rng)`` on a private copy
(``referee.games.base.apply``): a refused move leaves the table's state as it was.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from referee.games.base import Actor, IllegalMove, State, not_your_turn, wrong_phase
from referee.games.lucha import (
    abilities,
    candidacy,
    cards,
    flow,
    physical,
    responses,
    setup,
    turn,
)
from referee.games.lucha.catalogue import card
from referee.games.lucha.end import check_end
from referee.games.lucha.offices import choose_office_holder
from referee.games.lucha.specials import play_special
from referee.games.lucha.state import hand_has, last_call_awaits, sync_phase

Handler = Callable[[State, int, dict[str, Any], random.Random], None]


def awaiting(state: State) -> list[int]:
    """The seats the game waits for now (everyone else may still play specials or assigned
    cards where the rules allow)."""
    step = state["step"]
    if step == "over":
        return []
    if state["pending"]:
        return [state["pending"][-1]["seat"]]
    if step == "prepare":
        return [s for s in range(state["players"]) if s not in state["prepared"]]
    if step == "last_call":
        return last_call_awaits(state)
    if step == "rescue":
        return [state["rescue"]["seat"]]
    return [state["turn"]]


def _normalise(state: State, rng: random.Random) -> None:
    """After every move: players out, a turn whose player left, a last call all passed, a
    rescue round to go on; looked-at cards that left their candidate forgotten."""
    abilities.prune_looks(state)
    if check_end(state) or state["pending"]:
        sync_phase(state)
        return
    step = state["step"]
    if step in ("turn", "renew", "industry") and state["turn"] in state["out"]:
        state["step"] = "turn"
        flow.advance(state, rng)
    elif step == "last_call" and not awaiting(state):
        flow.advance(state, rng)
    elif step == "rescue" and state["rescue"]["seat"] is not None \
            and not flow.disgraced(state, state["rescue"]["seat"]):
        candidacy.rescue_pass(state, state["rescue"]["seat"], rng)
    sync_phase(state)


def play(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``play {"card", …}``: a game card from the hand (cards.py) or a special (specials.py)."""
    if state["phase"] in ("prepare", "over"):
        raise wrong_phase(state["phase"])
    if "card" not in args:
        raise IllegalMove("bad_args", "The move's arguments are malformed: {detail}.",
                          detail="card is missing")
    hand_has(state, seat, args["card"])
    if card(args["card"]).is_special:
        play_special(state, seat, args, rng)
    else:
        cards.play_game_card(state, seat, args)


def pass_move(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``pass {}`` in the last call or the rescue round."""
    if args:
        raise IllegalMove("bad_args", "This move takes exactly these arguments: {keys}.",
                          keys="")
    if state["phase"] == "last_call":
        responses.last_call_pass(state, seat)
    elif state["phase"] == "rescue":
        candidacy.rescue_pass(state, seat, rng)
    else:
        raise wrong_phase(state["phase"])


def end_turn(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``end_turn``: with a discard in app mode, bare in physical mode."""
    if state["mode"] == "physical":
        physical.end_turn_physical(state, seat, args, rng)
    else:
        turn.end_turn(state, seat, args, rng)


def choose(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
    """``choose_office_holder {"candidate"}`` for the player whose candidates tie."""
    responses.window_for(state, seat, "choose_office")
    choose_office_holder(state, seat, args)


def _app_only(handler: Handler) -> Handler:
    def run(state: State, seat: int, args: dict[str, Any], rng: random.Random) -> None:
        if state["mode"] != "app":
            raise wrong_phase(state["phase"])
        handler(state, seat, args, rng)
    return run


HANDLERS: dict[str, Handler] = {
    "prepare": _app_only(setup.prepare), "play": _app_only(play),
    "play_assigned": _app_only(cards.play_assigned), "assign": _app_only(turn.assign),
    "discard": _app_only(turn.discard), "renew": _app_only(turn.renew),
    "renew_discard": _app_only(turn.renew_discard), "ability": _app_only(abilities.ability),
    "industry": _app_only(abilities.industry), "end_turn": end_turn,
    "respond": _app_only(responses.respond), "take": _app_only(responses.take),
    "cure": _app_only(responses.cure), "let_die": _app_only(responses.let_die),
    "choose_office_holder": choose, "pass": _app_only(pass_move),
    "rescue": _app_only(candidacy.rescue), "adjust": physical.adjust, "mark": physical.mark,
    "eliminate": physical.eliminate_move, "set_office": physical.set_office,
}


def _move(handler: Handler) -> Callable[[State, Actor, dict[str, Any], random.Random], State]:
    def move(state: State, actor: Actor, args: dict[str, Any], rng: random.Random) -> State:
        seat = actor.seat
        if seat is None or not 0 <= seat < state["players"]:
            raise not_your_turn()
        handler(state, seat, args, rng)
        _normalise(state, rng)
        return state
    return move


MOVES = {name: _move(handler) for name, handler in HANDLERS.items()}
