"""Per-table locks (referee.service.tablelocks): one holder per table, other tables never wait, and
nothing is kept once no one holds or waits."""

from __future__ import annotations

import itertools
import threading
import zlib

from referee.service.tablelocks import TableLocks


def _hold_until(locks: TableLocks, code: str, holding: threading.Event,
                release: threading.Event) -> threading.Thread:
    def run() -> None:
        with locks.hold(code):
            holding.set()
            release.wait(10)

    thread = threading.Thread(target=run)
    thread.start()
    assert holding.wait(10)
    return thread


def test_a_held_table_does_not_make_another_table_wait() -> None:
    locks = TableLocks()
    release = threading.Event()
    busy = _hold_until(locks, "AAAAA", threading.Event(), release)
    # Codes that shared AAAAA's lock when locks were 1,024 stripes by crc32 of the code.
    stripe = zlib.crc32(b"AAAAA") % 1024
    others = list(itertools.islice(
        (code for code in map("".join, itertools.product("BCDEFGH", repeat=5))
         if zlib.crc32(code.encode()) % 1024 == stripe), 5))
    done = threading.Event()

    def take_others() -> None:
        for code in others:
            with locks.hold(code):
                pass
        done.set()

    threading.Thread(target=take_others).start()
    try:
        assert done.wait(5), "a move on another table waited for AAAAA"
    finally:
        release.set()
        busy.join(10)


def test_one_table_has_one_holder_at_a_time() -> None:
    locks = TableLocks()
    release, entered = threading.Event(), threading.Event()
    first = _hold_until(locks, "AAAAA", threading.Event(), release)

    def second() -> None:
        with locks.hold("AAAAA"):
            entered.set()

    waiter = threading.Thread(target=second)
    waiter.start()
    assert not entered.wait(0.3), "a second holder got in while the first held the table"
    assert len(locks) == 1
    release.set()
    assert entered.wait(10)
    first.join(10)
    waiter.join(10)


def test_no_lock_is_kept_once_released_even_after_an_error() -> None:
    locks = TableLocks()
    with locks.hold("AAAAA"), locks.hold("BBBBB"):
        assert len(locks) == 2
    try:
        with locks.hold("CCCCC"):
            raise ValueError("refused")
    except ValueError:
        pass
    assert len(locks) == 0
