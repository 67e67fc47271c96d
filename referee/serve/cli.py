"""``tapete-referee``: run the referee for the phones at a table.

``tapete-referee serve [--host 0.0.0.0] [--port 8000] [--instance DIR] [--database URL]
[--database-connections N] [--redis URL] [--public-url URL] [--request-timeout S]
[--max-streams N] [--max-streams-per-address N] [--max-connections-per-address N]
[--table-lifetime-days D] [--workers N] [--proxies N] [--access-log]``
serves the app on gevent's WSGI server (one greenlet per connection, so hundreds of phones can
hold their live-update streams open), prints the address phones on the same Wi-Fi can open,
and shows it as a QR code in the terminal. Options default to the environment variables
``TAPETE_<OPTION>`` (``TAPETE_HOST``, ``TAPETE_PORT``, ``TAPETE_INSTANCE``,
``TAPETE_DATABASE_URL``, ``TAPETE_DATABASE_CONNECTIONS``, ``TAPETE_REDIS_URL``,
``TAPETE_PUBLIC_URL``, ``TAPETE_REQUEST_TIMEOUT``, ``TAPETE_MAX_STREAMS``,
``TAPETE_MAX_STREAMS_PER_ADDRESS``, ``TAPETE_MAX_CONNECTIONS_PER_ADDRESS``,
``TAPETE_TABLE_LIFETIME_DAYS``, ``TAPETE_WORKERS``,
``TAPETE_PROXIES``, ``TAPETE_ACCESS_LOG``).
``--workers N`` above 1 runs N processes on the one address (gunicorn with gevent workers,
``referee.serve.workers``), sharing PostgreSQL and Redis.

A bad option prints what is wrong and exits with status 2; a database or Redis that cannot be
reached, or a port that cannot be bound, exits with status 1. No traceback is shown for either.
This module imports only the standard library and ``referee.serve.options`` (standard library
only) at the top: ``serve`` applies gevent's monkey patching before anything else is imported.
"""

from __future__ import annotations

import argparse
import sys

from referee.serve.options import EXIT_BAD_OPTION, build_parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``tapete-referee`` console script; returns the exit status."""
    args = build_parser().parse_args(argv)
    if args.command == "serve":
        return serve(args)
    return EXIT_BAD_OPTION


def serve(args: argparse.Namespace) -> int:
    """Serve until interrupted (Ctrl+C or SIGTERM); returns the exit status."""
    if args.workers > 1:  # gunicorn's workers patch the standard library themselves
        from referee.serve.workers import run as run_workers

        return run_workers(args)
    from gevent import monkey

    monkey.patch_all()
    from referee.serve.server import run  # imported after the patch, on purpose

    return run(args)


if __name__ == "__main__":
    sys.exit(main())

