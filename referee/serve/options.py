"""The options of ``tapete-referee serve`` (``build_parser``) and the app settings they give
(``app_config``), shared by the one-process server (``referee.serve.server``), the worker
processes (``referee.serve.workers``) and the command line (``referee.serve.cli``).

Standard library only, so that ``referee.serve.cli`` can read the options before gevent's
monkey patching.
"""

from __future__ import annotations

import argparse
import os
from typing import Any

EXIT_BAD_OPTION = 2


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"port {port} is not between 1 and 65535")
    return port


def _positive(kind: type[int] | type[float], zero: bool = False) -> Any:
    """An argparse type: a number of ``kind`` above 0 (or 0 and above with ``zero``)."""
    least = "0 or more" if zero else "more than 0"

    def parse(text: str) -> int | float:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if value < 0 or (value == 0 and not zero):
            raise argparse.ArgumentTypeError(f"{text} must be {least}")
        return value

    return parse


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``tapete-referee``."""
    parser = argparse.ArgumentParser(
        prog="tapete-referee",
        description="The Tapete referee: phones at a real table join by QR code, see only "
                    "their own secrets, vote in secret, and the rules are checked.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    serve = commands.add_parser("serve", help="serve the referee to the phones at the table")
    env = os.environ.get
    serve.add_argument("--host", default=env("TAPETE_HOST", "0.0.0.0"),
                       help="address to listen on (default 0.0.0.0: every interface)")
    serve.add_argument("--port", type=_port, default=env("TAPETE_PORT", "8000"),
                       help="TCP port (default 8000)")
    serve.add_argument("--instance", metavar="DIR", default=env("TAPETE_INSTANCE"),
                       help="folder of the embedded database (default ./instance)")
    serve.add_argument("--database", metavar="URL", default=env("TAPETE_DATABASE_URL"),
                       help="sqlite:///file.db or postgresql://user@host:5432/db "
                            "(default: SQLite in the instance folder)")
    serve.add_argument("--database-connections", metavar="N", type=_positive(int),
                       default=env("TAPETE_DATABASE_CONNECTIONS"),
                       help="PostgreSQL connections per process at most (default 20; keep "
                            "processes × N under the server's max_connections)")
    serve.add_argument("--redis", metavar="URL", default=env("TAPETE_REDIS_URL"),
                       help="redis://host:6379/0 to share live updates between server "
                            "processes (default: within this process only)")
    serve.add_argument("--public-url", metavar="URL", default=env("TAPETE_PUBLIC_URL"),
                       help="base URL phones reach the server at, when behind a proxy "
                            "(default: http://<LAN address>:<port>)")
    serve.add_argument("--request-timeout", metavar="SECONDS", type=_positive(float),
                       default=env("TAPETE_REQUEST_TIMEOUT", "10"),
                       help="a request's headers, and then its body, must arrive within this "
                            "time (default 10)")
    serve.add_argument("--max-streams", metavar="N", type=_positive(int),
                       default=env("TAPETE_MAX_STREAMS"),
                       help="open live-update streams at most (default: half the open-file "
                            "limit); phones beyond it check for changes every few seconds")
    serve.add_argument("--max-streams-per-address", metavar="N", type=_positive(int),
                       default=env("TAPETE_MAX_STREAMS_PER_ADDRESS"),
                       help="open live-update streams per client address (default 16)")
    serve.add_argument("--max-connections-per-address", metavar="N", type=_positive(int),
                       default=env("TAPETE_MAX_CONNECTIONS_PER_ADDRESS"),
                       help="open connections per client address; one more is closed at once "
                            "(default: 4 per live-update stream an address may hold, 64; no "
                            "cap with --proxies)")
    serve.add_argument("--table-lifetime-days", metavar="DAYS", type=_positive(float, True),
                       default=env("TAPETE_TABLE_LIFETIME_DAYS"),
                       help="delete finished or idle tables after this many days without a "
                            "change (default 30; 0 keeps them)")
    serve.add_argument("--state-cache-mb", metavar="MB", type=_positive(float),
                       default=env("TAPETE_STATE_CACHE_MB"),
                       help="memory for the tables' states kept in memory, per process "
                            "(default: a quarter of the machine's, at least 256)")
    serve.add_argument("--snapshot-every", metavar="MOVES", type=_positive(int),
                       default=env("TAPETE_SNAPSHOT_EVERY"),
                       help="store a table's state every this many moves, so a table read "
                            "again replays fewer (default 25)")
    serve.add_argument("--workers", metavar="N", type=_positive(int),
                       default=env("TAPETE_WORKERS", "1"),
                       help="server processes sharing the address (default 1; more need "
                            "--database postgresql://… and --redis)")
    serve.add_argument("--proxies", metavar="N", type=_positive(int, True),
                       default=env("TAPETE_PROXIES"),
                       help="reverse proxies in front that add X-Forwarded-For (default 0: "
                            "the header is ignored); the address the nearest one saw is the "
                            "phone's")
    serve.add_argument("--access-log", action="store_true",
                       default=env("TAPETE_ACCESS_LOG", "").lower() in ("1", "true", "yes"),
                       help="log a line per request (method, path without its query, status, "
                            "size, time); errors are always logged")
    return parser


def app_config(args: argparse.Namespace) -> dict[str, Any]:
    """The ``create_app`` settings (``referee.config``) of the ``serve`` options in ``args``
    that were given."""
    return {key: value for key, value in (
        ("INSTANCE_PATH", args.instance), ("DATABASE_URL", args.database),
        ("DATABASE_CONNECTIONS", args.database_connections), ("REDIS_URL", args.redis),
        ("PUBLIC_URL", args.public_url),
        ("MAX_STREAMS", args.max_streams),
        ("MAX_STREAMS_PER_ADDRESS", args.max_streams_per_address),
        ("TABLE_LIFETIME_DAYS", args.table_lifetime_days), ("PROXIES", args.proxies),
        ("STATE_CACHE_MB", args.state_cache_mb), ("SNAPSHOT_EVERY", args.snapshot_every))
        if value is not None and value != ""}
