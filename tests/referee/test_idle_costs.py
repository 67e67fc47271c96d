"""Counters that cost nothing while idle (issue 30): the in-memory rate limits refuse at their
limits and forget on time, on an injected clock, without a timer or a walk over every address;
the note of addresses turned away and the stream caps keep nothing for addresses gone quiet."""

from __future__ import annotations

import threading

import pytest
from hypothesis import given
from hypothesis import strategies as st
from limits import parse_many

from referee.live.streams import StreamGate, StreamsBusy
from referee.web.ratelimits import Counts, LimitExceeded, LookupGuard
from referee.web.windows import SWEEP_PER_HIT, MemoryWindows, Window


class Clock:
    """A clock the test moves by hand (seconds)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_window_refuses_at_its_limit_and_frees_a_place_as_its_oldest_hit_leaves() -> None:
    clock = Clock()
    window = Window(3, 60, clock)
    for _hit in range(3):
        assert window.hit("a") is None
        clock.now += 10
    assert window.hit("a") == pytest.approx(30)  # the first hit leaves at 1060; it is 1030
    assert window.hit("b") is None, "another key has its own count"
    clock.now = 1059.9
    assert window.hit("a") is not None, "the refused hit was not counted, the first still is"
    clock.now = 1060.0
    assert window.hit("a") is None
    assert window.hit("a") is not None


@given(amount=st.integers(1, 5), seconds=st.integers(1, 30),
       requests=st.lists(st.tuples(st.sampled_from("abc"), st.integers(0, 12)), max_size=80))
def test_a_window_decides_as_counting_every_allowed_request_would(
        amount: int, seconds: int, requests: list[tuple[str, int]]) -> None:
    """Against the plain definition: a request is allowed while fewer than ``amount`` of its
    key's allowed requests came in the last ``seconds``; refused, it waits for the oldest of
    them to leave."""
    clock = Clock()
    window = Window(amount, seconds, clock)
    allowed: dict[str, list[float]] = {}
    for key, later in requests:
        clock.now += later
        recent = [at for at in allowed.get(key, []) if at > clock.now - seconds]
        expected = None if len(recent) < amount else recent[0] + seconds - clock.now
        assert window.hit(key) == expected
        if expected is None:
            allowed.setdefault(key, []).append(clock.now)


def test_a_window_forgets_quiet_keys_as_others_are_counted_without_any_timer() -> None:
    clock = Clock()
    threads = threading.active_count()
    window = Window(5, 60, clock)
    for address in range(1000):
        assert window.hit(f"10.0.{address // 250}.{address % 250}") is None
    assert len(window) == 1000
    assert threading.active_count() == threads, "counting started no thread"
    clock.now += 61  # every one of them has left the window
    for address in range(1000 // SWEEP_PER_HIT):
        window.hit(f"192.168.0.{address}")
    assert len(window) <= 1000 // SWEEP_PER_HIT + 1, "each count drops expired keys"


def test_several_items_count_in_turn_and_the_first_refusal_answers() -> None:
    clock = Clock()
    windows = MemoryWindows(clock)
    items = parse_many("2 per minute; 3 per hour")
    assert windows.hit(items, "a") is None
    assert windows.hit(items, "a") is None
    assert windows.hit(items, "a") == pytest.approx(60)
    clock.now += 60
    assert windows.hit(items, "a") is None
    clock.now += 1
    assert windows.hit(items, "a") == pytest.approx(3600 - 61), "now the hour is full"


def test_memory_counts_start_no_timer_thread() -> None:
    threads = {thread.name for thread in threading.enumerate()}
    counts = Counts(None, "tapete")
    for address in range(100):
        counts.hit(parse_many("600 per hour"), "create", f"10.0.0.{address}")
    assert {thread.name for thread in threading.enumerate()} == threads


def test_the_lookup_guard_turns_an_address_away_until_its_time_then_forgets_it() -> None:
    clock = Clock()
    guard = LookupGuard(Counts(None, "tapete", clock), "2 per minute")
    guard.count("a")
    guard.count("a")
    with pytest.raises(LimitExceeded) as refused:
        guard.count("a")
    assert refused.value.seconds == 60
    clock.now += 30
    with pytest.raises(LimitExceeded) as still:
        guard.check("a")
    assert still.value.seconds == 30
    guard.check("b")  # another address is not turned away
    clock.now += 30
    guard.check("a")
    assert "a" not in guard.blocked, "an address whose time is up is forgotten when it asks"


def test_the_lookup_guard_drops_addresses_whose_time_is_up_as_others_are_noted() -> None:
    clock = Clock()
    guard = LookupGuard(Counts(None, "tapete", clock), "1 per minute")
    for address in range(50):
        guard.count(f"a{address}")
        with pytest.raises(LimitExceeded):
            guard.count(f"a{address}")
    assert len(guard.blocked) == 50
    clock.now += 61
    for address in range(50 // SWEEP_PER_HIT + 1):
        guard.count(f"b{address}")
        with pytest.raises(LimitExceeded):
            guard.count(f"b{address}")
    assert not any(address.startswith("a") for address in guard.blocked)


def test_the_per_address_stream_cap_holds_and_nothing_is_kept_once_streams_end() -> None:
    gate = StreamGate(total=10_000, per_address=2)
    leaves = [gate.enter(f"10.0.0.{phone}") for phone in range(100) for _ in range(2)]
    with pytest.raises(StreamsBusy):
        gate.enter("10.0.0.7")
    for leave in leaves:
        leave()
    assert gate.open_streams() == 0
    assert gate._open == {}, "an address whose streams all ended is not kept"
    gate.enter("10.0.0.7")
    gate.enter("10.0.0.7")
    with pytest.raises(StreamsBusy):
        gate.enter("10.0.0.7")
