"""Several server processes behind one address: ``tapete-referee serve --workers N``.

gunicorn's arbiter binds the address once and forks ``N`` gevent workers that accept on that
same socket (the kernel hands each new connection to one of them); a worker that dies is
replaced, and its phones' event streams reconnect to whichever worker accepts them. Each worker
builds its own app after gevent's monkey patching, with the same request handling as the
single-process server (``referee.serve.server.Handler``: request deadlines, no query strings or
headers in logs; an access log only with ``--access-log``; each address's connections capped per
worker, ``referee.serve.admission``).

The workers share the database and the live updates, so ``--workers`` above 1 needs PostgreSQL
(``--database``) and Redis (``--redis``): each worker's moves are logged in the one database
(a move is checked against the table's version there, ``referee.storage.repository.append_move``)
and announced to the other workers' phones through Redis (``referee.live.broker.RedisBroker``).
Imports of the app wait until a worker has patched the standard library.
"""

from __future__ import annotations

import argparse
from typing import Any

from gunicorn.app.base import BaseApplication
from gunicorn.workers.ggevent import GeventPyWSGIWorker, PyWSGIServer

#: Connections one worker holds at most (open event streams count): gunicorn's default 1,000
#: would turn phones away before the stream caps (``referee.live.streams``) do.
WORKER_CONNECTIONS = 10_000


class Worker(GeventPyWSGIWorker):
    """A gunicorn gevent worker serving with ``referee.serve.server.Handler`` (imported once the
    worker has patched the standard library), its access log only with ``--access-log``."""

    request_timeout = 10.0
    access_log = False
    #: ``--max-connections-per-address`` (None: the default cap).
    connections_per_address: int | None = None

    def load_wsgi(self) -> None:
        from referee.serve.admission import CappedAccept
        from referee.serve.server import (
            Handler,
            QuietHandler,
            connection_cap,
            raise_open_file_limit,
            tune_garbage_collector,
        )

        raise_open_file_limit()

        class Server(CappedAccept, PyWSGIServer):
            request_timeout = self.request_timeout

        self.wsgi_handler = Handler if self.access_log else QuietHandler
        self.server_class = Server
        super().load_wsgi()
        Server.connection_cap = connection_cap(self.connections_per_address,
                                               self.wsgi.extensions["tapete"])
        tune_garbage_collector()


class Referee(BaseApplication):  # type: ignore[misc]
    """gunicorn running the referee app with ``workers`` ``Worker`` processes on
    ``host:port``."""

    def __init__(self, args: argparse.Namespace, config: dict[str, Any]) -> None:
        self.args = args
        self.config = config
        super().__init__()

    def load_config(self) -> None:
        self.cfg.set("bind", f"{self.args.host}:{self.args.port}")
        self.cfg.set("workers", self.args.workers)
        self.cfg.set("worker_class", "referee.serve.workers.Worker")
        self.cfg.set("worker_connections", WORKER_CONNECTIONS)
        self.cfg.set("graceful_timeout", 5)
        self.cfg.set("proc_name", "tapete-referee")
        self.cfg.set("control_socket_disable", True)
        Worker.request_timeout = float(self.args.request_timeout)
        Worker.access_log = bool(self.args.access_log)
        Worker.connections_per_address = self.args.max_connections_per_address

    def load(self) -> Any:
        from referee.app import create_app

        return create_app(self.config)


def run(args: argparse.Namespace) -> int:
    """Serve with ``args.workers`` processes until stopped; returns the exit status: 2 when
    the database is not PostgreSQL or there is no Redis (gunicorn stops with its own status
    when the workers cannot start, e.g. the database is unreachable)."""
    import sys

    from referee.config import ConfigError, settings_from
    from referee.serve.options import app_config

    config = app_config(args)
    try:
        settings = settings_from(config)
    except ConfigError as exc:
        print(f"tapete-referee: {exc}", file=sys.stderr, flush=True)
        return 2
    if settings.database_url.get_backend_name() != "postgresql" or not settings.redis_url:
        print("tapete-referee: --workers above 1 needs --database postgresql://… and "
              "--redis redis://… (the processes share the event log and live updates)",
              file=sys.stderr, flush=True)
        return 2
    if not args.public_url:
        from referee.web.addresses import host_url

        config["PUBLIC_URL"] = host_url(args.host, args.port) + "/"
    print(f"Tapete referee: {config['PUBLIC_URL']} with {args.workers} processes\n"
          f"Database: {settings.database_url.render_as_string(hide_password=True)}\n"
          "Live updates: Redis\nStop with Ctrl+C.", flush=True)
    Referee(args, config).run()
    return 0
