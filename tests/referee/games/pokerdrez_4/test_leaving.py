"""A PokerDrez for 4 player who leaves (docs/rules-decisions.md#pokerdrez-4, "A player who
leaves"; issue 33): resigned for, the pair resigns and the other pair wins; with a stand-in, a
game whose seat leaves at a random moment reaches its end, the stand-in playing the seat's
colour with the first payable move its own view lists and putting back its lowest card."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.kit.leaving import left_seats
from referee.games.pokerdrez_4 import GAME
from tests.referee.games.leaving_kit import after_leaving, play_with_leaver, stand_in_move_of
from tests.referee.games.pokerdrez_4.support import BLUE, GREEN, RED, YELLOW, act, go, new

OPTIONS = st.fixed_dictionaries({
    "decks": st.sampled_from([1, 2]), "die": st.booleans(),
    "dice": st.sampled_from(["app", "physical"]), "stuck": st.sampled_from(["pass", "draw"])})


def choose(state: dict, rng: random.Random) -> tuple[int, str, dict[str, Any]] | None:
    """A random legal move of the seat to move, when it is still at the table (now and then it
    rolls or proposes to resign, so games stay short)."""
    seat = GAME.awaiting(state)[0]
    if seat in left_seats(state):
        return None
    mine = GAME.view(state, Viewer(seat))["private"]
    if "replenish" in mine["moves"]:
        return seat, "replenish", {"card": rng.choice(mine["hand"])}
    if rng.random() < 0.02 and seat not in state["resign_offers"]:
        return seat, "resign", {}  # proposed to the partner, or agreed to its proposal
    if "roll_die" in mine["moves"] and rng.random() < 0.3:
        return seat, "roll_die", {"value": rng.randint(1, 6)} if state["dice"] == "physical" \
            else {}
    payable = mine["payable"]
    kind, chosen = rng.choice([("move", m) for m in payable["moves"]]
                              + [("enter", e) for e in payable["entries"]])
    args = ({"from": chosen["from"], "to": chosen["to"]} if kind == "move"
            else {"piece": chosen["piece"], "square": chosen["square"]})
    if not state["plain"]:
        args["pay"] = {"card": rng.choice(chosen["cards"])} if chosen["cards"] \
            else {"die": True}
    return seat, kind, args


left = partial(after_leaving, GAME)


stand_in_of = partial(stand_in_move_of, GAME)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=OPTIONS, seat=st.integers(0, 3), how=st.sampled_from(["resign", "stand_in"]),
       leave_after=st.integers(0, 40), seed=st.integers(0, 2**16))
def test_a_game_with_a_leaver_reaches_its_end(options: dict, seat: int, how: str,
                                              leave_after: int, seed: int) -> None:
    state = GAME.setup(4, GAME.options(options, 4), random.Random(seed))
    final, stood = play_with_leaver(GAME, state, 4, seat, how, leave_after, choose,
                                    random.Random(seed))
    assert GAME.outcome(final) is not None
    assert {who for who, _, _ in stood} <= {seat}


def test_resigned_for_the_pair_resigns() -> None:
    result = GAME.outcome(left(new(), RED, "resign"))
    assert result is not None
    assert (result["winners"], result["reason"]) == ([GREEN, BLUE], "resignation")


def test_with_a_stand_in_the_partner_plays_on() -> None:
    assert GAME.outcome(left(new(), YELLOW)) is None


def test_the_stand_in_makes_the_first_payable_move_with_its_first_paying_card() -> None:
    state = left(new({YELLOW: ["pawn-3", "knight-2"]}), YELLOW)
    move = stand_in_of(state, YELLOW)
    assert move == ("move", {"from": "d13", "to": "d12", "pay": {"card": "pawn-3"}})
    assert act(state, YELLOW, "move", **move[1])["pieces"]["d12"] == ["yellow", "pawn"]
    assert stand_in_of(state, GREEN) is None


def test_the_stand_in_puts_back_its_lowest_card() -> None:
    state = new({YELLOW: ["queen-4", "joker-9"]}, common=["pawn-7"], top=["rook-8"])
    state = left(go(state, YELLOW, "d13", "d12", "pawn-7"), YELLOW)
    assert GAME.view(state, Viewer(YELLOW))["private"]["hand"] == ["queen-4", "joker-9", "rook-8"]
    assert stand_in_of(state, YELLOW) == ("replenish", {"card": "rook-8"})
