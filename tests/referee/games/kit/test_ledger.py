"""Chips and scores: stacks, transfers, a pot, splits, leaders (kit.ledger)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.games.base import IllegalMove
from referee.games.kit.ledger import Ledger, leaders, new_ledger, split


def test_new_ledger() -> None:
    assert new_ledger(3, 100) == {"stacks": [100, 100, 100], "pot": 0}


def test_transfer_and_stake() -> None:
    ledger = Ledger(new_ledger(3, 10))
    ledger.transfer(0, 2, 4)
    ledger.stake(1, 10)
    assert ledger.data == {"stacks": [6, 0, 14], "pot": 10}
    assert ledger.stake_all(2) == 14
    assert ledger.data == {"stacks": [6, 0, 0], "pot": 24}
    assert ledger.total() == 30


def test_a_short_stack_is_refused_and_nothing_moves() -> None:
    ledger = Ledger(new_ledger(2, 5))
    for call in (lambda: ledger.transfer(0, 1, 6), lambda: ledger.stake(1, 6)):
        with pytest.raises(IllegalMove) as info:
            call()
        assert (info.value.code, info.value.status) == ("not_enough_chips", 422)
        assert info.value.params["stack"] == 5 and info.value.params["amount"] == 6
    assert ledger.data == {"stacks": [5, 5], "pot": 0}
    assert ledger.can_pay(0, 5) and not ledger.can_pay(0, 6)


@pytest.mark.parametrize("amount", [-1, 1.5, True, "3"])
def test_bad_amounts_are_programming_errors(amount) -> None:
    ledger = Ledger(new_ledger(2, 5))
    with pytest.raises(ValueError):
        ledger.transfer(0, 1, amount)
    assert ledger.data == {"stacks": [5, 5], "pot": 0}


def test_award_shares_the_pot_odd_chips_in_order() -> None:
    ledger = Ledger({"stacks": [0, 0, 0, 0], "pot": 9})
    assert ledger.award([2, 0]) == {2: 5, 0: 4}
    assert ledger.data == {"stacks": [4, 0, 5, 0], "pot": 0}


def test_split() -> None:
    assert split(9, [1, 3]) == {1: 5, 3: 4}
    assert split(8, [0, 1, 2]) == {0: 3, 1: 3, 2: 2}
    assert split(0, [4]) == {4: 0}
    for seats in ([], [1, 1]):
        with pytest.raises(ValueError):
            split(3, seats)


def test_leaders() -> None:
    assert leaders([3, 7, 7, 1]) == [1, 2]
    assert leaders({4: 2, 1: 9}) == [1]
    assert leaders([]) == []


OPS = st.lists(st.tuples(st.sampled_from(["transfer", "stake", "all_in", "award"]),
                         st.integers(0, 3), st.integers(0, 3), st.integers(0, 40)), max_size=30)


@given(chips=st.integers(0, 50), ops=OPS)
def test_every_operation_conserves_the_total(chips, ops) -> None:
    ledger = Ledger(new_ledger(4, chips))
    for op, a, b, amount in ops:
        before = (list(ledger.stacks), ledger.data["pot"])
        try:
            if op == "transfer":
                ledger.transfer(a, b, amount)
            elif op == "stake":
                ledger.stake(a, amount)
            elif op == "all_in":
                ledger.stake_all(a)
            else:
                ledger.award(sorted({a, b}))
        except IllegalMove:
            assert (ledger.stacks, ledger.data["pot"]) == before
        assert ledger.total() == 4 * chips
        assert min(ledger.stacks) >= 0
