"""A match of hands: the deal passing on, a hand dealt again from the whole deck, the printed
cards' result, scores carried over and the match's end (kit.match).

Each property is a checker run on random input, and shown to fail on a deliberately broken
version of what it checks.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.games.base import Actor, IllegalMove
from referee.games.kit.cards import deck_ids
from referee.games.kit.deck import shuffled
from referee.games.kit.match import (
    any_seat,
    awaiting_to_play,
    blocked,
    cards_left,
    carry,
    check_app_deals,
    check_printed,
    close_shedding_hand,
    deal_hands,
    first_seat,
    going_out,
    hand_result_view,
    match_outcome,
    new_hand,
    pass_the_deal,
    sole_leader,
)
from referee.games.kit.zones import DECK, Zones, hand

Counts = list[int]
Gained = dict[int, int]


def _match(players: int = 3, **extra: Any) -> dict[str, Any]:
    """A match state between two hands (dealer 0, nothing dealt)."""
    return {"players": players, "phase": "hand_over", "dealer": 0, "hand_no": 1, "zones": {},
            "cards": "app", "to_play": None, "scores": [0] * players, "target": 10,
            "hand_result": None, "history": [], **extra}


def _refused(call: Callable[[], object], state: dict[str, Any]) -> IllegalMove:
    """The refusal ``call`` raises; fails unless ``state`` is left exactly as it was."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove) as caught:
        call()
    assert state == before
    return caught.value


# --- the deal passes on ----------------------------------------------------------------------

def test_any_seat_is_a_seat_of_the_table() -> None:
    state = _match(3)
    assert any_seat(state, Actor(2)) == 2
    for actor in (Actor(None), Actor(3), Actor(-1), Actor(None, moderator=True)):
        assert _refused(lambda a=actor: any_seat(state, a), state).code == "not_your_turn"


def test_pass_the_deal_moves_the_dealer_on_and_wraps() -> None:
    state = _match(3, dealer=2)
    assert not pass_the_deal(state, Actor(1), {}) and not pass_the_deal(state, Actor(0), {})
    assert state["dealer"] == 2 and awaiting_to_play(state) == [2], "the result waits for seat 2"
    assert pass_the_deal(state, Actor(2), {}), "every seat has seen it: the deal passes on"
    assert state["dealer"] == 0 and first_seat(state) == 1 and state["seen"] == []


def test_the_moderator_passes_the_deal_without_waiting() -> None:
    state = _match(3, dealer=0)
    assert pass_the_deal(state, Actor(None, moderator=True), {"now": True})
    assert state["dealer"] == 1


@pytest.mark.parametrize(("phase", "args", "seat", "code", "status"), [
    ("play", {}, 0, "wrong_phase", 409),
    ("play", {"x": 1}, None, "wrong_phase", 409),
    ("hand_over", {"x": 1}, None, "bad_args", 400),
    ("hand_over", {}, None, "not_your_turn", 409),
    ("hand_over", {}, 3, "not_your_turn", 409),
])
def test_pass_the_deal_refusals_come_in_order(phase, args, seat, code, status) -> None:
    state = _match(3, phase=phase)
    refusal = _refused(lambda: pass_the_deal(state, Actor(seat), args), state)
    assert (refusal.code, refusal.status) == (code, status)


def dealers_are_sound(players: int, dealers: Sequence[int], first: int) -> None:
    """Checker: ``dealers`` (after each of ``players`` hands, from dealer ``first``) are the
    seats after ``first`` in table order: every seat deals once in a round of hands."""
    assert list(dealers) == [(first + k) % players for k in range(1, players + 1)]
    assert sorted(dealers) == list(range(players))


def _dealers(players: int, first: int, step: Callable[..., None]) -> list[int]:
    state = _match(players, dealer=first)
    dealers = []
    for _ in range(players):
        step(state, Actor(None, moderator=True), {"now": True})
        dealers.append(state["dealer"])
    return dealers


