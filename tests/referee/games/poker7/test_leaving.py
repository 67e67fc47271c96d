"""A Poker7 seat whose player leaves (docs/rules-decisions.md#poker7, "A player who leaves"):
at a random point of a random match the match still ends; the stand-in folds facing a bet and
checks otherwise, shows its first hole card, and is dealt out of every later hand; its chips
stay in the count or leave with it by ⚙ ``left_chips``."""

from __future__ import annotations

import random
from functools import partial

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, State, Viewer
from referee.games.kit.leaving import left_seats
from referee.games.poker7 import GAME
from tests.referee.games.leaving_kit import after_leaving, play_with_leaver
from tests.referee.games.poker7.support import act, check_around, new, private, public
from tests.referee.games.poker7.test_properties import choose

MODERATOR = Actor(None, moderator=True)


def chooser(state: State, rng: random.Random) -> tuple[int, str, dict] | None:
    """A random legal move of a seat still at the table that the match awaits."""
    present = [seat for seat in GAME.awaiting(state) if seat not in left_seats(state)]
    if not present:
        return None
    seat = rng.choice(present)
    return (seat, *choose(state, seat, rng))


gone = partial(after_leaving, GAME)


@settings(max_examples=20)
@given(st.integers(2, 6), st.integers(0, 10**6), st.integers(0, 60),
       st.sampled_from(["stay", "remove"]), st.sampled_from([None, 4]))
def test_a_seat_leaves_at_a_random_point_and_the_match_ends(
        players: int, seed: int, leave_after: int, left_chips: str, hands: int | None) -> None:
    rng = random.Random(seed)
    state = new(players, seed=seed, starting_chips=20, ante=2, hands=hands,
                left_chips=left_chips)
    seat = rng.randrange(players)
    end, stand_ins = play_with_leaver(GAME, state, players, seat, "stand_in", leave_after,
                                      chooser, rng)
    result = GAME.outcome(end)
    assert result is not None and result["left"] == sorted(left_seats(end))
    assert {name for _who, name, _args in stand_ins} <= {"check", "fold", "show"}
    if seat not in left_seats(end):
        return  # the match ended before the seat left
    leave_hand = next(e["hand"] for e in end["history"] if e["event"] == "leave")
    for record in end["records"]:
        if record["hand"] > leave_hand:
            assert seat not in record["won"]  # dealt out of every later hand
    if left_chips == "remove" and end["records"][-1]["hand"] >= leave_hand:
        assert result["chips"][str(seat)] == 0


def test_the_stand_in_folds_facing_a_bet_and_checks_otherwise() -> None:
    state = new(3, seed=4)
    first = state["table"]["actor"]
    checked = gone(state, first)
    assert GAME.stand_in(GAME.view(checked, Viewer(first)), first,
                         random.Random(0)) == ("check", {})
    bettor = first
    betted = act(state, bettor, "bet", amount=4)
    behind = betted["table"]["actor"]
    betted = gone(betted, behind)
    assert GAME.stand_in(GAME.view(betted, Viewer(behind)), behind,
                         random.Random(0)) == ("fold", {})
    assert GAME.stand_in(GAME.view(betted, Viewer(behind)), bettor, random.Random(0)) is None


def test_the_stand_in_shows_its_first_hole_card_and_its_moves_are_marked() -> None:
    state = check_around(new(2, seed=9))
    while state["phase"] != "show":
        state = check_around(state)
    shower = state["table"]["shower"]
    state = gone(state, shower)
    move = GAME.stand_in(GAME.view(state, Viewer(shower)), shower, random.Random(0))
    assert move == ("show", {"card": private(state, shower)["hole"][0]})
    shown = act(state, shower, move[0], **move[1])
    entry = next(e for e in shown["history"] if e["event"] == "show" and e["seat"] == shower)
    assert entry["stand_in"] is True
    assert all("stand_in" not in e for e in shown["history"] if e["seat"] != shower)


def _finish_hand(state: State) -> State:
    """Play the hand to its end, every seat moving as a stand-in would."""
    while state["phase"] in ("bet", "show"):
        seat = state["table"]["actor"] if state["phase"] == "bet" else state["table"]["shower"]
        name, args = GAME.stand_in(GAME.view(state, Viewer(seat)), seat, random.Random(0))
        state = act(state, seat, name, **args)
    assert state["phase"] == "hand_over"
    return state


def test_a_left_seat_is_dealt_out_of_later_hands_and_its_chips_stay_or_go() -> None:
    for left_chips, kept in (("stay", True), ("remove", False)):
        state = _finish_hand(gone(new(3, seed=2, left_chips=left_chips), 1))
        later = act(state, GAME.awaiting(state)[0], "next_hand")
        assert 1 not in later["seats"] and private(later, 1)["hole"] == []
        assert 1 not in GAME.awaiting(later)
        assert (public(later)["chips"][1] > 0) is kept


def test_between_hands_the_match_ends_when_one_seat_at_the_table_has_chips() -> None:
    state = _finish_hand(new(2, seed=3))
    assert GAME.awaiting(state) == [0, 1]
    ended = gone(state, 0)
    result = GAME.outcome(ended)
    assert result is not None and (result["reason"], result["left"]) == ("left", [0])
    assert sum(result["chips"].values()) == 200
