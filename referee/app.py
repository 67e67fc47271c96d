"""The referee's Flask app factory (Flask tutorial style: factory, blueprints, instance folder).

``create_app(config)`` checks the settings (``referee.config``), opens the database and creates
its tables, picks the live-update broker (Redis when ``REDIS_URL`` is set), and registers the
JSON API and, when importable, the phone pages (``referee.web.pages:bp``, the rejoin link's page
among them, and the rules pages ``referee.web.rules:bp``).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from flask import Flask, Response, current_app, jsonify, request
from sqlalchemy.exc import SQLAlchemyError
from werkzeug.exceptions import HTTPException
from werkzeug.middleware.proxy_fix import ProxyFix
from werkzeug.routing import WebsocketMismatch

from referee.config import Settings, settings_from
from referee.errors import STORAGE_UNAVAILABLE, ApiError, _
from referee.games.base import IllegalMove
from referee.i18n import choose_lang, translate
from referee.live.broker import Broker, RedisBroker
from referee.live.streams import StreamGate
from referee.refusals import status_of
from referee.service.cleanup import Cleanup
from referee.service.lobby import Lobby
from referee.service.phones import Phones
from referee.service.tables import TableService
from referee.storage.checkpoints import Checkpointer
from referee.storage.database import STORAGE_FAILURES, Storage
from referee.storage.faults import FailureLog, describe_failure
from referee.web import compression, lean_requests, ratelimits, security
from referee.web.api import bp as api_bp
from referee.web.bodies import MAX_BODY_BYTES, check_body_arrived, check_body_size
from referee.web.cards import bp as cards_bp
from referee.web.health import bp as health_bp
from referee.web.pgn import bp as pgn_bp
from referee.web.screen import bp as screen_bp
from referee.web.sockets import bp as sockets_bp

log = logging.getLogger(__name__)

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES_DIR = ROOT / "templates"
STATIC_DIR = ROOT / "assets" / "static"

# The refusal code (``referee.refusals``) and message of each HTTP error Flask raises itself,
# for API callers; another status answers as its class does (4xx ``malformed``, else 500).
HTTP_REFUSALS: dict[int, tuple[str, str]] = {
    404: ("not_found", _("There is no such API address.")),
    405: ("method_not_allowed", _("That method is not allowed here.")),
    408: ("request_timeout", _("The request came in too slowly and was dropped; try again.")),
    413: ("request_entity_too_large", _("The request is too large.")),
    429: ("too_many_requests",
          _("Too many requests from this address; wait a moment and try again.")),
    500: ("internal_server_error",
          _("Something went wrong on the server; nothing was changed. Try again.")),
}
MALFORMED_REQUEST = _("The request is malformed.")
WEBSOCKET_MISMATCH = _("Only the move socket (/api/tables/CODE/socket) takes WebSocket "
                       "connections, and it takes nothing else.")


@dataclass
class Services:
    """What the API works with, kept in ``app.extensions["tapete"]``."""

    settings: Settings
    storage: Storage
    broker: Broker
    tables: TableService
    lobby: Lobby
    phones: Phones
    streams: StreamGate
    #: Move sockets (``referee.web.sockets``): half as many as event streams in all (each holds
    #: one file descriptor, as a stream does; the streams' cap is half the open-file limit).
    sockets: StreamGate
    cleanup: Cleanup | None = None
    checkpoints: Checkpointer | None = None
    #: Storage failures, each logged once a minute at most (``referee.storage.faults``).
    failures: FailureLog = field(default_factory=lambda: FailureLog(log))

    def close(self) -> None:
        """Stop the background work (cleanup, checkpoints, broker) and close the database
        connections."""
        if self.cleanup is not None:
            self.cleanup.stop()
        if self.checkpoints is not None:
            self.checkpoints.stop()
        self.broker.close()
        self.storage.dispose()


def _error(code: str, message: str, params: dict[str, Any],
           rule: str | None = None) -> tuple[Response, int]:
    """The JSON answer of refusal ``code`` (its status from ``referee.refusals``), ``message``
    translated into the caller's language, and the ``rule`` section it names if any."""
    lang = choose_lang(request, _table_lang((request.view_args or {}).get("code")))
    error = {"code": code, "message": translate(message, lang, params)}
    if rule:
        error["rule"] = rule
    return jsonify(error=error), status_of(code)


def _table_lang(code: Any) -> str | None:
    if not isinstance(code, str):
        return None
    try:
        return current_app.extensions["tapete"].tables.lang_of(code)
    except SQLAlchemyError:  # the storage is failing: answer in the caller's language
        return None


def _refused(exc: ApiError | IllegalMove) -> tuple[Response, int]:
    response, status = _error(exc.code, exc.message, exc.params, exc.rule)
    retry_after = getattr(exc, "retry_after", None)
    if retry_after is not None:  # a busy server: come back later
        response.headers["Retry-After"] = str(retry_after)
    if getattr(exc, "close_connection", False):  # and on a new connection
        response.headers["Connection"] = "close"
    return response, status


