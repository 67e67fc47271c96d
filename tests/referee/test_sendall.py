"""``referee.live.sendall.send_all``: every byte is written however little each ``send`` takes."""

from __future__ import annotations

import pytest

from referee.live.sendall import send_all


class Trickle:
    """A socket that takes at most ``most`` bytes per ``send``, then fails when told to."""

    def __init__(self, most: int, fail_after: int | None = None) -> None:
        self.most, self.fail_after = most, fail_after
        self.written = bytearray()

    def send(self, data: memoryview) -> int:
        if self.fail_after is not None and len(self.written) >= self.fail_after:
            raise BrokenPipeError("gone")
        taken = bytes(data[:self.most])
        self.written += taken
        return len(taken)


@pytest.mark.parametrize("most", [1, 3, 1000])
def test_every_byte_is_written_in_order(most: int) -> None:
    sock = Trickle(most)
    data = bytes(range(256)) * 3
    send_all(sock, data)
    assert bytes(sock.written) == data


def test_a_connection_that_breaks_midway_raises() -> None:
    sock = Trickle(4, fail_after=8)
    with pytest.raises(BrokenPipeError):
        send_all(sock, b"x" * 20)
    assert len(sock.written) == 8
