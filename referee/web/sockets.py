"""Moves over a WebSocket: ``GET /api/tables/<code>/socket`` (api.md, "Moves over a socket").

A phone at a table sends every move of a game; over one kept-open WebSocket each costs a small
frame instead of an HTTP request (its line, headers, cookies and answer headers), which is most
of what the server spends on a move (``bench/referee_bench.py``). The page opens the socket
when it loads and sends its moves there; while the socket is not open it sends them with
``POST /api/tables/<code>/moves`` (``assets/static/js/moves.js``). Both paths run the same
``TableService.move``: the same checks, the same event log, the same ``id`` that makes a
resent move apply once, so a move whose answer was lost on a dropped socket is resent by POST
and still counts once.

The handshake is refused with the usual JSON errors, before the upgrade: 401/403/404 for a
caller with no seat or moderation at the table (the lookup rate limit counts unknown codes),
403 ``cross_origin`` for cookies sent from another site's page (a browser always says which
page opens a WebSocket, and cookies ride along), 503 ``too_many_streams`` beyond the caps on
open connections (``referee.live.streams``, counted apart from the event streams). After it, each
text message is one move, ``{"move", "args", "id"}``, at most ``MAX_BODY_BYTES``; each gets
one answer on this socket only: ``{"id", "version"}``, or ``{"id", "status", "error":
{"code", "message"}}`` in the caller's language (and ``"rule"`` when the refusal names a rules
section) with the HTTP status the POST would have had.
The token is checked again on every move, so a seat that moved to another phone (a rejoin
code) is refused here from then on. Live updates still come from the event stream.
"""

from __future__ import annotations

import logging
from typing import Any

import orjson
from flask import Blueprint, Response, request
from wsproto.frame_protocol import CloseReason

from referee.errors import STORAGE_UNAVAILABLE, ApiError, _
from referee.games.base import IllegalMove
from referee.i18n import choose_lang, translate
from referee.live.websocket import HandshakeRefused, WebSocket
from referee.service.auth import Credentials, credentials_from
from referee.service.tables import normalize_code
from referee.storage.database import STORAGE_FAILURES, failure_reason
from referee.web.api import parse_move, services
from referee.web.bodies import MAX_BODY_BYTES, parse_object
from referee.web.security import check_socket_origin

log = logging.getLogger(__name__)

bp = Blueprint("sockets", __name__, url_prefix="/api")

#: A ping this often keeps the socket open through proxies and notices a phone that is gone.
PING_SECONDS = 25
#: Set in the environ of a request that became a WebSocket: the server must then close the
#: connection once the socket ends, not read another HTTP request from it (referee.serve.server).
UPGRADED = "tapete.upgraded"


class Upgraded(Response):
    """The answer after a WebSocket ended: the socket already carried everything, so gevent's
    server is given nothing to write (it writes no status line when none was started)."""

    def __call__(self, environ: Any, start_response: Any) -> list[bytes]:
        return []


def _refusal(client_id: Any, exc: ApiError | IllegalMove, lang: str) -> dict[str, Any]:
    error = {"code": exc.code, "message": translate(exc.message, lang, exc.params)}
    if exc.rule:
        error["rule"] = exc.rule
    return {"id": client_id, "status": exc.status, "error": error}


def answer(code: str, credentials: Credentials, message: str | bytes, lang: str) -> bytes:
    """The JSON answer to one socket ``message`` (see the module docstring). Never raises for
    a refused move or a failing database: those are answers too."""
    client_id = None
    try:
        data = parse_object(message.encode() if isinstance(message, str) else message)
        client_id = data.get("id")
        name, args, client_id = parse_move(data)
        version = services().tables.move(code, credentials, name, args, client_id)
        return orjson.dumps({"id": client_id, "version": version})
    except (ApiError, IllegalMove) as exc:
        reply = _refusal(client_id, exc, lang)
    except STORAGE_FAILURES as exc:  # as referee.app answers
        log.error("storage error on a move over the socket of a table: %s",
                  failure_reason(exc))
        reply = _refusal(client_id, ApiError("storage_unavailable", STORAGE_UNAVAILABLE), lang)
    return orjson.dumps(reply)


@bp.get("/tables/<code>/socket", websocket=True)
def socket(code: str) -> Response:
    """Upgrade to a WebSocket carrying this caller's moves (module docstring)."""
    code = normalize_code(code)
    check_socket_origin()
    credentials = credentials_from(request, code)
    found = services()
    record, _caller = found.tables.caller_of(code, credentials)
    lang = choose_lang(request, record.lang)
    leave = found.sockets.enter(request.remote_addr or "-")
    # No extension is agreed (referee.live.websocket): permessage-deflate would keep ~200 KiB of
    # zlib state per socket, and compressing a seat's answers with what it sent could hint at
    # their contents (as for JSON answers, referee.web.compression).
    try:
        ws = WebSocket.accept(request.environ, MAX_BODY_BYTES, PING_SECONDS)
    except HandshakeRefused as exc:
        leave()
        raise ApiError("bad_handshake", _("This WebSocket handshake is not valid.")) from exc
    except BaseException:
        leave()
        raise
    request.environ[UPGRADED] = True
    try:
        for message in ws.messages():
            ws.send(answer(code, credentials, message, lang).decode())
    except Exception:  # a bug: the phone resends its move by POST (same id, applied once)
        log.exception("the move socket of a table failed")
        ws.close(CloseReason.INTERNAL_ERROR)
    finally:
        leave()
    return Upgraded()
