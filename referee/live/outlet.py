"""The connection under a streamed answer, for writing to it from outside the answer's own
greenlet (``referee.live.fanout``).

Under ``referee.serve.server`` a request for an event stream finds an ``Outlet`` in its environ
(``OUTLET``). Once the answer's first chunk has gone out (its headers with it), what follows may
be written through the outlet, framed as the server frames the answer's chunks (HTTP/1.1
chunked transfer coding, or as they are for HTTP/1.0), either at once without ever waiting
(``send_now``, for the table's fan-out, which must not wait for one slow phone) or waiting
cooperatively until it is all written (``send``, the stream's own greenlet). Elsewhere (the
Flask test client, a WSGI server of another kind) there is no outlet and streams write as any
answer does.
"""

from __future__ import annotations

from typing import Any

from referee.live.sendall import send_all, send_now

#: The environ key of a streamed request's Outlet.
OUTLET = "tapete.outlet"


class Outlet:
    """The connection of one answer served by gevent's WSGI handler ``handler``."""

    def __init__(self, handler: Any) -> None:
        self._handler = handler

    def frame(self, message: bytes) -> bytes:
        """``message`` as one chunk of the answer's body (its bytes as written)."""
        if self._handler.response_use_chunked:
            return b"%x\r\n%b\r\n" % (len(message), message)
        return message

    def send_now(self, data: bytes) -> int:
        """Write what of ``data`` the connection takes now, without waiting; how many bytes
        that was (0 when its buffer is full). Raises OSError when the connection is gone."""
        return send_now(self._handler.socket, data)

    def send(self, data: bytes) -> None:
        """Write all of ``data``, waiting cooperatively while the peer does not read. Raises
        OSError when the connection is gone (or stays full beyond the socket's timeout)."""
        send_all(self._handler.socket, data)
