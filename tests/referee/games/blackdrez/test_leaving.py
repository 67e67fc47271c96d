"""A BlackDrez seat whose player leaves (docs/rules-decisions.md#blackdrez, "A player who
leaves"): at a random point of a random game the game still ends; the stand-in stands when it
may and retires otherwise, never drawing; the seat is dealt out of every later round; its pile
keeps counting or goes to the discard pile by ⚙ ``left_pile``."""

from __future__ import annotations

import random
from functools import partial

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, IllegalMove, State, Viewer, apply
from referee.games.blackdrez import GAME
from referee.games.blackdrez.view import moves_for
from referee.games.kit.leaving import left_seats
from tests.referee.games.blackdrez.support import act, all_cards, new, position
from tests.referee.games.blackdrez.test_properties import choose
from tests.referee.games.leaving_kit import after_leaving, play_with_leaver

MODERATOR = Actor(None, moderator=True)


def chooser(state: State, rng: random.Random) -> tuple[int, str, dict] | None:
    """A random legal move of a seat still at the table (``test_properties.choose``, its
    refused joker values and left seats' moves drawn again)."""
    left = left_seats(state)
    if not any(moves_for(state, seat) for seat in range(state["players"]) if seat not in left):
        return None
    while True:
        seat, name, args = choose(state, rng)
        if seat in left:
            continue
        try:
            apply(GAME, state, Actor(seat), name, args, random.Random(0))
        except IllegalMove:  # a joker's value that would bust
            continue
        return seat, name, args


gone = partial(after_leaving, GAME)


def pile(state: State, seat: int) -> int:
    return len(state["zones"][f"pile-{seat}"]["cards"])


@settings(max_examples=20)
@given(st.integers(2, 6), st.integers(0, 10**6), st.integers(0, 40),
       st.sampled_from(["stay", "remove"]))
def test_a_seat_leaves_at_a_random_point_and_the_game_ends(
        players: int, seed: int, leave_after: int, left_pile: str) -> None:
    rng = random.Random(seed)
    state = new(players, first_dealer="random", left_pile=left_pile)
    every = all_cards(state)
    seat = rng.randrange(players)
    end, stand_ins = play_with_leaver(GAME, state, players, seat, "stand_in", leave_after,
                                      chooser, rng)
    result = GAME.outcome(end)
    assert result is not None and result["left"] == sorted(left_seats(end))
    assert all_cards(end) == every
    assert {name for _who, name, _args in stand_ins} <= {"stand", "retire", "next_hand"}
    if seat not in left_seats(end):
        return  # the game ended before the seat left
    leave_round = next(e["round"] for e in end["history"] if e["event"] == "leave")
    for entry in end["history"]:
        if entry["event"] == "deal" and entry["round"] > leave_round:
            assert str(seat) not in entry["hands"]  # dealt out of every later round
    if left_pile == "remove":
        assert result["piles"][str(seat)] == 0


def test_the_stand_in_stands_when_it_may_and_retires_otherwise() -> None:
    tied = position({0: ["pawn-1", "rook-2"], 1: ["rook-3", "pawn-4"], 2: ["bishop-5", "knight-6"]})
    differ = position({0: ["pawn-1", "rook-2"], 1: ["rook-3", "knight-4"],
                       2: ["queen-5", "pawn-6"]})
    for state, move in ((tied, "stand"), (differ, "retire")):
        holder = state["holder"]
        assert GAME.stand_in(GAME.view(gone(state, holder), Viewer(holder)), holder,
                             random.Random(0)) == (move, {})
        other = next(s for s in range(3) if s != holder)
        assert GAME.stand_in(GAME.view(gone(state, other), Viewer(other)), other,
                             random.Random(0)) is None


def _round_over(state: State) -> State:
    """Play the round to its end, every holder moving as a stand-in would."""
    while state["phase"] == "play":
        holder = state["holder"]
        name, args = GAME.stand_in(GAME.view(state, Viewer(holder)), holder, random.Random(0))
        state = act(state, holder, name, args)
    return state


def test_a_left_seat_is_dealt_out_and_its_pile_stays_or_goes() -> None:
    def first_round(dealer: int, left_pile: str) -> State:
        return _round_over(gone(new(3, first_dealer=dealer, left_pile=left_pile), 1))

    dealer = next(d for d in range(3) if pile(first_round(d, "stay"), 1) > 0)
    for left_pile, kept in (("stay", True), ("remove", False)):
        state = first_round(dealer, left_pile)
        assert state["phase"] == "hand_over"
        later = act(state, 0, "next_hand", {})
        assert later["zones"]["hand-1"]["cards"] == [] and 1 not in later["active"]
        assert 1 not in GAME.awaiting(state)
        assert (pile(later, 1) > 0) is kept


def test_between_rounds_the_game_ends_when_one_player_is_left_at_the_table() -> None:
    state = _round_over(new(2, first_dealer=0))
    assert state["phase"] == "hand_over"
    ended = gone(state, 0)
    result = GAME.outcome(ended)
    assert result is not None and result["left"] == [0]
