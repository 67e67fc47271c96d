"""Running the referee on gevent's WSGI server (``tapete-referee serve``; see
``referee.serve.cli``).

Import this module only after ``gevent.monkey.patch_all()``: the database drivers, Redis and
the locks of the table service then cooperate with gevent (psycopg 3 detects gevent itself;
SQLite calls are short and writers queue on a lock rather than in SQLite's busy handler).
The access log (``--access-log``; off by default, as gunicorn's, since writing a line per
request through ``logging`` costs a tenth of a move) shows paths without query strings, since a
rejoin link carries a code; request errors are always logged, without the request's headers
(cookies hold tokens).

Bad clients cannot hold the server: at start the soft limit of open files is raised to the
hard limit (every phone's event stream holds a socket); each client address holds at most its
share of connections, one more being closed as soon as it is accepted
(``referee.serve.admission``); a new connection's request line and headers must arrive within
``FIRST_HEADER_SECONDS`` (a phone sends them at once), a later request's within
``--request-timeout`` seconds, and so must a body (at most 64 KiB), else the connection is
closed (headers, without a log line) or answered 408 (body), so half-sent requests
("slowloris") do not pile up; open event streams are capped in total and per address
(``referee.live.streams``). A body over the limit is answered 413 and then read and thrown away
(up to ``DISCARD_BYTES``, within the request timeout) before the connection closes: closing with
the body unread would reset the connection, and the client would see a network error instead
of the answer.
"""

from __future__ import annotations

import argparse
import contextlib
import faulthandler
import gc
import io
import ipaddress
import logging
import resource
import signal
import socket
import sys
from typing import Any

import gevent
import qrcode
from gevent import GreenletExit, pywsgi
from redis import RedisError
from sqlalchemy.exc import SQLAlchemyError

from referee.app import Services, create_app
from referee.config import ConfigError
from referee.live.broker import RedisBroker
from referee.live.outlet import OUTLET, Outlet
from referee.live.sendall import send_all
from referee.live.websocket import CONNECTION
from referee.serve.admission import AddressCap, CappedAccept, default_cap
from referee.serve.options import app_config
from referee.storage.checkpoints import Checkpointer
from referee.storage.database import failure_reason
from referee.web.addresses import host_url
from referee.web.bodies import MAX_BODY_BYTES, SLOW_BODY
from referee.web.sockets import UPGRADED

access_log = logging.getLogger("referee.access")
log = logging.getLogger("referee.serve.server")

EXIT_OK, EXIT_FAILED, EXIT_BAD_OPTION = 0, 1, 2
DEFAULT_REQUEST_TIMEOUT = 10.0
#: Allocations (minus frees) between two collections of the youngest generation (Python's
#: default 700), then collections of one generation per collection of the next older one.
GC_THRESHOLDS = (50_000, 20, 100)
#: Connections the kernel may hold for the server before it accepts them (gevent's default,
#: 128, overflowed when a room of phones connected at once: each dropped connection waits a
#: second for its retry). The system's ``net.core.somaxconn`` caps it.
LISTEN_BACKLOG = 2048
#: Seconds a new connection's first request line and headers may take at most (the request
#: timeout when that is shorter): a phone sends them as soon as it has connected.
FIRST_HEADER_SECONDS = 3.0
#: Bytes of a body over the limit read and thrown away after its 413 at most.
DISCARD_BYTES = 64 * 1024 * 1024


class HeaderTimeout(socket.timeout):
    """The request line and headers did not arrive within their deadline."""


