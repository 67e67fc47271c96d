"""The keepalive sweeper (``referee.live.keepalive``): one per process, a keepalive only to the
streams silent for the interval, silence counted again from each write, on an injected clock."""

from __future__ import annotations

import threading

from referee.live.keepalive import KEEPALIVE, Keepalives


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Listener:
    def __init__(self) -> None:
        self.events: list[tuple[str, str]] = []
        self.woken = threading.Event()

    def put(self, event: tuple[str, str]) -> None:
        self.events.append(event)
        self.woken.set()


def sweeper(seconds: float = 15.0) -> tuple[Keepalives, Clock]:
    clock = Clock()
    keepalives = Keepalives(seconds, clock, sweeper=False)
    return keepalives, clock


def test_only_silent_streams_get_a_keepalive_and_their_silence_counts_again() -> None:
    keepalives, clock = sweeper()
    quiet, busy = Listener(), Listener()
    keepalives.watch(quiet)
    keepalives.watch(busy)
    clock.now += 10
    keepalives.wrote(busy)
    assert keepalives.sweep() == 0
    clock.now += 5
    assert keepalives.sweep() == 1
    assert (quiet.events, busy.events) == ([KEEPALIVE], [])
    clock.now += 10  # busy: 15 s since its write; quiet: 10 s since its keepalive
    assert keepalives.sweep() == 1
    assert (quiet.events, busy.events) == ([KEEPALIVE], [KEEPALIVE])
    clock.now += 5
    assert keepalives.sweep() == 1
    assert quiet.events == [KEEPALIVE, KEEPALIVE]


def test_a_forgotten_stream_gets_nothing_and_is_not_kept() -> None:
    keepalives, clock = sweeper()
    gone = Listener()
    keepalives.watch(gone)
    keepalives.forget(gone)
    keepalives.wrote(gone)  # a late write of an ended stream does not bring it back
    clock.now += 60
    assert keepalives.sweep() == 0
    assert (gone.events, len(keepalives)) == ([], 0)


def test_a_sweep_stops_at_the_first_stream_not_due() -> None:
    """Streams are kept oldest write first: after the due ones, a sweep looks at one more."""
    keepalives, clock = sweeper()
    listeners = [Listener() for _ in range(1000)]
    for index, listener in enumerate(listeners):
        keepalives.watch(listener)
        if index == 2:
            clock.now += 1
    clock.now += 14.5
    assert keepalives.sweep() == 3
    assert [len(listener.events) for listener in listeners[:4]] == [1, 1, 1, 0]


def test_the_sweeper_thread_sends_keepalives_on_its_own() -> None:
    keepalives = Keepalives(0.05)
    listener = Listener()
    keepalives.watch(listener)
    try:
        assert listener.woken.wait(timeout=10), "no keepalive from the sweeper"
        assert listener.events[:1] == [KEEPALIVE]
    finally:
        keepalives.close()


def test_a_stream_that_wrote_does_not_hold_back_the_silent_ones_behind_it() -> None:
    keepalives, clock = sweeper()
    first, second, third = Listener(), Listener(), Listener()
    for listener in (first, second, third):
        keepalives.watch(listener)
    clock.now += 10
    keepalives.wrote(first)
    clock.now += 5
    assert keepalives.sweep() == 2
    assert [len(listener.events) for listener in (first, second, third)] == [0, 1, 1]