@given(st.integers(1, 8).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n - 1))))
def test_the_deal_goes_round_the_table(table) -> None:
    players, first = table
    dealers_are_sound(players, _dealers(players, first, pass_the_deal), first)


def _skips_a_seat(state: dict[str, Any], actor: Actor, args: dict[str, Any]) -> None:
    """A broken deal: it passes two seats on."""
    pass_the_deal(state, actor, args)
    state["dealer"] = (state["dealer"] + 1) % state["players"]


def _stays(state: dict[str, Any], actor: Actor, args: dict[str, Any]) -> None:
    """A broken deal: the dealer deals again."""


@pytest.mark.parametrize("broken", [_skips_a_seat, _stays])
def test_the_dealer_check_catches_a_broken_deal(broken: Callable[..., None]) -> None:
    with pytest.raises(AssertionError):
        dealers_are_sound(4, _dealers(4, 1, broken), 1)


# --- a new hand from the whole deck ------------------------------------------------------------

def test_new_hand_opens_fresh_zones() -> None:
    state = _match(2, zones={"old": {"cards": ["rook-1"]}})
    zones = new_hand(state, ["table", "taken"])
    assert state["hand_no"] == 2 and zones.data is state["zones"]
    assert list(state["zones"]) == [DECK, "table", "taken", "hand-0", "hand-1"]
    assert [state["zones"][z]["show"] for z in state["zones"]] == [
        "nobody", "all", "all", "owner", "owner"]
    assert state["zones"]["hand-1"]["owner"] == 1
    assert all(not zone["cards"] for zone in state["zones"].values())


def test_deal_hands_shuffles_the_game_deck_with_the_rng() -> None:
    state = _match(3, dealer=1)
    zones = new_hand(state)
    deal_hands(zones, state, deck_ids(), 2, None, random.Random(5))
    pile = shuffled(deck_ids(), random.Random(5))
    assert [zones.cards(hand(s)) for s in (2, 0, 1)] == [pile[0:2], pile[2:4], pile[4:6]]
    assert zones.cards(DECK) == pile[6:]


def deal_is_sound(game_deck: Sequence[str], order: Sequence[str], dealer: int, each: int,
                  zones: Zones, players: int) -> None:
    """Checker: a prearranged ``order`` dealt ``each`` to every seat from the dealer's next one;
    every card of the game deck is somewhere, once."""
    for k in range(players):
        seat = (dealer + 1 + k) % players
        assert zones.cards(hand(seat)) == list(order[k * each:(k + 1) * each])
    assert zones.cards(DECK) == list(order[players * each:])
    assert sorted(zones.all_cards()) == sorted(game_deck)