def raise_open_file_limit() -> int:
    """Raise the soft limit of open files to the hard limit (where the system allows it);
    returns the soft limit in force."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != hard:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


class Handler(pywsgi.WSGIHandler):
    """gevent's request handler, logging no query strings and no request headers, with a
    deadline for the request line and headers and one for the body (``request_timeout``
    seconds each, set on the server)."""

    _deadline: gevent.Timeout | None = None
    #: No request has been read on the connection yet.
    _first = True
    #: Bytes of the body still to throw away once the answer is sent (``_discard_body``); -1
    #: for a chunked body (until the client stops sending).
    _unread = 0

    def _timeout(self) -> float:
        return float(getattr(self.server, "request_timeout", DEFAULT_REQUEST_TIMEOUT))

    def handle(self) -> None:
        try:
            super().handle()
        finally:
            if self._deadline is not None:
                self._deadline.cancel()

    def read_requestline(self) -> str:
        if self._deadline is not None:
            self._deadline.cancel()
        # A timeout here (also while a kept-alive connection idles) closes the connection.
        seconds = self._timeout()
        if self._first:
            seconds = min(seconds, FIRST_HEADER_SECONDS)
            self._first = False
        self._deadline = gevent.Timeout.start_new(seconds, HeaderTimeout)
        return str(super().read_requestline())

    def _handle_client_error(self, ex: BaseException) -> Any:
        """gevent's answer to a malformed request; headers that did not come in time close
        the connection without an answer or a log line (a half-sent request is no news)."""
        if isinstance(ex, HeaderTimeout):
            self.close_connection = True
            return None
        return super()._handle_client_error(ex)

    def handle_one_request(self) -> Any:
        """gevent's, then the rest of a body over the limit thrown away (``_discard_body``)
        before the connection closes."""
        result = super().handle_one_request()
        if self._unread:
            self._discard_body()
            return None
        return result

    def start_response(self, status: str, headers: list[tuple[str, str]],
                       exc_info: Any = None) -> Any:
        """gevent's, saying ``Connection: close`` when the connection closes after this answer
        (gevent says it to HTTP/1.0 clients only), so an HTTP/1.1 client does not send its next
        request on it."""
        if self.close_connection and self.request_version != "HTTP/1.0" and not any(
                name.lower() == "connection" for name, _value in headers):
            headers = [*headers, ("Connection", "close")]
        return super().start_response(status, headers, exc_info)

    def _discard_body(self) -> None:
        """Tell the client the answer is complete (its 413) and read what it still sends of
        the body, up to ``DISCARD_BYTES`` and for the request timeout at most, so that the
        connection closes without a reset and the client reads the answer."""
        left = min(self._unread, DISCARD_BYTES) if self._unread > 0 else DISCARD_BYTES
        self._unread = 0
        with contextlib.suppress(OSError, ValueError), gevent.Timeout(self._timeout(), False):
            self.socket.shutdown(socket.SHUT_WR)
            while left > 0:
                chunk = self.rfile.read1(min(left, 65536))
                if not chunk:
                    break
                left -= len(chunk)

    def read_request(self, raw_requestline: str) -> Any:
        try:
            return super().read_request(raw_requestline)
        finally:
            if self._deadline is not None:
                self._deadline.cancel()

    def run_application(self) -> None:
        """Run the app; a connection that became a WebSocket (``referee.web.sockets``) is closed
        once the socket ends: what follows on it is no HTTP request."""
        try:
            super().run_application()
        finally:
            if self.environ.get(UPGRADED):
                self.close_connection = True

    def _sendall(self, data: bytes | bytearray) -> None:
        """gevent's, writing with ``referee.live.sendall.send_all`` (no system call for the send
        buffer's size on every write)."""
        try:
            send_all(self.socket, data)
        except OSError as ex:
            self.status = f"socket error: {ex}"
            if self.code > 0:
                self.code = -self.code
            raise
        self.response_length += len(data)

    def _drop_body(self, unread: int) -> None:
        """Leave the rest of the body (``unread`` bytes, -1: a chunked body's unknown rest) to
        be thrown away once the request is answered (``_discard_body``), and close the
        connection then; gevent would read it to keep the connection."""
        self.wsgi_input = pywsgi.Input(self.rfile, 0)
        self.close_connection = True
        self._unread = unread

    def get_environ(self) -> dict[str, Any]:
        """The WSGI environ, with the body (if any, up to the body limit) read in full within
        the timeout; a body that comes too slowly is marked for a 408 (``referee.web.bodies``).
        A WebSocket handshake also gets the connection (``referee.live.websocket.CONNECTION``), an
        event stream its outlet (``referee.live.outlet``)."""
        environ: dict[str, Any] = super().get_environ()
        if environ.get("HTTP_UPGRADE", "").lower() == "websocket":  # a move socket may take it
            environ[CONNECTION] = (self.socket, self.rfile)
        elif environ["PATH_INFO"].endswith("/events"):  # a stream of views may write through it
            environ[OUTLET] = Outlet(self)
        length = environ.get("CONTENT_LENGTH") or "0"
        chunked = "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()
        if length == "0" and not chunked:
            return environ
        data = b""
        if length.isdigit() and int(length) > MAX_BODY_BYTES:
            self._drop_body(int(length))  # answered 413 unread
            return environ
        try:
            with gevent.Timeout(self._timeout()):
                data = environ["wsgi.input"].read(MAX_BODY_BYTES + 1)
        except gevent.Timeout:
            environ[SLOW_BODY] = True
            self._drop_body(0)
        else:
            if len(data) > MAX_BODY_BYTES:  # a chunked body over the limit: answered 413
                self._drop_body(-1)
        environ["wsgi.input"] = io.BytesIO(data)
        environ["CONTENT_LENGTH"] = str(len(data))
        environ.pop("HTTP_TRANSFER_ENCODING", None)
        return environ

    def format_request(self) -> str:
        path = (self.path or "").split("?", 1)[0]
        delta = f"{self.time_finish - self.time_start:.4f}s" if self.time_finish else "-"
        status = (self._orig_status or self.status or "000").split()[0]
        client = self.client_address[0] if isinstance(self.client_address, tuple) else "-"
        return (f'{client} "{self.command} {path}" {status} {self.response_length or "-"} '
                f"{delta}")

    def _log_error(self, t: Any, v: Any, tb: Any) -> None:
        if not issubclass(t, GreenletExit):
            path = (self.path or "").split("?", 1)[0]
            log.error("request %s %s failed", self.command, path, exc_info=(t, v, tb))