STORAGE_RETRY_AFTER_SECONDS = 5


def _storage_error(exc: SQLAlchemyError) -> tuple[Response, int]:
    """A database that cannot be read or written (disk full, read-only folder, server gone, no
    free connection within ``referee.storage.database.POOL_WAIT_SECONDS``):
    503 ``storage_unavailable``; the transaction was rolled back, so nothing was changed and
    every move answered before stays. The process stays up, and the log names the cause
    (``referee.storage.faults``: once, then at most once a minute while it goes on)."""
    services: Services = current_app.extensions["tapete"]
    services.failures.failed(f"{request.method} {request.path}",
                             describe_failure(exc, services.storage.url))
    response, status = _error("storage_unavailable", STORAGE_UNAVAILABLE, {})
    response.headers["Retry-After"] = str(STORAGE_RETRY_AFTER_SECONDS)
    return response, status


def _http_error(exc: HTTPException) -> Any:
    if not request.path.startswith("/api/"):
        if not isinstance(exc, ratelimits.LimitExceeded):
            return exc
        page = exc.get_response()
        page.headers["Retry-After"] = str(exc.seconds)
        return page
    status = exc.code or 500
    code, message = HTTP_REFUSALS.get(status, ("malformed", MALFORMED_REQUEST) if status < 500
                                      else HTTP_REFUSALS[500])
    if isinstance(exc, WebsocketMismatch):  # a plain request to the move socket, or the reverse
        code, message = "websocket_mismatch", WEBSOCKET_MISMATCH
    response, status = _error(code, message, {})
    if isinstance(exc, ratelimits.LimitExceeded):
        response.headers["Retry-After"] = str(exc.seconds)
    return response, status


def _register_pages(app: Flask) -> None:
    try:
        from referee.web.pages import bp as pages_bp
        from referee.web.rules import bp as rules_bp
    except ModuleNotFoundError as exc:
        if exc.name != "referee.web.pages":
            raise
        log.info("referee.web.pages not found: serving the API only")
        return
    app.register_blueprint(pages_bp)
    app.register_blueprint(rules_bp)


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """The referee's WSGI app for ``config`` (keys in ``referee.config``; other keys, such as
    ``TESTING``, go to ``app.config`` as they are). Raises ConfigError for bad settings and
    the driver's error when the database cannot be opened."""
    settings = settings_from(config)
    app = Flask("referee", instance_path=str(settings.instance_path.resolve()),
                template_folder=str(TEMPLATES_DIR), static_folder=str(STATIC_DIR),
                static_url_path="/static")
    app.config.update(dict(config or {}))
    app.config.update(MAX_CONTENT_LENGTH=MAX_BODY_BYTES, PUBLIC_URL=settings.public_url)
    app.json.sort_keys = False  # type: ignore[attr-defined]
    # Several processes on one SQLite file share their live updates through Redis
    # (docs/deployment.md "Scaling"); without Redis the file is this process's alone.
    storage = Storage(settings.database_url, settings.database_connections,
                      shared=settings.redis_url is not None)
    storage.create_schema()
    broker: Broker = (RedisBroker(settings.redis_url, settings.redis_channel_prefix,
                                  settings.keepalive_seconds)
                      if settings.redis_url else Broker(settings.keepalive_seconds))
    tables = TableService(storage, broker, settings.snapshot_every,
                          int(settings.state_cache_mb * 2**20))
    app.extensions["tapete"] = Services(settings, storage, broker, tables, Lobby(tables),
                                         Phones(tables),
                                         StreamGate(settings.max_streams,
                                                    settings.max_streams_per_address),
                                         StreamGate(max(1, settings.max_streams // 2),
                                                    settings.max_streams_per_address))
    if settings.table_lifetime_days > 0:
        app.extensions["tapete"].cleanup = Cleanup(tables, settings.table_lifetime_days,
                                                   settings.cleanup_interval_seconds)
    app.register_error_handler(ApiError, _refused)
    app.register_error_handler(IllegalMove, _refused)
    app.register_error_handler(HTTPException, _http_error)
    for failure in STORAGE_FAILURES:
        app.register_error_handler(failure, _storage_error)
    security.install(app)
    compression.install(app)
    app.before_request(check_body_arrived)
    app.before_request(check_body_size)
    app.register_blueprint(health_bp)
    app.register_blueprint(api_bp)
    app.register_blueprint(sockets_bp)
    app.register_blueprint(cards_bp)
    app.register_blueprint(pgn_bp)
    app.register_blueprint(screen_bp)
    _register_pages(app)
    ratelimits.install(app, settings)  # after every route is registered
    lean_requests.install(app)  # likewise
    if settings.proxies:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=settings.proxies)  # type: ignore[method-assign]
    return app
