"""A TriumfDrez player who leaves (docs/rules-decisions.md#triumfdrez, "A player who leaves";
issue 33): a match with a seat that leaves at a random moment reaches its end with the stand-in
playing that seat's turns from its own view; the stand-in passes in the auction (bids the lowest
opening when it must), plays its lowest playable card, and a printed-cards hand whose declarer
has left is counted by the seats still there."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.triumfdrez import GAME
from referee.games.triumfdrez.view import moves_for
from tapete_testing.engine import played
from tests.referee.games.leaving_kit import (
    after_leaving,
    play_with_leaver,
    present_moves,
    stand_in_move_of,
)
from tests.referee.games.triumfdrez.support import act, bid, contract, new, position, refused


def choose(state: dict, rng: random.Random) -> tuple[int, str, dict[str, Any]] | None:
    """A random legal move of a seat still at the table."""
    options = present_moves(state, moves_for)
    if not options:
        return None
    seat, move = rng.choice(options)
    seen = GAME.view(state, Viewer(seat))
    if move in ("bid", "pass"):
        higher = seen["public"]["auction"]["higher"]
        if "pass" in moves_for(state, seat) and (not higher or rng.random() < 0.7):
            return seat, "pass", {}
        level = higher[0]
        return seat, "bid", {"tricks": level["tricks"], "open": level["open"],
                             "trump": None if level["omitted"] else "rook",
                             "supertrump": None if level["omitted"] > 1 else 3}
    if move == "play":
        return seat, move, {"card": rng.choice(seen["private"]["playable"])}
    if move == "tricks_won":
        return seat, move, {"tricks": rng.randint(0, 13)}
    return seat, move, {}


@settings(max_examples=15, deadline=None)
@given(players=st.integers(2, 4), seat=st.integers(0, 3), leave_after=st.integers(0, 120),
       cards=st.sampled_from(["app", "physical"]), seed=st.integers(0, 2**16))
def test_a_match_with_a_leaver_reaches_its_end(players: int, seat: int, leave_after: int,
                                               cards: str, seed: int) -> None:
    state = GAME.setup(players, GAME.options({"target": 12, "cards": cards}, players),
                       random.Random(seed))
    final, stood = play_with_leaver(GAME, state, players, seat % players, "stand_in",
                                    leave_after, choose, random.Random(seed))
    assert GAME.outcome(final) is not None
    assert all(who == seat % players for who, _, _ in stood)


left = partial(after_leaving, GAME)


stand_in_of = partial(stand_in_move_of, GAME)


def test_the_stand_in_follows_with_its_lowest_card_of_the_led_figure() -> None:
    hands = {0: ["pawn-2"], 1: ["rook-5", "rook-2", "pawn-1"], 2: ["pawn-4"], 3: ["joker-1"]}
    state = left(position(hands, contract(), leader=0, trick=["rook-9"]), 1)
    assert stand_in_of(state, 1) == ("play", {"card": "rook-2"})


def test_the_stand_in_without_the_led_figure_plays_its_lowest_card() -> None:
    hands = {0: ["pawn-2"], 1: ["queen-1", "knight-7", "knight-3"], 2: ["pawn-4"],
             3: ["joker-1"]}
    state = left(position(hands, contract(), leader=0, trick=["rook-9"]), 1)
    assert stand_in_of(state, 1) == ("play", {"card": "knight-3"})


def test_the_stand_in_passes_and_opens_the_auction_with_the_lowest_bid() -> None:
    state = left(new(3, first_dealer=2), 0)
    assert stand_in_of(state, 0) == ("bid", bid(state["min_bid"], None, None))
    state = act(state, 0, "bid", bid(5, None, None))
    state = left(state, 1)
    assert stand_in_of(state, 1) == ("pass", {})


def test_a_printed_hand_whose_declarer_left_is_counted_by_the_other_seat() -> None:
    state = new(2, cards="physical", first_dealer=1)
    state = act(state, 0, "bid", bid(7, None, None))
    state = act(state, 1, "pass")
    state = left(state, 0)
    assert GAME.awaiting(state) == [1]
    assert stand_in_of(state, 0) is None
    done = played(GAME, state, 1, "tricks_won", {"tricks": 5})
    assert done["hand_result"]["taken"] == 5


def test_while_the_declarer_is_there_only_his_side_counts_the_tricks() -> None:
    state = new(4, cards="physical", first_dealer=3)
    state = act(state, 0, "bid", bid(7, None, None))
    for seat in (1, 2, 3):
        state = act(state, seat, "pass")
    state = left(state, 0)
    assert GAME.awaiting(state) == [2]
    assert refused(state, 1, "tricks_won", {"tricks": 5}).code == "not_your_turn"
