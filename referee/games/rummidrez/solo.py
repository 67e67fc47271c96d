"""The RummiDrez solitaire's own moves, ``end_turn`` and ``finish`` (seed 004 RummiDrez,
solitaire; docs/rules-decisions.md#rummidrez, D5).

One seat, 14 cards. Each turn: ``draw`` (compulsory first), any number of ``play`` (the first
meld rule applies), then ``end_turn``. Once the deck is empty the player sends ``finish``: the
score is the number of cards left in hand (lower is better). The moves are counted too.
"""

from __future__ import annotations

import random

from referee.games.base import Actor, IllegalMove, State
from referee.games.common import Args, check_keys
from referee.games.kit.history import record
from referee.games.kit.zones import DECK, Zones, hand
from referee.games.rummidrez.deal import OVER
from referee.games.rummidrez.moves import mover, solitaire


def _solo_mover(state: State, actor: Actor) -> int:
    """The solitaire's seat; 409 ``solitaire_only`` at a table of several."""
    seat = mover(state, actor)
    if not solitaire(state):
        raise IllegalMove("solitaire_only", "Only the solitaire has this move.", 409)
    return seat


def end_turn(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: the turn ends, the next one starts with a draw. 422 ``draw_first`` before this
    turn's draw, 422 ``finish_instead`` once the deck is empty."""
    _solo_mover(state, actor)
    check_keys(args, ())
    if Zones(state["zones"]).count(DECK) == 0:
        raise IllegalMove("finish_instead", "The deck is empty: finish the game.")
    if not state["drawn"]:
        raise IllegalMove("draw_first", "Draw a card first: every turn starts with one.")
    state["drawn"] = False
    state["moves"] += 1
    record(state["history"], "end_turn", 0, how="end_turn")
    return state


def finish(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: with the deck empty (else 422 ``deck_not_empty``) the game ends; the cards left
    in hand are the score."""
    seat = _solo_mover(state, actor)
    check_keys(args, ())
    zones = Zones(state["zones"])
    if zones.count(DECK) > 0:
        raise IllegalMove("deck_not_empty", "The deck still has cards: draw and play on.")
    state["phase"] = OVER
    state["to_play"] = None
    state["result"] = {"winners": [0], "reason": "finished"}
    record(state["history"], "finish", seat, how="finish", left=zones.count(hand(seat)))
    return state
