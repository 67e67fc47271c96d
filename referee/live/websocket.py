"""The server side of one WebSocket (RFC 6455) on the connection of a request that gevent's
WSGI server (``referee.serve.server.Handler``) handed to the app; wsproto does the protocol (frames,
masking, UTF-8 checks, the close handshake), this module the handshake's answer and the
reading and writing, all in the request's own greenlet.

simple-websocket did this before: it kept a duplicate of the connection's file descriptor and
a second greenlet per socket reading it, so each message went from one greenlet to the other
and each socket cost two descriptors; it also rebuilt and re-parsed the request's headers to
answer the handshake, a quarter of the handshake's time. Here the handshake is checked from
the WSGI environ, the socket costs one descriptor, and a message is read, answered and written
by one greenlet (so two writes never interleave).
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterator
from typing import Any

import gevent
from wsproto.connection import Connection, ConnectionState, ConnectionType
from wsproto.events import CloseConnection, Message, Ping, TextMessage
from wsproto.frame_protocol import CloseReason
from wsproto.utilities import LocalProtocolError, generate_accept_token

from referee.live.sendall import send_all, send_now

#: The environ key under which ``referee.serve.server.Handler`` puts the request's connection: the
#: socket (written to) and its buffered reader (read from: it may hold bytes that came right
#: after the request's headers).
CONNECTION = "tapete.connection"
#: Bytes read from the connection at a time.
RECEIVE_BYTES = 65536


class HandshakeRefused(Exception):
    """The request is no valid WebSocket handshake (the message says what is wrong)."""


class WebSocket:
    """One accepted WebSocket: ``messages()`` yields what the peer sends, ``send(text)``
    answers. It pings the peer after ``ping_seconds`` of silence and ends when the peer was
    silent for twice that; a message longer than ``max_message`` characters (text) or bytes
    (binary) closes it with 1009."""

    def __init__(self, sock: Any, rfile: Any, max_message: int, ping_seconds: float) -> None:
        self._sock, self._rfile = sock, rfile
        self.max_message, self.ping_seconds = max_message, ping_seconds
        self._protocol = Connection(ConnectionType.SERVER)
        self._open = True

    @classmethod
    def accept(cls, environ: dict[str, Any], max_message: int,
               ping_seconds: float) -> WebSocket:
        """Check the handshake in ``environ`` (version 13, a key of 16 bytes in base64, no
        body), answer it with 101 on the connection, and return the socket. No extension or
        subprotocol is agreed. Raises ``HandshakeRefused`` (nothing written) when the handshake
        is not valid or the request came through another server than ``referee.serve.server``."""
        if CONNECTION not in environ:
            raise HandshakeRefused("this server cannot hand the connection over")
        if environ.get("HTTP_SEC_WEBSOCKET_VERSION", "").strip() != "13":
            raise HandshakeRefused("Sec-WebSocket-Version must be 13")
        key = environ.get("HTTP_SEC_WEBSOCKET_KEY", "").strip()
        try:
            valid = len(base64.b64decode(key, validate=True)) == 16
        except (binascii.Error, ValueError):
            valid = False
        if not valid:
            raise HandshakeRefused("Sec-WebSocket-Key must be 16 bytes in base64")
        if environ.get("CONTENT_LENGTH", "0") not in ("", "0") or environ.get(
                "HTTP_TRANSFER_ENCODING"):
            raise HandshakeRefused("a handshake has no body")
        sock, rfile = environ[CONNECTION]
        socket = cls(sock, rfile, max_message, ping_seconds)
        socket._write(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
                      b"Connection: Upgrade\r\nSec-WebSocket-Accept: "
                      + generate_accept_token(key.encode()) + b"\r\n\r\n")
        return socket

    def messages(self) -> Iterator[str | bytes]:
        """Each whole message the peer sends, in order; returns once the socket has ended
        (closed by either side, the connection lost, the peer silent too long, a message too
        long). Ping frames are answered here."""
        parts: list[str | bytes] = []
        size = 0
        while self._open:
            data = self._read()
            if data is None:
                self._open = False
                return
            self._protocol.receive_data(data)
            for event in self._protocol.events():
                if isinstance(event, Message):
                    size += len(event.data)
                    if size > self.max_message:
                        self.close(CloseReason.MESSAGE_TOO_BIG)
                        return
                    parts.append(event.data)
                    if event.message_finished:
                        text = isinstance(event, TextMessage)
                        yield "".join(parts) if text else b"".join(parts)  # type: ignore[arg-type]
                        parts, size = [], 0
                elif isinstance(event, Ping):
                    self._send(event.response())
                elif isinstance(event, CloseConnection):
                    self.close(event.code)  # answer the peer's close, or a broken frame's
                    return

    def send(self, text: str) -> None:
        """Send ``text`` as one message; nothing when the socket has ended."""
        self._send(TextMessage(data=text))

    def close(self, code: int = CloseReason.NORMAL_CLOSURE) -> None:
        """Send a close frame with ``code`` (if the socket is still open) and end it."""
        if self._protocol.state in (ConnectionState.OPEN, ConnectionState.REMOTE_CLOSING):
            self._send(CloseConnection(code=code))
        self._open = False

    def _send(self, event: Any) -> None:
        if not self._open:
            return
        try:
            self._write(self._protocol.send(event))
        except LocalProtocolError:  # the peer closed meanwhile
            self._open = False

    def _write(self, data: bytes) -> None:
        """Write ``data``; a peer that does not take it within ``ping_seconds`` (it stopped
        reading) is dropped like a silent one. What the connection takes at once (nearly
        always all of it) needs no deadline."""
        try:
            sent = send_now(self._sock, data)
        except OSError:  # the connection is gone
            self._open = False
            return
        if sent == len(data):
            return
        try:
            with gevent.Timeout(self.ping_seconds):
                send_all(self._sock, memoryview(data)[sent:])
        except (OSError, gevent.Timeout):  # the connection is gone or stuck: end the socket
            self._open = False

    def _read(self) -> bytes | None:
        """The next bytes from the peer; None when the connection ended or the peer did not
        answer a ping within ``ping_seconds``."""
        pinged = False
        while True:
            try:
                with gevent.Timeout(self.ping_seconds, False):
                    return self._rfile.read1(RECEIVE_BYTES) or None
            except (OSError, ValueError):  # ValueError: the reader was closed
                return None
            if pinged:
                return None
            self._send(Ping())
            pinged = True
