"""Main pot and side pots from all-in amounts; a pot split with odd chips from a seat
(kit.pots)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.games.kit.pots import build_pots, split_pot

Pots = list[dict[str, Any]]


def test_one_pot_when_nobody_is_all_in() -> None:
    assert build_pots([10, 10, 10], [0, 1, 2]) == [{"amount": 30, "eligible": [0, 1, 2]}]


def test_side_pots_from_all_in_amounts_main_first() -> None:
    # seat 0 all-in for 10, seat 3 all-in for 25, seats 1 and 2 went on to 40
    assert build_pots([10, 40, 40, 25], [0, 1, 2, 3]) == [
        {"amount": 40, "eligible": [0, 1, 2, 3]},
        {"amount": 45, "eligible": [1, 2, 3]},
        {"amount": 30, "eligible": [1, 2]},
    ]


def test_folded_chips_stay_in_the_pots_they_reached() -> None:
    # seat 3 folded after putting in 20: 10 of it in the main pot, 10 in the side pot
    assert build_pots([10, 30, 30, 20], [0, 1, 2]) == [
        {"amount": 40, "eligible": [0, 1, 2]},
        {"amount": 50, "eligible": [1, 2]},
    ]


def test_a_folded_seat_above_every_live_seat_joins_the_last_pot() -> None:
    assert build_pots([5, 5, 12], [0, 1]) == [{"amount": 22, "eligible": [0, 1]}]


def test_an_uncalled_excess_is_a_pot_of_its_own() -> None:
    assert build_pots([4, 9], [0, 1]) == [{"amount": 8, "eligible": [0, 1]},
                                           {"amount": 5, "eligible": [1]}]


def test_nothing_put_in_is_no_pot() -> None:
    assert build_pots([0, 0, 0], [0, 2]) == []


def test_live_seats_that_put_nothing_in_share_the_folded_chips() -> None:
    assert build_pots([0, 3, 0], [0, 2]) == [{"amount": 3, "eligible": [0, 2]}]


@pytest.mark.parametrize("contributions, live", [
    ([3, -1], [0, 1]), ([3, 1.5], [0, 1]), ([True, 2], [0, 1]), ([3, 3], [2]), ([3, 3], []),
])
def test_bad_input_is_a_programming_error(contributions, live) -> None:
    with pytest.raises(ValueError):
        build_pots(contributions, live)


def test_split_odd_chips_one_by_one_from_the_first_seat() -> None:
    assert split_pot(10, [0, 1, 3], first=2, players=4) == {3: 4, 0: 3, 1: 3}
    assert split_pot(5, [0, 2], first=1, players=3) == {2: 3, 0: 2}
    assert split_pot(4, [1], first=0, players=2) == {1: 4}
    for winners, first in (([], 0), ([4], 0)):
        with pytest.raises(ValueError):
            split_pot(4, winners, first=first, players=4)
    with pytest.raises(ValueError):
        split_pot(4, [1], first=5, players=4)


def pots_are_sound(contributions: Sequence[int], live: Sequence[int], pots: Pots) -> None:
    """The properties every pot list has: chips conserved, no empty pot, every pot won only
    by live seats, eligibility nested (main pot widest), and what a live seat can win is what
    it could win at a poker table: from each seat at most as much as it put in itself
    (everything, for the largest live contribution)."""
    assert sum(p["amount"] for p in pots) == sum(contributions)
    assert all(p["amount"] > 0 and p["eligible"] for p in pots)
    for wider, narrower in itertools.pairwise(pots):
        assert set(narrower["eligible"]) < set(wider["eligible"])
    assert all(set(pot["eligible"]) <= set(live) for pot in pots)
    top = max(contributions[s] for s in live)
    for seat in live:
        own = contributions[seat]
        can_win = sum(p["amount"] for p in pots if seat in p["eligible"])
        expected = sum(contributions) if own == top else sum(min(c, own) for c in contributions)
        assert can_win == expected


HANDS = st.integers(2, 8).flatmap(lambda n: st.tuples(
    st.lists(st.integers(0, 60), min_size=n, max_size=n),
    st.sets(st.integers(0, n - 1), min_size=1)))


@given(HANDS)
def test_random_hands_give_sound_pots(hand) -> None:
    contributions, live = hand
    pots_are_sound(contributions, sorted(live), build_pots(contributions, live))


@given(st.integers(0, 200), st.integers(2, 10).flatmap(
    lambda n: st.tuples(st.just(n), st.sets(st.integers(0, n - 1), min_size=1),
                        st.integers(0, n - 1))))
def test_random_splits_conserve_chips_and_differ_by_at_most_one(amount, table) -> None:
    players, winners, first = table
    shares = split_pot(amount, winners, first, players)
    assert sum(shares.values()) == amount and set(shares) == winners
    assert max(shares.values()) - min(shares.values()) <= 1
    order = list(shares)
    assert order == sorted(winners, key=lambda s: (s - first) % players)
    assert sorted(shares.values(), reverse=True) == [shares[s] for s in order]


def _one_pot(contributions: Sequence[int], live: Sequence[int]) -> Pots:
    """A broken builder: everything in one pot for every live seat (ignores all-ins)."""
    return [{"amount": sum(contributions), "eligible": sorted(live)}]


def _drops_folded_excess(contributions: Sequence[int], live: Sequence[int]) -> Pots:
    """A broken builder: forgets the folded chips above the largest live contribution."""
    pots = build_pots(contributions, live)
    top = max(contributions[s] for s in live)
    pots[-1]["amount"] -= sum(max(0, c - top) for c in contributions)
    return pots


@pytest.mark.parametrize("broken", [_one_pot, _drops_folded_excess])
def test_the_property_check_catches_a_broken_builder(broken: Callable[..., Pots]) -> None:
    contributions, live = [10, 40, 25, 50], [0, 1, 2]
    pots_are_sound(contributions, live, build_pots(contributions, live))
    with pytest.raises(AssertionError):
        pots_are_sound(contributions, live, broken(contributions, live))
