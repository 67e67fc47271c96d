"""``referee.live.outlet.Outlet`` on a real (gevent) connection: chunks are framed as the server
frames an answer's, ``send_now`` takes what the connection takes without ever waiting, and
``send`` writes the rest once the peer reads."""

from __future__ import annotations

from dataclasses import dataclass

import gevent
import pytest
from gevent import socket as gsocket

from referee.live.outlet import Outlet


@dataclass
class Handler:
    socket: gsocket.socket
    response_use_chunked: bool


@pytest.mark.parametrize(("chunked", "framed"), [
    (True, b"c\r\nevent: view\n\r\n"), (False, b"event: view\n")])
def test_a_message_is_framed_as_the_answer_is(chunked: bool, framed: bytes) -> None:
    ours, _theirs = gsocket.socketpair()
    assert Outlet(Handler(ours, chunked)).frame(b"event: view\n") == framed


def test_send_now_never_waits_and_send_writes_the_rest_once_the_peer_reads() -> None:
    ours, theirs = gsocket.socketpair()
    ours.settimeout(10)
    outlet = Outlet(Handler(ours, True))
    data = bytes(range(256)) * 40_000  # far more than the connection's buffers
    taken = outlet.send_now(data)
    assert 0 < taken < len(data)
    assert outlet.send_now(data[taken:]) == 0  # full: nothing taken, no waiting

    received = bytearray()

    def read() -> None:
        while len(received) < len(data):
            received.extend(theirs.recv(1 << 16))

    reader = gevent.spawn(read)
    outlet.send(data[taken:])
    reader.join(timeout=10)
    assert bytes(received) == data
    theirs.close()
    with pytest.raises(OSError):
        for _ in range(100):  # the peer is gone: an error, at the latest once it said so
            outlet.send_now(b"x" * 65536)
            gevent.sleep(0.01)
