"""The fan-out of views (``referee.live.fanout``): a stream's view is written at once when its
connection takes it, what it does not take waits in order for the stream's own greenlet, a
waiting view gives way to a newer one, and one failing stream does not stop the others."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from referee.live.fanout import Pushed, push_views


class FakeOutlet:
    """A connection taking at most ``room`` bytes without waiting (None: all of them)."""

    def __init__(self, room: int | None = None) -> None:
        self.room = room
        self.now: list[bytes] = []  # written without waiting
        self.waited: list[bytes] = []  # written by the stream's greenlet
        self.gone = False

    def frame(self, message: bytes) -> bytes:
        return b"[" + message + b"]"

    def send_now(self, data: bytes) -> int:
        if self.gone:
            raise BrokenPipeError
        taken = data if self.room is None else data[:self.room]
        if self.room is not None:
            self.room -= len(taken)
        if taken:
            self.now.append(taken)
        return len(taken)

    def send(self, data: bytes) -> None:
        if self.gone:
            raise BrokenPipeError
        self.waited.append(data)

    def received(self) -> bytes:
        return b"".join(self.now + self.waited)


def renderer(calls: list[int], lost_after: int | None = None) -> Callable[[int], bytes | None]:
    def render(version: int) -> bytes | None:
        calls.append(version)
        if lost_after is not None and version > lost_after:
            return None
        return b'{"version":%d}' % version
    return render


def pushed(outlet: FakeOutlet, calls: list[int], newest: int = 1,
           lost_after: int | None = None) -> tuple[Pushed, list[int]]:
    wakes: list[int] = []
    return Pushed(outlet, renderer(calls, lost_after), newest,  # type: ignore[arg-type]
                  lambda: wakes.append(1), lambda: None), wakes


def view(version: int) -> bytes:
    return b'[event: view\ndata: {"version":%d}\n\n]' % version


def test_the_newest_announced_version_is_written_at_once_and_only_once() -> None:
    outlet, calls = FakeOutlet(), []
    stream, wakes = pushed(outlet, calls)
    stream.catch_up()  # nothing announced beyond what was sent
    stream.announce(2)
    stream.announce(3)
    stream.announce(2)  # an older announcement changes nothing
    stream.catch_up()
    stream.catch_up()
    assert calls == [3]
    assert outlet.now == [view(3)]
    assert (outlet.waited, wakes, stream.newest) == ([], [], 3)


def test_what_the_connection_does_not_take_waits_in_order_and_a_newer_view_replaces_a_waiting_one(
        ) -> None:
    outlet, calls = FakeOutlet(room=10), []
    stream, wakes = pushed(outlet, calls)
    stream.announce(2)
    stream.catch_up()  # 10 bytes go out now, the rest waits
    stream.write(b"event: rematch\ndata: QQQQQ\n\n")
    stream.announce(3)
    stream.catch_up()  # waits behind the event
    stream.announce(4)
    stream.catch_up()  # replaces the waiting view of version 3
    assert wakes == [1]  # woken once until it flushes
    stream.flush()
    assert outlet.received() == (view(2) + b"[event: rematch\ndata: QQQQQ\n\n]" + view(4))
    assert outlet.now == [view(2)[:10]]
    stream.announce(5)
    stream.catch_up()
    assert wakes == [1, 1]  # the connection takes nothing now: woken again
    stream.flush()
    assert outlet.received().endswith(view(4) + view(5))


def test_a_stream_ends_when_its_caller_lost_its_place_or_its_connection_is_gone() -> None:
    outlet, calls = FakeOutlet(), []
    stream, wakes = pushed(outlet, calls, lost_after=2)
    stream.announce(3)
    stream.catch_up()
    assert stream.ended and wakes == [1] and outlet.now == []

    gone = FakeOutlet()
    gone.gone = True
    other, _wakes = pushed(gone, [])
    other.announce(2)
    other.catch_up()
    assert other.ended and gone.received() == b""


def test_every_stream_of_a_table_gets_the_version_and_one_failure_stops_no_other(
        caplog: pytest.LogCaptureFixture) -> None:
    good, failing = FakeOutlet(), FakeOutlet()
    first, _ = pushed(good, [])

    def broken(version: int) -> bytes | None:
        raise RuntimeError("a bug")

    bad = Pushed(failing, broken, 1, lambda: None, lambda: None)  # type: ignore[arg-type]
    second, _ = pushed(good, [])
    push_views("AAAAA", 2, [first, bad, second])
    assert good.now == [view(2), view(2)]
    assert bad.ended and not first.ended and not second.ended
    assert "could not be sent" in caplog.text


def test_a_view_overtaken_while_it_was_rendered_is_not_written() -> None:
    """Rendering may wait for the database (another process moved); the stream's own greenlet
    may meanwhile write a newer view, and the older one must not follow it."""
    outlet = FakeOutlet()
    stream: Pushed

    def render(version: int) -> bytes | None:
        if version == 2:  # meanwhile, version 3 comes and is written by the stream's greenlet
            stream.announce(3)
            stream.catch_up()
        return b'{"version":%d}' % version

    stream = Pushed(outlet, render, 1, lambda: None, lambda: None)  # type: ignore[arg-type]
    stream.announce(2)
    stream.catch_up()
    assert outlet.now == [view(3)] and stream.newest == 3
