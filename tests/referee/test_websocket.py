"""The server side of a WebSocket (``referee.live.websocket``) on a pair of gevent sockets, the peer
played by wsproto's client connection: the handshake's checks and answer, whole messages out
of fragments, pings, the size cap, the close handshake."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import gevent
import pytest
from gevent import socket
from wsproto.connection import Connection, ConnectionType
from wsproto.events import BytesMessage, CloseConnection, Ping, Pong, TextMessage

from referee.live.websocket import CONNECTION, HandshakeRefused, WebSocket

KEY = "dGhlIHNhbXBsZSBub25jZQ=="  # RFC 6455 section 1.3's example, answered with ACCEPT
ACCEPT = b"s3pPLMBiTxaQ9kYGzzhZRbK+xOo="


class Peer:
    """The phone's end: a socket and wsproto's client side of the frames."""

    def __init__(self, sock: Any) -> None:
        self.sock = sock
        self.protocol = Connection(ConnectionType.CLIENT)

    def send(self, *events: Any) -> None:
        self.sock.sendall(b"".join(self.protocol.send(event) for event in events))

    def events(self, timeout: float = 2.0) -> list[Any]:
        """The events of the next bytes that arrive (within ``timeout`` s); [] at the end."""
        with gevent.Timeout(timeout):
            data = self.sock.recv(65536)
        self.protocol.receive_data(data or None)
        return list(self.protocol.events())


def environ(server: Any, **headers: str) -> dict[str, Any]:
    values = {"HTTP_UPGRADE": "websocket", "HTTP_SEC_WEBSOCKET_VERSION": "13",
              "HTTP_SEC_WEBSOCKET_KEY": KEY, CONNECTION: (server, server.makefile("rb"))}
    values.update(headers)
    return values


@pytest.fixture
def pair() -> Iterator[tuple[Any, Any]]:
    server, phone = socket.socketpair()
    yield server, phone
    server.close()
    phone.close()


def accepted(pair: tuple[Any, Any], ping_seconds: float = 5.0,
             max_message: int = 100) -> tuple[WebSocket, Peer]:
    server, phone = pair
    ws = WebSocket.accept(environ(server), max_message, ping_seconds)
    head = b""
    while b"\r\n\r\n" not in head:
        head += phone.recv(1)
    assert head.startswith(b"HTTP/1.1 101 ")
    assert b"Sec-WebSocket-Accept: " + ACCEPT + b"\r\n" in head
    assert b"Extensions" not in head
    return ws, Peer(phone)


@pytest.mark.parametrize("headers", [
    {"HTTP_SEC_WEBSOCKET_VERSION": "8"},
    {"HTTP_SEC_WEBSOCKET_KEY": ""},
    {"HTTP_SEC_WEBSOCKET_KEY": "dGhlIHNhbXBsZQ=="},  # 10 bytes, not 16
    {"HTTP_SEC_WEBSOCKET_KEY": "not base64 at all!!!!!!!"},
    {"CONTENT_LENGTH": "5"},
    {"HTTP_TRANSFER_ENCODING": "chunked"},
])
def test_a_handshake_that_is_not_valid_is_refused_and_nothing_is_written(
        pair: tuple[Any, Any], headers: dict[str, str]) -> None:
    server, phone = pair
    with pytest.raises(HandshakeRefused):
        WebSocket.accept(environ(server, **headers), 100, 5.0)
    phone.setblocking(False)
    with pytest.raises(BlockingIOError):
        phone.recv(1)


def test_a_request_from_another_server_cannot_be_upgraded() -> None:
    with pytest.raises(HandshakeRefused, match="cannot hand the connection over"):
        WebSocket.accept({"HTTP_SEC_WEBSOCKET_VERSION": "13",
                          "HTTP_SEC_WEBSOCKET_KEY": KEY}, 100, 5.0)


def test_fragments_make_one_message_and_binary_stays_bytes(pair: tuple[Any, Any]) -> None:
    ws, peer = accepted(pair)
    peer.send(TextMessage(data="hel", message_finished=False),
              Ping(payload=b"p"),  # a control frame may come between fragments
              TextMessage(data="lo ñ"), BytesMessage(data=b"\x00\x01"))
    messages = ws.messages()
    assert next(messages) == "hello ñ"
    assert next(messages) == b"\x00\x01"
    assert peer.events() == [Pong(payload=b"p")]
    ws.send("answer")
    assert peer.events() == [TextMessage(data="answer")]


def test_bytes_that_came_with_the_handshake_are_not_lost(pair: tuple[Any, Any]) -> None:
    server, phone = pair
    peer = Peer(phone)
    reader = server.makefile("rb")
    frame = peer.protocol.send(TextMessage(data="early"))
    phone.sendall(b"GET / HTTP/1.1\r\n\r\n" + frame)
    while reader.readline() != b"\r\n":  # as gevent's server reads a request's head
        pass
    ws = WebSocket.accept(environ(server, **{CONNECTION: (server, reader)}), 100, 5.0)
    assert next(ws.messages()) == "early"


def test_a_message_over_the_cap_closes_the_socket_with_1009(pair: tuple[Any, Any]) -> None:
    ws, peer = accepted(pair, max_message=10)
    peer.send(TextMessage(data="x" * 6, message_finished=False), TextMessage(data="y" * 6))
    assert list(ws.messages()) == []
    closing = [e for e in peer.events() if isinstance(e, CloseConnection)]
    assert [e.code for e in closing] == [1009]


def test_the_peers_close_is_answered_and_ends_the_messages(pair: tuple[Any, Any]) -> None:
    ws, peer = accepted(pair)
    peer.send(TextMessage(data="last"), CloseConnection(code=1000))
    assert list(ws.messages()) == ["last"]
    assert [e.code for e in peer.events()] == [1000]
    ws.send("too late")  # nothing is sent after the close
    peer.sock.setblocking(False)
    with pytest.raises(BlockingIOError):
        peer.sock.recv(1)


def test_a_silent_peer_is_pinged_and_dropped_when_it_does_not_answer(
        pair: tuple[Any, Any]) -> None:
    ws, peer = accepted(pair, ping_seconds=0.05)
    messages = ws.messages()
    waiting = gevent.spawn(list, messages)
    pinged = peer.events()
    assert len(pinged) == 1 and isinstance(pinged[0], Ping)
    peer.send(pinged[0].response())  # answered: the socket stays
    gevent.sleep(0.08)
    assert not waiting.dead
    assert isinstance(peer.events()[0], Ping)  # not answered this time
    assert waiting.get(timeout=1) == []


def test_a_lost_connection_ends_the_messages(pair: tuple[Any, Any]) -> None:
    ws, peer = accepted(pair)
    peer.sock.close()
    assert list(ws.messages()) == []


def test_a_long_message_is_written_whole_and_a_peer_that_stops_reading_is_dropped(
        pair: tuple[Any, Any]) -> None:
    ws, peer = accepted(pair, ping_seconds=0.5)
    text = "x" * 3_000_000  # far more than the connection takes at once
    parts: list[str] = []
    finished: list[bool] = []

    def read() -> None:
        while not finished:
            for event in peer.events(timeout=5):
                if isinstance(event, TextMessage):
                    parts.append(event.data)
                    if event.message_finished:
                        finished.append(True)

    reader = gevent.spawn(read)
    ws.send(text)
    reader.join(timeout=10)
    assert finished and "".join(parts) == text
    with gevent.Timeout(5):
        ws.send(text)  # nobody reads now: dropped after ping_seconds, not stuck
        ws.send(text)
    assert list(ws.messages()) == []  # the socket has ended