class Server(CappedAccept, pywsgi.WSGIServer):
    """gevent's WSGI server with a cap on each client address's connections
    (``referee.serve.admission``)."""


def connection_cap(given: int | None, services: Services) -> AddressCap:
    """The cap on each client address's connections: ``given``
    (``--max-connections-per-address``), by default ``referee.serve.admission.default_cap``
    of the streams each address may hold; none behind reverse proxies (every connection comes
    from one of them)."""
    if services.settings.proxies:
        return AddressCap(0)
    return AddressCap(int(given) if given else
                      default_cap(services.settings.max_streams_per_address))


class QuietHandler(Handler):
    """``Handler`` without an access log line per request (errors are still logged)."""

    def log_request(self) -> None:
        """No access log line."""


def tune_garbage_collector() -> None:
    """Collect cyclic garbage less often, and never look again at what exists now (the app,
    its modules, games and catalogues: ``gc.freeze``). A move allocates thousands of
    short-lived objects (request, state copy, statements), nearly all freed by reference
    counting; at Python's default thresholds the collector ran every few moves and took
    ~15 % of a busy server's time (``bench/referee_bench.py``). Call once the app is built."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


def phone_url(host: str, port: int, public_url: str | None) -> str:
    """The address to show phones: ``public_url``, else ``http://<LAN address>:<port>/``."""
    if public_url:
        return public_url.rstrip("/") + "/"
    return host_url(host, port) + "/"


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def print_banner(url: str, host: str, services: Services) -> None:
    """Print the phones' address, its QR code, and what the server runs on."""
    out = sys.stdout
    print(f"Tapete referee: {url}", file=out)
    if _is_loopback(host):
        print("Listening on a loopback address: phones cannot reach it (use --host 0.0.0.0).",
              file=out)
    else:
        print("Phones on the same Wi-Fi: scan this code or type the address.", file=out)
    code = qrcode.QRCode(border=1, error_correction=qrcode.constants.ERROR_CORRECT_L)
    code.add_data(url)
    try:
        code.print_ascii(out=out, tty=out.isatty(), invert=not out.isatty())
    except (UnicodeEncodeError, OSError):
        print("(this terminal cannot draw the QR code)", file=out)
    database = services.settings.database_url.render_as_string(hide_password=True)
    live = "Redis" if isinstance(services.broker, RedisBroker) else "this process"
    print(f"Database: {database}\nLive updates: {live}\nStop with Ctrl+C.", file=out, flush=True)


