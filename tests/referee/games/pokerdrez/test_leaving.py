"""A PokerDrez player who leaves (docs/rules-decisions.md#pokerdrez, "A player who leaves"; issue
33): resigned for, the other seat wins at once; with a stand-in, a game whose seat leaves at a
random moment reaches its end, the stand-in making the first payable move its own view lists,
removing no pawn, putting back its lowest card and folding when raised."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.kit.leaving import left_seats
from referee.games.pokerdrez import GAME
from tests.referee.games.leaving_kit import after_leaving, play_with_leaver, stand_in_move_of
from tests.referee.games.pokerdrez.support import BLACK, WHITE, act, go, new, private

OPTIONS = st.fixed_dictionaries({
    "decks": st.sampled_from([1, 2]), "dice": st.sampled_from(["app", "physical"]),
    "pawn_removal": st.booleans(), "betting": st.sampled_from([None, {"min": 1, "max": 6}])})


def choose(state: dict, rng: random.Random) -> tuple[int, str, dict[str, Any]] | None:
    """A random legal move of the awaited seat, when it is still at the table (now and then it
    raises, rolls or resigns, so games stay short)."""
    seat = GAME.awaiting(state)[0]
    if seat in left_seats(state):
        return None
    mine = private(state, seat)
    names = mine["moves"]
    if "remove_pawn" in names:
        return seat, "remove_pawn", {"file": None}
    if "replenish" in names:
        return seat, "replenish", {"card": rng.choice(mine["hand"])}
    if "answer_raise" in names:
        return seat, "answer_raise", {"answer": "accept"}
    if rng.random() < 0.03:
        return seat, "resign", {}
    if "raise" in names and rng.random() < 0.2:
        return seat, "raise", {"to": state["betting"]["stake"] + 1}
    if "roll_die" in names and rng.random() < 0.3:
        return seat, "roll_die", {} if state["dice"] == "app" else {"value": rng.randint(1, 6)}
    option = rng.choice(mine["payable"])
    args = {"from": option["from"], "to": option["to"]}
    if option["promotion"]:
        args["promotion"] = option["promotion"]
    if not state["plain"]:
        args["pay"] = rng.choice([{"card": c} for c in option["cards"]]
                                 + ([{"die": True}] if option["die"] else []))
    return seat, "move", args


left = partial(after_leaving, GAME)


stand_in_of = partial(stand_in_move_of, GAME)


@settings(max_examples=12, deadline=None)
@given(options=OPTIONS, seat=st.sampled_from([WHITE, BLACK]),
       how=st.sampled_from(["resign", "stand_in"]), leave_after=st.integers(0, 40),
       seed=st.integers(0, 2**16))
def test_a_game_with_a_leaver_reaches_its_end(options: dict, seat: int, how: str,
                                              leave_after: int, seed: int) -> None:
    state = GAME.setup(2, GAME.options(options, 2), random.Random(seed))
    final, stood = play_with_leaver(GAME, state, 2, seat, how, leave_after, choose,
                                    random.Random(seed))
    assert GAME.outcome(final) is not None
    assert {who for who, _, _ in stood} <= {seat}


def test_resigned_for_the_other_seat_wins() -> None:
    result = GAME.outcome(left(new(), BLACK, "resign"))
    assert result is not None
    assert (result["winners"], result["reason"]) == ([WHITE], "resignation")


def test_the_stand_in_makes_the_first_payable_move_with_its_first_paying_card() -> None:
    state = left(new(white=["pawn-3", "knight-2"]), WHITE)
    assert [(p["from"], p["to"]) for p in private(state, WHITE)["payable"][:2]] == \
        [("g1", "h3"), ("g1", "f3")]
    move = stand_in_of(state, WHITE)
    assert move == ("move", {"from": "g1", "to": "h3", "pay": {"card": "knight-2"}})
    assert act(state, WHITE, "move", **move[1])["uci"] == ["g1h3"]


def test_the_stand_in_removes_no_pawn() -> None:
    state = left(new(pawn_removal=True), BLACK)
    assert stand_in_of(state, BLACK) == ("remove_pawn", {"file": None})


def test_the_stand_in_puts_back_its_lowest_card() -> None:
    state = new(white=["queen-4", "joker-9"], common=["pawn-7"], top=["rook-8"])
    state = left(go(state, WHITE, "e2", "e4", "pawn-7"), WHITE)
    assert private(state, WHITE)["hand"] == ["queen-4", "joker-9", "rook-8"]
    assert stand_in_of(state, WHITE) == ("replenish", {"card": "rook-8"})


def test_the_stand_in_folds_when_raised() -> None:
    state = new(betting={"min": 1, "max": 6})
    state = left(act(state, WHITE, "raise", to=3), BLACK)
    assert stand_in_of(state, BLACK) == ("answer_raise", {"answer": "fold"})
    result = GAME.outcome(act(state, BLACK, "answer_raise", answer="fold"))
    assert result is not None and result["winners"] == [WHITE]
    assert result["payments"] == {"0": 1, "1": -1}
