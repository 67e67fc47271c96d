"""Connections per client address, capped when they are accepted.

A client that opens connections and sends nothing (or half a request) holds one file descriptor
per connection until the first-header deadline (``referee.serve.server.Handler``) closes it: a
laptop opening a thousand of them used to take every descriptor a server with the common limit of
1,024 open files had, and every other phone's page then waited for the deadline. Now each client
address holds at most ``connections_per_address`` open connections: one more is closed as soon
as it is accepted, before a byte of it is read, and costs the server nothing. A phone needs a
handful (its event stream, its move socket, a few requests at once), so the default leaves room for
several phones behind one address. Behind reverse proxies (``--proxies``) every connection comes
from a proxy, so there is no cap (the proxy limits its clients).
"""

from __future__ import annotations

import logging
import socket
import struct
import time
from collections import Counter
from typing import Any

log = logging.getLogger(__name__)

#: Connections per client address when the event streams per address are at their default (16):
#: four per stream (the stream, the move socket, requests).
CONNECTIONS_PER_STREAM = 4
#: Connections closed at once in one call of ``do_read`` at most, so a flood of them lets the
#: event loop serve the other phones in between.
REFUSALS_PER_READ = 256
#: Seconds between two log lines about the same address's refused connections.
LOG_EVERY_SECONDS = 60.0
_RESET = struct.pack("ii", 1, 0)  # SO_LINGER on, 0 s: close with a reset, no TIME_WAIT kept


def default_cap(streams_per_address: int) -> int:
    """The connections one address may hold by default: ``CONNECTIONS_PER_STREAM`` per event
    stream it may hold (``--max-streams-per-address``)."""
    return CONNECTIONS_PER_STREAM * streams_per_address


class AddressCap:
    """Open connections by client address, at most ``per_address`` each (0: no cap)."""

    def __init__(self, per_address: int) -> None:
        self.per_address = per_address
        self._open: Counter[str] = Counter()
        self._logged: dict[str, float] = {}

    def admit(self, address: str) -> bool:
        """Count one more connection of ``address``; False (not counted) when it holds its
        share already."""
        if self.per_address and self._open[address] >= self.per_address:
            return False
        self._open[address] += 1
        return True

    def release(self, address: str) -> None:
        """Count one connection of ``address`` less (it closed)."""
        left = self._open[address] - 1
        if left > 0:
            self._open[address] = left
        else:
            del self._open[address]

    def open_connections(self, address: str) -> int:
        """How many connections ``address`` holds now."""
        return self._open[address]

    def refused(self, address: str) -> None:
        """Log that a connection of ``address`` was refused: once a minute per address."""
        now = time.monotonic()
        if now - self._logged.get(address, -LOG_EVERY_SECONDS) < LOG_EVERY_SECONDS:
            return
        self._logged = {a: t for a, t in self._logged.items() if now - t < LOG_EVERY_SECONDS}
        self._logged[address] = now
        log.warning("%s holds %d connections, its share: more are closed as they come "
                    "(logged once a minute)", address, self._open[address])


class CappedAccept:
    """A mixin for a gevent ``StreamServer`` (gevent's WSGI server, gunicorn's): with a
    ``connection_cap`` (an ``AddressCap``, set before the server starts), each accepted
    connection is counted for its client address and one over the address's share is closed
    at once."""

    connection_cap: AddressCap | None = None

    def do_read(self) -> Any:
        """The next connection within its address's share, or None when none is waiting."""
        cap = self.connection_cap
        for _ in range(REFUSALS_PER_READ):
            accepted = super().do_read()  # type: ignore[misc]
            if not accepted or cap is None:
                return accepted
            sock, address = accepted
            host = _host(address)
            if cap.admit(host):
                return accepted
            try:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, _RESET)
            finally:
                sock.close()
            cap.refused(host)
        return None

    def do_close(self, sock: Any, *args: Any) -> None:
        """Close an accepted connection and count it out of its address's share."""
        try:
            super().do_close(sock, *args)  # type: ignore[misc]
        finally:
            if self.connection_cap is not None and args:
                self.connection_cap.release(_host(args[0]))


def _host(address: Any) -> str:
    """The host of a socket address (``(host, port)``, or a Unix socket's path)."""
    return str(address[0]) if isinstance(address, tuple) else str(address)
