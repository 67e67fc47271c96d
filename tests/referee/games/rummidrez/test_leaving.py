"""A RummiDrez player who leaves (docs/rules-decisions.md#rummidrez, "A player who leaves"; issue
33): a match with a seat that leaves at a random moment reaches its end with the stand-in playing
that seat's turns from its own view, drawing and, once the deck is empty, passing; the
solitaire's player leaving ends it at once with the cards in hand as its score."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.kit.leaving import left_seats
from referee.games.rummidrez import GAME
from referee.games.rummidrez.hint import hint_play
from referee.games.rummidrez.standin import stand_in
from referee.games.rummidrez.view import moves_for
from tests.referee.games.leaving_kit import after_leaving, play_with_leaver
from tests.referee.games.rummidrez.support import act, new, position


def choose(state: dict, rng: random.Random) -> tuple[int, str, dict[str, Any]] | None:
    """A random legal move of a seat still at the table: the hint's play most of the time."""
    gone = left_seats(state)
    seats = [s for s in range(state["players"]) if s not in gone and moves_for(state, s)]
    if not seats:
        return None
    seat = rng.choice(seats)
    moves = moves_for(state, seat)
    if "play" in moves:
        hint = hint_play(state["table"], state["zones"][f"hand-{seat}"]["cards"],
                         state["melded"][seat], state["neutral_anywhere"])
        if hint is not None and rng.random() < 0.8:
            return seat, "play", {"table": hint}
    move = rng.choice([m for m in moves if m != "play"])
    if move == "hand_result":
        out = rng.randrange(state["players"])
        return seat, move, {"cards_left": {str(s): 0 if s == out else rng.randint(1, 9)
                                           for s in range(state["players"])},
                            "blocked": False}
    return seat, move, {}


left = partial(after_leaving, GAME)


@settings(max_examples=12, deadline=None)
@given(players=st.integers(2, 4), seat=st.integers(0, 3), leave_after=st.integers(0, 80),
       cards=st.sampled_from(["app", "app", "physical"]), seed=st.integers(0, 2**16))
def test_a_match_with_a_leaver_reaches_its_end(players: int, seat: int, leave_after: int,
                                               cards: str, seed: int) -> None:
    state = new(players, seed=seed, target=3, cards=cards, first_dealer="random")
    final, stood = play_with_leaver(GAME, state, players, seat % players, "stand_in",
                                    leave_after, choose, random.Random(seed))
    assert GAME.outcome(final) is not None
    assert {name for _, name, _ in stood} <= {"draw", "pass"}


def test_the_stand_in_draws_even_with_a_meld_in_hand_then_passes() -> None:
    hands = {0: ["pawn-1", "pawn-2", "pawn-3", "pawn-4", "pawn-5", "pawn-6", "pawn-7"],
             1: ["rook-1"]}
    state = left(position(hands), 0)
    assert stand_in(GAME.view(state, Viewer(0)), 0, random.Random(0)) == ("draw", {})
    state = left(position(hands, deck=[]), 0)
    assert stand_in(GAME.view(state, Viewer(0)), 0, random.Random(0)) == ("pass", {})
    assert act(state, 0, "pass")["to_play"] == 1


def test_the_solitaire_ends_when_its_player_leaves_with_the_cards_in_hand() -> None:
    state = act(new(1, seed=3), 0, "draw")
    final = left(state, 0)
    assert GAME.outcome(final) == {"winners": [0], "reason": "finished", "score": 15,
                                   "moves": 1}


def test_a_table_of_several_goes_on_when_a_player_leaves() -> None:
    state = new(3)
    assert GAME.outcome(left(state, 1)) is None
