"""Running the referee on gevent's WSGI server (``tapete-referee serve``; see ``referee.cli``).

Import this module only after ``gevent.monkey.patch_all()``: the database drivers, Redis and
the locks of the table service then cooperate with gevent (psycopg 3 detects gevent itself;
SQLite calls are short and writers queue on a lock rather than in SQLite's busy handler).
The access log shows paths without query strings, since a rejoin link carries a token, and
request errors are logged without the request's headers (cookies hold tokens).
"""

from __future__ import annotations

import argparse
import ipaddress
import logging
import signal
import socket
import sys
from typing import Any

import gevent
import qrcode
from gevent import GreenletExit, pywsgi
from redis import RedisError
from sqlalchemy.exc import SQLAlchemyError

from referee.addresses import host_url
from referee.app import Services, create_app
from referee.config import ConfigError
from referee.live import RedisBroker

access_log = logging.getLogger("referee.access")
log = logging.getLogger("referee.server")

EXIT_OK, EXIT_FAILED, EXIT_BAD_OPTION = 0, 1, 2


class Handler(pywsgi.WSGIHandler):
    """gevent's request handler, logging no query strings and no request headers."""

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


def _fail(message: str, status: int) -> int:
    print(f"tapete-referee: {message}", file=sys.stderr, flush=True)
    return status


def run(args: argparse.Namespace) -> int:
    """Serve the app described by ``args`` (see ``referee.cli``) until stopped."""
    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    config = {key: value for key, value in (
        ("INSTANCE_PATH", args.instance), ("DATABASE_URL", args.database),
        ("REDIS_URL", args.redis), ("PUBLIC_URL", args.public_url)) if value}
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
        reason = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
        return _fail(f"cannot open the database: {reason}", EXIT_FAILED)
    services: Services = app.extensions["tapete"]
    try:
        if isinstance(services.broker, RedisBroker):
            services.broker.ping()
        server = pywsgi.WSGIServer((args.host, args.port), app, handler_class=Handler,
                                   log=access_log, error_log=log)
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
    gevent.signal_handler(signal.SIGTERM, server.stop)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop(timeout=2)
        services.close()
    return EXIT_OK
