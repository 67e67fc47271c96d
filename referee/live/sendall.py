"""Writing to a gevent socket: a whole buffer without gevent's ``sendall``, or what it takes now.

gevent's ``socket.sendall`` asks the kernel for the socket's send-buffer size
(``getsockopt(SO_SNDBUF)``) on every call, to cut large buffers into pieces. The referee's
writes are small (a live update, a view, a move's answer), and in a profile of a busy table
that extra system call cost as much as the write itself: about a tenth of the server's time
while every phone's stream carried its views (``bench/referee_bench.py``).
"""

from __future__ import annotations

from typing import Any


def send_all(sock: Any, data: bytes | bytearray | memoryview) -> None:
    """Write all of ``data`` to ``sock`` (a gevent socket), one ``send`` after the other until
    none is left; each waits cooperatively while the peer's window is full. Raises what
    ``send`` raises (OSError when the connection is gone, ``socket.timeout`` after the
    socket's timeout), as ``sendall`` would."""
    view = memoryview(data)
    while view:
        view = view[sock.send(view):]


def send_now(sock: Any, data: bytes | memoryview) -> int:
    """Write what of ``data`` ``sock`` (a gevent socket) takes now, never waiting (gevent's
    ``timeout`` argument of 0); how many bytes that was (0 when its buffer is full). Raises
    OSError when the connection is gone."""
    try:
        return int(sock.send(data, 0, 0.0))
    except BlockingIOError:
        return 0
