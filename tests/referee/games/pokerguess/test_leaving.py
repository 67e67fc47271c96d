"""A PokerGuess seat whose player leaves (docs/rules-decisions.md#pokerguess, "A player who
leaves"): at a random point of a random match the match still ends; the stand-in keeps its
prediction when staying costs nothing and folds otherwise, shows its first hole card, and is
dealt out of every later hand; its chips stay in the count or leave with it by ⚙
``left_chips``."""

from __future__ import annotations

import random
from functools import partial

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, IllegalMove, State, Viewer, apply
from referee.games.kit.leaving import left_seats
from referee.games.pokerguess import GAME
from tapete_testing.engine import all_seen
from tests.referee.games.leaving_kit import after_leaving, play_with_leaver, stand_in_move_of
from tests.referee.games.pokerguess.support import P, act, fold, guess, new
from tests.referee.games.pokerguess.test_properties import next_move

MODERATOR = Actor(None, moderator=True)


def chooser(state: State, rng: random.Random) -> tuple[int, str, dict] | None:
    """A legal move of a seat still at the table that the match awaits: a random one, or a
    fold when the random guess is refused."""
    present = [seat for seat in GAME.awaiting(state) if seat not in left_seats(state)]
    if not present:
        return None
    seat, name, args = next_move(state, rng)
    if seat not in present:
        seat = rng.choice(present)
        name = "next_hand" if state["phase"] == "hand_over" else name
    try:
        apply(GAME, state, Actor(seat), name, args, random.Random(0))
    except IllegalMove:
        return seat, "guess", {"fold": True}
    return seat, name, args


gone = partial(after_leaving, GAME)


stand_in_of = partial(stand_in_move_of, GAME)


@settings(max_examples=20)
@given(st.integers(2, 5), st.integers(0, 10**6), st.integers(0, 60),
       st.sampled_from(["stay", "remove"]), st.booleans())
def test_a_seat_leaves_at_a_random_point_and_the_match_ends(
        players: int, seed: int, leave_after: int, left_chips: str, physical: bool) -> None:
    rng = random.Random(seed)
    state = new(players, starting_chips=12, ante=2, hands=4, left_chips=left_chips,
                cards="physical" if physical else "app")
    seat = rng.randrange(players)
    end, stand_ins = play_with_leaver(GAME, state, players, seat, "stand_in", leave_after,
                                      chooser, rng)
    result = GAME.outcome(end)
    assert result is not None and result["left"] == sorted(left_seats(end))
    assert all(name in ("guess", "show", "next_hand") for _who, name, _args in stand_ins)
    assert all(args in ({}, {"fold": True}) for _who, name, args in stand_ins if name == "guess")
    if seat not in left_seats(end):
        return  # the match ended before the seat left
    leave_hand = next(e["hand"] for e in end["history"] if e["event"] == "leave")
    for record in end["records"]:
        if record["hand"] > leave_hand:
            assert str(seat) not in record["won"]  # dealt out of every later hand
    if left_chips == "remove":
        assert result["chips"][str(seat)] == 0


def test_the_stand_in_folds_without_a_prediction_or_facing_a_raise_and_keeps_otherwise() -> None:
    state = new(3)
    first = state["to_ask"][0]
    assert stand_in_of(gone(state, first), first) == ("guess", {"fold": True})
    second = guess(state, first, P(1, 2, "rook", 2))["to_ask"][0]
    state = guess(guess(state, first, P(1, 2, "rook", 2)), second, P(2, 2, "pawn", 2))
    third = state["to_ask"][0]
    state = guess(state, third, P(3, 2, "queen", 2), raise_to=4)
    assert stand_in_of(gone(state, first), first) == ("guess", {"fold": True})
    called = guess(state, first)
    kept = called["to_ask"][0]
    assert kept == second and stand_in_of(gone(called, kept), kept) == ("guess", {"fold": True})
    called = guess(called, second)
    assert GAME.view(called, Viewer(0))["phase"] == "show"
    shower = called["to_ask"][0]
    shown = stand_in_of(gone(called, shower), shower)
    assert shown == ("show", {"card": GAME.view(called, Viewer(shower))["private"]["hole"][0]})


def test_the_stand_in_keeps_its_prediction_when_staying_costs_nothing() -> None:
    state = new(2)
    first = state["to_ask"][0]
    state = guess(state, first, P(1, 2, "rook", 2))
    other = state["to_ask"][0]
    state = guess(state, other, P(2, 2, "pawn", 2))
    state = act(state, first, "guess", {"prediction": P(4, 2, "pawn", 2)})
    assert state["to_ask"][0] == other
    assert stand_in_of(gone(state, other), other) == ("guess", {})
    kept = act(gone(state, other), other, "guess", {})
    entry = [e for e in kept["history"] if e["event"] == "guess" and e["seat"] == other][-1]
    assert (entry["how"], entry["stand_in"]) == ("keep", True)


def test_a_left_seat_is_dealt_out_and_its_chips_stay_or_go() -> None:
    for left_chips, kept in (("stay", True), ("remove", False)):
        state = new(3, left_chips=left_chips)
        first = state["to_ask"][0]
        state = gone(state, first)
        state = act(state, first, *stand_in_of(state, first))
        state = fold(state, state["to_ask"][0])
        assert state["phase"] == "hand_over"
        later = all_seen(GAME, state)
        assert first not in later["seats"] and first not in GAME.awaiting(state)
        assert (later["ledger"]["stacks"][first] > 0) is kept