def _in_use(args: argparse.Namespace, exc: SQLAlchemyError) -> str:
    """What to add to a "database is locked" at start on a SQLite file without Redis: another
    process has it (``referee.storage.database``: a process keeps such a file to itself)."""
    sqlite = not args.database or str(args.database).startswith("sqlite")
    if args.redis or not sqlite or "locked" not in failure_reason(exc):
        return ""
    return ("; another process has the file open (a server keeps its SQLite file to itself: "
            "several processes on one file need the same --redis, see docs/deployment.md)")


def _fail(message: str, status: int) -> int:
    print(f"tapete-referee: {message}", file=sys.stderr, flush=True)
    return status


def run(args: argparse.Namespace) -> int:
    """Serve the app described by ``args`` (see ``referee.serve.cli``) until stopped."""
    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    faulthandler.enable()  # a fatal signal (SIGSEGV, SIGBUS) leaves a traceback in the log
    open_files = raise_open_file_limit()
    config = app_config(args)
    if not args.public_url:
        # Join links and QR codes carry the LAN address (or the address listened on) even when
        # the moderator opened the app as localhost, which no phone could reach, and never the
        # request's Host header.
        config["PUBLIC_URL"] = phone_url(args.host, args.port, None)
    try:
        app = create_app(config)
    except ConfigError as exc:
        return _fail(str(exc), EXIT_BAD_OPTION)
    except SQLAlchemyError as exc:
        return _fail(f"cannot open the database: {failure_reason(exc)}{_in_use(args, exc)}",
                     EXIT_FAILED)
    services: Services = app.extensions["tapete"]
    try:
        if isinstance(services.broker, RedisBroker):
            services.broker.ping()
        server = Server((args.host, args.port), app, backlog=LISTEN_BACKLOG,
                        handler_class=Handler if args.access_log else QuietHandler,
                        log=access_log, error_log=log)
        server.request_timeout = args.request_timeout
        server.connection_cap = connection_cap(args.max_connections_per_address, services)
        server.init_socket()
        # Answers are written in pieces (headers, body, SSE events): without TCP_NODELAY each
        # piece after the first waits for the phone's delayed ACK (~40 ms). Accepted sockets
        # inherit the option from the listening one.
        server.socket.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    except RedisError as exc:
        services.close()
        return _fail(f"cannot reach Redis: {exc}", EXIT_FAILED)
    except socket.gaierror:
        services.close()
        return _fail(f"--host {args.host!r} is not an address of this machine", EXIT_BAD_OPTION)
    except OSError as exc:
        services.close()
        return _fail(f"cannot listen on {args.host}:{args.port}: {exc.strerror}", EXIT_FAILED)
    print_banner(phone_url(args.host, args.port, services.settings.public_url), args.host,
                 services)
    per_address = server.connection_cap.per_address
    log.info("open files: %d; connections per address: %s; event streams: at most %d (%d per "
             "address)", open_files, per_address or "no cap (behind proxies)",
             services.settings.max_streams, services.settings.max_streams_per_address)
    gevent.signal_handler(signal.SIGTERM, server.stop)
    if services.storage.dialect == "sqlite":
        services.checkpoints = Checkpointer(services.storage)
        services.checkpoints.start()
    tune_garbage_collector()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop(timeout=2)
        services.close()
    return EXIT_OK