DEALS = st.integers(1, 8).flatmap(lambda n: st.tuples(
    st.just(n), st.integers(0, n - 1), st.integers(0, 56 // n), st.permutations(deck_ids())))


@given(DEALS)
def test_a_prearranged_deal_goes_round_from_the_dealer_s_next_seat(deal) -> None:
    players, dealer, each, order = deal
    state = _match(players, dealer=dealer)
    zones = new_hand(state)
    deal_hands(zones, state, deck_ids(), each, order, random.Random(0))
    deal_is_sound(deck_ids(), order, dealer, each, zones, players)


def _dealer_first(zones: Zones, state: dict[str, Any], game_deck: Sequence[str], each: int,
                  prearranged: Sequence[str], rng: random.Random) -> None:
    """A broken deal: the dealer is dealt first."""
    zones.put(DECK, list(prearranged))
    players = state["players"]
    zones.deal(DECK, [hand((state["dealer"] + k) % players) for k in range(players)], each)


def _drops_a_card(zones: Zones, state: dict[str, Any], game_deck: Sequence[str], each: int,
                  prearranged: Sequence[str], rng: random.Random) -> None:
    """A broken deal: the last card of the deck is lost."""
    deal_hands(zones, state, game_deck, each, prearranged, rng)
    zones.take(DECK, zones.cards(DECK)[-1])


@pytest.mark.parametrize("broken", [_dealer_first, _drops_a_card])
def test_the_deal_check_catches_a_broken_deal(broken: Callable[..., None]) -> None:
    state = _match(3, dealer=0)
    zones = new_hand(state)
    broken(zones, state, deck_ids(), 5, deck_ids(), random.Random(0))
    with pytest.raises(AssertionError):
        deal_is_sound(deck_ids(), deck_ids(), 0, 5, zones, 3)


# --- who is awaited, app and printed cards -----------------------------------------------------

def test_awaiting_to_play() -> None:
    assert awaiting_to_play(_match(3, phase="play", to_play=2)) == [2]
    assert awaiting_to_play(_match(3, phase="play", to_play=None)) == [0, 1, 2]
    assert awaiting_to_play(_match(3, phase="hand_over")) == [0, 1, 2]
    assert awaiting_to_play(_match(3, phase="hand_over", seen=[1])) == [0, 2], "who has seen it"
    assert awaiting_to_play(_match(3, phase="over")) == []


def test_printed_and_app_cards_are_told_apart() -> None:
    app, printed = _match(2, phase="play"), _match(2, phase="play", cards="physical")
    check_printed(printed, "play")
    check_app_deals(app)
    refusal = _refused(lambda: check_printed(app, "play"), app)
    assert (refusal.code, refusal.status, refusal.message) == (
        "app_cards", 409, "The app deals this table: the hand ends by itself.")
    assert _refused(lambda: check_printed(printed, "auction"), printed).code == "wrong_phase"
    refusal = _refused(lambda: check_app_deals(printed), printed)
    assert (refusal.code, refusal.status, refusal.message) == (
        "physical_cards", 409,
        "This table plays with printed cards: send the hand's result instead.")


# --- the printed cards' result -----------------------------------------------------------------

def test_cards_left_reads_a_hand_gone_out_and_a_blocked_one() -> None:
    state = _match(3)
    assert cards_left(state, {"cards_left": {"0": 4, "1": 0, "2": 2}, "blocked": False}) == (
        [4, 0, 2], 1)
    assert cards_left(state, {"cards_left": {"2": 2, "0": 4, "1": 3}, "blocked": True}) == (
        [4, 3, 2], None)
    # Whether a blocked hand may hold an empty hand is the game's call.
    assert cards_left(state, {"cards_left": {"0": 0, "1": 0, "2": 1}, "blocked": True}) == (
        [0, 0, 1], None)


@pytest.mark.parametrize("args", [
    {"cards_left": {"0": 1, "1": 0}},
    {"cards_left": {"0": 1, "1": 0}, "blocked": False, "x": 1},
    {"cards_left": [1, 0, 2], "blocked": False},
    {"cards_left": {"0": 1, "1": 0}, "blocked": False},
    {"cards_left": {"0": 1, "1": 0, "2": 2, "3": 0}, "blocked": False},
    {"cards_left": {"0": 1, "1": 0, "2": -1}, "blocked": False},
    {"cards_left": {"0": 1, "1": 0, "2": 1.0}, "blocked": False},
    {"cards_left": {"0": 1, "1": 0, "2": True}, "blocked": False},
    {"cards_left": {"0": 1, "1": 0, "2": 2}, "blocked": "no"},
])
def test_cards_left_refuses_bad_arguments(args) -> None:
    state = _match(3)
    refusal = _refused(lambda: cards_left(state, args), state)
    assert (refusal.code, refusal.status) == ("bad_args", 400)


@pytest.mark.parametrize("left", [{"0": 1, "1": 2, "2": 2}, {"0": 0, "1": 0, "2": 2}])
def test_a_hand_not_blocked_has_exactly_one_seat_out(left) -> None:
    state = _match(3)
    refusal = _refused(lambda: cards_left(state, {"cards_left": left, "blocked": False}), state)
    assert (refusal.code, refusal.status, refusal.message) == (
        "bad_result", 422, "A hand that is not blocked ends with exactly one player out of "
        "cards.")


def reading_is_sound(counts: Counts, was_blocked: bool, read: Callable[..., Any]) -> None:
    """Checker: a result is accepted exactly when the hand is blocked or has one seat at 0, and
    then read back as sent."""
    state = _match(len(counts))
    args = {"cards_left": {str(s): n for s, n in enumerate(counts)}, "blocked": was_blocked}
    zeros = [s for s, n in enumerate(counts) if n == 0]
    try:
        got = read(state, args)
    except IllegalMove as refusal:
        assert refusal.code == "bad_result" and not was_blocked and len(zeros) != 1
        return
    assert was_blocked or len(zeros) == 1
    assert got == (counts, None if was_blocked else zeros[0])


@given(st.lists(st.integers(0, 4), min_size=1, max_size=8), st.booleans())
def test_random_results_are_read_as_sent(counts, was_blocked) -> None:
    reading_is_sound(counts, was_blocked, cards_left)


def _first_zero_wins(state: dict[str, Any], args: dict[str, Any]) -> tuple[Counts, int | None]:
    """A broken reader: any number of empty hands, the first one went out."""
    counts = [args["cards_left"][str(s)] for s in range(state["players"])]
    return counts, None if args["blocked"] else counts.index(0) if 0 in counts else 0


def _blocked_ignored(state: dict[str, Any], args: dict[str, Any]) -> tuple[Counts, int | None]:
    """A broken reader: it reads every hand as gone out."""
    counts, out = cards_left(state, {**args, "blocked": False})
    return counts, out


@pytest.mark.parametrize(("broken", "counts", "was_blocked"), [
    (_first_zero_wins, [0, 3, 0], False), (_blocked_ignored, [2, 0, 1], True)])
def test_the_reading_check_catches_a_broken_reader(broken, counts, was_blocked) -> None:
    reading_is_sound(counts, was_blocked, cards_left)
    with pytest.raises(AssertionError):
        reading_is_sound(counts, was_blocked, broken)


# --- a shedding hand's points, carried over --------------------------------------------------

def test_going_out_and_blocked_points() -> None:
    assert going_out([3, 0, 5, 1], 1) == {1: 9}
    assert blocked([4, 2, 7]) == {1: 7}
    assert blocked([3, 5, 3, 6]) == {0: 5, 2: 5}


def test_carry_adds_the_points_in_place() -> None:
    scores = [4, 0, 9]
    carry(scores, {2: 3, 0: 1})
    assert scores == [5, 0, 12]


def test_close_shedding_hand_records_the_hand() -> None:
    state = _match(3, phase="play", to_play=1, scores=[2, 0, 5], hand_no=4)
    close_shedding_hand(state, [3, 0, 5], 1)
    assert state["scores"] == [2, 8, 5] and state["to_play"] is None
    assert state["hand_result"] == {"blocked": False, "cards_left": {"0": 3, "1": 0, "2": 5},
                                    "points": {"1": 8}, "winners": [1]}
    assert state["history"] == [{"n": 0, "event": "hand_end", "seat": None, "cards": [],
                                 "how": "out", "hand": 4, "cards_left": {"0": 3, "1": 0, "2": 5},
                                 "points": {"1": 8}, "winners": [1]}]
    close_shedding_hand(state, [2, 6, 2], None)
    assert state["scores"] == [6, 8, 9]
    assert state["hand_result"]["winners"] == [0, 2] and state["history"][-1]["how"] == "blocked"
    assert state["phase"] == "play", "the match's end is the caller's"


def test_the_public_copies_of_a_hand_result_and_of_the_match_share_nothing() -> None:
    state = _match(3, phase="play", to_play=1, scores=[2, 0, 5], hand_no=4)
    assert hand_result_view(None) is None
    close_shedding_hand(state, [3, 0, 5], 1)
    shown = hand_result_view(state["hand_result"])
    assert shown == state["hand_result"]
    shown["cards_left"]["0"] = 99
    shown["winners"].append(2)
    assert state["hand_result"]["cards_left"]["0"] == 3 and state["hand_result"]["winners"] == [1]
    state["result"] = None
    assert match_outcome(state) is None
    state["result"] = {"winners": [2], "reason": "target", "scores": {"0": 2, "2": 9}, "hands": 4}
    ended = match_outcome(state)
    assert ended == state["result"]
    ended["scores"]["2"] = 0
    assert state["result"]["scores"]["2"] == 9


def points_are_sound(counts: Counts, out: int | None, gained: Gained) -> None:
    """Checker: going out scores the cards left in the other hands; a blocked hand scores, for
    each seat with the fewest cards, every other count minus his."""
    if out is not None:
        assert gained == {out: sum(counts) - counts[out]}
        return
    low = min(counts)
    assert sorted(gained) == [s for s, n in enumerate(counts) if n == low]
    assert all(points == sum(n - low for n in counts) for points in gained.values())


HANDS = st.lists(st.integers(0, 14), min_size=1, max_size=8).flatmap(lambda c: st.tuples(
    st.just(c), st.one_of(st.none(), st.integers(0, len(c) - 1))))


@given(HANDS)
def test_random_hands_score_by_the_rule(hand_end) -> None:
    counts, out = hand_end
    if out is not None:
        counts = [0 if s == out else n for s, n in enumerate(counts)]
    points_are_sound(counts, out, blocked(counts) if out is None else going_out(counts, out))


@pytest.mark.parametrize(("counts", "out", "broken"), [
    ([3, 5, 3], None, {0: 2}),   # one of two tied seats forgotten
    ([1, 4, 6], None, {0: 10}),  # the winner's own count not taken off the others'
    ([0, 4, 6], 0, {0: 4}),      # only the next seat's cards counted
])
def test_the_points_check_catches_broken_points(counts, out, broken) -> None:
    points_are_sound(counts, out, blocked(counts) if out is None else going_out(counts, out))
    with pytest.raises(AssertionError):
        points_are_sound(counts, out, broken)


# --- the match's end ----------------------------------------------------------------------------

def test_sole_leader() -> None:
    assert sole_leader([12, 9, 3], 10) == 0
    assert sole_leader([9, 10], 10) == 1
    assert sole_leader([12, 12, 3], 10) is None
    assert sole_leader([8, 9], 10) is None
    assert sole_leader([80, 9], None) is None


def leader_is_sound(scores: Counts, target: int | None, winner: int | None) -> None:
    """Checker: the match ends exactly when one score alone is the highest and reaches the
    target, and that seat wins."""
    top = max(scores)
    alone = scores.count(top) == 1
    if target is not None and top >= target and alone:
        assert winner == scores.index(top)
    else:
        assert winner is None


@given(st.lists(st.integers(0, 30), min_size=1, max_size=8),
       st.one_of(st.none(), st.integers(1, 30)))
def test_random_scores_end_the_match_by_the_rule(scores, target) -> None:
    leader_is_sound(scores, target, sole_leader(scores, target))


def _first_of_the_tied(scores: Sequence[int], target: int | None) -> int | None:
    """A broken end: a tie for the highest is settled by seat order."""
    top = max(scores)
    return scores.index(top) if target is not None and top >= target else None


def _past_the_target(scores: Sequence[int], target: int | None) -> int | None:
    """A broken end: the target must be passed, not reached."""
    return sole_leader(scores, None if target is None else target + 1)


@pytest.mark.parametrize(("broken", "scores"), [
    (_first_of_the_tied, [12, 12, 3]), (_past_the_target, [10, 4])])
def test_the_end_check_catches_a_broken_end(broken, scores) -> None:
    leader_is_sound(scores, 10, sole_leader(scores, 10))
    with pytest.raises(AssertionError):
        leader_is_sound(scores, 10, broken(scores, 10))
