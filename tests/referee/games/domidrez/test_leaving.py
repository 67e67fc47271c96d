"""A DomiDrez player who leaves (docs/rules-decisions.md#domidrez, "A player who leaves"; issue
33): a match with a seat that leaves at a random moment reaches its end with the stand-in
playing that seat's turns from its own view; the stand-in plays its lowest matching card (a
neutral one last, naming what is asked already), else draws, else passes."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.domidrez import GAME
from referee.games.domidrez.view import moves_for
from tests.referee.games.domidrez.support import act, position
from tests.referee.games.leaving_kit import (
    after_leaving,
    play_with_leaver,
    present_moves,
    stand_in_move_of,
)


def choose(state: dict, rng: random.Random) -> tuple[int, str, dict[str, Any]] | None:
    """A random legal move of a seat still at the table."""
    options = present_moves(state, moves_for)
    if not options:
        return None
    seat, move = rng.choice(options)
    if move == "hand_result":
        out = rng.randrange(state["players"])
        return seat, move, {"cards_left": {str(s): 0 if s == out else rng.randint(1, 5)
                                           for s in range(state["players"])},
                            "blocked": False}
    if move != "play":
        return seat, move, {}
    card = rng.choice(GAME.view(state, Viewer(seat))["private"]["playable"])
    named = {"figure": "pawn", "colour": 4} if card.startswith("neutral") else {}
    return seat, move, {"card": card, **named}


@settings(max_examples=12, deadline=None)
@given(players=st.integers(2, 8), seat=st.integers(0, 7), leave_after=st.integers(0, 60),
       cards=st.sampled_from(["app", "app", "physical"]), seed=st.integers(0, 2**16))
def test_a_match_with_a_leaver_reaches_its_end(players: int, seat: int, leave_after: int,
                                               cards: str, seed: int) -> None:
    state = GAME.setup(players, GAME.options({"target": 10, "cards": cards}, players),
                       random.Random(seed))
    final, stood = play_with_leaver(GAME, state, players, seat % players, "stand_in",
                                    leave_after, choose, random.Random(seed))
    assert GAME.outcome(final) is not None
    assert {who for who, _, _ in stood} <= {seat % players}


left = partial(after_leaving, GAME)


stand_in_of = partial(stand_in_move_of, GAME)


def test_the_stand_in_plays_its_lowest_matching_card() -> None:
    hands = {0: ["queen-2", "neutral-1", "knight-7", "pawn-5", "rook-8"], 1: ["pawn-1"]}
    state = left(position(hands, "knight-5"), 0)
    assert stand_in_of(state, 0) == ("play", {"card": "pawn-5"})
    assert act(state, 0, "play", {"card": "pawn-5"})["to_play"] == 1


def test_a_neutral_card_goes_last_and_names_what_is_asked() -> None:
    state = left(position({0: ["queen-2", "neutral-1"], 1: ["pawn-1"]}, "knight-5"), 0)
    assert stand_in_of(state, 0) == ("play", {"card": "neutral-1", "figure": "knight",
                                              "colour": 5})


def test_without_a_matching_card_the_stand_in_draws_then_passes() -> None:
    hands = {0: ["queen-2"], 1: ["knight-1"], 2: ["rook-3"]}
    state = left(position(hands, "knight-5", deck=["joker-9"]), 0)
    assert stand_in_of(state, 0) == ("draw", {})
    state = left(position(hands, "knight-5", deck=[]), 0)
    assert stand_in_of(state, 0) == ("pass", {})
    assert act(state, 0, "pass")["to_play"] == 1
